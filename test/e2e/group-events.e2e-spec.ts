// Group events, the pro side, through the real API: event types (defaults, link rules, capacity,
// delete), scheduled events (day-length ends, the calendar, the time they take off the booking
// page), registrants (existing and new clients, over capacity, removal), registration payments
// with a saved card (paid, declined, no provider, no card), photos (upload, serve, set, remove,
// refusals), and another practice's ids and visitors getting nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import request from 'supertest';
import { GroupEventMessages as M } from '#app/group-events';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import { enableGroupEvents, setPracticeFlags, signUpWithGroupEvents } from '../support/practice-flags.js';
import { PracticeFlagMessages } from '#app/practice';
import { PRO_CALENDAR_EVENTS } from '../support/calendar-operations.js';
import { CLIENTS, CREATE_CLIENT } from '../support/client-operations.js';
import { connectSimulated, saveCard, SET_PAYMENT_PROVIDER } from '../support/payment-operations.js';

const NY = 'America/New_York';
const TYPE_FIELDS = 'id name description instructions capacity amountCents amountCurrency location kind duration durationUnit slug url photoUrl eventsCount bookableEvents { id startsAt endsAt timeZone allDay clientsCount capacity atCapacity }';
const EVENT_FIELDS = `id bookableEventTypeId bookableEventType { id name duration durationUnit slug } name description instructions location kind photoUrl startsAt endsAt allDay timeZone
  capacity amountCents amountCurrency clientsCount atCapacity clients { id registrationId firstName lastName email phone paymentStatus paymentLabel amountCents overCapacity createdAt }`;
const REGISTRATION_FIELDS = 'id paymentStatus paymentLabel amountCents createdAt discount { code amountCents } canProcessPayment failureReason';

const TYPES = `{ bookableEventTypes { ${TYPE_FIELDS} } }`;
const TYPE = `query($id: ID!) { bookableEventType(id: $id) { ${TYPE_FIELDS} } }`;
const UPSERT_TYPE = `mutation($id: ID, $name: String!, $description: String, $instructions: String, $capacity: Int, $unlimitedCapacity: Boolean, $amountCents: Int,
  $location: String!, $kind: String, $duration: Int, $durationUnit: String, $slug: String) {
  upsertBookableEventType(id: $id, name: $name, description: $description, instructions: $instructions, capacity: $capacity, unlimitedCapacity: $unlimitedCapacity,
    amountCents: $amountCents, location: $location, kind: $kind, duration: $duration, durationUnit: $durationUnit, slug: $slug) { result errors bookableEventType { ${TYPE_FIELDS} } } }`;
const DELETE_TYPE = `mutation($id: ID!) { deleteBookableEventType(id: $id) { result errors } }`;
const TYPE_PHOTO = `mutation($id: ID!, $handle: String!) { updateBookableEventTypePhoto(id: $id, handle: $handle) { result errors photoUrl } }`;
const REMOVE_TYPE_PHOTO = `mutation($id: ID!) { removeBookableEventTypePhoto(id: $id) { result errors } }`;
const EVENT = `query($id: ID!) { bookableEvent(id: $id) { ${EVENT_FIELDS} } }`;
const WINDOW = `query($from: DateTime!, $to: DateTime!) { practiceBookableEvents(from: $from, to: $to) { ${EVENT_FIELDS} } }`;
const UPCOMING = `{ upcomingBookableEvents { ${EVENT_FIELDS} } }`;
const UPSERT_EVENT = `mutation($id: ID, $bookableEventTypeId: ID!, $startsAt: DateTime!, $endsAt: DateTime!, $allDay: Boolean!, $timeZone: String!) {
  upsertBookableEvent(id: $id, bookableEventTypeId: $bookableEventTypeId, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay, timeZone: $timeZone) { result errors bookableEvent { ${EVENT_FIELDS} } } }`;
const DELETE_EVENT = `mutation($id: ID!) { deleteBookableEvent(id: $id) { result errors } }`;
const EVENT_PHOTO = `mutation($id: ID!, $handle: String!) { updateBookableEventPhoto(id: $id, handle: $handle) { result errors photoUrl } }`;
const REMOVE_EVENT_PHOTO = `mutation($id: ID!) { removeBookableEventPhoto(id: $id) { result errors } }`;
const ADD_CLIENT = `mutation($bookableEventId: ID!, $clientId: ID, $clientParams: ClientParamsInput) {
  addClientToBookableEvent(bookableEventId: $bookableEventId, clientId: $clientId, clientParams: $clientParams) { result errors registrationsCount overCapacity } }`;
