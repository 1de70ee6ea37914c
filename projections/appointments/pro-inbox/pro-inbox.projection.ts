// The pro's notifications inbox (ProInbox, spec 001 §4 "Inbox rules"): what needs the pro's action.
// | pending                            | New client          | Confirm   |
// | payment error                      | Payment failed      | Retry     |
// | past start, no transaction         | Payment past due    | Add card  |
// | past start, transaction, no error  | Payment unprocessed | Retry     |
// One item per live appointment, folded like the appointment's details (the same evolve), with
// its kind: a pending request, a payment still owed, or nothing to do (kept, since an undone
// Mark as Paid or a new price can bring it back). "Past start" moves with the clock, not with an
// event, so the query compares the start with now. Declined and cancelled appointments leave.
// Named v2: the payment rules joined the requests, so it is built again from the log.
import { defineProjection } from '#app/es';
import { isPaid, outstandingCents, initialPaymentState } from '#app/payments';
import { appointmentDetailsProjection } from '../appointment-details/appointment-details.projection.js';
import type { AppointmentDocument } from '../appointment-details/appointment-document.js';

export type InboxKind = 'pending' | 'payment' | 'none';

/** Sort ranks: pending requests, failed payments, payments owed (past start, asked at read), then nothing. */
export const INBOX_RANK = { pending: 0, failed: 1, owed: 2, none: 9 } as const;

export interface InboxItem {
  id: string;
  practiceId: string;
  kind: InboxKind;
  rank: number;
  startsAt: string;
  /** A charge failed (its reason is the appointment's payment.lastError). */
  failed: boolean;
  /** A hold or charge was made (past due with one is 'Payment unprocessed', without one 'Payment past due'). */
  hasTransaction: boolean;
  appointment: AppointmentDocument;
}

const itemOf = (appointment: AppointmentDocument): InboxItem | null => {
  if (appointment.state === 'declined' || appointment.state === 'cancelled') return null;
  const payment = { ...initialPaymentState(), ...appointment.payment };
  const owed = appointment.state === 'approved' && !isPaid(payment) && outstandingCents(appointment.amountCents, payment) > 0;
  const failed = owed && payment.lastError !== null;
  const kind: InboxKind = appointment.state === 'pending' ? 'pending' : owed ? 'payment' : 'none';
  const rank = kind === 'pending' ? INBOX_RANK.pending : failed ? INBOX_RANK.failed : kind === 'payment' ? INBOX_RANK.owed : INBOX_RANK.none;
  return {
    id: appointment.id,
    practiceId: appointment.practiceId,
    kind,
    rank,
    startsAt: appointment.startsAt,
    failed,
    hasTransaction: payment.transactions.length > 0,
    appointment,
  };
};

export const proInboxProjection = defineProjection<InboxItem>({
  name: 'pro-inbox.v2',
  collection: 'pro_inbox_v2',
  indexedFields: ['practiceId,rank', 'startsAt'],
  eventTypes: appointmentDetailsProjection.eventTypes,
  documentId: appointmentDetailsProjection.documentId,
  evolve: (item, recorded) => {
    const appointment = appointmentDetailsProjection.evolve(item?.appointment ?? null, recorded) as AppointmentDocument | null;
    return appointment && itemOf(appointment);
  },
});
