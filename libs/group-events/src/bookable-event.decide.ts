// The scheduled event's rules: schedule or change it from its type (a decision over two streams,
// pure: the handler loads the type and passes its state in), photo, delete; register a client
// (the pro may overbook, a visitor may not), cancel a registration (the client by its token, the
// pro, or a failed payment at public registration), and record a registration's payment.
import { DomainError, NotFoundError, type Decider } from '#app/es';
import { GroupEventMessages as M } from './group-event-messages.js';
import { normaliseEventTimes, type EventTimesInput } from './event-times.js';
import type { EventTypeState } from './event-type.js';
import {
  activeRegistrations,
  evolveBookableEvent,
  initialBookableEventState,
  type BookableEventData,
  type BookableEventEvent,
  type BookableEventState,
  type CancelledBy,
  type Registration,
  type RegistrationSource,
} from './bookable-event.js';
import { canProcessRegistrationPayment, registrationPaymentStatus } from './registration-payment.js';

export interface BookableEventInput extends EventTimesInput {
  bookableEventId: string;
  practiceId: string;
}

export type BookableEventCommand =
  /** upsertBookableEvent: `eventType` is the type's state (the event's, or the one chosen). */
  | { type: 'SaveBookableEvent'; input: BookableEventInput; eventType: EventTypeState }
  | { type: 'ChangeBookableEventPhoto'; bookableEventId: string; practiceId: string; photoUrl: string | null }
  | { type: 'DeleteBookableEvent'; bookableEventId: string; practiceId: string }
  | { type: 'RegisterClient'; bookableEventId: string; practiceId: string; registrationId: string; clientId: string; token: string; by: RegistrationSource; now: string; discount?: { code: string; amountCents: number } | null }
  | { type: 'CancelRegistration'; practiceId: string; by: CancelledBy; now: string; clientId?: string; token?: string; registrationId?: string }
  | { type: 'RecordRegistrationPayment'; practiceId: string; registrationId: string; now: string; outcome: { paid: true; provider: string; providerPaymentId: string } | { paid: false; code: string; reason: string } };

type Live = Extract<BookableEventState, { status: 'scheduled' | 'deleted' }>;

const owned = (state: BookableEventState, practiceId: string): Live => {
  if (state.status === 'none' || state.practiceId !== practiceId) throw new NotFoundError(M.eventNotFound);
  return state;
};

const ownedScheduled = (state: BookableEventState, practiceId: string): Live => {
  const event = owned(state, practiceId);
  if (event.status !== 'scheduled') throw new NotFoundError(M.eventNotFound);
  return event;
};

/** The event as it would be saved: its type's fields now, and its checked times. */
export const bookableEventData = (input: BookableEventInput, eventType: EventTypeState): BookableEventData => {
  if (eventType.status === 'none' || eventType.practiceId !== input.practiceId) throw new DomainError(M.typeRequired);
  if (eventType.status === 'deleted') throw new DomainError(M.typeDeleted);
  const { status: _s, photoUrl: _p, ...type } = eventType;
  const times = normaliseEventTimes(input, type);
  return { ...type, bookableEventId: input.bookableEventId, practiceId: input.practiceId, ...times };
};

const registrationOf = (event: Live, command: Extract<BookableEventCommand, { type: 'CancelRegistration' }>): Registration | undefined =>
  event.registrations.find((r) =>
    command.registrationId ? r.registrationId === command.registrationId : command.token ? r.token === command.token : r.clientId === command.clientId && r.status === 'active',
  );

