// Booking as a visitor: matching returning clients, auto-accept on and off, and no double
// booking when 50 visitors ask for the same time at once (run on the PostgreSQL server in CI).
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import { UPDATE_BOOKING_SETTINGS, UPSERT_LOCATION, UPSERT_SERVICE } from '../support/operations.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ publicCallsPerMinute: 10_000 });
});
afterAll(async () => server?.close());

const CLIENT_IDS = `{ appointments(limit: 100) { items { id state client { id email phone } } } }`;

it('matches a returning client by e-mail or phone instead of duplicating them', async () => {
  const { client: pro, practice } = await signUpPro(server);
  const visitor = await newClient(server);
  const book = async (contact: Record<string, string>) => {
    const res = (await requestAppointment(visitor, practice, contact)).data.requestAppointment;
    expect(res.result).toBe('success');
    return res.appointmentId as string;
  };
  const first = await book({ email: 'ada@example.com', phone: '(212) 555-0101' });
  const sameEmail = await book({ email: 'ADA@example.com ', phone: '(212) 555-0999' });
  const samePhone = await book({ email: 'ada.other@example.com', phone: '+1 212-555-0101' });
  const someoneElse = await book({ email: 'grace@example.com', phone: '(212) 555-0102' });
  const listed = await pro.gql(CLIENT_IDS);
  const items = listed.data?.appointments?.items as Array<{ id: string; client: { id: string } }>;
  expect({ ids: [first, sameEmail, samePhone, someoneElse].filter((id) => !items?.some((a) => a.id === id)), errors: listed.errors }).toEqual({ ids: [], errors: undefined });
  const clientOf = (id: string) => items.find((a) => a.id === id)!.client.id;
  expect(clientOf(sameEmail)).toBe(clientOf(first));
  expect(clientOf(samePhone)).toBe(clientOf(first));
  expect(clientOf(someoneElse)).not.toBe(clientOf(first));
});

it('auto-accept off leaves requests pending; on approves them at once', async () => {
  const { client: pro, practice } = await signUpPro(server);
  const visitor = await newClient(server);
  expect((await requestAppointment(visitor, practice)).data.requestAppointment.state).toBe('pending');
  await pro.gql(UPDATE_BOOKING_SETTINGS, { input: { instantClientApproval: true } });
  const auto = (await requestAppointment(visitor, practice, { email: 'b@example.com', phone: '2125550111' })).data.requestAppointment;
  expect(auto).toMatchObject({ result: 'success', state: 'approved' });
  expect((await pro.gql(`{ pendingAppointments { id } }`)).data.pendingAppointments).toHaveLength(1);
});

it('refuses times outside the hours, off the grid or inside the lead time', async () => {
  const { practice } = await signUpPro(server);
  const visitor = await newClient(server);
  const [slot] = await freeSlots(visitor, practice);
  const offGrid = new Date(Date.parse(slot) + 10 * 60_000).toISOString();
  const tooSoon = new Date(Date.now() + 3_600_000).toISOString();
  const night = slot.replace(/T\d\d:\d\d/, 'T03:00');
  for (const startsAt of [offGrid, tooSoon, night]) {
    const res = (await requestAppointment(visitor, practice, { startsAt })).data.requestAppointment;
    expect(res.errors).toEqual(['This time is not available for booking. Please choose another time.']);
  }
});

it('an add-on lengthens the appointment and adds its price', async () => {
  const { client: pro, practice } = await signUpPro(server);
  const addOn = (await pro.gql(UPSERT_SERVICE, { input: { name: 'Hot stones', description: 'Warm stones.', timeLength: 15, amountCents: 2000, addOn: true } })).data.upsertService.service;
  const visitor = await newClient(server);
  const slots = await freeSlots(visitor, practice, { addOnServiceIds: [addOn.id] });
  const res = (await requestAppointment(visitor, practice, { startsAt: slots[0], addOnServiceIds: [addOn.id] })).data.requestAppointment;
  expect(res.result).toBe('success');
  const [appointment] = (await pro.gql(`{ pendingAppointments { startsAt endsAt amountCents services { name addOn } } }`)).data.pendingAppointments;
  expect(Date.parse(appointment.endsAt) - Date.parse(appointment.startsAt)).toBe(75 * 60_000);
  expect(appointment.services).toEqual([{ name: 'Initial consultation', addOn: false }, { name: 'Hot stones', addOn: true }]);
  expect(appointment.amountCents).toBe(2000);
});