const REMOVE_CLIENT = `mutation($bookableEventId: ID!, $clientId: ID!) { removeClientFromBookableEvent(bookableEventId: $bookableEventId, clientId: $clientId) { result errors registrationsCount overCapacity } }`;
const REGISTRATION = `query($bookableEventId: ID!, $clientId: ID!) { bookableEventRegistration(bookableEventId: $bookableEventId, clientId: $clientId) { ${REGISTRATION_FIELDS} } }`;
const PROCESS_PAYMENT = `mutation($bookableEventId: ID!, $clientId: ID!) { processRegistrationPayment(bookableEventId: $bookableEventId, clientId: $clientId) { result errors registration { ${REGISTRATION_FIELDS} } } }`;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really pixels, but the right magic bytes')]);
const OTHER_ID = '0b6f5c1e-7d0a-4a43-9a5e-2b3c4d5e6f70';

let server: RunningServer;
let dataDir: string;
const previousDataDir = process.env.DATA_DIR;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'group-events-e2e-'));
  process.env.DATA_DIR = dataDir; // uploaded files go under DATA_DIR/files (the database stays in memory)
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

const at = (days: number, hour: number, minute = 0) => DateTime.now().setZone(NY).plus({ days }).set({ hour, minute, second: 0, millisecond: 0 });
const iso = (d: DateTime) => d.toISO()!;
const utc = (d: DateTime) => d.toUTC().toISO()!;

const createType = async (pro: TestClient, fields: Record<string, unknown> = {}) => {
  const res = (await pro.gql(UPSERT_TYPE, { name: 'Morning Yoga', location: 'Studio A', ...fields })).data.upsertBookableEventType;
  if (res.result !== 'success') throw new Error(`type refused: ${JSON.stringify(res)}`);
  return res.bookableEventType;
};

const schedule = async (pro: TestClient, typeId: string, start: DateTime, minutes = 60) => {
  const res = (await pro.gql(UPSERT_EVENT, { bookableEventTypeId: typeId, startsAt: iso(start), endsAt: iso(start.plus({ minutes })), allDay: false, timeZone: NY })).data.upsertBookableEvent;
  if (res.result !== 'success') throw new Error(`event refused: ${JSON.stringify(res)}`);
  return res.bookableEvent;
};

const newClientOf = async (pro: TestClient, client: Record<string, unknown>) => {
  const res = (await pro.gql(CREATE_CLIENT, { client })).data.createClient;
  if (res.result !== 'success') throw new Error(`client refused: ${JSON.stringify(res)}`);
  return res.client;
};

const cookies = (client: TestClient) => ['session', 'csrf_token'].filter((n) => client.cookie(n)).map((n) => `${n}=${client.cookie(n)}`).join('; ');

const upload = (client: TestClient, bytes: Buffer, filename = 'photo.png', options: { csrf?: boolean } = {}) => {
  let req = request(server.url).post('/uploads').set('Cookie', cookies(client));
  if (options.csrf !== false) req = req.set('x-csrf-token', client.cookie('csrf_token') ?? '');
  return req.attach('file', bytes, filename);
};

describe('event types', () => {
  it('creates a type with the defaults, its link from the name, and lists the practice’s types by name', async () => {
    const { client: pro, practice } = await signUpWithGroupEvents(server);
    const yoga = await createType(pro);
    expect(yoga).toMatchObject({
      name: 'Morning Yoga', description: null, instructions: null, capacity: 10, amountCents: 0, amountCurrency: 'USD', location: 'Studio A',
      kind: 'in_person', duration: 30, durationUnit: 'minute', slug: 'morning-yoga', photoUrl: null, eventsCount: 0, bookableEvents: [],
    });
    expect(yoga.url).toMatch(new RegExp(`^https?://[^/]+/${practice.shortLink}/morning-yoga$`));
    const art = await createType(pro, { name: 'art class', location: 'Online', kind: 'virtual', amountCents: 2500, duration: 2, durationUnit: 'hour', description: 'Bring paper', unlimitedCapacity: true });
    expect(art).toMatchObject({ slug: 'art-class', kind: 'virtual', capacity: null, amountCents: 2500, duration: 2, durationUnit: 'hour', description: 'Bring paper' });
    expect((await pro.gql(TYPES)).data.bookableEventTypes.map((t: { name: string }) => t.name)).toEqual(['art class', 'Morning Yoga']);
    expect((await pro.gql(TYPE, { id: yoga.id })).data.bookableEventType).toEqual(yoga);
  });

  it('keeps links unique in the practice and well formed; a changed or deleted type frees its link', async () => {
    const { client: pro } = await signUpWithGroupEvents(server);
    const first = await createType(pro, { slug: 'yoga' });
    const taken = (await pro.gql(UPSERT_TYPE, { name: 'Other', location: 'Studio', slug: 'yoga' })).data.upsertBookableEventType;
    expect(taken).toEqual({ result: null, errors: [M.slugTaken], bookableEventType: null });
    for (const slug of ['Bad Slug!', 'yoga--flow', '-yoga']) {
      expect((await pro.gql(UPSERT_TYPE, { name: 'Other', location: 'Studio', slug })).data.upsertBookableEventType.errors).toEqual([M.invalidSlug]);
    }
    expect((await pro.gql(UPSERT_TYPE, { name: '  ', location: 'Studio' })).data.upsertBookableEventType.errors).toEqual([M.nameRequired]);
    expect((await pro.gql(UPSERT_TYPE, { name: 'X', location: 'Studio', capacity: -1 })).data.upsertBookableEventType.errors).toEqual([M.invalidCapacity]);

    // The first type moves to another link: the old one is free for another type.
    const moved = (await pro.gql(UPSERT_TYPE, { id: first.id, name: 'Morning Yoga', location: 'Studio A', slug: 'morning-flow', capacity: 0 })).data.upsertBookableEventType;
    expect(moved.bookableEventType).toMatchObject({ id: first.id, slug: 'morning-flow', capacity: 0 });
    const second = await createType(pro, { name: 'Other', slug: 'yoga' });
    expect(second.slug).toBe('yoga');

    // Another practice may use the same link.
    const { client: other } = await signUpWithGroupEvents(server, 'Other Practice');
    expect((await createType(other, { slug: 'yoga' })).slug).toBe('yoga');

    // Deleting frees the link and hides the type.
    expect((await pro.gql(DELETE_TYPE, { id: second.id })).data.deleteBookableEventType).toEqual({ result: 'success', errors: [] });
    expect((await pro.gql(TYPE, { id: second.id })).data.bookableEventType).toBeNull();
    expect((await pro.gql(TYPES)).data.bookableEventTypes.map((t: { id: string }) => t.id)).toEqual([first.id]);
    expect((await createType(pro, { name: 'Third', slug: 'yoga' })).slug).toBe('yoga');
    expect((await pro.gql(DELETE_TYPE, { id: second.id })).data.deleteBookableEventType).toEqual({ result: null, errors: [M.typeNotFound] });
  });
});

