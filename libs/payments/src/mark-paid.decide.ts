// Mark as Paid and its Undo (spec 001 §4): the pro says the client paid outside the card provider
// (cash, Venmo, PayPal, other with a note). A live hold is released in the same decision, so the
// day-of job never charges an appointment the client already paid; Undo makes it Unpaid again
// (a card on file is then charged only when the pro retries).
import { DomainError } from '#app/es';
import type { ExistingAppointment } from '#app/appointments';
import type { PaymentSettings } from '#app/practice';
import type { PaymentState } from './appointment-payment.js';
import { OFFLINE_PAID_BY, type OfflinePaidBy, type PaymentEvent } from './payment-events.js';
import { PaymentMessages as M } from './payment-messages.js';

export interface MoneyState {
  appointment: ExistingAppointment;
  payment: PaymentState;
  settings: PaymentSettings;
}

const MAX_NOTE = 500;

export const decideMarkPaid = ({ appointment, payment, settings }: MoneyState, input: { paidBy: string; note?: string | null }): PaymentEvent[] => {
  if (appointment.status === 'declined' || appointment.status === 'cancelled') throw new DomainError(M.declinedOrCancelled);
  if (appointment.status !== 'approved') throw new DomainError(M.notPayable);
  if (appointment.amountCents === 0) throw new DomainError(M.free);
  if (payment.paid || payment.markedPaid) throw new DomainError(M.alreadyPaid);
  if (payment.open?.purpose === 'appointment') throw new DomainError(M.chargeInProgress);
  if (!(OFFLINE_PAID_BY as readonly string[]).includes(input.paidBy)) throw new DomainError(M.markPaidMethod);
  const note = input.note?.trim() || null;
  if (input.paidBy === 'other' && !note) throw new DomainError(M.markPaidNote);
  if (note && note.length > MAX_NOTE) throw new DomainError(M.adjustmentNote);
  const { appointmentId } = appointment;
  const events: PaymentEvent[] = [
    { type: 'AppointmentMarkedPaid', data: { appointmentId, paidBy: input.paidBy as OfflinePaidBy, note, amountCents: appointment.amountCents + payment.tipAmountCents, currency: settings.currency } },
  ];
  if (payment.hold && !payment.hold.released) events.push({ type: 'PaymentHoldReleased', data: { appointmentId, transactionId: payment.hold.transactionId, reason: 'marked_paid' } });
  return events;
};

export const decideUndoMarkPaid = ({ appointment, payment }: Pick<MoneyState, 'appointment' | 'payment'>): PaymentEvent[] => {
  if (!payment.markedPaid) throw new DomainError(M.notMarkedPaid);
  return [{ type: 'AppointmentMarkPaidUndone', data: { appointmentId: appointment.appointmentId } }];
};