it("refuses a visitor's booking of a service or add-on the pro keeps private, and books nothing", async () => {
  const { client: pro, practice } = await signUpPro(server);
  const hidden = (await pro.gql(UPSERT_SERVICE, { input: { name: 'Staff only', description: 'Private.', timeLength: 60, amountCents: 5000, public: false } })).data.upsertService.service;
  const hiddenAddOn = (await pro.gql(UPSERT_SERVICE, { input: { name: 'Secret oil', description: 'Private.', timeLength: 15, amountCents: 1000, addOn: true, public: false } })).data.upsertService.service;
  const visitor = await newClient(server);
  const [slot] = await freeSlots(visitor, practice);
  expect((await requestAppointment(visitor, practice, { startsAt: slot, serviceId: hidden.id })).data.requestAppointment.errors).toEqual(['Please choose a service.']);
  expect((await requestAppointment(visitor, practice, { startsAt: slot, addOnServiceIds: [hiddenAddOn.id] })).data.requestAppointment.errors).toEqual(['Please choose add-ons this practice offers.']);
  expect((await pro.gql(`{ pendingAppointments { id } }`)).data.pendingAppointments).toEqual([]);
});

it('shows free times in the location zone, correct across a DST change (Europe/London)', async () => {
  const { client: pro, practice } = await signUpPro(server);
  const london = (await pro.gql(UPSERT_LOCATION, { input: { name: 'Mayfair', kind: 'office', address: '1 Bond St', timeZone: 'Europe/London' } })).data.upsertLocation.location;
  const service = (await pro.gql(UPSERT_SERVICE, { input: { name: 'Reflexology', description: 'Feet.', timeLength: 60, amountCents: 5000, locationIds: [london.id] } })).data.upsertService.service;
  const visitor = await newClient(server);
  // 2027-03-26 is a Friday in GMT; 2027-03-29 a Monday in BST (the clocks go forward on the 28th).
  const slots = await freeSlots(visitor, practice, { serviceId: service.id, locationId: london.id, from: '2027-03-26', to: '2027-03-29' });
  expect(slots[0]).toBe('2027-03-26T09:00:00+00:00');
  expect(slots).toContain('2027-03-29T09:00:00+01:00');
  expect(new Date('2027-03-29T09:00:00+01:00').toISOString()).toBe('2027-03-29T08:00:00.000Z');
});

it('50 visitors asking for the same time at once: exactly one appointment, the others are offered other times', async () => {
  const { client: pro, practice } = await signUpPro(server);
  const [slot] = await freeSlots(await newClient(server), practice);
  const visitors = await Promise.all(Array.from({ length: 50 }, () => newClient(server)));
  const results = await Promise.all(
    visitors.map((v, i) => requestAppointment(v, practice, { startsAt: slot, email: `v${i}@example.com`, phone: `212555${String(1000 + i)}` })),
  );
  const payloads = results.map((r) => r.data.requestAppointment);
  const won = payloads.filter((p) => p.result === 'success');
  const lost = payloads.filter((p) => p.result !== 'success');
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(49);
  for (const p of lost) {
    expect(p.errors).toEqual(['Sorry, that time was just taken. Please choose another time.']);
    expect(p.nextAvailableTimes.length).toBeGreaterThan(0);
    expect(p.nextAvailableTimes).not.toContain(slot);
  }
  const booked = (await pro.gql(CLIENT_IDS)).data.appointments.items;
  expect(booked).toHaveLength(1);
});
