import { deciderSpec } from '#testing/es';
import { practiceDecider, PracticeMessages as M, type PracticeCommand } from './practice.decide.js';
import type { LocationDefinition, PracticeEvent, ServiceDefinition } from './practice.js';

const spec = deciderSpec(practiceDecider);
const created: PracticeEvent = {
  type: 'PracticeCreated',
  data: { practiceId: 'p', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 's@example.com', phone: null } },
};
const office: LocationDefinition = { locationId: 'l1', name: 'Studio', kind: 'office', address: '1 Main St', timeZone: 'America/New_York' };
const video: LocationDefinition = { locationId: 'l2', name: 'Video', kind: 'virtual', address: null, timeZone: 'America/New_York', virtualLink: 'https://meet.example.com/x' };
const massage: ServiceDefinition = { serviceId: 's1', name: 'Massage', description: 'Relaxing', timeLength: 60, amountCents: 9000, addOn: false, public: true, locationIds: ['l1'] };
const given = [created, { type: 'LocationUpserted', data: office } as PracticeEvent, { type: 'LocationUpserted', data: video } as PracticeEvent];
const upsert = (overrides: Partial<ServiceDefinition>): PracticeCommand => ({ type: 'UpsertService', data: { ...massage, ...overrides } });
const location = (overrides: Partial<LocationDefinition>): PracticeCommand => ({ type: 'UpsertLocation', data: { ...office, locationId: 'l9', ...overrides } });

describe('services (spec 002 §5)', () => {
  it('adds a service', () => spec.given(given).when(upsert({})).then([{ type: 'ServiceUpserted', data: { ...massage, variations: [], package: false, numberOfSessions: 0, allowedServiceIds: [], availableTimes: null, availableTimesEnabled: false, photoUrl: null } }]));
  it.each([
    [{ name: 'M' }, M.nameRequired],
    [{ description: ' x ' }, M.descriptionRequired],
    [{ timeLength: 0 }, M.durationRequired],
    [{ amountCents: -1 }, M.invalidPrice],
    [{ amountCents: 1.5 }, M.invalidPrice],
    [{ locationIds: ['nope'] }, M.unknownLocation],
  ])('rejects %o', (overrides, message) => spec.given(given).when(upsert(overrides)).thenThrows(message));
  it('an add-on needs no duration', () => spec.given(given).when(upsert({ addOn: true, timeLength: 0 })).then((e) => expect(e).toHaveLength(1)));
  it('variations need unique prices and durations', () => {
    const v = (variationId: string, timeLength: number, amountCents: number) => ({ variationId, timeLength, amountCents });
    spec.given(given).when(upsert({ variations: [v('a', 60, 9000)] })).thenThrows(M.variationsUnique);
    spec.given(given).when(upsert({ variations: [v('a', 90, 9000)] })).thenThrows(M.variationPriceUnique);
    spec.given(given).when(upsert({ variations: [v('a', 60, 12000)] })).thenThrows(M.variationDurationUnique);
    spec.given(given).when(upsert({ variations: [v('a', 90, 12000)] })).then((e) => expect(e).toHaveLength(1));
  });
  it('at most 25 services', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ type: 'ServiceUpserted', data: { ...massage, serviceId: `s${i}` } }) as PracticeEvent);
    spec.given([...given, ...many]).when(upsert({ serviceId: 'new' })).thenThrows(M.maxServices);
    spec.given([...given, ...many]).when(upsert({ serviceId: 's3', name: 'Renamed' })).then((e) => expect(e).toHaveLength(1));
  });
  it('the last remaining service cannot be deleted', () => {
    const one = [...given, { type: 'ServiceUpserted', data: massage } as PracticeEvent];
    spec.given(one).when({ type: 'RemoveService', serviceId: 's1' }).thenThrows(M.lastService);
    spec.given([...one, { type: 'ServiceUpserted', data: { ...massage, serviceId: 's2' } }]).when({ type: 'RemoveService', serviceId: 's1' }).then([
      { type: 'ServiceRemoved', data: { serviceId: 's1' } },
    ]);
  });
});

