// A client's profile end to end: visitors' bookings put clients in the directory, past and
// upcoming appointments, the last appointment date, and client and appointment notes.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { ACCEPT, CANCEL } from '../support/operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import { ADD_NOTE, CLIENT, CLIENTS, CREATE_CLIENT, DELETE_CLIENT, PAST_APPOINTMENTS, UPCOMING_APPOINTMENTS } from '../support/client-operations.js';

let server: RunningServer;
const clock = new AdjustableClock();
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => server?.close());

const DAY = 24 * 60 * 60 * 1000;

it("a visitor's bookings make one client in the directory; past, upcoming and last appointment follow the clock", async () => {
  const { client: pro, practice } = await signUpPro(server);
  const visitor = await newClient(server);
  const slots = await freeSlots(visitor, practice);
  const first = (await requestAppointment(visitor, practice, { startsAt: slots[0] })).data.requestAppointment;
  const second = (await requestAppointment(visitor, practice, { startsAt: slots[slots.length - 1], email: 'ADA@example.com' })).data.requestAppointment;
  const third = (await requestAppointment(visitor, practice, { startsAt: slots[Math.floor(slots.length / 2)] })).data.requestAppointment;
  expect([first, second, third].map((a) => a.appointmentId)).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
  await pro.gql(ACCEPT, { id: first.appointmentId });
  await pro.gql(CANCEL, { id: third.appointmentId });

  const list = (await pro.gql(CLIENTS)).data.clients;
  expect(list.totalCount).toBe(1);
  expect(list.clients[0]).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+12125550101', clientType: 'booked', lastAppointmentDate: null });
  const clientId = list.clients[0].id;

  // Before anything happened: two upcoming (the cancelled one is left out), none past.
  const upcoming = (await pro.gql(UPCOMING_APPOINTMENTS, { clientId })).data.upcomingAppointments;
  expect(upcoming.map((a: { id: string }) => a.id)).toEqual([first.appointmentId, second.appointmentId]);
  expect((await pro.gql(PAST_APPOINTMENTS, { clientId })).data.pastAppointments).toEqual([]);

  // After the first appointment's start it is past, and it is the last appointment.
  const firstStart = new Date(slots[0]).getTime();
  clock.advance(firstStart - Date.now() + 60_000);
  const past = (await pro.gql(PAST_APPOINTMENTS, { clientId })).data.pastAppointments;
  expect(past.map((a: { id: string }) => a.id)).toEqual([first.appointmentId]);
  expect((await pro.gql(UPCOMING_APPOINTMENTS, { clientId })).data.upcomingAppointments.map((a: { id: string }) => a.id)).toEqual([second.appointmentId]);
  expect((await pro.gql(CLIENT, { clientId })).data.client.lastAppointmentDate).toBe(new Date(slots[0]).toISOString());
  const sorted = (await pro.gql(CLIENTS, { sortField: 'lastAppointmentDate', sortOrder: 'DESC' })).data.clients.clients;
  expect(sorted[0].lastAppointmentDate).toBe(new Date(slots[0]).toISOString());

  // Much later, all are past, newest first; the cancelled one is listed in the past but never counts as the last appointment.
  clock.advance(60 * DAY);
  const all = (await pro.gql(PAST_APPOINTMENTS, { clientId })).data.pastAppointments;
  expect(all.map((a: { id: string }) => a.id)).toEqual([second.appointmentId, third.appointmentId, first.appointmentId]);
  expect((await pro.gql(PAST_APPOINTMENTS, { clientId, limit: 1 })).data.pastAppointments).toHaveLength(1);
  expect((await pro.gql(CLIENT, { clientId })).data.client.lastAppointmentDate).toBe(new Date(slots[slots.length - 1]).toISOString());
  clock.advance(-(clock.now().getTime() - Date.now()));
});

it('a booking by an existing client of the directory reuses that client', async () => {
  const { client: pro, practice } = await signUpPro(server);
  const created = (await pro.gql(CREATE_CLIENT, { client: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '212 555 0177' } })).data.createClient.client;
  const visitor = await newClient(server);
  await requestAppointment(visitor, practice, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '212 555 0177' });
  const list = (await pro.gql(CLIENTS)).data.clients;
  expect(list.clients.map((c: { id: string }) => c.id)).toEqual([created.id]);
  expect((await pro.gql(UPCOMING_APPOINTMENTS, { clientId: created.id })).data.upcomingAppointments).toHaveLength(1);
});

