import { clientDecider, type ClientState } from '#app/clients';
import { BookingMessages } from '#app/appointments';
import { bookableEventDecider, decideRegistrationPaymentRefused } from './bookable-event.decide.js';
import { evolveBookableEvent, initialBookableEventState, type BookableEventState } from './bookable-event.js';
import { normaliseEventType } from './event-type.decide.js';
import { evolveEventType, initialEventTypeState } from './event-type.js';
import { GroupEventMessages as M } from './group-event-messages.js';
import { checkRegistrationOpen, checkVisitorContact, decidePublicRegistration } from './public-registration.decide.js';
import { CouponMessages, decideRedemptionRelease, evolveCoupon, initialCouponState } from '#app/coupons';
import { fold } from '#app/es';
import { practiceDecider, type PracticeEvent } from '#app/practice';

const eventType = evolveEventType(initialEventTypeState(), {
  type: 'BookableEventTypeCreated',
  data: normaliseEventType({ bookableEventTypeId: 't1', practiceId: 'p1', name: 'Sound Bath', location: 'Studio A', amountCents: 2000, capacity: 1, duration: 60 }),
});
const scheduled = bookableEventDecider.decide(
  { type: 'SaveBookableEvent', input: { bookableEventId: 'e1', practiceId: 'p1', startsAt: '2026-12-01T18:00', endsAt: '2026-12-01T19:00', allDay: false, timeZone: 'America/New_York' }, eventType },
  initialBookableEventState(),
);
const event: BookableEventState = scheduled.reduce(evolveBookableEvent, initialBookableEventState());
const now = new Date('2026-11-24T12:00:00.000Z');
const contact = checkVisitorContact({ bookableEventId: 'e1', firstName: ' Ada ', lastName: 'Lovelace', email: 'ADA@example.com', phone: '(212) 555-0101' });
const ids = { registrationId: 'r1', token: 'tok', newClientId: 'c-new', noteId: 'n1' };
const request = { bookableEventId: 'e1', practiceId: 'p1', contact, ids };

describe('a visitor registers from the public page', () => {
  it('checks the contact details with the booking page’s messages', () => {
    expect(contact).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+12125550101' });
    expect(() => checkVisitorContact({ bookableEventId: 'e1', firstName: '', lastName: 'L', email: 'a@example.com' })).toThrow(BookingMessages.firstNameRequired);
    expect(() => checkVisitorContact({ bookableEventId: 'e1', firstName: 'A', lastName: 'L', email: 'nope' })).toThrow(BookingMessages.invalidEmail);
  });

  it('a new visitor: the seat, the e-mail and phone claims and the client, in one decision', () => {
    const decision = decidePublicRegistration(request, { event, returning: null, now });
    expect(decision.clientId).toBe('c-new');
    expect(decision.amountCents).toBe(2000);
    expect(decision.streams.map((s) => [s.streamId, s.events.map((e) => e.type)])).toEqual([
      ['bookableEvent-e1', ['ClientRegisteredForEvent']],
      ['clientEmail-p1-ada@example.com', ['ValueClaimed']],
      ['clientPhone-p1-+12125550101', ['ValueClaimed']],
      ['client-c-new', ['ClientCreated']],
    ]);
  });

  it('a returning client keeps their record; a full event refuses before any client is made', () => {
    const created = clientDecider.decide(
      { type: 'CreateClient', clientId: 'c-old', practiceId: 'p1', mode: 'booking', ifAbsent: true, noteId: 'n0', now, input: { ...contact, clientType: 'booked', invitedFrom: null }, practiceContact: { email: null, phone: null } },
      clientDecider.initialState(),
    );
    const state: ClientState = created.reduce(clientDecider.evolve, clientDecider.initialState());
    const decision = decidePublicRegistration(request, { event, returning: { clientId: 'c-old', state }, now });
    expect(decision.clientId).toBe('c-old');
    expect(decision.streams.map((s) => [s.streamId, s.events.length])).toEqual([['bookableEvent-e1', 1], ['client-c-old', 0]]);
    const full = decision.streams[0]!.events.reduce(evolveBookableEvent as never, event) as BookableEventState;
    expect(() => decidePublicRegistration({ ...request, ids: { ...ids, registrationId: 'r2', newClientId: 'c2' } }, { event: full, returning: null, now })).toThrow(M.eventFull);
  });

  it('a refused card records the failure and gives the seat back, in one append', () => {
    const [seat] = decidePublicRegistration(request, { event, returning: null, now }).streams;
    const taken = seat!.events.reduce(evolveBookableEvent as never, event) as BookableEventState;
    const events = decideRegistrationPaymentRefused(taken, { practiceId: 'p1', registrationId: 'r1', code: 'card_declined', reason: 'Your card was declined.', now: now.toISOString() });
    expect(events.map((e) => e.type)).toEqual(['RegistrationPaymentFailed', 'EventRegistrationCancelled']);
    const after = events.reduce(evolveBookableEvent, taken);
    expect(after.status !== 'none' && after.registrations[0]).toMatchObject({ status: 'cancelled', cancelledBy: 'payment_failed', payment: { status: 'failed', failedAttempts: 1 } });
  });
});

