// A second practice tries every query and mutation with the first practice's ids and tokens:
// it gets "not found" or nothing, never the first practice's data, and changes nothing.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import { ACCEPT, APPOINTMENT, APPOINTMENTS, CANCEL, CLIENT_CANCEL, DECLINE, HISTORY, PENDING } from '../support/operations.js';

// E-mails sent about the appointment are on its stream too (EmailSent); these tests follow its lifecycle.
const notEmail = (h: { type: string }) => h.type !== 'EmailSent';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

it("practice B cannot read or change practice A's appointments", async () => {
  const a = await signUpPro(server, 'Practice A');
  const b = await signUpPro(server, 'Practice B');
  const visitor = await newClient(server);
  const booked = (await requestAppointment(visitor, a.practice)).data.requestAppointment;
  const id = booked.appointmentId;

  expect((await b.client.gql(PENDING)).data.pendingAppointments).toEqual([]);
  expect((await b.client.gql(APPOINTMENTS, {})).data.appointments).toEqual({ total: 0, items: [] });
  expect((await b.client.gql(APPOINTMENTS, { filter: { practiceId: a.practice.id } })).data.appointments.total).toBe(0);
  expect((await b.client.gql(APPOINTMENT, { id })).data.appointment).toBeNull();
  expect((await b.client.gql(HISTORY, { id })).data.appointmentHistory).toEqual([]);
  for (const mutation of [ACCEPT, DECLINE]) {
    const res = await b.client.gql(mutation, { id });
    const payload = Object.values(res.data)[0] as { errors: string[] };
    expect(payload.errors).toEqual(['Appointment not found']);
  }
  expect((await b.client.gql(CANCEL, { id })).data.cancelAppointment.errors).toEqual(['Appointment not found']);
  // B's pro holding A's appointment id but a made-up token
  expect((await b.client.gql(CLIENT_CANCEL, { id, token: 'x'.repeat(32) })).data.clientCancel.errors).toEqual(['Appointment not found']);

  // Nothing changed for A
  const history = (await a.client.gql(HISTORY, { id })).data.appointmentHistory.filter(notEmail);
  expect(history.map((h: { type: string }) => h.type)).toEqual(['AppointmentRequested']);
  expect((await a.client.gql(PENDING)).data.pendingAppointments.map((p: { id: string }) => p.id)).toEqual([id]);
});

it("a token only opens its own appointment", async () => {
  const a = await signUpPro(server, 'Practice C');
  const visitor = await newClient(server);
  const one = (await requestAppointment(visitor, a.practice)).data.requestAppointment;
  const two = (await requestAppointment(visitor, a.practice)).data.requestAppointment;
  const res = await visitor.gql(CLIENT_CANCEL, { id: two.appointmentId, token: one.instantActionToken });
  expect(res.data.clientCancel.errors).toEqual(['Appointment not found']);
  const history = (await a.client.gql(HISTORY, { id: two.appointmentId })).data.appointmentHistory.filter(notEmail);
  expect(history).toHaveLength(1);
});

it('visitors and logged-out users get UNAUTHENTICATED for pro queries and mutations', async () => {
  const a = await signUpPro(server, 'Practice D');
  const visitor = await newClient(server);
  const { appointmentId } = (await requestAppointment(visitor, a.practice)).data.requestAppointment;
  for (const [query, variables] of [[PENDING, {}], [APPOINTMENTS, {}], [APPOINTMENT, { id: appointmentId }], [HISTORY, { id: appointmentId }], [ACCEPT, { id: appointmentId }]] as const) {
    const res = await visitor.gql(query, variables);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }
  expect((await a.client.gql(PENDING)).data.pendingAppointments).toHaveLength(1);
});
