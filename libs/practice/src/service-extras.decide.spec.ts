// spec 002 §5 "Services" and §7: reorderServices (free first and fixed, paid ones sortable), the
// service's photo, and its own hours (availableTimes, availableTimesEnabled).
import { defaultWeeklyHours, type WeeklyHours } from '#app/availability';
import { deciderSpec } from '#testing/es';
import { evolvePractice, type PracticeEvent, type PracticeState, type ServiceDefinition } from './practice.js';
import { practiceDecider, PracticeMessages as M, type PracticeCommand } from './practice.decide.js';

const spec = deciderSpec(practiceDecider);
const created: PracticeEvent = {
  type: 'PracticeCreated',
  data: { practiceId: 'p', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 's@example.com', phone: null } },
};
const service = (serviceId: string, amountCents: number, more: Partial<ServiceDefinition> = {}): PracticeEvent => ({
  type: 'ServiceUpserted',
  data: { serviceId, name: `Service ${serviceId}`, description: 'Relaxing', timeLength: 60, amountCents, addOn: false, public: true, locationIds: [], ...more },
});
// Listed free first: f1 (position 0); then the paid ones a, b, c (positions 1, 2, 3).
const given = [created, service('a', 9000), service('f1', 0), service('b', 5000), service('c', 100, { addOn: true, timeLength: 0 })];
const reorder = (...order: Array<[string, number]>): PracticeCommand => ({ type: 'ReorderServices', servicesArray: order.map(([serviceId, position]) => ({ serviceId, position })) });
const orderOf = (events: PracticeEvent[]) => [...(given.concat(events).reduce(evolvePractice, { status: 'none' } as PracticeState) as { services: Map<string, unknown> }).services.keys()];

describe('reorderServices', () => {
  it('puts the paid services in the order of their positions, after the free ones', () =>
    spec.given(given).when(reorder(['c', 1], ['a', 3], ['b', 2])).then((events) => {
      expect(events).toEqual([{ type: 'ServicesReordered', data: { serviceIds: ['c', 'b', 'a'] } }]);
      expect(orderOf(events)).toEqual(['f1', 'c', 'b', 'a']);
    }));
  it('keeps a paid service added later after the ones already ordered; a service turned free moves up', () => {
    const after = [...given, { type: 'ServicesReordered', data: { serviceIds: ['c', 'b', 'a'] } } as PracticeEvent, service('d', 700), service('b', 0)];
    const state = after.reduce(evolvePractice, { status: 'none' } as PracticeState) as { services: Map<string, { amountCents: number }> };
    const listed = [...state.services.entries()].sort(([, x], [, y]) => Number(x.amountCents > 0) - Number(y.amountCents > 0)).map(([id]) => id);
    expect(listed).toEqual(['f1', 'b', 'c', 'a', 'd']);
  });
  it('changes nothing when the order is the one already kept', () => spec.given(given).when(reorder(['a', 1], ['b', 2], ['c', 3])).then([]));
  it('refuses a free service: free services are listed first and fixed', () =>
    spec.given(given).when(reorder(['f1', 3], ['a', 1], ['b', 2], ['c', 4])).thenThrows(M.reorderFreeService));
  it('refuses a paid service placed among the free ones', () =>
    spec.given(given).when(reorder(['a', 0], ['b', 2], ['c', 3])).thenThrows(M.reorderAmongFree));
  it("refuses an unknown id (another practice's service is unknown here)", () =>
    spec.given(given).when(reorder(['a', 1], ['b', 2], ['elsewhere', 3])).thenThrows(M.reorderUnknownService));
  it('refuses an order that leaves a paid service out or lists one twice', () => {
    spec.given(given).when(reorder(['a', 1], ['b', 2])).thenThrows(M.reorderEveryPaidService);
    spec.given(given).when(reorder(['a', 1], ['b', 2], ['c', 3], ['a', 4])).thenThrows(M.reorderEveryPaidService);
  });
  it('refuses two services at one position and positions that are not whole numbers from 0', () => {
    spec.given(given).when(reorder(['a', 1], ['b', 1], ['c', 3])).thenThrows(M.reorderSharedPosition);
    spec.given(given).when(reorder(['a', 1.5], ['b', 2], ['c', 3])).thenThrows(M.reorderInvalidPosition);
    spec.given(given).when(reorder(['a', -1], ['b', 2], ['c', 3])).thenThrows(M.reorderInvalidPosition);
  });
});

