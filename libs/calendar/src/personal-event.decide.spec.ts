import { deciderSpec } from '#testing/es';
import { personalEventDecider, PersonalEventMessages as M, type PersonalEventInput } from './personal-event.decide.js';
import type { PersonalEventEvent } from './personal-event.js';

const spec = deciderSpec(personalEventDecider);
const input: PersonalEventInput = {
  personalEventId: 'e1',
  practiceId: 'p1',
  name: ' Dentist ',
  allDay: false,
  startsAt: '2026-11-23T12:00:00-05:00',
  endsAt: '2026-11-23T13:30:00-05:00',
  timeZone: 'America/New_York',
};
const save = (overrides: Partial<PersonalEventInput> = {}) => ({ type: 'SavePersonalEvent' as const, input: { ...input, ...overrides } });
const scheduled: PersonalEventEvent = {
  type: 'PersonalEventScheduled',
  data: { personalEventId: 'e1', practiceId: 'p1', name: 'Dentist', allDay: false, startsAt: '2026-11-23T17:00:00.000Z', endsAt: '2026-11-23T18:30:00.000Z', timeZone: 'America/New_York' },
};

describe('personal event decider', () => {
  it('schedules a timed event, in UTC, with a trimmed name', () => spec.given([]).when(save()).then([scheduled]));
  it('the name is optional', () => spec.given([]).when(save({ name: '   ' })).then(([e]) => expect(e.data).toMatchObject({ name: null })));
  it('an all-day event covers whole days in its zone (midnight end is exclusive)', () => {
    spec.given([]).when(save({ allDay: true, startsAt: '2026-11-23T15:00:00-05:00', endsAt: '2026-11-24T00:00:00-05:00' })).then(([e]) =>
      expect(e.data).toMatchObject({ startsAt: '2026-11-23T05:00:00.000Z', endsAt: '2026-11-24T05:00:00.000Z' }));
    spec.given([]).when(save({ allDay: true, startsAt: '2026-11-23', endsAt: '2026-11-23' })).then(([e]) =>
      expect(e.data).toMatchObject({ startsAt: '2026-11-23T05:00:00.000Z', endsAt: '2026-11-24T05:00:00.000Z' }));
  });
  it('an all-day event across the DST change is whole local days', () =>
    spec.given([]).when(save({ allDay: true, startsAt: '2027-03-13', endsAt: '2027-03-15', timeZone: 'America/New_York' })).then(([e]) =>
      expect(e.data).toMatchObject({ startsAt: '2027-03-13T05:00:00.000Z', endsAt: '2027-03-15T04:00:00.000Z' })));
  it('changes an existing event of the same practice', () =>
    spec.given([scheduled]).when(save({ name: 'Gym' })).then(([e]) => expect(e).toMatchObject({ type: 'PersonalEventChanged', data: { name: 'Gym' } })));
  it("another practice's event is not found, for changes and deletes", () => {
    spec.given([scheduled]).when(save({ practiceId: 'p2' })).thenThrows(M.notFound);
    spec.given([scheduled]).when({ type: 'DeletePersonalEvent', personalEventId: 'e1', practiceId: 'p2' }).thenThrows(M.notFound);
  });
  it('deletes once', () => {
    const deleted: PersonalEventEvent = { type: 'PersonalEventDeleted', data: { personalEventId: 'e1', practiceId: 'p1' } };
    spec.given([scheduled]).when({ type: 'DeletePersonalEvent', personalEventId: 'e1', practiceId: 'p1' }).then([deleted]);
    spec.given([scheduled, deleted]).when({ type: 'DeletePersonalEvent', personalEventId: 'e1', practiceId: 'p1' }).thenThrows(M.notFound);
    spec.given([scheduled, deleted]).when(save()).thenThrows(M.notFound);
  });
  it('refuses bad input', () => {
    spec.given([]).when(save({ endsAt: input.startsAt })).thenThrows(M.endBeforeStart);
    spec.given([]).when(save({ startsAt: 'noon' })).thenThrows(M.invalidStart);
    spec.given([]).when(save({ endsAt: '' })).thenThrows(M.invalidEnd);
    spec.given([]).when(save({ timeZone: 'Nowhere/Land' })).thenThrows(M.invalidTimeZone);
    spec.given([]).when(save({ name: 'x'.repeat(201) })).thenThrows(M.nameTooLong);
    spec.given([]).when(save({ endsAt: '2027-03-01T00:00:00-05:00' })).thenThrows(M.tooLong);
  });
});
