// HTTP hardening (issue 20 item 5) through the real server: security headers on every kind of
// answer, logIn and signUp limited per account and per address, X-Forwarded-For and
// X-Forwarded-Proto believed only from a trusted proxy, Secure cookies behind HTTPS, and expired
// sessions swept. Two servers: one behind a trusted proxy (loopback, so each test can play
// clients at several addresses) and one reached directly (nothing forwarded is believed).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { ClientSessions } from '../../apps/api/src/access/client-sessions.js';
import { ExpiredSessionsSweep } from '../../apps/api/src/access/expired-sessions.job.js';
import { SESSION_TTL_MS, Sessions } from '../../apps/api/src/access/sessions.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';
import { CURRENT_USER, LOG_IN, SIGN_UP } from '../support/operations.js';

const MINUTE = 60_000;
const CSRF = 'http-hardening-csrf-token-0123456789';
const PASSWORD = 'correct horse battery';
const TOO_MANY_LOG_INS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

const webDist = mkdtempSync(join(tmpdir(), 'hardening-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Bookings</title><div id="root"></div>');

const clock = new AdjustableClock();
const directClock = new AdjustableClock();
let behindProxy: RunningServer;
let direct: RunningServer;
beforeAll(async () => {
  behindProxy = await startTestServer({
    webDist,
    clock,
    trustProxy: ['loopback'],
    signInLimits: {
      logInFailuresPerAccount: { max: 3, windowMs: 15 * MINUTE },
      logInFailuresPerAddress: { max: 5, windowMs: 15 * MINUTE },
      signUpsPerAddress: { max: 2, windowMs: 60 * MINUTE },
    },
  });
  direct = await startTestServer({ clock: directClock, signInLimits: { logInFailuresPerAddress: { max: 3, windowMs: 15 * MINUTE } } });
});
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A GraphQL call as a page of ours sends it, from `from` (an X-Forwarded-For address; none = the socket's). */
const call = (server: RunningServer, query: string, variables: Record<string, unknown>, { from, headers = {} }: { from?: string; headers?: Record<string, string> } = {}) => {
  let req = request(server.url).post('/graphql').set('Content-Type', 'application/json').set('Cookie', `csrf_token=${CSRF}`).set('x-csrf-token', CSRF);
  if (from) req = req.set('X-Forwarded-For', from);
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
  return req.send(JSON.stringify({ query, variables }));
};
const logIn = (server: RunningServer, email: string, password: string, from?: string) => call(server, LOG_IN, { email, password }, { from });
const signUp = (server: RunningServer, email: string, from: string) =>
  call(behindProxy, SIGN_UP, { input: { name: 'Sam Rivera', email, password: PASSWORD, practiceName: 'Limits Studio' } }, { from });

let accounts = 0;
const newEmail = () => `hardening${++accounts}-${Date.now()}@example.com`;
/** A pro signed up from an address of its own (so sign-ups never count against another test's). */
const signedUpPro = async () => {
  const email = newEmail();
  const res = await signUp(behindProxy, email, `198.51.100.${accounts}`);
  expect(res.body.data.signUp.result).toBe('success');
  return email;
};

const refusedAsTooMany = (res: request.Response, message: string) => {
  expect(res.status).toBe(429);
  expect(res.body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'TOO_MANY_REQUESTS' } })]);
};

describe('security headers', () => {
  const expectHardened = (res: request.Response) => {
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  };

  it("are on the web app's pages, on a token page (no Referer to leak its token) and on the API", async () => {
    const page = await request(behindProxy.url).get('/portal/').set('Accept', 'text/html');
    expect(page.text).toContain('<div id="root">');
    expectHardened(page);
    const tokenPage = await request(behindProxy.url).get('/m/c/aBcDeFgHiJkLmNoPqRsTuVwXyZ012345').set('Accept', 'text/html');
    expect(tokenPage.text).toContain('<div id="root">');
    expectHardened(tokenPage);
    const api = await call(behindProxy, CURRENT_USER, {});
    expect(api.body.data).toEqual({ currentUser: null });
    expectHardened(api);
    expectHardened(await request(direct.url).get('/graphql/csrf'));
  });
});

describe('logIn limits', () => {
  it("refuses an account after 3 failures from anywhere, even with the right password, and lets it in again once the window closes", async () => {
    const email = await signedUpPro();
    for (const from of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await logIn(behindProxy, email, 'wrong password', from)).body.data.logIn).toMatchObject({ result: null, errors: ['Invalid email or password.'] });
    }
    refusedAsTooMany(await logIn(behindProxy, email, PASSWORD, '203.0.113.4'), TOO_MANY_LOG_INS);
    refusedAsTooMany(await logIn(behindProxy, email.toUpperCase(), PASSWORD, '203.0.113.4'), TOO_MANY_LOG_INS);
    // Another account at the same address is not held back by these failures.
    const other = await signedUpPro();
    expect((await logIn(behindProxy, other, PASSWORD, '203.0.113.4')).body.data.logIn.result).toBe('success');

    clock.advance(15 * MINUTE);
    try {
      expect((await logIn(behindProxy, email, PASSWORD, '203.0.113.4')).body.data.logIn.result).toBe('success');
    } finally {
      clock.advance(-15 * MINUTE);
    }
  });

  it('refuses an address after 5 failures across accounts; the same account from another address, and successes, are not counted', async () => {
    const email = await signedUpPro();
    for (let i = 0; i < 10; i++) expect((await logIn(behindProxy, email, PASSWORD, '203.0.113.20')).body.data.logIn.result).toBe('success');
    for (let i = 0; i < 5; i++) {
      expect((await logIn(behindProxy, `nobody${i}@example.com`, 'guess', '203.0.113.20')).body.data.logIn.errors).toEqual(['Invalid email or password.']);
    }
    refusedAsTooMany(await logIn(behindProxy, email, PASSWORD, '203.0.113.20'), TOO_MANY_LOG_INS);
    expect((await logIn(behindProxy, email, PASSWORD, '203.0.113.21')).body.data.logIn.result).toBe('success');
  });

  it('an X-Forwarded-For from a client that is not a trusted proxy does not change its address: its failures add up', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await logIn(direct, `nobody${i}@example.com`, 'guess', `192.0.2.${i + 1}`);
      expect(res.body.data.logIn.errors).toEqual(['Invalid email or password.']);
    }
    refusedAsTooMany(await logIn(direct, 'nobody9@example.com', 'guess', '192.0.2.99'), TOO_MANY_LOG_INS);
    // The window closes: later tests log in on this server from the same address.
    directClock.advance(15 * MINUTE);
  });
});

