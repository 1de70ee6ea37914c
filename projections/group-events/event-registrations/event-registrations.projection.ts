// One document per registration for an event (the registration page, by its token): its state,
// who cancelled it, what it costs and its payment, the client. The event's fields and times are
// read from public-event-dates (an event's change then shows on every registration at once), the
// client's name and e-mail from the client directory.
import { defineProjection } from '#app/es';
import type { BookableEventEvent, CancelledBy, RegistrationPayment, RegistrationSource } from '#app/group-events';

export interface EventRegistrationDocument {
  id: string;
  token: string;
  bookableEventId: string;
  practiceId: string;
  clientId: string;
  amountCents: number;
  /** A visitor's coupon: code and what it took off (absent on older documents). */
  discount?: { code: string; amountCents: number } | null;
  by: RegistrationSource;
  overCapacity: boolean;
  registeredAt: string;
  state: 'active' | 'cancelled';
  cancelledBy: CancelledBy | null;
  cancelledAt: string | null;
  /** The registrant's payment as the page shows it (the count of refused attempts is the write side's). */
  payment: Omit<RegistrationPayment, 'failedAttempts'>;
}

export const eventRegistrationsProjection = defineProjection<EventRegistrationDocument>({
  name: 'event-registrations',
  collection: 'event_registrations',
  indexedFields: ['token', 'bookableEventId', 'practiceId', 'clientId'],
  eventTypes: ['ClientRegisteredForEvent', 'EventRegistrationCancelled', 'RegistrationPaymentSucceeded', 'RegistrationPaymentFailed'],
  documentId: (event) => (event.data as { registrationId: string }).registrationId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as BookableEventEvent;
    switch (event.type) {
      case 'ClientRegisteredForEvent': {
        const { registrationId, token, bookableEventId, practiceId, clientId, amountCents, by, overCapacity, registeredAt } = event.data;
        return {
          id: registrationId, token, bookableEventId, practiceId, clientId, amountCents, discount: event.data.discount ?? null, by, overCapacity, registeredAt,
          state: 'active', cancelledBy: null, cancelledAt: null,
          payment: { status: 'none', providerPaymentId: null, failureReason: null, at: null },
        };
      }
      case 'EventRegistrationCancelled':
        return document ? { ...document, state: 'cancelled', cancelledBy: event.data.by, cancelledAt: event.data.cancelledAt } : null;
      case 'RegistrationPaymentSucceeded':
        return document ? { ...document, payment: { status: 'paid', providerPaymentId: event.data.providerPaymentId, failureReason: null, at: event.data.paidAt } } : null;
      case 'RegistrationPaymentFailed':
        return document ? { ...document, payment: { status: 'failed', providerPaymentId: null, failureReason: event.data.reason, at: event.data.failedAt } } : null;
      default:
        return document;
    }
  },
});
