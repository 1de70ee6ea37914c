// Services extras through the real API (spec 002 §5 "Services", §7): reorderServices (free ones
// first and fixed, another practice's ids refused), service photos through POST /uploads (wrong
// type and too large refused), and a service's own hours narrowing the public availability and
// refusing a visitor's time outside them (the pro still books any time from the calendar).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import request from 'supertest';
import { PracticeMessages as M } from '#app/practice';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { PRO_CREATE_APPOINTMENT, CREATE_CLIENT } from '../support/calendar-operations.js';
import { LOG_IN } from '../support/operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';

const FIELDS = 'id name amountCents locationIds availableTimes availableTimesEnabled photoUrl';
const UPSERT = `mutation($input: UpsertServiceInput!) { upsertService(input: $input) { result errors service { ${FIELDS} } } }`;
const MINE = `{ currentPractice(includePrivate: true, includeAddOns: true) { id shortLink services { ${FIELDS} } locations { id timeZone } } }`;
const PUBLIC = `query($shortLink: String!) { publicPractice(shortLink: $shortLink) { services { id name photoUrl } } }`;
const REORDER = `mutation($servicesArray: [ServicePositionInput!]!) { reorderServices(servicesArray: $servicesArray) { result errors services { id } } }`;
const SET_PHOTO = `mutation($handle: String!, $serviceId: ID!) { updateServicePhoto(handle: $handle, serviceId: $serviceId) { result errors photoUrl } }`;
const REMOVE_PHOTO = `mutation($serviceId: ID!) { removeServicePhoto(serviceId: $serviceId) { result errors } }`;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really pixels, but the right magic bytes')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const base = { description: 'Slow and steady', timeLength: 60, addOn: false, public: true, locationIds: [] };

