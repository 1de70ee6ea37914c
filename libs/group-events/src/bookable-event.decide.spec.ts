import { deciderSpec } from '#testing/es';
import { bookableEventDecider, registrationToCharge, type BookableEventCommand, type BookableEventInput } from './bookable-event.decide.js';
import { evolveBookableEvent, initialBookableEventState, seatsLeft, type BookableEventEvent } from './bookable-event.js';
import { normaliseEventType } from './event-type.decide.js';
import { GroupEventMessages as M } from './group-event-messages.js';
import { evolveEventType, initialEventTypeState, type EventTypeState } from './event-type.js';
import { registrationPaymentLabel, registrationPaymentStatus } from './registration-payment.js';

const spec = deciderSpec(bookableEventDecider);
const typeState = (overrides: Record<string, unknown> = {}): EventTypeState =>
  evolveEventType(initialEventTypeState(), {
    type: 'BookableEventTypeCreated',
    data: normaliseEventType({ bookableEventTypeId: 't1', practiceId: 'p1', name: 'Sound Bath', location: 'Studio A', amountCents: 2000, capacity: 2, duration: 90, ...overrides }),
  });
const input: BookableEventInput = { bookableEventId: 'e1', practiceId: 'p1', startsAt: '2026-12-01T18:00', endsAt: '2026-12-01T19:30', allDay: false, timeZone: 'America/New_York' };
const schedule = (overrides: Partial<BookableEventInput> = {}, eventType = typeState()): BookableEventCommand => ({ type: 'SaveBookableEvent', input: { ...input, ...overrides }, eventType });
const scheduled = bookableEventDecider.decide(schedule(), initialBookableEventState())[0]!;
const now = '2026-11-24T12:00:00.000Z';
const register = (clientId: string, by: 'pro' | 'client' = 'client', at = now): BookableEventCommand => ({
  type: 'RegisterClient', bookableEventId: 'e1', practiceId: 'p1', registrationId: `r-${clientId}`, clientId, token: `tok-${clientId}`, by, now: at,
});
const registered = (clientId: string, by: 'pro' | 'client' = 'client'): BookableEventEvent => bookableEventDecider.decide(register(clientId, by), [scheduled].reduce(evolveBookableEvent, initialBookableEventState()))[0]!;

