// Setting up what booking needs, through the API: services, locations and booking settings,
// with valid and invalid input (every spec message for these rules), and what it changes for visitors.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { freeSlots, newClient, signUpPro, startTestServer } from '../support/test-server.js';
import {
  DELETE_LOCATION, DISABLE_LOCATION, ENABLE_LOCATION, PRACTICE_DETAILS, REMOVE_SERVICE, UPDATE_BOOKING_SETTINGS, UPSERT_LOCATION, UPSERT_SERVICE,
} from '../support/operations.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const service = (overrides: Record<string, unknown> = {}) => ({
  name: 'Shiatsu', description: 'Finger pressure along the meridians.', timeLength: 60, amountCents: 8500, ...overrides,
});
const office = (overrides: Record<string, unknown> = {}) => ({
  name: 'Studio', kind: 'office', address: '1 Main St', city: 'Brooklyn', timeZone: 'America/New_York', ...overrides,
});

describe('services', () => {
  it('creates, edits and removes services; free ones list first', async () => {
    const { client } = await signUpPro(server);
    const created = (await client.gql(UPSERT_SERVICE, { input: service({ variationsArray: [{ timeLength: 90, amountCents: 12000 }] }) })).data.upsertService;
    expect(created).toMatchObject({ result: 'success', service: { name: 'Shiatsu', amountCents: 8500, variations: [{ timeLength: 90, amountCents: 12000 }] } });
    const edited = (await client.gql(UPSERT_SERVICE, { input: service({ id: created.service.id, name: 'Shiatsu massage' }) })).data.upsertService;
    expect(edited.service.name).toBe('Shiatsu massage');
    const practice = (await client.gql(PRACTICE_DETAILS)).data.currentPractice;
    expect(practice.services.map((s: { amountCents: number }) => s.amountCents)).toEqual([0, 8500]);
    expect((await client.gql(REMOVE_SERVICE, { id: created.service.id })).data.removeService.result).toBe('success');
    const onlyOne = (await client.gql(PRACTICE_DETAILS)).data.currentPractice.services;
    expect((await client.gql(REMOVE_SERVICE, { id: onlyOne[0].id })).data.removeService.errors).toEqual(['The last remaining service cannot be deleted.']);
  });

  it.each([
    [{ name: 'S' }, 'Name is required'],
    [{ description: 'x' }, 'Description is required'],
    [{ timeLength: 0 }, 'Session duration is required'],
    [{ variationsArray: [{ timeLength: 60, amountCents: 8500 }] }, 'Variations must be unique'],
    [{ variationsArray: [{ timeLength: 90, amountCents: 8500 }] }, 'Must be different from other prices'],
    [{ variationsArray: [{ timeLength: 60, amountCents: 9900 }] }, 'Must be different from other durations'],
    [{ amountCents: -100 }, 'Please enter a price between $0.00 and $9,999,999.99.'],
  ])('rejects %o with the spec message and changes nothing', async (overrides, message) => {
    const { client } = await signUpPro(server);
    const res = (await client.gql(UPSERT_SERVICE, { input: service(overrides) })).data.upsertService;
    expect(res).toEqual({ result: null, errors: [message], service: null });
    expect((await client.gql(PRACTICE_DETAILS)).data.currentPractice.services).toHaveLength(1);
  });

  it('allows at most 25 services', async () => {
    const { client } = await signUpPro(server);
    for (let i = 0; i < 24; i++) expect((await client.gql(UPSERT_SERVICE, { input: service({ name: `Service ${i}` }) })).data.upsertService.result).toBe('success');
    const res = (await client.gql(UPSERT_SERVICE, { input: service({ name: 'One too many' }) })).data.upsertService;
    expect(res.errors).toEqual(['You can add a maximum of 25 services.']);
  });
});

