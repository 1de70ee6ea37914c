// The bookings tabs (spec 000 §2.1 "Your Bookings", the design card's third read model): one
// document per booking, for the signed-in client user whose client records it belongs to (the
// query joins a user to their records by e-mail). The appointment's own events and its payment
// facts (the same payment fold as the write side: the Transactions tab's type and state), plus
// the client user's dismissal of a booking the pro declined.
import { defineProjection, utcText } from '#app/es';
import type { AppointmentEvent, AppointmentStatus, LocationSnapshot, ServiceLine } from '#app/appointments';
import { evolvePayment, initialPaymentState, PAYMENT_EVENT_TYPES, type PaymentEvent, type PaymentState, type Transaction } from '#app/payments';

export interface ClientBookingDocument {
  id: string;
  practiceId: string;
  clientId: string;
  state: AppointmentStatus;
  /** ISO instants in UTC (toISOString), so text order is time order. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  amountCents: number;
  /** Fees on top of the amount (spec 000 §9's displayed total); none are charged today. */
  feeCents: number;
  platformFeeCents: number;
  instantActionToken: string;
  services: ServiceLine[];
  location: LocationSnapshot;
  bookedAt: string;
  /** The client user removed this declined booking from their list. */
  dismissed: boolean;
  payment: PaymentState;
  /** The latest transaction (Transactions tab), or null when no money moved or was held. */
  transaction: Transaction | null;
}

// UTC text; a stored value that is no instant is kept as it was rather than stopping the projection.
const utc = (instant: string) => utcText(instant);

const APPOINTMENT_EVENTS = ['AppointmentRequested', 'AppointmentAccepted', 'AppointmentDeclined', 'AppointmentCancelled', 'AppointmentRescheduled', 'AppointmentDetailsChanged'] as const;

export const clientBookingsProjection = defineProjection<ClientBookingDocument>({
  name: 'client-bookings',
  collection: 'client_bookings',
  indexedFields: ['clientId', 'clientId,startsAt'],
  eventTypes: [...APPOINTMENT_EVENTS, ...PAYMENT_EVENT_TYPES, 'ClientBookingDismissed'],
  documentId: (event) => (event.data as { appointmentId: string }).appointmentId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as AppointmentEvent;
    if (event.type === 'AppointmentRequested') {
      const { appointmentId, practiceId, client, startsAt, endsAt, timeZone, amountCents, instantActionToken, services, location } = event.data;
      const bookedAt = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
      return {
        id: appointmentId, practiceId, clientId: client.clientId, state: 'pending', startsAt: utc(startsAt), endsAt: utc(endsAt), timeZone,
        amountCents, feeCents: 0, platformFeeCents: 0, instantActionToken, services, location, bookedAt, dismissed: false,
        payment: initialPaymentState(), transaction: null,
      };
    }
    if (!document) return null;
    if (recorded.type === 'ClientBookingDismissed') return { ...document, dismissed: true };
    if ((PAYMENT_EVENT_TYPES as readonly string[]).includes(recorded.type)) {
      const payment = evolvePayment(document.payment, recorded as unknown as PaymentEvent);
      return { ...document, payment, transaction: payment.transactions.at(-1) ?? null };
    }
    switch (event.type) {
      case 'AppointmentAccepted':
        return { ...document, state: 'approved' };
      case 'AppointmentDeclined':
        return { ...document, state: 'declined' };
      case 'AppointmentCancelled':
        return { ...document, state: 'cancelled' };
      case 'AppointmentRescheduled':
        return { ...document, startsAt: utc(event.data.startsAt), endsAt: utc(event.data.endsAt) };
      case 'AppointmentDetailsChanged': {
        const { services, amountCents, location, timeZone } = event.data;
        return { ...document, services, amountCents, location, timeZone };
      }
      default:
        return document;
    }
  },
});