describe('service photos', () => {
  const photo = (serviceId: string, photoUrl: string | null): PracticeCommand => ({ type: 'ChangeServicePhoto', serviceId, photoUrl });
  it('sets and removes the photo of a service', () => {
    spec.given(given).when(photo('a', '/files/x.png')).then([{ type: 'ServicePhotoChanged', data: { serviceId: 'a', photoUrl: '/files/x.png' } }]);
    const withPhoto = [...given, { type: 'ServicePhotoChanged', data: { serviceId: 'a', photoUrl: '/files/x.png' } } as PracticeEvent];
    spec.given(withPhoto).when(photo('a', null)).then([{ type: 'ServicePhotoChanged', data: { serviceId: 'a', photoUrl: null } }]);
    spec.given(withPhoto).when(photo('a', '/files/x.png')).then([]);
  });
  it('refuses an unknown service', () => spec.given(given).when(photo('elsewhere', '/files/x.png')).thenThrows(M.serviceNotFound));
  it('an edit that does not name a photo keeps it; a new service can be created with one', () => {
    const withPhoto = [...given, { type: 'ServicePhotoChanged', data: { serviceId: 'a', photoUrl: '/files/x.png' } } as PracticeEvent];
    const edit = (service('a', 9900).data as ServiceDefinition);
    spec.given(withPhoto).when({ type: 'UpsertService', data: edit }).then((events) => expect(events[0]).toMatchObject({ data: { amountCents: 9900, photoUrl: '/files/x.png' } }));
    const fresh = { ...(service('n', 100).data as ServiceDefinition), photoUrl: '/files/y.png' };
    spec.given(given).when({ type: 'UpsertService', data: fresh }).then((events) => expect(events[0]).toMatchObject({ data: { serviceId: 'n', photoUrl: '/files/y.png' } }));
  });
});

describe("a service's own hours", () => {
  const mornings: WeeklyHours = { ...defaultWeeklyHours(), tuesday: { enabled: true, blocks: [{ startsAt: '09:00', endsAt: '12:00' }] } };
  const upsert = (more: Partial<ServiceDefinition>): PracticeCommand => ({ type: 'UpsertService', data: { ...(service('a', 9000).data as ServiceDefinition), ...more } });

  it('are kept with the switch', () =>
    spec.given(given).when(upsert({ availableTimes: mornings, availableTimesEnabled: true })).then((events) =>
      expect(events[0]).toMatchObject({ data: { availableTimes: mornings, availableTimesEnabled: true } })));
  it("are checked as a location's hours are", () => {
    const overlapping = { ...mornings, monday: { enabled: true, blocks: [{ startsAt: '09:00', endsAt: '12:00' }, { startsAt: '11:00', endsAt: '13:00' }] } };
    spec.given(given).when(upsert({ availableTimes: overlapping, availableTimesEnabled: true })).thenThrows('Monday blocks 1 and 2 overlap');
    const empty = { ...mornings, friday: { enabled: true, blocks: [] } };
    spec.given(given).when(upsert({ availableTimes: empty, availableTimesEnabled: false })).thenThrows('Friday is enabled but has no time blocks');
    const backwards = { ...mornings, sunday: { enabled: true, blocks: [{ startsAt: '17:00', endsAt: '09:00' }] } };
    spec.given(given).when(upsert({ availableTimes: backwards, availableTimesEnabled: true })).thenThrows('Sunday block 1: end time 09:00 must be after start time 17:00');
  });
  it('cannot be switched on without hours', () =>
    spec.given(given).when(upsert({ availableTimesEnabled: true })).thenThrows(M.serviceHoursRequired));
  it('an edit that leaves them out keeps them; switching off keeps the hours for next time', () => {
    const withHours = [...given, { type: 'ServiceUpserted', data: { ...(service('a', 9000).data as ServiceDefinition), availableTimes: mornings, availableTimesEnabled: true } } as PracticeEvent];
    spec.given(withHours).when(upsert({ name: 'Renamed' })).then((events) => expect(events[0]).toMatchObject({ data: { availableTimes: mornings, availableTimesEnabled: true } }));
    spec.given(withHours).when(upsert({ availableTimesEnabled: false })).then((events) => expect(events[0]).toMatchObject({ data: { availableTimes: mornings, availableTimesEnabled: false } }));
  });
});