describe('locations', () => {
  it.each([
    [{ address: '' }, 'Address is required'],
    [{ kind: 'home', travelDistance: 10, address: null }, 'Address is required'],
    [{ kind: 'home' }, 'Travel distance is required'],
    [{ kind: 'home', travelDistance: 60 }, 'Travel distance must be between 1 and 50 miles.'],
    [{ kind: 'virtual', address: null, virtualLink: 'https://meet.example.com/room' }, 'Only one virtual location is allowed.'],
    [{ timeZone: 'Nowhere/Special' }, 'Please choose a valid time zone.'],
    [{ kind: 'castle' }, 'Please choose office, home or virtual.'],
    [{ availableTimes: '{not json' }, 'The opening hours could not be read.'],
  ])('rejects %o with a clear message', async (overrides, message) => {
    const { client } = await signUpPro(server);
    const res = (await client.gql(UPSERT_LOCATION, { input: office(overrides) })).data.upsertLocation;
    expect(res).toEqual({ result: null, errors: [message], location: null });
  });

  it('needs a link or instructions for a virtual location', async () => {
    const { client, practice } = await signUpPro(server);
    const online = practice.locations[0];
    const res = (await client.gql(UPSERT_LOCATION, { input: office({ id: online.id, kind: 'virtual', address: null, name: 'Online' }) })).data.upsertLocation;
    expect(res.errors).toEqual(['Either a link or instructions are required']);
  });

  it('disables, enables and deletes with the spec rules; hours decide the free times', async () => {
    const { client, practice } = await signUpPro(server);
    const online = practice.locations[0];
    expect((await client.gql(DISABLE_LOCATION, { id: online.id })).data.disableLocation.errors).toEqual([
      'This location is the only location for a service, so it cannot be disabled.',
    ]);
    const mondaysOnly = JSON.stringify({
      monday: { enabled: true, blocks: [{ startsAt: '09:00', endsAt: '12:00' }] },
      tuesday: { enabled: false, blocks: [] }, wednesday: { enabled: false, blocks: [] }, thursday: { enabled: false, blocks: [] },
      friday: { enabled: false, blocks: [] }, saturday: { enabled: false, blocks: [] }, sunday: { enabled: false, blocks: [] },
    });
    const studio = (await client.gql(UPSERT_LOCATION, { input: office({ availableTimes: mondaysOnly }) })).data.upsertLocation.location;
    expect(studio).toMatchObject({ state: 'active', canDelete: false });
    const atStudio = (await client.gql(UPSERT_SERVICE, { input: service({ locationIds: [studio.id] }) })).data.upsertService.service;
    const visitor = await newClient(server);
    const slots = await freeSlots(visitor, practice, { locationId: studio.id, serviceId: atStudio.id });
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot).toMatch(/T(09|10|11):(00|30):00-0[45]:00$/);
      expect(new Date(slot).getUTCDay()).toBe(1);
    }
    expect((await client.gql(DELETE_LOCATION, { id: studio.id })).data.deleteLocation.errors).toEqual(['Disable this location before deleting it.']);
    expect((await client.gql(DISABLE_LOCATION, { id: studio.id })).data.disableLocation.errors).toEqual([
      'This location is the only location for a service, so it cannot be disabled.',
    ]);
    await client.gql(UPSERT_SERVICE, { input: service({ id: atStudio.id, locationIds: [studio.id, online.id] }) });
    expect((await client.gql(DISABLE_LOCATION, { id: studio.id })).data.disableLocation.result).toBe('success');
    const blocked = await visitor.gql(
      `query($s: String!, $l: ID) { publicPractice(shortLink: $s) { locations { id } bookingAvailability(locationId: $l) { timeZone } } }`,
      { s: practice.shortLink, l: studio.id },
    );
    expect(blocked.errors?.[0].message).toBe('Please choose a location.');
    expect((await client.gql(ENABLE_LOCATION, { id: studio.id })).data.enableLocation.result).toBe('success');
    await client.gql(DISABLE_LOCATION, { id: studio.id });
    expect((await client.gql(DISABLE_LOCATION, { id: online.id })).data.disableLocation.errors).toEqual([
      'This location is the only location for a service, so it cannot be disabled.',
    ]);
    expect((await client.gql(DELETE_LOCATION, { id: studio.id })).data.deleteLocation.result).toBe('success');
    expect((await client.gql(PRACTICE_DETAILS)).data.currentPractice.locations.map((l: { id: string }) => l.id)).toEqual([online.id]);
  });
});

describe('booking settings', () => {
  it('accepts exactly the spec options and shows their effect on free times', async () => {
    const { client, practice } = await signUpPro(server);
    const res = (await client.gql(UPDATE_BOOKING_SETTINGS, {
      input: { appointmentBufferTime: 0, appointmentLeadTime: 0, startTimeIncrement: 60, instantClientApproval: true, cancellationPolicy: 'Cancel 24 hours ahead.' },
    })).data.updateBookingSettings;
    expect(res).toMatchObject({ result: 'success', bookingSettings: { appointmentBufferTime: 0, appointmentLeadTime: 0, startTimeIncrement: 60, instantClientApproval: true, cancellationPolicy: 'Cancel 24 hours ahead.' } });
    const slots = await freeSlots(await newClient(server), practice);
    for (const slot of slots) expect(slot).toMatch(/T\d\d:00:00/);
  });

  it.each([
    [{ appointmentBufferTime: 7 }, 'Please choose one of the buffer time options.'],
    [{ appointmentLeadTime: 90 }, 'Please choose one of the lead time options.'],
    [{ startTimeIncrement: 45 }, 'Please choose one of the start time increment options.'],
    [{ cancellationPolicy: 'x'.repeat(251) }, 'The cancellation policy can be at most 250 characters.'],
  ])('rejects %o', async (input, message) => {
    const { client } = await signUpPro(server);
    const res = (await client.gql(UPDATE_BOOKING_SETTINGS, { input })).data.updateBookingSettings;
    expect(res).toMatchObject({ result: null, errors: [message], error: message });
    expect((await client.gql(PRACTICE_DETAILS)).data.currentPractice.bookingSettings).toEqual({
      appointmentBufferTime: 15, appointmentLeadTime: 1440, startTimeIncrement: 30, instantClientApproval: false, cancellationPolicy: null,
    });
  });

  it('support accounts and visitors cannot change settings', async () => {
    const visitor = await newClient(server);
    const res = await visitor.gql(UPDATE_BOOKING_SETTINGS, { input: { startTimeIncrement: 60 } });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