describe('bookable event decider', () => {
  it("schedules a date of a type with the type's fields, in UTC", () =>
    spec.given([]).when(schedule()).then(([e]) =>
      expect(e).toMatchObject({ type: 'BookableEventScheduled', data: { name: 'Sound Bath', amountCents: 2000, capacity: 2, startsAt: '2026-12-01T23:00:00.000Z', endsAt: '2026-12-02T00:30:00.000Z', bookableEventTypeId: 't1' } })));
  it('needs a live type of the same practice', () => {
    spec.given([]).when(schedule({}, initialEventTypeState())).thenThrows(M.typeRequired);
    spec.given([]).when(schedule({ practiceId: 'p2' })).thenThrows(M.typeRequired);
    spec.given([]).when(schedule({}, { ...typeState(), status: 'deleted' } as EventTypeState)).thenThrows(M.typeDeleted);
  });
  it('times are on 15-minute steps and the end is after the start', () => {
    spec.given([]).when(schedule({ startsAt: '2026-12-01T18:10' })).thenThrows(M.notOnQuarterHour);
    spec.given([]).when(schedule({ endsAt: '2026-12-01T17:00' })).thenThrows(M.endBeforeStart);
    spec.given([]).when(schedule({ timeZone: 'Mars/Base' })).thenThrows(M.invalidTimeZone);
  });
  it('a day-length type ends on start + (duration - 1) days, whatever end date was sent', () => {
    const retreat = typeState({ duration: 3, durationUnit: 'day' });
    spec.given([]).when(schedule({ startsAt: '2026-12-04T09:00', endsAt: '2026-12-04T17:00' }, retreat)).then(([e]) =>
      expect(e.data).toMatchObject({ startsAt: '2026-12-04T14:00:00.000Z', endsAt: '2026-12-06T22:00:00.000Z' }));
    spec.given([]).when(schedule({ startsAt: '2026-12-04T09:00', endsAt: '2026-12-04T09:00', allDay: true }, retreat)).then(([e]) =>
      expect(e.data).toMatchObject({ startsAt: '2026-12-04T05:00:00.000Z', endsAt: '2026-12-07T05:00:00.000Z', allDay: true }));
  });
  it('a changed time is recorded with the previous one; the same save changes nothing', () => {
    spec.given([scheduled]).when(schedule({ startsAt: '2026-12-01T19:00', endsAt: '2026-12-01T20:30' })).then(([e]) =>
      expect(e).toMatchObject({ type: 'BookableEventChanged', data: { startsAt: '2026-12-02T00:00:00.000Z', previous: { startsAt: '2026-12-01T23:00:00.000Z' } } }));
    spec.given([scheduled]).when(schedule()).thenNothingHappens();
    spec.given([scheduled]).when(schedule({ practiceId: 'p2' })).thenThrows(M.eventNotFound);
  });
  it('capacity: a visitor may not take a seat beyond it; the pro may, marked over capacity', () => {
    const two = [scheduled, registered('c1'), registered('c2')];
    spec.given(two).when(register('c3')).thenThrows(M.eventFull);
    spec.given(two).when(register('c3', 'pro')).then(([e]) => expect(e).toMatchObject({ type: 'ClientRegisteredForEvent', data: { clientId: 'c3', overCapacity: true, amountCents: 2000 } }));
    spec.given([scheduled, registered('c1')]).when(register('c2')).then(([e]) => expect(e.data).toMatchObject({ overCapacity: false }));
    const cancelled: BookableEventEvent = { type: 'EventRegistrationCancelled', data: { bookableEventId: 'e1', practiceId: 'p1', registrationId: 'r-c2', clientId: 'c2', by: 'client', cancelledAt: now } };
    spec.given([...two, cancelled]).when(register('c3')).then(([e]) => expect(e.data).toMatchObject({ clientId: 'c3' }));
    spec.given([...two, cancelled]).when(register('c1')).thenThrows(M.alreadyRegistered);
    expect(seatsLeft(2, 3)).toBe(0);
    expect(seatsLeft(null, 3)).toBeNull();
  });
  it('a visitor may not register once the event started; nobody for a deleted event; a client is needed', () => {
    spec.given([scheduled]).when(register('c1', 'client', '2026-12-01T23:00:00.000Z')).thenThrows(M.eventOver);
    spec.given([scheduled, { type: 'BookableEventDeleted', data: { bookableEventId: 'e1', practiceId: 'p1' } }]).when(register('c1', 'pro')).thenThrows(M.eventDeleted);
    spec.given([scheduled]).when(register('', 'pro')).thenThrows(M.selectClient);
  });
  it('cancel by token once; the owner removes by client; payment status and processing', () => {
    const events = [scheduled, registered('c1')];
    spec.given(events).when({ type: 'CancelRegistration', practiceId: 'p1', by: 'client', token: 'tok-c1', now }).then(([e]) =>
      expect(e).toMatchObject({ type: 'EventRegistrationCancelled', data: { registrationId: 'r-c1', by: 'client' } }));
    spec.given(events).when({ type: 'CancelRegistration', practiceId: 'p1', by: 'client', token: 'nope', now }).thenThrows(M.registrationNotFound);
    spec.given(events).when({ type: 'CancelRegistration', practiceId: 'p1', by: 'client', token: 'tok-c1', now: '2026-12-01T23:00:00.000Z' }).thenThrows(M.cancelClosed);
    spec.given(events).when({ type: 'CancelRegistration', practiceId: 'p1', by: 'owner', clientId: 'c1', now: '2026-12-01T23:30:00.000Z' }).then(([e]) => expect(e.data).toMatchObject({ by: 'owner' }));
    const gone = bookableEventDecider.decide({ type: 'CancelRegistration', practiceId: 'p1', by: 'owner', clientId: 'c1', now }, events.reduce(evolveBookableEvent, initialBookableEventState()));
    spec.given([...events, ...gone]).when({ type: 'CancelRegistration', practiceId: 'p1', by: 'client', token: 'tok-c1', now }).thenThrows(M.alreadyCancelled);
    const state = events.reduce(evolveBookableEvent, initialBookableEventState());
    if (state.status === 'none') throw new Error('scheduled');
    expect(registrationPaymentLabel(registrationPaymentStatus(state.registrations[0]!, 2000))).toBe('Payment Pending');
    expect(registrationToCharge(state, 'p1', 'r-c1')).toMatchObject({ amountCents: 2000 });
    const paid = { type: 'RecordRegistrationPayment' as const, practiceId: 'p1', registrationId: 'r-c1', now, outcome: { paid: true as const, provider: 'stripe', providerPaymentId: 'pi_1' } };
    const [succeeded] = bookableEventDecider.decide(paid, state);
    expect(succeeded).toMatchObject({ type: 'RegistrationPaymentSucceeded', data: { amountCents: 2000 } });
    spec.given([...events, succeeded!]).when(paid).thenNothingHappens();
    spec.given([...events, succeeded!]).when({ ...paid, outcome: { ...paid.outcome, providerPaymentId: 'pi_2' } }).thenThrows(M.alreadyPaid);
    const paidState = [...events, succeeded!].reduce(evolveBookableEvent, initialBookableEventState());
    expect(() => registrationToCharge(paidState, 'p1', 'r-c1')).toThrow(M.alreadyPaid);
    expect(() => registrationToCharge(paidState, 'p2', 'r-c1')).toThrow(M.eventNotFound);
    expect(registrationPaymentLabel('free')).toBe('Free Event');
    expect(registrationPaymentLabel('weird')).toBe('Unknown');
  });
});
