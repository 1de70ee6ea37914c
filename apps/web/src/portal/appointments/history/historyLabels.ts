// Words for support staff reading an appointment's event stream.
import type { Actor } from './historyQueries';

const eventLabels: Record<string, string> = {
  AppointmentRequested: 'Appointment requested',
  AppointmentCreated: 'Appointment created',
  AppointmentCreatedByPro: 'Appointment created by the practitioner',
  AppointmentAccepted: 'Appointment accepted',
  AppointmentDeclined: 'Appointment declined',
  AppointmentCancelled: 'Appointment cancelled',
  AppointmentCancelledByClient: 'Appointment cancelled by the client',
  AppointmentRescheduled: 'Appointment rescheduled',
  AppointmentUpdated: 'Appointment updated',
  AppointmentDetailsChanged: 'Appointment details changed',
  EmailSent: 'E-mail sent',
  ConfirmationResent: 'Confirmation resent',
  TextRequested: 'Text requested (before the provider was asked)',
  TextSent: 'Text sent',
  TextFailed: 'Text refused by the provider',
  VirtualMeetingRequested: 'Video meeting requested (before the provider was asked)',
  VirtualMeetingCreated: 'Video meeting created',
  VirtualMeetingFailed: 'Video meeting refused by the provider (the location link is used)',
  // Payments: each attempt is recorded, with its idempotency key, before the provider is asked.
  PaymentCardSaved: 'Card saved for this appointment',
  PaymentHoldPlaced: 'Card hold placed (charged on the day of the appointment)',
  PaymentHoldReleased: 'Card hold released (not charged)',
  ChargeAttempted: 'Charge attempted',
  ChargeTimedOut: 'Charge timed out (repeated with the same key)',
  PaymentCharged: 'Payment charged',
  PaymentFailed: 'Payment failed',
  TipAdded: 'Tip added (charged with the payment)',
  TipCharged: 'Tip charged',
  PaypalOrderCreated: 'PayPal order created',
  PaypalPaymentCaptured: 'PayPal payment captured',
  PaymentSucceeded: 'Payment succeeded',
  MarkedPaid: 'Marked as paid',
};

/** Known types get their words; others are split from PascalCase ("TipAdded" -> "Tip added"). */
export function eventLabel(type: string): string {
  if (eventLabels[type]) return eventLabels[type];
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const actorKinds: Record<string, string> = {
  pro: 'Practitioner',
  client: 'Client',
  visitor: 'Visitor',
  support: 'Support',
  system: 'System',
};

export function actorLabel(actor: Actor | null | undefined): string {
  if (!actor) return 'Unknown';
  const kind = actorKinds[actor.kind] ?? actor.kind;
  const who = [actor.name, actor.id ? `id ${actor.id}` : undefined].filter(Boolean).join(', ');
  return who ? `${kind} (${who})` : kind;
}