let server: RunningServer;
let dataDir: string;
const previousDataDir = process.env.DATA_DIR;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'service-extras-e2e-'));
  process.env.DATA_DIR = dataDir; // uploaded files go under DATA_DIR/files
  server = await startTestServer({ publicCallsPerMinute: 10_000 });
});
afterAll(async () => {
  await server?.close();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

const cookies = (client: TestClient) => ['session', 'csrf_token'].filter((n) => client.cookie(n)).map((n) => `${n}=${client.cookie(n)}`).join('; ');
const upload = (client: TestClient, bytes: Buffer, query = '') =>
  request(server.url).post(`/uploads${query}`).set('Cookie', cookies(client)).set('x-csrf-token', client.cookie('csrf_token') ?? '').attach('file', bytes, 'photo.png');

type Listed = { id: string; name: string; amountCents: number; photoUrl: string | null };
const mine = async (pro: TestClient) => (await pro.gql(MINE)).data.currentPractice as { id: string; shortLink: string; services: Listed[]; locations: Array<{ id: string; timeZone: string }> };
const addService = async (pro: TestClient, name: string, amountCents: number, more: Record<string, unknown> = {}) => {
  const res = (await pro.gql(UPSERT, { input: { ...base, name, amountCents, ...more } })).data.upsertService;
  if (res.result !== 'success') throw new Error(`service refused: ${JSON.stringify(res)}`);
  return res.service as Listed & { availableTimes: unknown; availableTimesEnabled: boolean };
};

describe('reorderServices', () => {
  it('orders the paid services after the free ones, in the portal and on the public page', async () => {
    const { client: pro } = await signUpPro(server);
    await addService(pro, 'Intro call', 0);
    await addService(pro, 'Hot stones', 12000);
    await addService(pro, 'Reflexology', 7000);
    const before = (await mine(pro)).services;
    const freeCount = before.filter((s) => s.amountCents === 0).length;
    expect(before.slice(0, freeCount).every((s) => s.amountCents === 0)).toBe(true);
    const paid = before.slice(freeCount).reverse();

    const res = (await pro.gql(REORDER, { servicesArray: paid.map((s, i) => ({ id: s.id, position: freeCount + i })) })).data.reorderServices;
    expect(res.result).toBe('success');
    const expected = [...before.slice(0, freeCount), ...paid].map((s) => s.id);
    expect(res.services.map((s: { id: string }) => s.id)).toEqual(expected);
    const practice = await mine(pro);
    expect(practice.services.map((s) => s.id)).toEqual(expected);
    const visitor = await newClient(server);
    expect((await visitor.gql(PUBLIC, { shortLink: practice.shortLink })).data.publicPractice.services.map((s: { id: string }) => s.id)).toEqual(expected);
  });

  it("refuses a free service, a paid one among the free ones, a missing one and another practice's ids", async () => {
    const { client: pro } = await signUpPro(server);
    const { client: other } = await signUpPro(server, 'Other Practice');
    const free = await addService(pro, 'Intro call', 0);
    await addService(pro, 'Hot stones', 12000);
    const theirs = await addService(other, 'Their massage', 9000);
    const services = (await mine(pro)).services;
    const freeCount = services.filter((s) => s.amountCents === 0).length;
    const paid = services.filter((s) => s.amountCents > 0);
    const positions = paid.map((s, i) => ({ id: s.id, position: freeCount + i }));
    const refusal = async (servicesArray: Array<{ id: string; position: number }>) => (await pro.gql(REORDER, { servicesArray })).data.reorderServices;

    expect(await refusal([...positions, { id: free.id, position: freeCount + paid.length }])).toMatchObject({ result: null, errors: [M.reorderFreeService] });
    expect(await refusal(positions.map((p, i) => (i === 0 ? { ...p, position: 0 } : p)))).toMatchObject({ result: null, errors: [M.reorderAmongFree] });
    expect(await refusal(positions.slice(1))).toMatchObject({ result: null, errors: [M.reorderEveryPaidService] });
    expect(await refusal([...positions.slice(1), { id: theirs.id, position: positions[0].position }])).toMatchObject({ result: null, errors: [M.reorderUnknownService] });
    expect((await mine(pro)).services.map((s) => s.id)).toEqual(services.map((s) => s.id));
  });
});

describe('service photos', () => {
  it('sets a photo from an upload (also at creation), shows it publicly and removes it', async () => {
    const { client: pro } = await signUpPro(server);
    const uploaded = await upload(pro, PNG);
    expect(uploaded.status).toBe(201);
    const { handle, url } = uploaded.body;
    const created = await addService(pro, 'Hot stones', 12000, { handle });
    expect(created.photoUrl).toBe(url);

    const second = (await upload(pro, PNG)).body;
    expect((await pro.gql(SET_PHOTO, { handle: second.handle, serviceId: created.id })).data.updateServicePhoto).toEqual({ result: 'success', errors: [], photoUrl: second.url });
    const practice = await mine(pro);
    expect(practice.services.find((s) => s.id === created.id)?.photoUrl).toBe(second.url);
    const visitor = await newClient(server);
    const shown = (await visitor.gql(PUBLIC, { shortLink: practice.shortLink })).data.publicPractice.services;
    expect(shown.find((s: Listed) => s.id === created.id).photoUrl).toBe(second.url);
    // An edit that sends no handle keeps the photo.
    await addService(pro, 'Hot stones, renamed', 12000, { id: created.id });
    expect((await mine(pro)).services.find((s) => s.id === created.id)?.photoUrl).toBe(second.url);

    expect((await pro.gql(REMOVE_PHOTO, { serviceId: created.id })).data.removeServicePhoto).toEqual({ result: 'success', errors: [] });
    expect((await mine(pro)).services.find((s) => s.id === created.id)?.photoUrl).toBeNull();
  });

  it("refuses a file of the wrong type or too large, a document's handle, an unknown handle and another practice's service", async () => {
    const { client: pro } = await signUpPro(server);
    const { client: other } = await signUpPro(server, 'Other Practice');
    const service = await addService(pro, 'Hot stones', 12000);
    const theirs = await addService(other, 'Their massage', 9000);

    const text = await upload(pro, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ error: 'Please upload a JPEG, PNG, WebP or GIF image.' });
    const huge = await upload(pro, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: 'The file is too large: at most 5 MB.' });

    const document = await upload(pro, PDF, '?purpose=document');
    expect(document.status).toBe(201);
    const notPhoto = { result: null, errors: ['Photo not found. Please upload it again.'], photoUrl: null };
    expect((await pro.gql(SET_PHOTO, { handle: document.body.handle, serviceId: service.id })).data.updateServicePhoto).toEqual(notPhoto);
    expect((await pro.gql(SET_PHOTO, { handle: '0'.repeat(32), serviceId: service.id })).data.updateServicePhoto).toEqual(notPhoto);
    expect((await pro.gql(UPSERT, { input: { ...base, name: 'With a PDF', amountCents: 100, handle: document.body.handle } })).data.upsertService).toMatchObject({ result: null, errors: ['Photo not found. Please upload it again.'] });

    const image = (await upload(pro, PNG)).body;
    expect((await pro.gql(SET_PHOTO, { handle: image.handle, serviceId: theirs.id })).data.updateServicePhoto).toMatchObject({ result: null, errors: [M.serviceNotFound] });
    expect((await pro.gql(REMOVE_PHOTO, { serviceId: theirs.id })).data.removeServicePhoto).toMatchObject({ result: null, errors: [M.serviceNotFound] });
    expect((await other.gql(MINE)).data.currentPractice.services.find((s: Listed) => s.id === theirs.id).photoUrl).toBeNull();
  });
});

