// Malformed and hostile input gets a clear error and changes nothing.
import { startServer, type RunningServer } from '../../apps/api/src/bootstrap.js';
import { newClient, requestAppointment, signUpPro, startTestServer, inDays } from '../support/test-server.js';
import { ACCEPT, APPOINTMENTS, CURRENT_USER, HISTORY, PENDING, REQUEST, SIGN_UP, TOKEN_APPOINTMENT } from '../support/operations.js';
import { refusalOf, refusedDateTime } from '../support/date-time-operations.js';

let server: RunningServer;
let pro: Awaited<ReturnType<typeof signUpPro>>;
beforeAll(async () => {
  server = await startTestServer();
  pro = await signUpPro(server, 'Hostile Input Spa');
});
afterAll(async () => server?.close());

const eventCount = async () => (await server.persistence.store.readAll({ transactionId: 0n, globalPosition: 0n }, 1_000_000)).length;

describe('requestAppointment', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a past date', { startsAt: inDays(-1) }, 'Please choose a start time in the future.'],
    ['an empty first name', { firstName: '   ' }, 'First name is required.'],
    ['a huge last name', { lastName: 'x'.repeat(50_000) }, 'Names can be at most 100 characters.'],
    ['a bad e-mail', { email: 'not-an-email' }, 'Invalid email'],
    ['a phone that is text', { phone: 'call me' }, 'This is not a phone number.'],
    ['a phone over 250 characters', { phone: '5'.repeat(300) }, 'This phone number is too long.'],
    ['an unknown service', { serviceId: '00000000-0000-4000-8000-000000000000' }, 'Please choose a service.'],
    ['an unknown location', { locationId: 'nope' }, 'Please choose a location.'],
    ['an unknown practice', { practiceId: '00000000-0000-4000-8000-000000000000' }, 'Practice not found'],
    ['a practice id with SQL in it', { practiceId: "'; drop table events; --" }, 'Practice not found'],
  ];
  it.each(cases)('rejects %s with a clear message and writes nothing', async (_name, overrides, message) => {
    const before = await eventCount();
    const visitor = await newClient(server);
    const res = await requestAppointment(visitor, pro.practice, overrides);
    expect(res.data.requestAppointment).toMatchObject({ result: null, errors: [message], appointmentId: null });
    expect(await eventCount()).toBe(before);
  });

  it.each([
    ['a date that is not a date', 'next tuesday'],
    ['a huge date string', '2'.repeat(100_000)],
  ])('rejects %s at the schema with the date-time sentence (never echoing it), writing nothing', async (_name, startsAt) => {
    const before = await eventCount();
    const res = await requestAppointment(await newClient(server), pro.practice, { startsAt });
    expect(refusalOf(res)).toEqual(refusedDateTime());
    expect(JSON.stringify(res.errors).length).toBeLessThan(1000);
    expect(await eventCount()).toBe(before);
  });

  it('rejects missing fields and wrong types at the schema, writing nothing', async () => {
    const before = await eventCount();
    const visitor = await newClient(server);
    const missing = await visitor.gql(REQUEST, { input: { practiceId: pro.practice.id } });
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0].message).toMatch(/of required type "String!" was not provided/);
    const wrongType = await visitor.gql(`mutation { requestAppointment(input: { practiceId: 5, serviceId: true, locationId: 1, startsAt: 3, firstName: 1, lastName: 2, email: 3, phone: 4 }) { result } }`);
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors?.length).toBeGreaterThan(0);
    expect(await eventCount()).toBe(before);
  });
});

describe('session and CSRF', () => {
  it('refuses a POST without the CSRF header, and changes nothing', async () => {
    const before = await eventCount();
    const visitor = await newClient(server);
    const res = await visitor.gql(REQUEST, { input: {} }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.errors?.[0].message).toBe('Missing or invalid CSRF token. Reload the page and try again.');
    const signUp = await visitor.gql(SIGN_UP, { input: { name: 'N', email: 'csrf@example.com', password: 'password123', practiceName: 'P' } }, { csrf: false });
    expect(signUp.status).toBe(403);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a CSRF header that does not match the cookie', async () => {
    const visitor = await newClient(server);
    const res = await visitor.gql(CURRENT_USER, {}, { csrf: 'b'.repeat(32) });
    expect(res.status).toBe(403);
    const ok = await visitor.gql(CURRENT_USER);
    expect(ok.status).toBe(200);
  });

  it('an unknown or expired session is logged out, not an error', async () => {
    const stranger = await newClient(server);
    stranger.setCookie('session', 'forged-session-token');
    expect((await stranger.gql(CURRENT_USER)).data.currentUser).toBeNull();
    expect((await stranger.gql(PENDING)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    stranger.setCookie('session', 'y'.repeat(5000));
    expect((await stranger.gql(CURRENT_USER)).data.currentUser).toBeNull();
  });
});

describe('pro calls', () => {
  it('unknown and malformed ids are not found and change nothing', async () => {
    const before = await eventCount();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', 'x'.repeat(10_000)]) {
      expect((await pro.client.gql(ACCEPT, { id })).data.acceptAppointment.errors).toEqual(['Appointment not found']);
      expect((await pro.client.gql(HISTORY, { id })).data.appointmentHistory).toEqual([]);
    }
    expect(await eventCount()).toBe(before);
  });

  it('list arguments are bounded and sanitised', async () => {
    const res = await pro.client.gql(APPOINTMENTS, { limit: 1_000_000, offset: -5, sortField: 'data; drop table', sortOrder: 'sideways', filter: { q: "%' or 1=1 --" } });
    expect(res.data.appointments).toEqual({ total: 0, items: [] });
  });

  it('sign-up validates its fields', async () => {
    const visitor = await newClient(server);
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: '', email: 'a@example.com', password: 'password123', practiceName: 'P' }, 'Name is required'],
      [{ name: 'N', email: 'nope', password: 'password123', practiceName: 'P' }, 'Invalid email'],
      [{ name: 'N', email: 'b@example.com', password: 'short', practiceName: 'P' }, 'Password must be at least 8 characters.'],
      [{ name: 'N', email: 'c@example.com', password: 'password123', practiceName: ' ' }, 'Practice name is required'],
    ];
    for (const [input, message] of cases) {
      const res = await visitor.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { result errors } }`, { input });
      expect(res.data.signUp).toEqual({ result: null, errors: [message] });
    }
  });

  it('token calls are rate limited per address', async () => {
    const limited = await startServer({ port: 0, demo: false, quiet: true, publicCallsPerMinute: 5 });
    try {
      const visitor = await newClient(limited);
      const codes: Array<string | undefined> = [];
      for (let i = 0; i < 7; i++) codes.push((await visitor.gql(TOKEN_APPOINTMENT, { token: 'z'.repeat(40) })).errors?.[0]?.message);
      expect(codes.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(codes[6]).toMatch(/Too Many Requests/);
    } finally {
      await limited.close();
    }
  });

  it('a token that does not exist returns nothing', async () => {
    const visitor = await newClient(server);
    for (const token of ['nope', 'z'.repeat(40), "' or '1'='1", 'q'.repeat(100_000)]) {
      const res = await visitor.gql(TOKEN_APPOINTMENT, { token });
      expect(res.data?.tokenAppointment ?? null).toBeNull();
    }
  });
});
