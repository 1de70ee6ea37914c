import { defaultWeeklyHours, type WeeklyHours } from '#app/availability';
import { defaultBookingSettings, defaultPaymentSettings, defaultPracticeFlags, type BookingSettings, type PracticeEvent } from '#app/practice';
import { recorded } from '../../testing/recorded-event.js';
import { practicesProjection as projection, type PracticeDocument } from './practices.projection.js';

const event = (e: PracticeEvent) => recorded(e, { streamId: 'practice-p1' });

const owner = { proId: 'pro-1', name: 'Ada Lovelace', email: 'ada@example.com', phone: null };
const created: PracticeDocument = {
  id: 'p1', name: 'Ada’s Massage', shortLink: 'ada-massage', timeZone: 'America/New_York', owner,
  services: [], locations: [], settings: { ...defaultBookingSettings }, payments: { ...defaultPaymentSettings },
};

const massage = {
  serviceId: 's1', name: 'Deep Tissue Massage', description: 'Firm', timeLength: 60, amountCents: 9000,
  addOn: false, public: true, locationIds: ['l1'],
};
const massageRecord = { ...massage, variations: [], package: false, numberOfSessions: 0, allowedServiceIds: [], availableTimes: null, availableTimesEnabled: false, photoUrl: null };

const weekdaysOnly: WeeklyHours = { ...defaultWeeklyHours(), friday: { enabled: false, blocks: [] } };
const studio = { locationId: 'l1', name: 'Studio', kind: 'office' as const, address: '1 Main St', timeZone: 'America/New_York', availableTimes: weekdaysOnly };
const studioRecord = {
  locationId: 'l1', name: 'Studio', kind: 'office', address: '1 Main St', secondaryAddress: null, city: null, stateProvince: null,
  zip: null, country: null, timeZone: 'America/New_York', virtualType: null, virtualLink: null, virtualInstructions: null,
  travelDistance: null, availableTimes: weekdaysOnly, state: 'active',
};
const home = { ...studio, locationId: 'l2', name: 'Home visits', kind: 'home' as const };
const homeRecord = { ...studioRecord, locationId: 'l2', name: 'Home visits', kind: 'home' };
const withStudio: PracticeDocument = { ...created, services: [massageRecord], locations: [studioRecord as PracticeDocument['locations'][number]] };