describe('scheduled events', () => {
  it('schedules an event of a type: on the calendar, in the type’s upcoming dates, and off the booking page', async () => {
    const { client: pro, practice } = await signUpWithGroupEvents(server);
    const type = await createType(pro, { capacity: 5, duration: 60 });
    const visitor = await newClient(server);
    const [slot] = await freeSlots(visitor, practice);
    const start = DateTime.fromISO(slot, { zone: NY });
    const event = await schedule(pro, type.id, start);
    expect(event).toMatchObject({
      bookableEventTypeId: type.id, bookableEventType: { id: type.id, name: 'Morning Yoga', duration: 60, durationUnit: 'minute', slug: 'morning-yoga' },
      name: 'Morning Yoga', location: 'Studio A', kind: 'in_person', photoUrl: null, startsAt: utc(start), endsAt: utc(start.plus({ minutes: 60 })),
      allDay: false, timeZone: NY, capacity: 5, amountCents: 0, amountCurrency: 'USD', clientsCount: 0, atCapacity: false, clients: [],
    });
    expect((await pro.gql(EVENT, { id: event.id })).data.bookableEvent).toEqual(event);

    const withDates = (await pro.gql(TYPE, { id: type.id })).data.bookableEventType;
    expect(withDates).toMatchObject({ eventsCount: 1, bookableEvents: [{ id: event.id, startsAt: event.startsAt, endsAt: event.endsAt, timeZone: NY, allDay: false, clientsCount: 0, capacity: 5, atCapacity: false }] });

    const window = { from: iso(start.minus({ days: 1 })), to: iso(start.plus({ days: 1 })) };
    expect((await pro.gql(WINDOW, window)).data.practiceBookableEvents.map((e: { id: string }) => e.id)).toEqual([event.id]);
    expect((await pro.gql(WINDOW, { from: iso(start.plus({ days: 1 })), to: iso(start.plus({ days: 2 })) })).data.practiceBookableEvents).toEqual([]);
    expect((await pro.gql(UPCOMING)).data.upcomingBookableEvents.map((e: { id: string }) => e.id)).toEqual([event.id]);
    const calendar = (await pro.gql(PRO_CALENDAR_EVENTS, window)).data.calendarEvents;
    expect(calendar).toEqual([
      expect.objectContaining({
        id: event.id, title: 'Morning Yoga', allDay: false, editable: false, classNames: ['group-event'],
        extendedProps: expect.objectContaining({ kind: 'group', groupEventId: event.id, bookableEventTypeId: type.id, clientsCount: 0, capacity: 5, timeZone: NY }),
      }),
    ]);

    // The class holds its time: the booking page no longer offers it.
    expect(await freeSlots(visitor, practice)).not.toContain(slot);

    // Moving it frees the old time and holds the new one.
    const later = start.plus({ days: 1 });
    const moved = (await pro.gql(UPSERT_EVENT, { id: event.id, bookableEventTypeId: type.id, startsAt: iso(later), endsAt: iso(later.plus({ minutes: 60 })), allDay: false, timeZone: NY })).data.upsertBookableEvent;
    expect(moved.bookableEvent).toMatchObject({ id: event.id, startsAt: utc(later) });

    // Deleting it frees the time and hides it everywhere.
    expect((await pro.gql(DELETE_EVENT, { id: event.id })).data.deleteBookableEvent).toEqual({ result: 'success', errors: [] });
    expect((await pro.gql(EVENT, { id: event.id })).data.bookableEvent).toBeNull();
    expect((await pro.gql(UPCOMING)).data.upcomingBookableEvents).toEqual([]);
    expect((await pro.gql(TYPE, { id: type.id })).data.bookableEventType).toMatchObject({ eventsCount: 0, bookableEvents: [] });
    expect(await freeSlots(visitor, practice)).toContain(slot);
    expect((await pro.gql(DELETE_EVENT, { id: event.id })).data.deleteBookableEvent).toEqual({ result: null, errors: [M.eventNotFound] });
  });

  it('a day-length type ends on its last day, whatever end date is sent; times keep to 15-minute steps', async () => {
    const { client: pro } = await signUpWithGroupEvents(server);
    const retreat = await createType(pro, { name: 'Retreat', duration: 2, durationUnit: 'day' });
    const start = at(12, 9);
    const res = (await pro.gql(UPSERT_EVENT, { bookableEventTypeId: retreat.id, startsAt: iso(start), endsAt: iso(start.set({ hour: 17 })), allDay: false, timeZone: NY })).data.upsertBookableEvent;
    expect(res.bookableEvent).toMatchObject({ startsAt: utc(start), endsAt: utc(start.plus({ days: 1 }).set({ hour: 17 })), allDay: false });
    const allDay = (await pro.gql(UPSERT_EVENT, { bookableEventTypeId: retreat.id, startsAt: iso(start), endsAt: iso(start), allDay: true, timeZone: NY })).data.upsertBookableEvent;
    expect(allDay.bookableEvent).toMatchObject({ startsAt: utc(start.startOf('day')), endsAt: utc(start.startOf('day').plus({ days: 2 })), allDay: true });

    const yoga = await createType(pro, { duration: 60 });
    const odd = (await pro.gql(UPSERT_EVENT, { bookableEventTypeId: yoga.id, startsAt: iso(start.set({ minute: 10 })), endsAt: iso(start.set({ hour: 10 })), allDay: false, timeZone: NY })).data.upsertBookableEvent;
    expect(odd).toEqual({ result: null, errors: [M.notOnQuarterHour], bookableEvent: null });
    const backwards = (await pro.gql(UPSERT_EVENT, { bookableEventTypeId: yoga.id, startsAt: iso(start), endsAt: iso(start.minus({ hours: 1 })), allDay: false, timeZone: NY })).data.upsertBookableEvent;
    expect(backwards.errors).toEqual([M.endBeforeStart]);
    const noType = (await pro.gql(UPSERT_EVENT, { bookableEventTypeId: 'nope', startsAt: iso(start), endsAt: iso(start.plus({ hours: 1 })), allDay: false, timeZone: NY })).data.upsertBookableEvent;
    expect(noType.errors).toEqual([M.typeRequired]);
    await pro.gql(DELETE_TYPE, { id: yoga.id });
    const deletedType = (await pro.gql(UPSERT_EVENT, { bookableEventTypeId: yoga.id, startsAt: iso(start), endsAt: iso(start.plus({ hours: 1 })), allDay: false, timeZone: NY })).data.upsertBookableEvent;
    expect(deletedType.errors).toEqual([M.typeDeleted]);
  });
});

