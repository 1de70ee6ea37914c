// A client without a password (ARCHITECTURE "Clients without passwords"; spec 000 §2.1, §4):
// the sign-in link's lifecycle, and Your Bookings across two practices: each tab's rule, the
// transaction, cancelling, and nobody else seeing any of it.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import {
  CANCEL_CLIENT_BOOKING,
  CLIENT_BOOKINGS,
  CLIENT_USER,
  lastSignInToken,
  REQUEST_SIGN_IN_LINK,
  SIGN_IN_CLIENT,
  SIGN_OUT_CLIENT,
  signInClient,
  TRANSACTION_CARD,
  USER_APPOINTMENT,
} from '../support/client-sign-in.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, DECLINE, TOKEN_APPOINTMENT } from '../support/operations.js';
import { saveCard, takeCards } from '../support/payment-operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer, type TestPractice } from '../support/test-server.js';

const clock = new AdjustableClock();
let server: RunningServer;
let proA: TestClient;
let proB: TestClient;
let practiceA: TestPractice;
let practiceB: TestPractice;

const MINUTE = 60_000;
const ANA = 'ana.client@example.com';

/** Each address books as its own person (a client record is matched by e-mail or phone). */
const PEOPLE: Record<string, { firstName: string; phone: string }> = {
  [ANA]: { firstName: 'Ana', phone: '(212) 555-0142' },
  'bob.other@example.com': { firstName: 'Bob', phone: '(212) 555-0143' },
  'carla.client@example.com': { firstName: 'Carla', phone: '(212) 555-0144' },
  'dana.client@example.com': { firstName: 'Dana', phone: '(212) 555-0145' },
};

const book = async (practice: TestPractice, slot: number, email = ANA) => {
  const visitor = await newClient(server);
  const startsAt = (await freeSlots(visitor, practice))[slot];
  const res = (await requestAppointment(visitor, practice, { startsAt, email, lastName: 'Ortiz', ...PEOPLE[email] })).data.requestAppointment;
  expect(res.errors).toEqual([]);
  return { id: res.appointmentId as string, token: res.instantActionToken as string, visitor, startsAt: startsAt as string };
};

const tabs = async (client: TestClient) => {
  const res = await client.gql(CLIENT_BOOKINGS);
  expect(res.errors).toBeUndefined();
  return res.data.clientBookings;
};
const ids = (list: Array<{ id: string }>) => list.map((b) => b.id).sort();

beforeAll(async () => {
  server = await startTestServer({ clock });
  ({ client: proA, practice: practiceA } = await signUpPro(server, 'Willow Acupuncture'));
  ({ client: proB, practice: practiceB } = await signUpPro(server, 'Harbor Massage'));
});

afterAll(async () => {
  await server?.close();
});