describe('practices projection', () => {
  it('follows the practice, its services, locations and settings', () => {
    expect(projection.eventTypes).toEqual([
      'PracticeCreated', 'ServiceUpserted', 'ServiceRemoved', 'LocationUpserted',
      'LocationDisabled', 'LocationEnabled', 'LocationDeleted', 'BookingSettingsUpdated', 'PaymentSettingsUpdated',
      'StripeAccountConnected', 'StripeAccountUpdated', 'StripeConnectionFailed', 'SquareAccountConnected',
      'SquareConnectionFailed', 'PaypalAccountConnected', 'PaypalSellerStatusChecked', 'PaypalAccountDisconnected',
      'PracticeFlagsSet', 'OwnerPhoneChanged', 'OwnerDetailsChanged',
      'VideoConferencingConnected', 'VideoConferencingErrored', 'VideoConferencingDeactivated',
      'ProfileInfoUpdated', 'ProfilePhotoUpdated', 'PracticeDetailsUpdated',
      'ServicesReordered', 'ServicePhotoChanged',
    ]);
  });

  it('keeps the services in their order (free first, paid as reordered) and each service its photo', () => {
    const at = (e: PracticeEvent) => recorded(e, { streamId: 'practice-p1' });
    const upserted = (serviceId: string, amountCents: number) => at({ type: 'ServiceUpserted', data: { ...massage, serviceId, amountCents } });
    const doc = [upserted('a', 100), upserted('free', 0), upserted('b', 200), upserted('c', 300)].reduce(projection.evolve, created);
    const reordered = projection.evolve(doc, at({ type: 'ServicesReordered', data: { serviceIds: ['c', 'a', 'b'] } }));
    expect(reordered?.services.map((s) => s.serviceId)).toEqual(['free', 'c', 'a', 'b']);
    const pictured = projection.evolve(reordered, at({ type: 'ServicePhotoChanged', data: { serviceId: 'a', photoUrl: '/files/a.png' } }));
    expect(pictured?.services.map((s) => s.photoUrl ?? null)).toEqual([null, null, '/files/a.png', null]);
    const edited = projection.evolve(pictured, upserted('a', 150));
    expect(edited?.services.map((s) => s.serviceId)).toEqual(['free', 'c', 'a', 'b']);
  });

  it('the profile: a new name and short link on the practice, the rest and the former links in its profile', () => {
    const at = (e: PracticeEvent) => recorded(e, { streamId: 'practice-p1' });
    const created = projection.evolve(null, at({ type: 'PracticeCreated', data: { practiceId: 'p1', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 'sam@example.com', phone: null } } }));
    const renamed = projection.evolve(created, at({ type: 'ProfileInfoUpdated', data: { name: 'Calmer', headline: 'Slow work', shortLink: 'calmer', previousShortLink: 'calm' } }));
    const detailed = projection.evolve(renamed, at({ type: 'PracticeDetailsUpdated', data: { languageIds: ['english'] } }));
    const pictured = projection.evolve(detailed, at({ type: 'ProfilePhotoUpdated', data: { photoUrl: '/files/a.png' } }));
    expect(pictured).toMatchObject({ name: 'Calmer', shortLink: 'calmer', profile: { headline: 'Slow work', photoUrl: '/files/a.png', formerShortLinks: ['calm'], details: { languageIds: ['english'], instagram: null } } });
  });

  it('keeps the Zoom account: connected, errored, then gone after a deactivation', () => {
    const at = (e: PracticeEvent) => recorded(e, { streamId: 'practice-p1' });
    const zoom = { provider: 'zoom' as const, accountId: 'zoom-u1', accountName: 'Sam', accountEmail: 'sam@example.com' };
    const created = projection.evolve(null, at({ type: 'PracticeCreated', data: { practiceId: 'p1', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 'sam@example.com', phone: null } } }));
    const connected = projection.evolve(created, at({ type: 'VideoConferencingConnected', data: zoom }));
    expect(connected?.conferencing).toEqual({ zoom: { ...zoom, erroredAt: null, errorMessage: null } });
    const errored = projection.evolve(connected, at({ type: 'VideoConferencingErrored', data: { provider: 'zoom', accountId: 'zoom-u1', erroredAt: '2031-01-01T00:00:00.000Z', message: 'Invalid access token.' } }));
    expect(errored?.conferencing?.zoom?.erroredAt).toBe('2031-01-01T00:00:00.000Z');
    expect(projection.evolve(errored, at({ type: 'VideoConferencingDeactivated', data: { provider: 'zoom', accountId: 'zoom-u1' } }))?.conferencing).toEqual({});
  });

  it('keeps one document per practice stream', () => {
    expect(projection.documentId(event({ type: 'ServiceRemoved', data: { serviceId: 's1' } }))).toBe('p1');
  });

  it('PracticeCreated: the practice with no services or locations and the default settings', () => {
    const data = { practiceId: 'p1', name: 'Ada’s Massage', shortLink: 'ada-massage', timeZone: 'America/New_York', owner };
    expect(projection.evolve(null, event({ type: 'PracticeCreated', data }))).toEqual(created);
  });

  describe('ServiceUpserted', () => {
    it('adds a new service, with no variations when it has none', () => {
      expect(projection.evolve(created, event({ type: 'ServiceUpserted', data: massage }))).toEqual({ ...created, services: [massageRecord] });
    });

    it('replaces a known service in place', () => {
      const other = { ...massageRecord, serviceId: 's2', name: 'Reiki' };
      const variations = [{ variationId: 'v1', timeLength: 90, amountCents: 12000 }];
      const changed = { ...massage, name: 'Deep Tissue', variations };
      expect(projection.evolve({ ...created, services: [massageRecord, other] }, event({ type: 'ServiceUpserted', data: changed }))).toEqual({
        ...created, services: [{ ...massageRecord, name: 'Deep Tissue', variations }, other],
      });
    });
  });

  it('ServiceRemoved: the service is gone', () => {
    expect(projection.evolve(withStudio, event({ type: 'ServiceRemoved', data: { serviceId: 's1' } }))).toEqual({ ...withStudio, services: [] });
  });

  describe('LocationUpserted', () => {
    it('adds a new location, active, with the missing fields filled in', () => {
      expect(projection.evolve(created, event({ type: 'LocationUpserted', data: studio }))).toEqual({ ...created, locations: [studioRecord] });
    });

    it('gives a location without hours the default week and a virtual one a video link type', () => {
      const { availableTimes: _none, ...online } = { ...studio, locationId: 'l3', kind: 'virtual' as const, address: null };
      expect(projection.evolve(created, event({ type: 'LocationUpserted', data: online }))).toEqual({
        ...created,
        locations: [{ ...studioRecord, locationId: 'l3', kind: 'virtual', address: null, virtualType: 'video', availableTimes: defaultWeeklyHours() }],
      });
    });

    it('replaces a known location in place, keeping whether it is disabled', () => {
      const disabled = { ...withStudio, locations: [{ ...withStudio.locations[0], state: 'disabled' as const }, homeRecord as PracticeDocument['locations'][number]] };
      expect(projection.evolve(disabled, event({ type: 'LocationUpserted', data: { ...studio, name: 'Big Studio' } }))).toEqual({
        ...disabled, locations: [{ ...studioRecord, name: 'Big Studio', state: 'disabled' }, homeRecord],
      });
    });
  });

  it('LocationDisabled: the location stays, disabled', () => {
    expect(projection.evolve(withStudio, event({ type: 'LocationDisabled', data: { locationId: 'l1' } }))).toEqual({
      ...withStudio, locations: [{ ...studioRecord, state: 'disabled' }],
    });
  });

  it('LocationEnabled: the location is active again', () => {
    const disabled = { ...withStudio, locations: [{ ...withStudio.locations[0], state: 'disabled' as const }] };
    expect(projection.evolve(disabled, event({ type: 'LocationEnabled', data: { locationId: 'l1' } }))).toEqual(withStudio);
  });

  it('LocationDeleted: the location is gone, the others stay', () => {
    const two = { ...withStudio, locations: [...withStudio.locations, homeRecord as PracticeDocument['locations'][number]] };
    expect(projection.evolve(two, event({ type: 'LocationDeleted', data: { locationId: 'l1' } }))).toEqual({ ...withStudio, locations: [homeRecord] });
  });

  it('PaymentSettingsUpdated changes only the payment settings it names', () => {
    expect(projection.evolve(created, event({ type: 'PaymentSettingsUpdated', data: { paymentProvider: 'stripe', acceptsTips: true } }))).toEqual({
      ...created, payments: { ...defaultPaymentSettings, paymentProvider: 'stripe', acceptsTips: true },
    });
  });

  it('payment connection events fill the practice connections (absent before the first)', () => {
    const connected = projection.evolve(created, event({ type: 'PaypalAccountConnected', data: { merchantId: 'PP1' } }));
    const notOnboarded = { isOnboardingComplete: false, paymentsReceivable: false, primaryEmailConfirmed: false };
    expect(connected).toEqual({ ...created, connections: { stripe: null, square: null, paypal: { merchantId: 'PP1', sellerStatus: notOnboarded } } });
    expect(projection.evolve(connected, event({ type: 'PaypalAccountDisconnected', data: { merchantId: 'PP1' } }))?.connections).toEqual({ stripe: null, square: null, paypal: null });
  });

  it('PracticeFlagsSet: the flags, with the defaults of the flags it does not name (absent before the first)', () => {
    expect(created.flags).toBeUndefined();
    expect(projection.evolve(created, event({ type: 'PracticeFlagsSet', data: { clientNotesEnabled: false } }))).toEqual({
      ...created, flags: { ...defaultPracticeFlags, clientNotesEnabled: false },
    });
  });

  it("OwnerPhoneChanged: the owner's phone (the practitioner contact clients see)", () => {
    expect(projection.evolve(created, event({ type: 'OwnerPhoneChanged', data: { phone: '+12125550100' } }))).toEqual({
      ...created, owner: { ...owner, phone: '+12125550100' },
    });
  });

  it("OwnerDetailsChanged: the owner's new name or e-mail, the other kept (the Account page)", () => {
    expect(projection.evolve(created, event({ type: 'OwnerDetailsChanged', data: { name: 'Samira Rivera' } }))).toEqual({
      ...created, owner: { ...owner, name: 'Samira Rivera' },
    });
  });

  describe('BookingSettingsUpdated', () => {
    it('changes only the settings the event names', () => {
      const update: Partial<BookingSettings> = { instantClientApproval: true, cancellationPolicy: '24 hours' };
      expect(projection.evolve(created, event({ type: 'BookingSettingsUpdated', data: update }))).toEqual({
        ...created, settings: { ...defaultBookingSettings, instantClientApproval: true, cancellationPolicy: '24 hours' },
      });
    });

    it('fills in settings an older document lacks with their defaults (payment settings too)', () => {
      const { payments: _, ...withoutPayments } = created;
      const older = { ...withoutPayments, settings: { instantClientApproval: true, appointmentBufferTime: 0 } as BookingSettings } as PracticeDocument;
      expect(projection.evolve(older, event({ type: 'BookingSettingsUpdated', data: { appointmentLeadTime: 60 } }))).toEqual({
        ...created, settings: { ...defaultBookingSettings, instantClientApproval: true, appointmentBufferTime: 0, appointmentLeadTime: 60 },
      });
    });
  });

  it.each<PracticeEvent>([
    { type: 'ServiceUpserted', data: massage },
    { type: 'ServiceRemoved', data: { serviceId: 's1' } },
    { type: 'LocationUpserted', data: studio },
    { type: 'LocationDisabled', data: { locationId: 'l1' } },
    { type: 'LocationEnabled', data: { locationId: 'l1' } },
    { type: 'LocationDeleted', data: { locationId: 'l1' } },
    { type: 'BookingSettingsUpdated', data: { instantClientApproval: true } },
  ])('$type of a practice it never saw created is ignored', (change) => {
    expect(projection.evolve(null, event(change))).toBeNull();
  });
});