it("a booking with a deleted client's e-mail and phone makes a new client; the deleted one keeps its history", async () => {
  const { client: pro, practice } = await signUpPro(server);
  const visitor = await newClient(server);
  await requestAppointment(visitor, practice);
  const first = (await pro.gql(CLIENTS)).data.clients.clients[0];
  expect((await pro.gql(DELETE_CLIENT, { clientId: first.id })).data.deleteClient.result).toBe('success');
  await requestAppointment(visitor, practice, { startsAt: (await freeSlots(visitor, practice)).slice(-1)[0] });
  const list = (await pro.gql(CLIENTS)).data.clients.clients;
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', clientType: 'booked' });
  expect(list[0].id).not.toBe(first.id);
  expect((await pro.gql(UPCOMING_APPOINTMENTS, { clientId: first.id })).data.upcomingAppointments).toHaveLength(1);
  expect((await pro.gql(UPCOMING_APPOINTMENTS, { clientId: list[0].id })).data.upcomingAppointments).toHaveLength(1);
});

describe('notes', () => {
  it('adds client notes (text needed) and appointment notes on that client’s appointments only', async () => {
    const { client: pro, practice } = await signUpPro(server);
    const visitor = await newClient(server);
    const booked = (await requestAppointment(visitor, practice)).data.requestAppointment;
    const other = (await requestAppointment(visitor, practice, { firstName: 'Bob', lastName: 'Ross', email: 'bob@example.com', phone: '212 555 0188' })).data.requestAppointment;
    const clients = (await pro.gql(CLIENTS, { search: 'ada' })).data.clients.clients;
    const clientId = clients[0].id;

    const note = (await pro.gql(ADD_NOTE, { clientId, text: '  Prefers mornings ' })).data.addNote;
    expect(note).toMatchObject({ result: 'success', errors: [], note: { text: 'Prefers mornings', noteType: 'client', appointmentId: null } });
    expect((await pro.gql(ADD_NOTE, { clientId, text: '   ' })).data.addNote).toEqual({ result: null, errors: ['Please enter a note.'], note: null });
    expect((await pro.gql(ADD_NOTE, { clientId, text: 'x', noteType: 'appointment' })).data.addNote.errors).toEqual(['Please choose the appointment this note is about.']);
    expect((await pro.gql(ADD_NOTE, { clientId, text: 'x', noteType: 'appointment', appointmentId: other.appointmentId })).data.addNote.errors).toEqual(['Appointment not found']);
    expect((await pro.gql(ADD_NOTE, { clientId, text: 'x', noteType: 'secret' })).data.addNote.errors).toEqual(["A note's type is 'client' or 'appointment'."]);

    const onAppointment = (await pro.gql(ADD_NOTE, { clientId, text: 'Worked on shoulders', noteType: 'appointment', appointmentId: booked.appointmentId })).data.addNote;
    expect(onAppointment.note).toMatchObject({ noteType: 'appointment', appointmentId: booked.appointmentId });

    const profile = (await pro.gql(CLIENT, { clientId })).data.client;
    expect(profile.notes.map((n: { text: string }) => n.text)).toEqual(['Worked on shoulders', 'Prefers mornings']); // newest first
    const upcoming = (await pro.gql(UPCOMING_APPOINTMENTS, { clientId })).data.upcomingAppointments;
    expect(upcoming[0].notes).toEqual([expect.objectContaining({ text: 'Worked on shoulders', noteType: 'appointment', appointmentId: booked.appointmentId })]);

    // Another practice sees neither the client nor the notes, and cannot add any.
    const b = await signUpPro(server);
    expect((await b.client.gql(ADD_NOTE, { clientId, text: 'x' })).data.addNote.errors).toEqual(['Client not found']);
    expect((await b.client.gql(UPCOMING_APPOINTMENTS, { clientId })).errors?.[0]?.message).toBe('Client not found');
    expect((await b.client.gql(PAST_APPOINTMENTS, { clientId })).errors?.[0]?.message).toBe('Client not found');
    expect((await pro.gql(CLIENT, { clientId })).data.client.notes).toHaveLength(2);
  });
});
