// The appointment lifecycle through the real GraphQL API: sign up, log in, request, accept,
// decline, cancel by pro and by token, and the history of each.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import {
  ACCEPT, CANCEL, CANCEL_NO_USER, CLIENT_CANCEL, CURRENT_USER, DECLINE, HISTORY, LOG_IN, LOG_OUT, PENDING, TOKEN_APPOINTMENT,
} from '../support/operations.js';

const DECLINE_WITH_REASON = `mutation($id: ID!, $reason: String) {
  declineAppointment(appointmentId: $id, reason: $reason) { result errors appointment { id state } } }`;

// E-mails sent about the appointment are on its stream too (EmailSent); these tests follow its lifecycle.
const notEmail = (h: { type: string }) => h.type !== 'EmailSent';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('access', () => {
  it('signs up, logs out and logs back in with the session cookie', async () => {
    const { client, email, password } = await signUpPro(server);
    expect(client.cookie('session')).toBeTruthy();
    expect((await client.gql(CURRENT_USER)).data.currentUser).toMatchObject({ kind: 'pro', email });
    expect((await client.gql(LOG_OUT)).data.logOut.result).toBe('success');
    expect((await client.gql(CURRENT_USER)).data.currentUser).toBeNull();
    const wrong = await client.gql(LOG_IN, { email, password: 'not the password' });
    expect(wrong.data.logIn).toMatchObject({ result: null, errors: ['Invalid email or password.'] });
    const right = await client.gql(LOG_IN, { email: email.toUpperCase(), password });
    expect(right.data.logIn.result).toBe('success');
    expect((await client.gql(CURRENT_USER)).data.currentUser.email).toBe(email);
  });

  it('refuses a second account with the same e-mail', async () => {
    const { email } = await signUpPro(server);
    const other = await newClient(server);
    const res = await other.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { result errors } }`, {
      input: { name: 'X', email, password: 'another password', practiceName: 'Other' },
    });
    expect(res.data.signUp).toEqual({ result: null, errors: ['An account with this email already exists.'] });
  });

  it('gives each practice its own short link', async () => {
    const a = await signUpPro(server, 'Same Name Studio');
    const b = await signUpPro(server, 'Same Name Studio');
    expect(a.practice.shortLink).toBe('same-name-studio');
    expect(b.practice.shortLink).toBe('same-name-studio-2');
  });
});

describe('lifecycle', () => {
  it('a request shows in the inbox; accepting it updates the client page and the history', async () => {
    const { client: pro, practice } = await signUpPro(server);
    const visitor = await newClient(server);
    const [slot] = await freeSlots(visitor, practice);
    const requested = (await requestAppointment(visitor, practice, { startsAt: slot })).data.requestAppointment;
    expect(requested).toMatchObject({ result: 'success', state: 'pending' });
    expect(requested.instantActionToken.length).toBeGreaterThanOrEqual(32);

    const inbox = (await pro.gql(PENDING)).data.pendingAppointments;
    expect(inbox.map((a: { id: string }) => a.id)).toEqual([requested.appointmentId]);
    expect(inbox[0].client).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+12125550101' });

    const page = (await visitor.gql(TOKEN_APPOINTMENT, { token: requested.instantActionToken })).data.tokenAppointment;
    expect(page).toMatchObject({ state: 'pending', canCancel: true, past: false, ianaTimeZone: practice.locations[0].timeZone });

    const accepted = (await pro.gql(ACCEPT, { id: requested.appointmentId })).data.acceptAppointment;
    expect(accepted).toMatchObject({ result: 'success', appointment: { state: 'approved' } });
    expect((await pro.gql(PENDING)).data.pendingAppointments).toEqual([]);
    expect((await visitor.gql(TOKEN_APPOINTMENT, { token: requested.instantActionToken })).data.tokenAppointment.state).toBe('approved');

    const again = (await pro.gql(ACCEPT, { id: requested.appointmentId })).data.acceptAppointment;
    expect(again).toEqual({ result: null, errors: ['Only a pending appointment request can be accepted.'], appointment: null });

    const history = (await pro.gql(HISTORY, { id: requested.appointmentId })).data.appointmentHistory.filter(notEmail);
    expect(history.map((h: { type: string }) => h.type)).toEqual(['AppointmentRequested', 'AppointmentAccepted']);
    expect(history[0].actor).toMatchObject({ kind: 'visitor', name: 'Ada Lovelace' });
    expect(history[1].actor).toMatchObject({ kind: 'pro', name: 'Sam Rivera' });
    expect(history[0].data).toMatchObject({ startsAt: new Date(slot).toISOString(), client: { email: 'ada@example.com' } });
  });

  it('declining frees the time for another request', async () => {
    const { client: pro, practice } = await signUpPro(server);
    const visitor = await newClient(server);
    const [slot] = await freeSlots(visitor, practice);
    const first = (await requestAppointment(visitor, practice, { startsAt: slot })).data.requestAppointment;
    const taken = (await requestAppointment(visitor, practice, { startsAt: slot, email: 'other@example.com', phone: '2125550199' })).data.requestAppointment;
    expect(taken.errors).toEqual(['Sorry, that time was just taken. Please choose another time.']);
    expect(taken.nextAvailableTimes).toHaveLength(3);
    expect(await freeSlots(visitor, practice)).not.toContain(slot);
    expect((await pro.gql(DECLINE, { id: first.appointmentId })).data.declineAppointment.appointment.state).toBe('unavailable');
    const page = (await visitor.gql(TOKEN_APPOINTMENT, { token: first.instantActionToken })).data.tokenAppointment;
    expect(page).toMatchObject({ state: 'unavailable', canCancel: false });
    expect(await freeSlots(visitor, practice)).toContain(slot);
    const second = (await requestAppointment(visitor, practice, { startsAt: slot, email: 'other@example.com', phone: '2125550199' })).data.requestAppointment;
    expect(second.result).toBe('success');
  });

  it('a decline may give the client a reason: trimmed, at most 1000 characters, kept on AppointmentDeclined in the history', async () => {
    const { client: pro, practice } = await signUpPro(server);
    const visitor = await newClient(server);
    const slots = await freeSlots(visitor, practice);
    const first = (await requestAppointment(visitor, practice, { startsAt: slots[0] })).data.requestAppointment;
    const tooLong = (await pro.gql(DECLINE_WITH_REASON, { id: first.appointmentId, reason: 'x'.repeat(1001) })).data.declineAppointment;
    expect(tooLong).toEqual({ result: null, errors: ['The reason can be at most 1000 characters.'], appointment: null });
    const declined = (await pro.gql(DECLINE_WITH_REASON, { id: first.appointmentId, reason: '  I am away that week. Could you book the week after?  ' })).data.declineAppointment;
    expect(declined).toMatchObject({ result: 'success', appointment: { state: 'unavailable' } });
    const history = (await pro.gql(HISTORY, { id: first.appointmentId })).data.appointmentHistory.filter(notEmail);
    expect(history.map((h: { type: string }) => h.type)).toEqual(['AppointmentRequested', 'AppointmentDeclined']);
    expect(history[1].data).toEqual({ appointmentId: first.appointmentId, reason: 'I am away that week. Could you book the week after?' });

    // Without a reason (or a blank one) the event has no reason field at all.
    const second = (await requestAppointment(visitor, practice, { startsAt: slots[1], email: 'other@example.com', phone: '2125550199' })).data.requestAppointment;
    expect((await pro.gql(DECLINE_WITH_REASON, { id: second.appointmentId, reason: '   ' })).data.declineAppointment.result).toBe('success');
    const plain = (await pro.gql(HISTORY, { id: second.appointmentId })).data.appointmentHistory.filter(notEmail);
    expect(plain[1].data).toEqual({ appointmentId: second.appointmentId });
  });

  it('the pro cancels with a note; it cannot be cancelled twice', async () => {
    const { client: pro, practice } = await signUpPro(server);
    const visitor = await newClient(server);
    const { appointmentId } = (await requestAppointment(visitor, practice)).data.requestAppointment;
    await pro.gql(ACCEPT, { id: appointmentId });
    const cancelled = (await pro.gql(CANCEL, { id: appointmentId, note: 'Sick today' })).data.cancelAppointment;
    expect(cancelled).toEqual({ result: 'success', errors: [], cancelledAppointmentIds: [appointmentId] });
    const twice = (await pro.gql(CANCEL, { id: appointmentId })).data.cancelAppointment;
    expect(twice.errors).toEqual(['This appointment is already cancelled.']);
    const history = (await pro.gql(HISTORY, { id: appointmentId })).data.appointmentHistory.filter(notEmail);
    expect(history.at(-1)).toMatchObject({ type: 'AppointmentCancelled', data: { cancelledBy: 'pro', practitionerNote: 'Sick today' } });
  });

  it('the client cancels by token (clientCancel and cancelAppointmentNoUser)', async () => {
    const { client: pro, practice } = await signUpPro(server);
    const visitor = await newClient(server);
    const a = (await requestAppointment(visitor, practice)).data.requestAppointment;
    const b = (await requestAppointment(visitor, practice)).data.requestAppointment;
    expect((await visitor.gql(CLIENT_CANCEL, { id: a.appointmentId, token: a.instantActionToken })).data.clientCancel.result).toBe('success');
    expect((await visitor.gql(CANCEL_NO_USER, { id: b.appointmentId, token: b.instantActionToken })).data.cancelAppointmentNoUser.result).toBe('success');
    const page = (await visitor.gql(TOKEN_APPOINTMENT, { token: a.instantActionToken })).data.tokenAppointment;
    expect(page).toMatchObject({ state: 'cancelled', canCancel: false });
    const again = (await visitor.gql(CLIENT_CANCEL, { id: a.appointmentId, token: a.instantActionToken })).data.clientCancel;
    expect(again.errors).toEqual(['This appointment is already cancelled.']);
    const history = (await pro.gql(HISTORY, { id: a.appointmentId })).data.appointmentHistory.filter(notEmail);
    expect(history.at(-1)).toMatchObject({ type: 'AppointmentCancelled', actor: { kind: 'client' }, data: { cancelledBy: 'client' } });
  });

  it('past appointments cannot be cancelled, with the spec sentence', async () => {
    const clock = new AdjustableClock();
    const timeTravel = await startTestServer({ clock });
    try {
      const { client: pro, practice } = await signUpPro(timeTravel);
      const visitor = await newClient(timeTravel);
      const a = (await requestAppointment(visitor, practice)).data.requestAppointment;
      expect(a.result).toBe('success');
      clock.advance(8 * 86_400_000);
      const sentence = "The appointment start time has past so this appointment can't be cancelled or rescheduled.";
      expect((await visitor.gql(CLIENT_CANCEL, { id: a.appointmentId, token: a.instantActionToken })).data.clientCancel.errors).toEqual([sentence]);
      expect((await pro.gql(CANCEL, { id: a.appointmentId })).data.cancelAppointment.errors).toEqual([sentence]);
      const page = (await visitor.gql(TOKEN_APPOINTMENT, { token: a.instantActionToken })).data.tokenAppointment;
      expect(page).toMatchObject({ past: true, canCancel: false, state: 'pending' });
    } finally {
      await timeTravel.close();
    }
  });

  it('auto-accepting practices approve at once', async () => {
    const { practice } = await signUpPro(server);
    const { ChangePracticeCommand } = await import('../../apps/api/src/practice/commands/change-practice/change-practice.command.js');
    const { CommandBus } = await import('@nestjs/cqrs');
    const { newCommandContext } = await import('#app/es');
    await server.app.get(CommandBus).execute(
      new ChangePracticeCommand(practice.id, { type: 'UpdateBookingSettings', data: { instantClientApproval: true } }, newCommandContext({ kind: 'system', id: 'test' })),
    );
    const visitor = await newClient(server);
    const a = (await requestAppointment(visitor, practice)).data.requestAppointment;
    expect(a).toMatchObject({ result: 'success', state: 'approved' });
  });
});
