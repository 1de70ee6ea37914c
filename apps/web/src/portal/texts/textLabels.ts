// How a text is named in the Texts list.
const TYPE_LABELS: Record<string, string> = {
  download_mobile_app: 'Mobile app link',
  appointment_reminder: 'Appointment reminder',
  appointment_confirmed: 'Appointment confirmation',
  payment_past_due: 'Payment past due',
};

export function textTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

export function recipientLabel(kind: string): string {
  return kind === 'pro' ? 'You' : 'Client';
}