describe('locations (spec 002 §4, §5)', () => {
  it.each([
    [{ address: ' ' }, M.addressRequired],
    [{ kind: 'home' as const, travelDistance: 10, address: null }, M.addressRequired],
    [{ kind: 'home' as const, travelDistance: null }, M.travelDistanceRequired],
    [{ kind: 'home' as const, travelDistance: 51 }, M.travelDistanceRange],
    [{ kind: 'virtual' as const, locationId: 'l2', address: null, virtualLink: '', virtualInstructions: ' ' }, M.virtualNeedsLinkOrInstructions],
    [{ kind: 'virtual' as const, virtualLink: 'https://x.example' }, M.oneVirtual],
    [{ timeZone: 'Mars/Olympus' }, M.invalidTimeZone],
    [{ name: '' }, M.nameRequired],
  ])('rejects %o', (overrides, message) => spec.given(given).when(location(overrides)).thenThrows(message));
  it('accepts weekly hours and rejects overlapping blocks', () => {
    const hours = (blocks: Array<{ startsAt: string; endsAt: string }>) => ({
      monday: { enabled: true, blocks }, tuesday: { enabled: false, blocks: [] }, wednesday: { enabled: false, blocks: [] },
      thursday: { enabled: false, blocks: [] }, friday: { enabled: false, blocks: [] }, saturday: { enabled: false, blocks: [] }, sunday: { enabled: false, blocks: [] },
    });
    spec.given(given).when(location({ availableTimes: hours([{ startsAt: '09:00', endsAt: '12:00' }, { startsAt: '13:00', endsAt: '17:00' }]) })).then((e) => expect(e).toHaveLength(1));
    spec.given(given).when(location({ availableTimes: hours([{ startsAt: '09:00', endsAt: '12:00' }, { startsAt: '11:00', endsAt: '17:00' }]) })).thenThrows(/overlap/i);
  });
  const withService = [...given, { type: 'ServiceUpserted', data: massage } as PracticeEvent];
  it('cannot disable the only location of a service', () =>
    spec.given(withService).when({ type: 'DisableLocation', locationId: 'l1' }).thenThrows(M.onlyLocationForService));
  it('cannot disable the only active location', () =>
    spec.given([...given, { type: 'LocationDisabled', data: { locationId: 'l1' } }]).when({ type: 'DisableLocation', locationId: 'l2' }).thenThrows(M.onlyActiveLocation));
  it('disables, enables and deletes only a disabled location', () => {
    spec.given(withService).when({ type: 'DisableLocation', locationId: 'l2' }).then([{ type: 'LocationDisabled', data: { locationId: 'l2' } }]);
    spec.given(withService).when({ type: 'DeleteLocation', locationId: 'l2' }).thenThrows(M.deleteActiveLocation);
    const disabled = [...withService, { type: 'LocationDisabled', data: { locationId: 'l2' } } as PracticeEvent];
    spec.given(disabled).when({ type: 'DeleteLocation', locationId: 'l2' }).then([{ type: 'LocationDeleted', data: { locationId: 'l2' } }]);
    spec.given(disabled).when({ type: 'EnableLocation', locationId: 'l2' }).then([{ type: 'LocationEnabled', data: { locationId: 'l2' } }]);
    spec.given(withService).when({ type: 'EnableLocation', locationId: 'l2' }).thenNothingHappens();
  });
  it('unknown locations are not found', () => spec.given(given).when({ type: 'DisableLocation', locationId: 'x' }).thenThrows(M.locationNotFound));
});

describe('booking settings (spec 002 §9)', () => {
  const update = (data: object): PracticeCommand => ({ type: 'UpdateBookingSettings', data });
  it('accepts the listed options', () =>
    spec.given(given).when(update({ appointmentBufferTime: 15, appointmentLeadTime: 1440, startTimeIncrement: 75, instantClientApproval: true })).then([
      { type: 'BookingSettingsUpdated', data: { appointmentBufferTime: 15, appointmentLeadTime: 1440, startTimeIncrement: 75, instantClientApproval: true } },
    ]));
  it.each([
    [{ appointmentBufferTime: 7 }, M.bufferOption],
    [{ appointmentLeadTime: 100 }, M.leadOption],
    [{ startTimeIncrement: 45 }, M.incrementOption],
    [{ cancellationPolicy: 'x'.repeat(251) }, M.cancellationPolicyTooLong],
  ])('rejects %o', (data, message) => spec.given(given).when(update(data)).thenThrows(message));
  it('a 250-character policy is fine', () => spec.given(given).when(update({ cancellationPolicy: 'y'.repeat(250) })).then((e) => expect(e).toHaveLength(1)));
});

describe('the last bookable service', () => {
  const massageOnly = [...given, { type: 'ServiceUpserted', data: massage } as PracticeEvent];
  const addOn = { type: 'ServiceUpserted', data: { ...massage, serviceId: 'a1', addOn: true } } as PracticeEvent;
  it('add-ons do not count as a bookable service', () =>
    spec.given([...massageOnly, addOn]).when({ type: 'RemoveService', serviceId: 's1' }).thenThrows(M.lastService));
  it('an add-on can always be removed', () =>
    spec.given([...massageOnly, addOn]).when({ type: 'RemoveService', serviceId: 'a1' }).then([{ type: 'ServiceRemoved', data: { serviceId: 'a1' } }]));
});