describe('registrants', () => {
  it('adds existing and new clients, over the capacity with a flag, and removes them', async () => {
    const { client: pro } = await signUpWithGroupEvents(server);
    const type = await createType(pro, { capacity: 1, duration: 60 });
    const event = await schedule(pro, type.id, at(5, 10));
    const ada = await newClientOf(pro, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.ge@example.com', phone: '(415) 555-0134' });

    expect((await pro.gql(ADD_CLIENT, { bookableEventId: event.id })).data.addClientToBookableEvent).toEqual({ result: null, errors: [M.selectClient], registrationsCount: null, overCapacity: null });
    expect((await pro.gql(ADD_CLIENT, { bookableEventId: event.id, clientId: ada.id })).data.addClientToBookableEvent).toEqual({ result: 'success', errors: [], registrationsCount: 1, overCapacity: false });
    expect((await pro.gql(ADD_CLIENT, { bookableEventId: event.id, clientId: ada.id })).data.addClientToBookableEvent.errors).toEqual([M.alreadyRegistered]);
    const added = (await pro.gql(ADD_CLIENT, { bookableEventId: event.id, clientParams: { firstName: 'Grace', lastName: 'Hopper', email: 'grace.ge@example.com', phone: '(415) 555-0135' } })).data.addClientToBookableEvent;
    expect(added).toEqual({ result: 'success', errors: [], registrationsCount: 2, overCapacity: true });

    const seen = (await pro.gql(EVENT, { id: event.id })).data.bookableEvent;
    expect(seen).toMatchObject({ clientsCount: 2, atCapacity: true });
    expect(seen.clients).toEqual([
      expect.objectContaining({ id: ada.id, firstName: 'Ada', lastName: 'Lovelace', email: 'ada.ge@example.com', paymentStatus: 'free', paymentLabel: 'Free Event', amountCents: 0, overCapacity: false }),
      expect.objectContaining({ firstName: 'Grace', lastName: 'Hopper', email: 'grace.ge@example.com', phone: expect.stringContaining('415'), overCapacity: true }),
    ]);
    const grace = seen.clients[1];
    const { data } = await pro.gql(CLIENTS, { search: 'Grace' });
    expect(data.clients.clients.map((c: { id: string }) => c.id)).toEqual([grace.id]);
    expect((await pro.gql(TYPE, { id: type.id })).data.bookableEventType.bookableEvents[0]).toMatchObject({ clientsCount: 2, capacity: 1, atCapacity: true });

    const registration = (await pro.gql(REGISTRATION, { bookableEventId: event.id, clientId: ada.id })).data.bookableEventRegistration;
    expect(registration).toEqual({
      id: seen.clients[0].registrationId, paymentStatus: 'free', paymentLabel: 'Free Event', amountCents: 0, createdAt: seen.clients[0].createdAt, discount: null, canProcessPayment: false, failureReason: null,
    });
    expect((await pro.gql(PROCESS_PAYMENT, { bookableEventId: event.id, clientId: ada.id })).data.processRegistrationPayment.errors).toEqual([M.nothingToPay]);

    expect((await pro.gql(REMOVE_CLIENT, { bookableEventId: event.id, clientId: ada.id })).data.removeClientFromBookableEvent).toEqual({ result: 'success', errors: [], registrationsCount: 1, overCapacity: null });
    expect((await pro.gql(EVENT, { id: event.id })).data.bookableEvent.clients.map((c: { id: string }) => c.id)).toEqual([grace.id]);
    expect((await pro.gql(REMOVE_CLIENT, { bookableEventId: event.id, clientId: ada.id })).data.removeClientFromBookableEvent).toMatchObject({ result: null, errors: [M.notRegistered] });
    // Removed, Ada may be added again.
    expect((await pro.gql(ADD_CLIENT, { bookableEventId: event.id, clientId: ada.id })).data.addClientToBookableEvent).toMatchObject({ result: 'success', registrationsCount: 2, overCapacity: true });
  });

  it('unlimited capacity never goes over', async () => {
    const { client: pro } = await signUpWithGroupEvents(server);
    const type = await createType(pro, { unlimitedCapacity: true, duration: 60 });
    const event = await schedule(pro, type.id, at(6, 10));
    for (const [i, name] of ['A', 'B', 'C'].entries()) {
      const res = (await pro.gql(ADD_CLIENT, { bookableEventId: event.id, clientParams: { firstName: name, lastName: 'Client', phone: `(415) 555-014${i}` } })).data.addClientToBookableEvent;
      expect(res).toMatchObject({ result: 'success', overCapacity: false });
    }
    expect((await pro.gql(EVENT, { id: event.id })).data.bookableEvent).toMatchObject({ capacity: null, clientsCount: 3, atCapacity: false });
  });
});

describe('registration payments', () => {
  it('charges the client’s saved card: paid once; a declining card is recorded as failed; no provider or no card is said clearly', async () => {
    const { client: pro, practice } = await signUpWithGroupEvents(server);
    const type = await createType(pro, { amountCents: 2500, duration: 60 });
    const event = await schedule(pro, type.id, at(8, 10));
    expect(event.amountCents).toBe(2500);

    // Two visitors book an appointment and save a card on its page: one good, one that saves but declines charges.
    const booked = async (who: Record<string, string>, card: string) => {
      const visitor = await newClient(server);
      const res = (await requestAppointment(visitor, practice, who)).data.requestAppointment;
      return { id: res.appointmentId, token: res.instantActionToken, visitor, card };
    };
    const nobody = await newClientOf(pro, { firstName: 'No', lastName: 'Card', email: 'nocard.ge@example.com', phone: '(212) 555-0110' });
    await pro.gql(ADD_CLIENT, { bookableEventId: event.id, clientId: nobody.id });
    expect((await pro.gql(PROCESS_PAYMENT, { bookableEventId: event.id, clientId: nobody.id })).data.processRegistrationPayment.errors).toEqual(['This practice does not take card payments yet.']);

    await connectSimulated(pro, 'stripe');
    expect((await pro.gql(SET_PAYMENT_PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider.errors).toEqual([]);
    const good = await booked({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada.pay@example.com', phone: '(212) 555-0111' }, '4242424242424242');
    const bad = await booked({ firstName: 'Bob', lastName: 'Decline', email: 'bob.pay@example.com', phone: '(212) 555-0112' }, '4000000000000341');
    for (const b of [good, bad]) expect((await saveCard(server.url, b, b.card)).status).toBe(200);
    const clientIdOf = async (email: string) => (await pro.gql(CLIENTS, { search: email })).data.clients.clients[0].id as string;
    const adaId = await clientIdOf('ada.pay@example.com');
    const bobId = await clientIdOf('bob.pay@example.com');
    for (const clientId of [adaId, bobId]) await pro.gql(ADD_CLIENT, { bookableEventId: event.id, clientId });

    expect((await pro.gql(PROCESS_PAYMENT, { bookableEventId: event.id, clientId: nobody.id })).data.processRegistrationPayment.errors).toEqual(['Please add a credit card first.']);

    const before = (await pro.gql(REGISTRATION, { bookableEventId: event.id, clientId: adaId })).data.bookableEventRegistration;
    expect(before).toMatchObject({ paymentStatus: 'unpaid', paymentLabel: 'Payment Pending', amountCents: 2500, canProcessPayment: true, failureReason: null });
    const paid = (await pro.gql(PROCESS_PAYMENT, { bookableEventId: event.id, clientId: adaId })).data.processRegistrationPayment;
    expect(paid).toEqual({ result: 'success', errors: [], registration: { ...before, paymentStatus: 'paid', paymentLabel: 'Paid', canProcessPayment: false } });
    expect((await pro.gql(PROCESS_PAYMENT, { bookableEventId: event.id, clientId: adaId })).data.processRegistrationPayment.errors).toEqual([M.alreadyPaid]);

    const declined = (await pro.gql(PROCESS_PAYMENT, { bookableEventId: event.id, clientId: bobId })).data.processRegistrationPayment;
    expect(declined).toMatchObject({ result: null, errors: ['Your card was declined.'], registration: { paymentStatus: 'failed', paymentLabel: 'Payment Failed', canProcessPayment: true, failureReason: 'Your card was declined.' } });
    // A second try is a new attempt (a new idempotency key), declined again.
    expect((await pro.gql(PROCESS_PAYMENT, { bookableEventId: event.id, clientId: bobId })).data.processRegistrationPayment.errors).toEqual(['Your card was declined.']);

    const clients = (await pro.gql(EVENT, { id: event.id })).data.bookableEvent.clients;
    expect(clients.map((c: { id: string; paymentStatus: string }) => [c.id, c.paymentStatus])).toEqual([[nobody.id, 'unpaid'], [adaId, 'paid'], [bobId, 'failed']]);
  });
});

describe('photos', () => {
  it('uploads an image, serves it, and sets and removes it on a type and an event', async () => {
    const { client: pro } = await signUpWithGroupEvents(server);
    const type = await createType(pro, { duration: 60 });
    const event = await schedule(pro, type.id, at(7, 10));

    const uploaded = await upload(pro, PNG);
    expect(uploaded.status).toBe(201);
    const { handle, url } = uploaded.body;
    expect(url).toBe(`/files/${handle}`);
    const served = await request(server.url).get(url).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

    expect((await pro.gql(TYPE_PHOTO, { id: type.id, handle })).data.updateBookableEventTypePhoto).toEqual({ result: 'success', errors: [], photoUrl: url });
    expect((await pro.gql(TYPE, { id: type.id })).data.bookableEventType.photoUrl).toBe(url);
    // The event shows its type's photo until it has its own.
    expect((await pro.gql(EVENT, { id: event.id })).data.bookableEvent.photoUrl).toBe(url);
    const own = (await upload(pro, PNG, 'other.png')).body;
    expect((await pro.gql(EVENT_PHOTO, { id: event.id, handle: own.handle })).data.updateBookableEventPhoto).toEqual({ result: 'success', errors: [], photoUrl: own.url });
    expect((await pro.gql(EVENT, { id: event.id })).data.bookableEvent.photoUrl).toBe(own.url);
    expect((await pro.gql(REMOVE_EVENT_PHOTO, { id: event.id })).data.removeBookableEventPhoto).toEqual({ result: 'success', errors: [] });
    expect((await pro.gql(EVENT, { id: event.id })).data.bookableEvent.photoUrl).toBe(url);
    expect((await pro.gql(REMOVE_TYPE_PHOTO, { id: type.id })).data.removeBookableEventTypePhoto).toEqual({ result: 'success', errors: [] });
    expect((await pro.gql(TYPE, { id: type.id })).data.bookableEventType.photoUrl).toBeNull();

    expect((await pro.gql(TYPE_PHOTO, { id: type.id, handle: '0'.repeat(32) })).data.updateBookableEventTypePhoto).toMatchObject({ result: null, errors: ['Photo not found. Please upload it again.'] });
    expect((await pro.gql(TYPE_PHOTO, { id: type.id, handle: '../../etc/passwd' })).data.updateBookableEventTypePhoto.errors).toEqual(['Photo not found. Please upload it again.']);
    expect((await request(server.url).get(`/files/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await request(server.url).get('/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('refuses what is not an image, too large a file, no file, no CSRF header, and anyone but a pro', async () => {
    const { client: pro } = await signUpWithGroupEvents(server);
    const text = await upload(pro, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'photo.png');
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ error: 'Please upload a JPEG, PNG, WebP or GIF image.' });
    const huge = await upload(pro, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: 'The file is too large: at most 5 MB.' });
    const none = await request(server.url).post('/uploads').set('Cookie', cookies(pro)).set('x-csrf-token', pro.cookie('csrf_token')!).field('other', 'x');
    expect(none.status).toBe(400);
    expect((await upload(pro, PNG, 'photo.png', { csrf: false })).status).toBe(403);
    const visitor = await newClient(server);
    const anonymous = await upload(visitor, PNG);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'Please log in to upload files.' });
  });
});

describe('another practice and visitors', () => {
  it('another practice’s ids are not found, its clients cannot be added, and its events are never listed', async () => {
    const { client: owner } = await signUpWithGroupEvents(server);
    const type = await createType(owner, { duration: 60 });
    const start = at(9, 10);
    const event = await schedule(owner, type.id, start);
    const ada = await newClientOf(owner, { firstName: 'Ada', lastName: 'Owner', email: 'ada.owner@example.com', phone: '(212) 555-0120' });
    await owner.gql(ADD_CLIENT, { bookableEventId: event.id, clientId: ada.id });
    const handle = (await upload(owner, PNG)).body.handle;

    const { client: other } = await signUpWithGroupEvents(server, 'Elsewhere');
    const theirType = await createType(other, { duration: 60 });
    const theirEvent = await schedule(other, theirType.id, start);
    expect((await other.gql(TYPE, { id: type.id })).data.bookableEventType).toBeNull();
    expect((await other.gql(TYPE, { id: 'not-a-uuid' })).data.bookableEventType).toBeNull();
    expect((await other.gql(EVENT, { id: event.id })).data.bookableEvent).toBeNull();
    expect((await other.gql(EVENT, { id: OTHER_ID })).data.bookableEvent).toBeNull();
    expect((await other.gql(REGISTRATION, { bookableEventId: event.id, clientId: ada.id })).data.bookableEventRegistration).toBeNull();
    expect((await other.gql(TYPES)).data.bookableEventTypes.map((t: { id: string }) => t.id)).toEqual([theirType.id]);
    const window = { from: iso(start.minus({ days: 1 })), to: iso(start.plus({ days: 1 })) };
    expect((await other.gql(WINDOW, window)).data.practiceBookableEvents.map((e: { id: string }) => e.id)).toEqual([theirEvent.id]);
    expect((await other.gql(UPCOMING)).data.upcomingBookableEvents.map((e: { id: string }) => e.id)).toEqual([theirEvent.id]);
    expect((await other.gql(PRO_CALENDAR_EVENTS, window)).data.calendarEvents.map((e: { id: string }) => e.id)).toEqual([theirEvent.id]);

    const typeNotFound = { result: null, errors: [M.typeNotFound] };
    const eventNotFound = { result: null, errors: [M.eventNotFound] };
    expect((await other.gql(UPSERT_TYPE, { id: type.id, name: 'Mine now', location: 'Here' })).data.upsertBookableEventType).toMatchObject(typeNotFound);
    expect((await other.gql(DELETE_TYPE, { id: type.id })).data.deleteBookableEventType).toEqual(typeNotFound);
    expect((await other.gql(TYPE_PHOTO, { id: type.id, handle })).data.updateBookableEventTypePhoto).toMatchObject(typeNotFound);
    expect((await other.gql(REMOVE_TYPE_PHOTO, { id: type.id })).data.removeBookableEventTypePhoto).toEqual(typeNotFound);
    expect((await other.gql(UPSERT_EVENT, { bookableEventTypeId: type.id, startsAt: iso(start), endsAt: iso(start.plus({ hours: 1 })), allDay: false, timeZone: NY })).data.upsertBookableEvent.errors).toEqual([M.typeRequired]);
    expect((await other.gql(UPSERT_EVENT, { id: event.id, bookableEventTypeId: theirType.id, startsAt: iso(start), endsAt: iso(start.plus({ hours: 1 })), allDay: false, timeZone: NY })).data.upsertBookableEvent).toMatchObject(eventNotFound);
    expect((await other.gql(DELETE_EVENT, { id: event.id })).data.deleteBookableEvent).toEqual(eventNotFound);
    expect((await other.gql(EVENT_PHOTO, { id: event.id, handle })).data.updateBookableEventPhoto).toMatchObject(eventNotFound);
    expect((await other.gql(REMOVE_EVENT_PHOTO, { id: event.id })).data.removeBookableEventPhoto).toEqual(eventNotFound);
    expect((await other.gql(ADD_CLIENT, { bookableEventId: event.id, clientId: ada.id })).data.addClientToBookableEvent).toMatchObject(eventNotFound);
    expect((await other.gql(ADD_CLIENT, { bookableEventId: event.id, clientParams: { firstName: 'Sneaky', phone: '(212) 555-0121' } })).data.addClientToBookableEvent).toMatchObject(eventNotFound);
    expect((await other.gql(REMOVE_CLIENT, { bookableEventId: event.id, clientId: ada.id })).data.removeClientFromBookableEvent).toMatchObject(eventNotFound);
    expect((await other.gql(PROCESS_PAYMENT, { bookableEventId: event.id, clientId: ada.id })).data.processRegistrationPayment).toMatchObject(eventNotFound);
    expect((await other.gql(CLIENTS, { search: 'Sneaky' })).data.clients.totalCount).toBe(0);
    // Their own event, the owner's client: not found.
    expect((await other.gql(ADD_CLIENT, { bookableEventId: theirEvent.id, clientId: ada.id })).data.addClientToBookableEvent).toMatchObject({ result: null, errors: ['Client not found'] });
    expect((await other.gql(ADD_CLIENT, { bookableEventId: theirEvent.id, clientId: 'nope' })).data.addClientToBookableEvent).toMatchObject({ result: null, errors: ['Client not found'] });

    // The owner's event is untouched.
    const still = (await owner.gql(EVENT, { id: event.id })).data.bookableEvent;
    expect(still).toMatchObject({ name: 'Morning Yoga', startsAt: utc(start), clientsCount: 1, photoUrl: null });
    expect((await owner.gql(TYPE, { id: type.id })).data.bookableEventType).toMatchObject({ name: 'Morning Yoga', photoUrl: null });
  });

  it('a visitor without a session gets nothing', async () => {
    const { client: owner } = await signUpWithGroupEvents(server);
    const type = await createType(owner, { duration: 60 });
    const event = await schedule(owner, type.id, at(9, 12));
    const visitor = await newClient(server);
    for (const [query, variables] of [
      [TYPES, {}],
      [TYPE, { id: type.id }],
      [EVENT, { id: event.id }],
      [UPCOMING, {}],
      [REGISTRATION, { bookableEventId: event.id, clientId: OTHER_ID }],
      [DELETE_EVENT, { id: event.id }],
      [ADD_CLIENT, { bookableEventId: event.id, clientParams: { firstName: 'Anon' } }],
    ] as const) {
      const res = await visitor.gql(query, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(Object.values(res.data ?? {}).filter((v) => v !== null)).toEqual([]);
    }
    expect((await owner.gql(EVENT, { id: event.id })).data.bookableEvent.clientsCount).toBe(0);
  });
});

describe('the bookableEventsEnabled flag', () => {
  it('off (a new practice): types and dates are refused with a clear message; turned off later, the public page is gone', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Flagless Studio');
    const refused = (await pro.gql(UPSERT_TYPE, { name: 'Morning Yoga', location: 'Studio A' })).data.upsertBookableEventType;
    expect(refused).toMatchObject({ errors: [PracticeFlagMessages.groupEventsDisabled], bookableEventType: null });
    expect((await pro.gql(TYPES)).data.bookableEventTypes).toEqual([]);

    await enableGroupEvents(server, practice.id);
    const type = await createType(pro, { slug: 'yoga' });
    const start = at(6, 9);
    await schedule(pro, type.id, start);
    const PUBLIC = `query($shortLink: String!, $slug: String!) { publicEventType(shortLink: $shortLink, slug: $slug) { id events { id } } }`;
    const visitor = await newClient(server);
    expect((await visitor.gql(PUBLIC, { shortLink: practice.shortLink, slug: 'yoga' })).data.publicEventType.events).toHaveLength(1);

    await setPracticeFlags(server, practice.id, { bookableEventsEnabled: false });
    expect((await visitor.gql(PUBLIC, { shortLink: practice.shortLink, slug: 'yoga' })).data.publicEventType).toBeNull();
    const another = (await pro.gql(UPSERT_EVENT, { bookableEventTypeId: type.id, startsAt: iso(start.plus({ hours: 1 })), endsAt: iso(start.plus({ hours: 2 })), allDay: false, timeZone: NY })).data.upsertBookableEvent;
    expect(another).toMatchObject({ errors: [PracticeFlagMessages.groupEventsDisabled] });
  });
});
