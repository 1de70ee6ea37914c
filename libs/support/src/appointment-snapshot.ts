// "As of any moment" (issue 19): the appointment as it stood after any event of its stream, folded
// with the domain's own fold (appointmentWithPaymentsDecider: the appointment rules' state and the
// payment state), never a second one, so support reads what the rules read at that moment.
import type { AppointmentEvent, AppointmentStatus } from '#app/appointments';
import { fold } from '#app/es';
import { appointmentWithPaymentsDecider, isPaid, proPaymentStatus, type PaymentEvent, type ProPaymentStatus } from '#app/payments';

/** One stored event of the appointment's stream, as the store returns it. */
export interface StoryEvent {
  eventId: string;
  revision: number;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  /** When it happened (the command's clock), ISO. */
  occurredAt: string;
}

export interface SnapshotService {
  name: string;
  timeLength: number;
  amountCents: number;
  addOn: boolean;
}

/** The appointment's full state at a moment, as support reads it. */
export interface AppointmentSnapshot {
  /** The last event folded in. */
  revision: number;
  at: string;
  status: AppointmentStatus;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  locationName: string;
  clientName: string;
  clientEmail: string;
  services: SnapshotService[];
  amountCents: number;
  paymentStatus: ProPaymentStatus;
  paidCents: number;
  tipAmountCents: number;
  cardLast4: string | null;
  practitionerNote: string | null;
  acceptedBy: 'pro' | 'auto' | null;
}

const stateEvents = (events: StoryEvent[]): Array<AppointmentEvent | PaymentEvent> =>
  events.map((e) => ({ type: e.type, data: e.data }) as unknown as AppointmentEvent | PaymentEvent);

/**
 * The appointment after the event of `revision` (all events when omitted); null before it exists.
 * The payment status is the pro's, at that moment, from this stream alone (a card the client kept
 * on file elsewhere is not part of the appointment's story).
 */
export const appointmentAsOf = (events: StoryEvent[], revision?: number): AppointmentSnapshot | null => {
  const upTo = events.filter((e) => revision === undefined || e.revision <= revision);
  const { appointment, payment } = fold(appointmentWithPaymentsDecider, stateEvents(upTo));
  if (appointment.status === 'none' || upTo.length === 0) return null;
  const last = upTo[upTo.length - 1];
  const paid = payment.paid ?? (payment.markedPaid ? { amountCents: payment.markedPaid.amountCents, tipAmountCents: 0 } : null);
  return {
    revision: last.revision,
    at: last.occurredAt,
    status: appointment.status,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    timeZone: appointment.timeZone,
    locationName: appointment.location.name,
    clientName: `${appointment.client.firstName} ${appointment.client.lastName}`.trim(),
    clientEmail: appointment.client.email,
    services: appointment.services.map(({ name, timeLength, amountCents, addOn }) => ({ name, timeLength, amountCents, addOn })),
    amountCents: appointment.amountCents,
    paymentStatus: proPaymentStatus({
      status: appointment.status,
      startsAt: appointment.startsAt,
      amountCents: appointment.amountCents,
      payment,
      clientHasCard: false,
      now: new Date(last.occurredAt),
    }),
    paidCents: isPaid(payment) && paid ? paid.amountCents : 0,
    tipAmountCents: payment.tipAmountCents,
    cardLast4: payment.card?.last4 ?? null,
    practitionerNote: appointment.practitionerNote,
    acceptedBy: appointment.acceptedBy,
  };
};

/** The event that was current at `at` (the last one at or before it), for "as of a time". */
export const revisionAt = (events: StoryEvent[], at: string): number | null => {
  const t = Date.parse(at);
  if (Number.isNaN(t)) return null;
  const before = events.filter((e) => Date.parse(e.occurredAt) <= t);
  return before.length ? before[before.length - 1].revision : null;
};
