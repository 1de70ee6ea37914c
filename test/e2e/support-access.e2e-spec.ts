// Support staff: accounts made from the command line, read-only across practices, able to
// read any appointment's full history.
import { CommandBus } from '@nestjs/cqrs';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { RegisterSupportAccountCommand } from '../../apps/api/src/access/commands/register-support-account/register-support-account.command.js';
import { newCommandContext } from '#app/es';
import { newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import { ACCEPT, APPOINTMENTS, CURRENT_USER, HISTORY, LOG_IN, UPDATE_BOOKING_SETTINGS } from '../support/operations.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

it('a support account reads every practice and every history, and changes nothing', async () => {
  const a = await signUpPro(server, 'Support A');
  const b = await signUpPro(server, 'Support B');
  const visitor = await newClient(server);
  const inA = (await requestAppointment(visitor, a.practice)).data.requestAppointment.appointmentId;
  const inB = (await requestAppointment(visitor, b.practice)).data.requestAppointment.appointmentId;

  await server.app.get(CommandBus).execute(
    new RegisterSupportAccountCommand({ email: 'help@example.com', name: 'Help Desk', password: 'support-password' }, newCommandContext({ kind: 'system', id: 'cli' })),
  );
  const support = await newClient(server);
  expect((await support.gql(LOG_IN, { email: 'help@example.com', password: 'support-password' })).data.logIn.result).toBe('success');
  expect((await support.gql(CURRENT_USER)).data.currentUser).toMatchObject({ kind: 'support', practiceId: null });

  const all = (await support.gql(APPOINTMENTS, { limit: 100 })).data.appointments.items.map((x: { id: string }) => x.id);
  expect(all).toEqual(expect.arrayContaining([inA, inB]));
  const onlyA = (await support.gql(APPOINTMENTS, { filter: { practiceId: a.practice.id } })).data.appointments.items.map((x: { id: string }) => x.id);
  expect(onlyA).toEqual([inA]);
  const history = (await support.gql(HISTORY, { id: inB })).data.appointmentHistory;
  expect(history[0]).toMatchObject({ type: 'AppointmentRequested', actor: { kind: 'visitor' } });

  const accept = await support.gql(ACCEPT, { id: inA });
  expect(accept.errors?.[0]).toMatchObject({ message: 'Support accounts are read-only.', extensions: { code: 'FORBIDDEN' } });
  const settings = await support.gql(UPDATE_BOOKING_SETTINGS, { input: { startTimeIncrement: 60 } });
  expect(settings.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const stillPending = (await a.client.gql(`{ pendingAppointments { id } }`)).data.pendingAppointments.map((x: { id: string }) => x.id);
  expect(stillPending).toEqual([inA]);
});