describe('checkRegistrationOpen: before any card is touched', () => {
  const created: PracticeEvent = { type: 'PracticeCreated', data: { practiceId: 'p1', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 'sam@example.com', phone: null } } };
  const practice = (on: boolean) => fold(practiceDecider, [created, { type: 'PracticeFlagsSet', data: { bookableEventsEnabled: on } }]);
  const noCard = { setupIntentSecret: null, cardSourceId: null };
  const card = { setupIntentSecret: 'seti_1', cardSourceId: null };

  it('an open paid date with a card: whose it is, and that the card must be confirmed', () => {
    expect(checkRegistrationOpen(event, practice(true), card)).toEqual({ practiceId: 'p1', paid: true });
  });
  it('a paid date without a card is refused', () => {
    expect(() => checkRegistrationOpen(event, practice(true), noCard)).toThrow(M.cardRequired);
  });
  it('an unknown or deleted date, or a practice with group events off, takes no registration', () => {
    expect(() => checkRegistrationOpen(initialBookableEventState(), practice(true), card)).toThrow(M.eventNotFound);
    const deleted = bookableEventDecider.decide({ type: 'DeleteBookableEvent', bookableEventId: 'e1', practiceId: 'p1' }, event).reduce(evolveBookableEvent, event);
    expect(() => checkRegistrationOpen(deleted, practice(true), card)).toThrow(M.eventDeleted);
    expect(() => checkRegistrationOpen(event, practice(false), card)).toThrow(M.eventNotFound);
  });
});

describe('a coupon code on a paid registration', () => {
  const couponData = {
    discountCodeId: 'k1', practiceId: 'p1', code: 'SOUND2026', kind: 'percentage' as const, amountCents: null, percent: 25, expiresAt: null,
    maxRedemptions: 1, combinationLimit: 1, applyToSpecificServices: false, serviceIds: [] as string[],
  };
  const coupon = evolveCoupon(initialCouponState(), { type: 'DiscountCodeCreated', data: couponData });

  it('the redemption joins the registration’s append; the seat costs the discounted price and says so', () => {
    const decision = decidePublicRegistration(request, { event, returning: null, now, coupon });
    expect(decision.amountCents).toBe(1500);
    expect(decision.redemption).toMatchObject({ discountCodeId: 'k1', code: 'SOUND2026', amountCents: 500, registrationId: 'r1', appointmentId: null });
    expect(decision.streams.map((s) => s.streamId)).toEqual(['bookableEvent-e1', 'clientEmail-p1-ada@example.com', 'clientPhone-p1-+12125550101', 'client-c-new', 'discountCode-k1']);
    expect(decision.streams[0]!.events[0]!.data).toMatchObject({ amountCents: 1500, discount: { code: 'SOUND2026', amountCents: 500 } });
  });

  it('a used-up code, or one limited to services, refuses: no seat, no client', () => {
    const used = evolveCoupon(coupon, { type: 'DiscountCodeRedeemed', data: { discountCodeId: 'k1', practiceId: 'p1', code: 'SOUND2026', amountCents: 500, appointmentId: 'a1', registrationId: null } });
    expect(() => decidePublicRegistration(request, { event, returning: null, now, coupon: used })).toThrow(CouponMessages.codeUsedUp);
    const restricted = evolveCoupon(initialCouponState(), { type: 'DiscountCodeCreated', data: { ...couponData, applyToSpecificServices: true, serviceIds: ['s1'] } });
    expect(() => decidePublicRegistration(request, { event, returning: null, now, coupon: restricted })).toThrow(CouponMessages.codeWrongService);
  });

  it('a declined card gives the use back: the code is free again', () => {
    const { redemption } = decidePublicRegistration(request, { event, returning: null, now, coupon });
    const used = evolveCoupon(coupon, { type: 'DiscountCodeRedeemed', data: redemption! });
    const released = decideRedemptionRelease(used, redemption!);
    expect(released.map((e) => e.type)).toEqual(['DiscountCodeRedemptionReleased']);
    const free = released.reduce(evolveCoupon, used);
    expect(free.status === 'active' && free.redemptionCount).toBe(0);
    expect(decideRedemptionRelease(free, redemption!)).toEqual([]);
    expect(decidePublicRegistration({ ...request, ids: { ...ids, registrationId: 'r2' } }, { event, returning: null, now, coupon: free }).amountCents).toBe(1500);
  });
});