describe("a service's own hours", () => {
  // Mornings only, every day of the week: the location (Mon-Fri 09:00-17:00) narrows it to weekday mornings.
  const mornings = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, { enabled: true, blocks: [{ startsAt: '09:00', endsAt: '11:00' }] }]),
  );

  it('narrow the times the public page offers, refuse a visitor outside them, and leave the pro free to book', async () => {
    const { client: pro } = await signUpPro(server);
    const service = await addService(pro, 'Morning massage', 9000);
    const practice = await mine(pro);
    const location = practice.locations[0];
    const target = { ...practice, services: [{ id: service.id }] };
    const visitor = await newClient(server);
    const week = { from: DateTime.now().setZone(location.timeZone).plus({ days: 2 }).toISODate(), to: DateTime.now().setZone(location.timeZone).plus({ days: 15 }).toISODate() };
    const before = await freeSlots(visitor, target, week);
    const afternoon = before.find((t) => DateTime.fromISO(t, { zone: location.timeZone }).hour === 14)!;
    expect(afternoon).toBeDefined();

    const refused = (await pro.gql(UPSERT, { input: { ...base, id: service.id, name: 'Morning massage', amountCents: 9000, availableTimesEnabled: true, availableTimes: JSON.stringify({ ...mornings, monday: { enabled: true, blocks: [] } }) } })).data.upsertService;
    expect(refused).toMatchObject({ result: null, errors: ['Monday is enabled but has no time blocks'] });
    const noHours = (await pro.gql(UPSERT, { input: { ...base, name: 'No hours yet', amountCents: 9000, availableTimesEnabled: true } })).data.upsertService;
    expect(noHours).toMatchObject({ result: null, errors: [M.serviceHoursRequired] });

    const saved = await addService(pro, 'Morning massage', 9000, { id: service.id, availableTimesEnabled: true, availableTimes: JSON.stringify(mornings) });
    expect(saved).toMatchObject({ availableTimesEnabled: true, availableTimes: mornings });
    const after = await freeSlots(visitor, target, week);
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThan(before.length);
    for (const time of after) {
      const local = DateTime.fromISO(time, { zone: location.timeZone });
      expect(local.weekday).toBeLessThanOrEqual(5);
      expect(local.hour * 60 + local.minute + 60).toBeLessThanOrEqual(11 * 60);
      expect(local.hour).toBeGreaterThanOrEqual(9);
    }

    const outside = (await requestAppointment(visitor, target, { startsAt: afternoon })).data.requestAppointment;
    expect(outside).toMatchObject({ result: null, errors: ['This service is not offered at that time. Please choose one of the times shown.'] });
    const inside = (await requestAppointment(visitor, target, { startsAt: after[0] })).data.requestAppointment;
    expect(inside).toMatchObject({ result: 'success', errors: [] });

    // From the calendar the pro books any time, as with the location's own hours.
    const client = (await pro.gql(CREATE_CLIENT, { client: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '(212) 555-0142' } })).data.createClient.client;
    const start = DateTime.fromISO(afternoon);
    const booked = (await pro.gql(PRO_CREATE_APPOINTMENT, {
      appointmentServices: [{ serviceId: service.id, amountCents: 9000 }], locationId: location.id, clientId: client.id,
      startsAt: start.toISO(), endsAt: start.plus({ hours: 1 }).toISO(),
    })).data.proCreateAppointment;
    expect(booked).toMatchObject({ result: 'success', errors: [] });

    // Switched off, the location's hours alone count again.
    await addService(pro, 'Morning massage', 9000, { id: service.id, availableTimesEnabled: false });
    expect((await freeSlots(visitor, target, week)).length).toBeGreaterThan(after.length);
  });
});
