// Whether a pro's "Send invoice" may go out (sendClientInvoiceMutation), before anything is sent.
// Texts do not exist yet (issue 14): 'sms' and 'both' are refused whole rather than half done.
// Which appointments: a confirmed one (upcoming or past), and a request that was never answered
// but whose time has passed (the session may well have happened). A free appointment still gets
// its invoice ($0.00): a pro who asks for a receipt of a free session means it. A declined or
// cancelled appointment has nothing to bill.
import { AppointmentMessages, type ExistingAppointment } from '#app/appointments';
import { DomainError } from '#app/es';

export const InvoiceMessages = {
  /** spec 001 §8, the portal's toasts */
  sent: 'Invoice sent successfully',
  failed: 'Failed to send invoice',
  invalidSendTo: "Please choose where to send the invoice: 'email', 'sms' or 'both'.",
  ended: 'This appointment was declined or cancelled, so there is no invoice to send.',
  notYet: 'An invoice can be sent once the appointment is confirmed.',
  noEmail: 'This client has no email address on file.',
} as const;

export type InvoiceChannel = 'email';

/** The channels asked for, as far as they exist: e-mail only for now. */
export const checkInvoiceChannel = (sendTo: unknown): InvoiceChannel => {
  if (sendTo === 'sms' || sendTo === 'both') throw new DomainError(AppointmentMessages.smsUnavailable);
  if (sendTo !== 'email') throw new DomainError(InvoiceMessages.invalidSendTo);
  return 'email';
};

export const checkInvoiceable = (appointment: ExistingAppointment, now: Date): void => {
  if (appointment.status === 'declined' || appointment.status === 'cancelled') throw new DomainError(InvoiceMessages.ended);
  const past = Date.parse(appointment.startsAt) <= now.getTime();
  if (appointment.status !== 'approved' && !past) throw new DomainError(InvoiceMessages.notYet);
  if (!appointment.client.email?.trim()) throw new DomainError(InvoiceMessages.noEmail);
};