export const decideBookableEvent = (command: BookableEventCommand, state: BookableEventState): BookableEventEvent[] => {
  switch (command.type) {
    case 'SaveBookableEvent': {
      if (state.status !== 'none') ownedScheduled(state, command.input.practiceId);
      const data = bookableEventData(command.input, command.eventType);
      if (state.status === 'none') return [{ type: 'BookableEventScheduled', data }];
      const { status: _s, photoUrl: _p, registrations: _r, ...before } = state;
      const unchanged = (Object.keys(data) as (keyof BookableEventData)[]).every((k) => before[k] === data[k]);
      if (unchanged) return [];
      return [{ type: 'BookableEventChanged', data: { ...data, previous: { startsAt: state.startsAt, endsAt: state.endsAt, allDay: state.allDay, timeZone: state.timeZone } } }];
    }
    case 'ChangeBookableEventPhoto': {
      const event = ownedScheduled(state, command.practiceId);
      if (event.photoUrl === command.photoUrl) return [];
      return [{ type: 'BookableEventPhotoChanged', data: { bookableEventId: event.bookableEventId, practiceId: event.practiceId, photoUrl: command.photoUrl } }];
    }
    case 'DeleteBookableEvent': {
      const event = ownedScheduled(state, command.practiceId);
      return [{ type: 'BookableEventDeleted', data: { bookableEventId: event.bookableEventId, practiceId: event.practiceId } }];
    }
    case 'RegisterClient': {
      const event = owned(state, command.practiceId);
      if (event.status === 'deleted') throw new DomainError(M.eventDeleted);
      if (!command.clientId) throw new DomainError(M.selectClient);
      const active = activeRegistrations(event);
      if (active.some((r) => r.clientId === command.clientId)) throw new DomainError(M.alreadyRegistered);
      const full = event.capacity !== null && active.length >= event.capacity;
      if (command.by === 'client') {
        if (Date.parse(command.now) >= Date.parse(event.startsAt)) throw new DomainError(M.eventOver);
        if (full) throw new DomainError(M.eventFull, 'EVENT_FULL');
      }
      return [
        {
          type: 'ClientRegisteredForEvent',
          data: {
            bookableEventId: event.bookableEventId,
            practiceId: event.practiceId,
            registrationId: command.registrationId,
            clientId: command.clientId,
            token: command.token,
            amountCents: Math.max(0, event.amountCents - (command.discount?.amountCents ?? 0)),
            ...(command.discount ? { discount: command.discount } : {}),
            by: command.by,
            overCapacity: full,
            registeredAt: command.now,
          },
        },
      ];
    }
    case 'CancelRegistration': {
      const event = owned(state, command.practiceId);
      const registration = registrationOf(event, command);
      if (!registration) throw new NotFoundError(command.token ? M.registrationNotFound : M.notRegistered);
      if (registration.status === 'cancelled') {
        if (command.by === 'client') throw new DomainError(M.alreadyCancelled);
        return [];
      }
      // Once the event started, only the practice changes who attended.
      if (command.by === 'client' && Date.parse(command.now) >= Date.parse(event.startsAt)) throw new DomainError(M.cancelClosed);
      return [
        {
          type: 'EventRegistrationCancelled',
          data: { bookableEventId: event.bookableEventId, practiceId: event.practiceId, registrationId: registration.registrationId, clientId: registration.clientId, by: command.by, cancelledAt: command.now },
        },
      ];
    }
    case 'RecordRegistrationPayment': {
      const event = owned(state, command.practiceId);
      const registration = event.registrations.find((r) => r.registrationId === command.registrationId);
      if (!registration) throw new NotFoundError(M.registrationInfoNotFound);
      const status = registrationPaymentStatus(registration, event.amountCents);
      if (status === 'paid') {
        // A repeat of the payment that was recorded (same provider payment) changes nothing.
        if (command.outcome.paid && registration.payment.providerPaymentId === command.outcome.providerPaymentId) return [];
        throw new DomainError(M.alreadyPaid);
      }
      if (!canProcessRegistrationPayment(registration.amountCents, status)) throw new DomainError(M.nothingToPay);
      const base = { bookableEventId: event.bookableEventId, practiceId: event.practiceId, registrationId: registration.registrationId, clientId: registration.clientId, amountCents: registration.amountCents };
      return command.outcome.paid
        ? [{ type: 'RegistrationPaymentSucceeded', data: { ...base, provider: command.outcome.provider, providerPaymentId: command.outcome.providerPaymentId, paidAt: command.now } }]
        : [{ type: 'RegistrationPaymentFailed', data: { ...base, code: command.outcome.code, reason: command.outcome.reason, failedAt: command.now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

/** Whether the registration's payment may be processed now (spec 001 §4), and what it would charge. */
export const registrationToCharge = (state: BookableEventState, practiceId: string, registrationId: string): Registration => {
  const event = owned(state, practiceId);
  const registration = event.registrations.find((r) => r.registrationId === registrationId);
  if (!registration || registration.status !== 'active') throw new NotFoundError(M.registrationInfoNotFound);
  const status = registrationPaymentStatus(registration, event.amountCents);
  if (status === 'paid') throw new DomainError(M.alreadyPaid);
  if (!canProcessRegistrationPayment(registration.amountCents, status)) throw new DomainError(M.nothingToPay);
  return registration;
};

/**
 * A visitor's card was refused at registration: the failure is recorded and the seat given back
 * (cancelled by 'payment_failed'), in one append, so the visitor can try another card.
 */
export const decideRegistrationPaymentRefused = (
  state: BookableEventState,
  refusal: { practiceId: string; registrationId: string; code: string; reason: string; now: string },
): BookableEventEvent[] => {
  const { practiceId, registrationId, now } = refusal;
  const recorded = decideBookableEvent({ type: 'RecordRegistrationPayment', practiceId, registrationId, now, outcome: { paid: false, code: refusal.code, reason: refusal.reason } }, state);
  const cancelled = decideBookableEvent({ type: 'CancelRegistration', practiceId, registrationId, by: 'payment_failed', now }, recorded.reduce(evolveBookableEvent, state));
  return [...recorded, ...cancelled];
};

export const bookableEventDecider: Decider<BookableEventCommand, BookableEventEvent, BookableEventState> = {
  decide: decideBookableEvent,
  evolve: evolveBookableEvent,
  initialState: initialBookableEventState,
};
