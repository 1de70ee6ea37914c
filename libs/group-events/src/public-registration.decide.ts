// A visitor registers from a type's public page (spec 000 §3): one decision over several streams.
// The seat is taken on the event's stream first (RegisterClient by 'client': a full, started or
// deleted event refuses, and a refused visitor leaves no client record), then a visitor new to the
// practice joins its directory as the public booking does. Pure: the caller loads and appends.
import { isValidEmail, normalizeEmail } from '#app/access';
import { BookingMessages } from '#app/appointments';
import { decideVisitorClient, normalizePhone, type ReturningClient, type VisitorContact } from '#app/clients';
import { couponStreamId, decideRedemption, type CouponRedeemedData, type CouponState } from '#app/coupons';
import { DomainError, NotFoundError, streamEvents, type StreamEvents } from '#app/es';
import { practiceFlagsOf, type PracticeState } from '#app/practice';
import { bookableEventStreamId, type BookableEventState } from './bookable-event.js';
import { decideBookableEvent } from './bookable-event.decide.js';
import { GroupEventMessages as M } from './group-event-messages.js';

export interface PublicRegistrationInput {
  bookableEventId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
}

export interface PublicRegistrationIds {
  registrationId: string;
  /** The registration page's unguessable token. */
  token: string;
  /** The client's id when the visitor is new to the practice. */
  newClientId: string;
  noteId: string;
}

const requiredName = (value: unknown, message: string): string => {
  const trimmed = (typeof value === 'string' ? value : '').trim();
  if (!trimmed) throw new DomainError(message);
  if (trimmed.length > 100) throw new DomainError(BookingMessages.nameTooLong);
  return trimmed;
};

/** The visitor's contact details, checked as the booking page's are (same messages). */
export const checkVisitorContact = (input: PublicRegistrationInput): VisitorContact => {
  const firstName = requiredName(input.firstName, BookingMessages.firstNameRequired);
  const lastName = requiredName(input.lastName, BookingMessages.lastNameRequired);
  if (typeof input.email !== 'string' || !isValidEmail(input.email)) throw new DomainError(BookingMessages.invalidEmail);
  const phone = typeof input.phone === 'string' && input.phone.trim() ? normalizePhone(input.phone) : null;
  return { firstName, lastName, email: normalizeEmail(input.email), phone };
};

export const decidePublicRegistration = (
  request: { bookableEventId: string; practiceId: string; contact: VisitorContact; ids: PublicRegistrationIds },
  given: { event: BookableEventState; returning: ReturningClient; now: Date; coupon?: CouponState | null },
): { clientId: string; amountCents: number; redemption: CouponRedeemedData | null; streams: StreamEvents[] } => {
  const { bookableEventId, practiceId, contact, ids } = request;
  const clientId = given.returning?.clientId ?? ids.newClientId;
  const redeemed = given.coupon ? decideEventCoupon(given.coupon, given.event, practiceId, ids.registrationId, given.now) : [];
  const redemption = redeemed.length ? (redeemed[0].data as CouponRedeemedData) : null;
  const discount = redemption ? { code: redemption.code, amountCents: redemption.amountCents } : null;
  const seat = decideBookableEvent(
    { type: 'RegisterClient', bookableEventId, practiceId, registrationId: ids.registrationId, clientId, token: ids.token, by: 'client', now: given.now.toISOString(), discount },
    given.event,
  );
  const visitor = decideVisitorClient(practiceId, contact, { returning: given.returning, newClientId: ids.newClientId, noteId: ids.noteId, now: given.now });
  return {
    clientId,
    amountCents: given.event.status === 'none' ? 0 : Math.max(0, given.event.amountCents - (discount?.amountCents ?? 0)),
    redemption,
    streams: [
      streamEvents(bookableEventStreamId(bookableEventId), practiceId, seat),
      ...visitor.streams,
      ...(redemption ? [streamEvents(couponStreamId(redemption.discountCodeId), practiceId, redeemed)] : []),
    ],
  };
};

/**
 * A coupon on an event's registration: the event's price is its one line, under the event type's
 * id, so a coupon limited to specific services does not apply (the visitor's message says so).
 */
export const decideEventCoupon = (coupon: CouponState, event: BookableEventState, practiceId: string, registrationId: string | null, now: Date) => {
  if (event.status === 'none') throw new NotFoundError(M.eventNotFound);
  return decideRedemption(coupon, { practiceId, lines: [{ serviceId: `eventType:${event.bookableEventTypeId}`, amountCents: event.amountCents }], now, appointmentId: null, registrationId });
};

/** The card a visitor's registration form confirmed (one of the two, by provider), or neither. */
export interface RegistrationCard {
  setupIntentSecret: string | null;
  cardSourceId: string | null;
}

/**
 * Before any card is touched: the date exists and is not deleted, its practice takes registrations
 * (group events on; its pages are gone otherwise), and a paid date comes with a card. Says whose
 * date it is and whether the card must be confirmed.
 */
export const checkRegistrationOpen = (event: BookableEventState, practice: PracticeState, card: RegistrationCard): { practiceId: string; paid: boolean } => {
  if (event.status === 'none') throw new NotFoundError(M.eventNotFound);
  if (event.status === 'deleted') throw new DomainError(M.eventDeleted);
  if (practice.status !== 'active' || !practiceFlagsOf(practice.flags).bookableEventsEnabled) throw new NotFoundError(M.eventNotFound);
  const paid = event.amountCents > 0;
  if (paid && !card.setupIntentSecret && !card.cardSourceId) throw new DomainError(M.cardRequired);
  return { practiceId: event.practiceId, paid };
};
