// The bookable (group) event aggregate (stream `bookableEvent-<id>`): one scheduled date of an
// event type, with its registrations. Registrations live in the event's stream so that the
// capacity rule is decided on one stream: two visitors racing for the last seat conflict on its
// revision, and the second re-decides on fresh state and finds the event full.
import type { DomainEvent } from '#app/es';
import type { EventTypeFields } from './event-type.js';

/** The event's copy of its type's fields (as they were when it was last saved) and its times. */
export interface BookableEventData extends Omit<EventTypeFields, 'slug'> {
  bookableEventId: string;
  practiceId: string;
  bookableEventTypeId: string;
  slug: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  timeZone: string;
}

export type RegistrationSource = 'pro' | 'client';
export type CancelledBy = 'client' | 'owner' | 'payment_failed';

export interface RegistrationData {
  bookableEventId: string;
  practiceId: string;
  registrationId: string;
  clientId: string;
  /** The registrant's page and cancel link: /manage_event_registrations/{token}. */
  token: string;
  /** What the registration costs (the event's price when it was made). */
  amountCents: number;
  /** A visitor's coupon: its code and what it took off the event's price (older registrations: absent). */
  discount?: { code: string; amountCents: number } | null;
  by: RegistrationSource;
  /** The pro added the client although the event was at capacity (allowed, with a warning). */
  overCapacity: boolean;
  registeredAt: string;
}

export type BookableEventEvent =
  | DomainEvent<'BookableEventScheduled', BookableEventData>
  | DomainEvent<'BookableEventChanged', BookableEventData & { previous: { startsAt: string; endsAt: string; allDay: boolean; timeZone: string } }>
  | DomainEvent<'BookableEventPhotoChanged', { bookableEventId: string; practiceId: string; photoUrl: string | null }>
  | DomainEvent<'BookableEventDeleted', { bookableEventId: string; practiceId: string }>
  | DomainEvent<'ClientRegisteredForEvent', RegistrationData>
  | DomainEvent<'EventRegistrationCancelled', { bookableEventId: string; practiceId: string; registrationId: string; clientId: string; by: CancelledBy; cancelledAt: string }>
  | DomainEvent<'RegistrationPaymentSucceeded', { bookableEventId: string; practiceId: string; registrationId: string; clientId: string; amountCents: number; provider: string; providerPaymentId: string; paidAt: string }>
  | DomainEvent<'RegistrationPaymentFailed', { bookableEventId: string; practiceId: string; registrationId: string; clientId: string; amountCents: number; code: string; reason: string; failedAt: string }>;

export interface RegistrationPayment {
  status: 'none' | 'paid' | 'failed';
  /** Charges refused so far: the next attempt is one more (its idempotency key). */
  failedAttempts: number;
  providerPaymentId: string | null;
  failureReason: string | null;
  at: string | null;
}

export interface Registration extends RegistrationData {
  status: 'active' | 'cancelled';
  cancelledBy: CancelledBy | null;
  cancelledAt: string | null;
  payment: RegistrationPayment;
}

export type BookableEventState =
  | { status: 'none' }
  | ({ status: 'scheduled' | 'deleted'; photoUrl: string | null; registrations: Registration[] } & BookableEventData);

export const bookableEventStreamId = (bookableEventId: string): string => `bookableEvent-${bookableEventId}`;

export const initialBookableEventState = (): BookableEventState => ({ status: 'none' });

/** The registrations that hold a seat. */
export const activeRegistrations = (state: BookableEventState): Registration[] =>
  state.status === 'none' ? [] : state.registrations.filter((r) => r.status === 'active');

/** Seats left; null when the capacity is unlimited. Never below 0 (the pro may overbook). */
export const seatsLeft = (capacity: number | null, activeCount: number): number | null => (capacity === null ? null : Math.max(0, capacity - activeCount));

const withRegistration = (state: BookableEventState, registrationId: string, change: (r: Registration) => Registration): BookableEventState =>
  state.status === 'none' ? state : { ...state, registrations: state.registrations.map((r) => (r.registrationId === registrationId ? change(r) : r)) };

export const evolveBookableEvent = (state: BookableEventState, event: BookableEventEvent): BookableEventState => {
  switch (event.type) {
    case 'BookableEventScheduled':
      return { status: 'scheduled', photoUrl: null, registrations: [], ...event.data };
    case 'BookableEventChanged': {
      const { previous: _previous, ...data } = event.data;
      return state.status === 'none' ? state : { ...state, ...data };
    }
    case 'BookableEventPhotoChanged':
      return state.status === 'none' ? state : { ...state, photoUrl: event.data.photoUrl };
    case 'BookableEventDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    case 'ClientRegisteredForEvent':
      return state.status === 'none'
        ? state
        : {
            ...state,
            registrations: [
              ...state.registrations,
              { ...event.data, status: 'active', cancelledBy: null, cancelledAt: null, payment: { status: 'none', failedAttempts: 0, providerPaymentId: null, failureReason: null, at: null } },
            ],
          };
    case 'EventRegistrationCancelled':
      return withRegistration(state, event.data.registrationId, (r) => ({ ...r, status: 'cancelled', cancelledBy: event.data.by, cancelledAt: event.data.cancelledAt }));
    case 'RegistrationPaymentSucceeded':
      return withRegistration(state, event.data.registrationId, (r) => ({
        ...r,
        payment: { ...r.payment, status: 'paid', providerPaymentId: event.data.providerPaymentId, failureReason: null, at: event.data.paidAt },
      }));
    case 'RegistrationPaymentFailed':
      return withRegistration(state, event.data.registrationId, (r) => ({
        ...r,
        payment: { status: 'failed', failedAttempts: r.payment.failedAttempts + 1, providerPaymentId: null, failureReason: event.data.reason, at: event.data.failedAt },
      }));
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