describe('signUp limit', () => {
  it('refuses a third sign-up from one address within the hour, with the wait; another address may sign up', async () => {
    expect((await signUp(behindProxy, newEmail(), '203.0.113.40')).body.data.signUp.result).toBe('success');
    expect((await signUp(behindProxy, 'not-an-email', '203.0.113.40')).body.data.signUp.result).toBeNull();
    const third = newEmail();
    refusedAsTooMany(await signUp(behindProxy, third, '203.0.113.40'), 'Too many sign-up attempts from your network. Please wait 60 minutes and try again.');
    // Nothing was created: the address can still be signed up from elsewhere.
    expect((await signUp(behindProxy, third, '203.0.113.41')).body.data.signUp.result).toBe('success');
  });
});

describe('Secure cookies', () => {
  const cookieNamed = (res: request.Response, name: string) => ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith(`${name}=`));

  it('are Secure when a trusted proxy says the request came over HTTPS', async () => {
    const csrf = await request(behindProxy.url).get('/graphql/csrf').set('X-Forwarded-Proto', 'https');
    expect(cookieNamed(csrf, 'csrf_token')).toMatch(/; Secure/);
    const email = await signedUpPro();
    const res = await call(behindProxy, LOG_IN, { email, password: PASSWORD }, { from: '203.0.113.60', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.body.data.logIn.result).toBe('success');
    expect(cookieNamed(res, 'session')).toMatch(/; Secure(;|$)/);
    expect(cookieNamed(res, 'session')).toMatch(/; HttpOnly(;|$)/);
  });

  it('are not Secure on plain http (localhost keeps working), nor when an untrusted client claims HTTPS', async () => {
    expect(cookieNamed(await request(behindProxy.url).get('/graphql/csrf'), 'csrf_token')).not.toMatch(/Secure/);
    expect(cookieNamed(await request(direct.url).get('/graphql/csrf').set('X-Forwarded-Proto', 'https'), 'csrf_token')).not.toMatch(/Secure/);
    const pro = await signUpPro(direct, 'Plain Http Studio');
    const visitor = await newClient(direct);
    expect((await visitor.gql(LOG_IN, { email: pro.email, password: pro.password })).data.logIn.result).toBe('success');
    expect((await visitor.gql(CURRENT_USER)).data.currentUser.email).toBe(pro.email);
  });
});

describe('expired sessions', () => {
  it('are deleted by the sweep (pro and client sessions) while live ones stay; one brought back expired is deleted when read', async () => {
    const pro = await signUpPro(direct, 'Sweep Studio');
    const accountId = (await pro.client.gql(CURRENT_USER)).data.currentUser.id;
    const documents = direct.persistence.documents;
    const sessions = new Sessions(documents);
    const actor = { kind: 'pro' as const, accountId, practiceId: pro.practice.id, name: 'Sam Rivera', email: pro.email };
    const longAgo = new Date(Date.now() - SESSION_TTL_MS - MINUTE);
    await sessions.create(actor, longAgo);
    const clientSessions = new ClientSessions(documents);
    const clientUserId = `sweep-${Date.now()}`;
    await clientSessions.create({ clientUserId, email: 'ada@example.com' }, new Date(Date.now() - 31 * 24 * 60 * MINUTE));
    await clientSessions.create({ clientUserId, email: 'ada@example.com' }, new Date());
    const ofAccount = () => documents.collection('sessions').count({ accountId });
    const ofClient = () => documents.collection('client_sessions').count({ clientUserId });
    expect([await ofAccount(), await ofClient()]).toEqual([2, 2]);

    const report = await direct.app.get(ExpiredSessionsSweep).sweep(new Date());
    expect(report.sessions).toBeGreaterThanOrEqual(1);
    expect(report.clientSessions).toBeGreaterThanOrEqual(1);
    expect([await ofAccount(), await ofClient()]).toEqual([1, 1]);
    expect((await pro.client.gql(CURRENT_USER)).data.currentUser.email).toBe(pro.email);

    const expiredToken = await sessions.create(actor, longAgo);
    expect(await ofAccount()).toBe(2);
    const res = await request(direct.url).post('/graphql').set('Content-Type', 'application/json')
      .set('Cookie', `csrf_token=${CSRF}; session=${expiredToken}`).set('x-csrf-token', CSRF).send(JSON.stringify({ query: CURRENT_USER }));
    expect(res.body.data.currentUser).toBeNull();
    expect(await ofAccount()).toBe(1);
  });
});