describe('the sign-in link', () => {
  it('answers the same for a known and an unknown address, and refuses a malformed one', async () => {
    const visitor = await newClient(server);
    for (const email of [ANA, 'nobody-booked@example.com']) {
      expect((await visitor.gql(REQUEST_SIGN_IN_LINK, { email })).data.requestClientSignInLink).toEqual({ result: 'success', errors: [] });
    }
    expect((await visitor.gql(REQUEST_SIGN_IN_LINK, { email: 'not-an-address' })).data.requestClientSignInLink).toEqual({ result: null, errors: ['Please enter a valid email address.'] });
  });

  it('signs in once: the same link again is refused; an unknown or forged token too', async () => {
    const first = await newClient(server);
    await first.gql(REQUEST_SIGN_IN_LINK, { email: 'once@example.com' });
    const token = lastSignInToken(server, 'once@example.com');
    const signedIn = (await first.gql(SIGN_IN_CLIENT, { token })).data.signInClient;
    expect(signedIn).toMatchObject({ result: 'success', clientUser: { email: 'once@example.com' } });
    expect((await first.gql(CLIENT_USER)).data.clientUser.email).toBe('once@example.com');

    const second = await newClient(server);
    const reused = (await second.gql(SIGN_IN_CLIENT, { token })).data.signInClient;
    expect(reused).toEqual({ result: null, errors: ['This sign-in link has expired or was already used. Please ask for a new one.'], clientUser: null });
    expect((await second.gql(CLIENT_USER)).data.clientUser).toBeNull();
    const forged = `${token.split('.')[0]}.${'x'.repeat(43)}`;
    for (const bad of [forged, 'nonsense', '']) expect((await second.gql(SIGN_IN_CLIENT, { token: bad })).data.signInClient.result).toBeNull();
  });

  it('expires after 30 minutes', async () => {
    const visitor = await newClient(server);
    await visitor.gql(REQUEST_SIGN_IN_LINK, { email: 'late@example.com' });
    const token = lastSignInToken(server, 'late@example.com');
    clock.advance(31 * MINUTE);
    expect((await visitor.gql(SIGN_IN_CLIENT, { token })).data.signInClient.errors).toEqual(['This sign-in link has expired or was already used. Please ask for a new one.']);
  });

  it('gives an address at most five links an hour', async () => {
    const visitor = await newClient(server);
    for (let i = 0; i < 5; i++) expect((await visitor.gql(REQUEST_SIGN_IN_LINK, { email: 'eager@example.com' })).data.requestClientSignInLink.result).toBe('success');
    expect((await visitor.gql(REQUEST_SIGN_IN_LINK, { email: 'EAGER@example.com' })).data.requestClientSignInLink.errors).toEqual([
      'Too many sign-in links were requested for this address. Please try again in an hour.',
    ]);
  });

  it('signs out', async () => {
    const client = await signInClient(server, 'leaving@example.com');
    expect((await client.gql(SIGN_OUT_CLIENT)).data.signOutClient.result).toBe('success');
    expect((await client.gql(CLIENT_USER)).data.clientUser).toBeNull();
    expect((await client.gql(CLIENT_BOOKINGS)).errors?.[0]).toMatchObject({ message: 'Please sign in to see your bookings.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('Your Bookings across two practices', () => {
  it('shows the signed-in client their bookings with both practices, each tab by its rule, and the transaction', async () => {
    await takeCards(proA, practiceA);
    const confirmed = await book(practiceA, 0);
    expect((await proA.gql(ACCEPT, { id: confirmed.id })).data.acceptAppointment.errors).toEqual([]);
    expect((await saveCard(server.url, confirmed)).status).toBe(200);
    const pending = await book(practiceB, 1);
    const declined = await book(practiceB, 2);
    expect((await proB.gql(DECLINE, { id: declined.id })).data.declineAppointment.errors).toEqual([]);
    const someoneElse = await book(practiceA, 3, 'bob.other@example.com');

    const ana = await signInClient(server, 'Ana.Client@Example.com');
    const before = await tabs(ana);
    expect(ids(before.upcomingAppointments)).toEqual(ids([confirmed, pending, declined]));
    const byId = Object.fromEntries(before.upcomingAppointments.map((b: { id: string }) => [b.id, b]));
    expect(byId[confirmed.id]).toMatchObject({ state: 'approved', amountCents: 9_000, practice: { name: 'Willow Acupuncture', url: `/${practiceA.shortLink}` }, instantActionToken: confirmed.token, feeCents: 0, platformFeeCents: 0 });
    expect(byId[pending.id]).toMatchObject({ state: 'pending', practice: { name: 'Harbor Massage' }, transaction: null });
    expect(byId[declined.id].state).toBe('unavailable');
    expect(byId[confirmed.id].transaction).toMatchObject({ type: 'Hold', state: 1, amountCents: 9_000, stateLabel: 'PENDING', description: 'Your card will be charged the day of the appointment' });
    expect(Object.values(byId).map((b) => (b as { stateLabel: string }).stateLabel).sort()).toEqual(['CONFIRMED', 'PENDING', 'UNAVAILABLE']);
    expect(before.transactions.map((b: { id: string }) => b.id)).toEqual([confirmed.id]);
    expect(before.pastAppointments).toEqual([]);
    expect(before.expiredAppointments).toEqual([]);
    expect(ids(before.upcomingAppointments)).not.toContain(someoneElse.id);

    const serviceId = byId[confirmed.id].serviceId;
    expect((await ana.gql(TRANSACTION_CARD, { p: practiceA.id, s: serviceId })).data.transactionCard).toMatchObject({ type: 'Hold', state: 1 });
    expect((await ana.gql(USER_APPOINTMENT, { id: pending.id })).data.userAppointment).toMatchObject({ id: pending.id, practice: { name: 'Harbor Massage' } });

    // Another signed-in client, a visitor and the pros get nothing of Ana's.
    const bob = await signInClient(server, 'bob.other@example.com');
    expect(ids((await tabs(bob)).upcomingAppointments)).toEqual([someoneElse.id]);
    expect((await bob.gql(USER_APPOINTMENT, { id: pending.id })).data.userAppointment).toBeNull();
    expect((await bob.gql(TRANSACTION_CARD, { p: practiceA.id, s: serviceId })).data.transactionCard).toBeNull();
    expect((await bob.gql(CANCEL_CLIENT_BOOKING, { id: pending.id })).data.cancelClientBooking).toEqual({ result: null, errors: ['Booking not found'] });
    const visitor = await newClient(server);
    expect((await visitor.gql(CLIENT_BOOKINGS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await proA.gql(CLIENT_BOOKINGS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(CANCEL_CLIENT_BOOKING, { id: pending.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // Cancelling: a pending request is cancelled; an unavailable one leaves the list (the
    // appointment stays declined); a confirmed one cannot be cancelled here.
    expect((await ana.gql(CANCEL_CLIENT_BOOKING, { id: pending.id })).data.cancelClientBooking).toEqual({ result: 'success', errors: [] });
    expect((await pending.visitor.gql(TOKEN_APPOINTMENT, { token: pending.token })).data.tokenAppointment.state).toBe('cancelled');
    expect((await ana.gql(CANCEL_CLIENT_BOOKING, { id: declined.id })).data.cancelClientBooking.result).toBe('success');
    expect((await declined.visitor.gql(TOKEN_APPOINTMENT, { token: declined.token })).data.tokenAppointment.state).toBe('unavailable');
    expect((await ana.gql(CANCEL_CLIENT_BOOKING, { id: confirmed.id })).data.cancelClientBooking.errors).toEqual(['Only pending or unavailable bookings can be cancelled here.']);
    expect(ids((await tabs(ana)).upcomingAppointments)).toEqual([confirmed.id]);
  });

  it('moves a confirmed booking to Past and an unanswered request to Expired once their start passes', async () => {
    const carla = 'carla.client@example.com';
    const confirmed = await book(practiceA, 4, carla);
    await proA.gql(ACCEPT, { id: confirmed.id });
    const unanswered = await book(practiceB, 5, carla);
    const client = await signInClient(server, carla);
    expect(ids((await tabs(client)).upcomingAppointments)).toEqual(ids([confirmed, unanswered]));

    const latest = Math.max(Date.parse(confirmed.startsAt), Date.parse(unanswered.startsAt));
    clock.advance(latest - clock.now().getTime() + MINUTE);
    const after = await tabs(client);
    expect(after.upcomingAppointments).toEqual([]);
    expect(after.pastAppointments).toEqual([{ id: confirmed.id, state: 'approved' }]);
    expect(after.expiredAppointments).toEqual([{ id: unanswered.id, state: 'pending' }]);
  });
});

describe("a sign-in link from an appointment's page", () => {
  const FOR_APPOINTMENT = `mutation($t: String!) { requestClientSignInLinkForAppointment(instantActionToken: $t) { result errors sentTo } }`;

  it("e-mails the appointment's client, shows the address masked, and signs them in to their bookings", async () => {
    const booked = await book(practiceB, 6, 'dana.client@example.com');
    const visitor = await newClient(server);
    expect((await visitor.gql(FOR_APPOINTMENT, { t: booked.token })).data.requestClientSignInLinkForAppointment).toEqual({ result: 'success', errors: [], sentTo: 'd•••@example.com' });
    expect((await visitor.gql(SIGN_IN_CLIENT, { token: lastSignInToken(server, 'dana.client@example.com') })).data.signInClient.result).toBe('success');
    expect(ids((await tabs(visitor)).upcomingAppointments)).toContain(booked.id);
  });

  it('refuses an unknown token', async () => {
    const visitor = await newClient(server);
    expect((await visitor.gql(FOR_APPOINTMENT, { t: 'no-such-token-0000000' })).data.requestClientSignInLinkForAppointment).toEqual({ result: null, errors: ['Appointment not found'], sentTo: null });
  });
});
