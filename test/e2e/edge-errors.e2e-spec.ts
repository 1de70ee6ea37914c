// Issue 20 items 2 and 3, against one started server: text the database cannot store is a clear
// 400 wherever it comes in (GraphQL variables, literals and source; REST paths, query strings,
// bodies; cookies) and nothing is written; ids that are not ids are "not found"; every request a
// client can get wrong is a 4xx with a sentence; and a fault on our side is logged with a
// correlation id that the caller is given to quote to support.
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CommandSender } from '../../apps/api/src/infrastructure/command-sender.js';
import { CalendarConnectionsQuery, PracticesQuery } from '#projections';
import { ACCEPT, CURRENT_PRACTICE, CURRENT_USER, HISTORY, LOG_IN, SIGN_UP } from '../support/operations.js';
import { ADD_NOTE, CLIENT, CLIENTS, CREATE_CLIENT, DELETE_CLIENT, ada } from '../support/client-operations.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';

let server: RunningServer;
let pro: Awaited<ReturnType<typeof signUpPro>>;
let clientId: string;
beforeAll(async () => {
  server = await startTestServer();
  pro = await signUpPro(server, 'Edge Errors Spa');
  clientId = (await pro.client.gql(CREATE_CLIENT, { client: ada })).data.createClient.client.id;
});
afterAll(async () => server?.close());

const eventCount = async () => (await server.persistence.store.readAll({ transactionId: 0n, globalPosition: 0n }, 1_000_000)).length;
const unstorable = (where: string) => `Text cannot contain a NUL character or an invalid Unicode character (in "${where}").`;

/** A raw POST to /graphql with the CSRF cookie and header, so any body can be sent. */
const rawGraphql = async (body: string, contentType = 'application/json') => {
  const visitor = await newClient(server);
  const csrf = visitor.cookie('csrf_token')!;
  return request(server.url).post('/graphql').set('Content-Type', contentType).set('Cookie', `csrf_token=${csrf}`).set('x-csrf-token', csrf).send(body);
};

describe('text the database cannot store', () => {
  const NUL = 'a\u0000b';
  const LONE = 'a\uD800b';

  it.each([
    ['a NUL', NUL],
    ['a lone surrogate', LONE],
  ])('%s in variables: logIn e-mail, signUp name, a client note, a search box, an id -> 400 BAD_USER_INPUT naming the argument, nothing written', async (_name, bad) => {
    const before = await eventCount();
    const visitor = await newClient(server);
    const cases: Array<[typeof visitor, string, Record<string, unknown>, string]> = [
      [visitor, LOG_IN, { email: `ada${bad}@example.com`, password: 'correct horse battery' }, 'email'],
      [visitor, SIGN_UP, { input: { name: `Sam ${bad}`, email: 'edge-nul@example.com', password: 'correct horse battery', practiceName: 'Edge' } }, 'input.name'],
      [pro.client, ADD_NOTE, { text: `Prefers ${bad} pressure`, clientId }, 'text'],
      [pro.client, CLIENTS, { search: bad }, 'search'],
      [pro.client, CLIENT, { clientId: `${clientId}${bad}` }, 'clientId'],
      [pro.client, ACCEPT, { id: bad }, 'id'],
    ];
    for (const [caller, operation, variables, where] of cases) {
      const res = await caller.gql(operation, variables);
      expect([res.status, res.errors?.map((e) => [e.message, e.extensions?.code])]).toEqual([400, [[unstorable(where), 'BAD_USER_INPUT']]]);
      expect(res.data).toBeUndefined();
    }
    expect(await eventCount()).toBe(before);
    expect((await visitor.gql(CURRENT_USER)).data.currentUser).toBeNull();
  });

  it('in literals written into the document (an escaped NUL) -> the same, naming field and argument', async () => {
    const before = await eventCount();
    const visitor = await newClient(server);
    const logIn = await visitor.gql('mutation { logIn(email: "ada\\u0000@example.com", password: "x") { result } }');
    expect([logIn.status, logIn.errors?.[0].message, logIn.errors?.[0].extensions?.code]).toEqual([400, unstorable('logIn.email'), 'BAD_USER_INPUT']);
    const note = await pro.client.gql(`mutation { addNote(text: "Calm\\u0000", clientId: "${clientId}") { result } }`);
    expect([note.status, note.errors?.[0].message]).toEqual([400, unstorable('addNote.text')]);
    const search = await pro.client.gql('{ clients(search: "\\u0000") { totalCount } }');
    expect([search.status, search.errors?.[0].message]).toEqual([400, unstorable('clients.search')]);
    expect(await eventCount()).toBe(before);
  });

  it('a lone surrogate written into the document, escaped or as it is -> 400 BAD_USER_INPUT (the parser never sees it)', async () => {
    for (const name of ['Sam \\uD800', 'Sam \uD800']) {
      const res = await rawGraphql(JSON.stringify({ query: `mutation { signUp(input: { name: "${name}", email: "x@example.com", password: "correct horse battery", practiceName: "P" }) { result } }` }));
      expect([res.status, res.body.errors?.[0].message, res.body.errors?.[0].extensions?.code]).toEqual([400, unstorable('the query text'), 'BAD_USER_INPUT']);
    }
  });

  it('over REST: in the path, a query string, a JSON body and a form body -> 400 with the sentence, before any controller', async () => {
    const visitor = await newClient(server);
    const csrf = visitor.cookie('csrf_token')!;
    const feed = await request(server.url).get('/calendar-feeds/abc%00def.ics');
    expect([feed.status, feed.body.error]).toEqual([400, unstorable('path')]);
    const order = await request(server.url).get('/simulated-provider/paypal/orders/a%00b');
    expect([order.status, order.body.error]).toEqual([400, unstorable('path')]);
    const consent = await request(server.url).get('/simulated-provider/calendars/consent/abc').query({ hint: NUL });
    expect([consent.status, consent.body.error]).toEqual([400, unstorable('query.hint')]);
    const json = await request(server.url).post('/simulated-provider/stripe/tokenize').set('Content-Type', 'application/json').send(JSON.stringify({ number: '4242\u0000' }));
    expect([json.status, json.body.error]).toEqual([400, unstorable('body.number')]);
    const revoke = await pro.client.post('/simulated-provider/calendars/google/revoke', { accountId: LONE });
    expect([revoke.status, revoke.body.error]).toEqual([400, unstorable('body.accountId')]);
    const form = await request(server.url).post('/simulated-provider/calendars/consent/abc').set('Cookie', `csrf_token=${csrf}`).type('form').send('decision=allow&email=a%00b');
    expect([form.status, form.body.error]).toEqual([400, unstorable('body.email')]);
  });

  it('a session cookie holding a NUL is "logged out", not an error', async () => {
    const stranger = await newClient(server);
    stranger.setCookie('session', 'ab%00cd');
    const res = await stranger.gql(CURRENT_USER);
    expect([res.status, res.data.currentUser, res.errors]).toEqual([200, null, undefined]);
  });
});

describe('ids that are not ids are "not found"', () => {
  it.each(['not-a-uuid', 'x'.repeat(10_000), '', "' or 1=1 --", ' 00000000-0000-4000-8000-000000000000'])('%#: each resolver answers its own not-found, nothing written', async (id) => {
    const before = await eventCount();
    expect((await pro.client.gql(ACCEPT, { id })).data.acceptAppointment.errors).toEqual(['Appointment not found']);
    expect((await pro.client.gql(DELETE_CLIENT, { clientId: id })).data.deleteClient.errors).toEqual(['Client not found']);
    expect((await pro.client.gql(ADD_NOTE, { text: 'Hello', clientId: id })).data.addNote.errors).toEqual(['Client not found']);
    expect((await pro.client.gql(HISTORY, { id })).data.appointmentHistory).toEqual([]);
    const client = await pro.client.gql(CLIENT, { clientId: id });
    expect(client.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Client not found', 'NOT_FOUND']]);
    expect(await eventCount()).toBe(before);
  });
});

describe('client errors are 4xx with a sentence', () => {
  const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;
  const cases: Array<[string, () => Promise<request.Response>, number, string | RegExp]> = [
    ['a subscription', () => rawGraphql(JSON.stringify({ query: 'subscription { anything }' })), 400, 'Subscriptions are not supported by this server.'],
    ['a mutation over GET', () => request(server.url).get('/graphql').query({ query: 'mutation { logOut { result } }' }).set('apollo-require-preflight', 'true'), 405, 'GET requests only support query operations, not mutation operations'],
    ['a body that is not JSON', () => rawGraphql('{"query": '), 400, 'The request body is not valid JSON.'],
    ['a body that is JSON but not an object', () => rawGraphql('"{ currentUser { id } }"'), 400, 'The request body must be a JSON object.'],
    ['an empty query', () => rawGraphql(JSON.stringify({ query: '' })), 400, 'GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.'],
    ['an unknown operationName', () => rawGraphql(JSON.stringify({ query: 'query A { __typename }', operationName: 'B' })), 400, 'Unknown operation named "B".'],
    ['a batch of operations', () => rawGraphql(JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }])), 400, 'Operation batching disabled.'],
    ['a query nested very deep', () => rawGraphql(JSON.stringify({ query: `{ currentPractice ${'{ id '.repeat(5_000)}${'}'.repeat(5_001)}` })), 400, /^This query is nested too deeply: at most 20 levels/],
    ['too many aliases', () => rawGraphql(JSON.stringify({ query: aliased(500) })), 400, 'This query renames too many fields (aliases): at most 100.'],
    ['a huge document', () => rawGraphql(JSON.stringify({ query: `{ ${'currentUser { id } '.repeat(10_000)} }` })), 400, /^This query is too long: at most 20,000/],
    ['an unknown content type', () => rawGraphql('<query/>', 'application/xml'), 400, 'POST body missing, invalid Content-Type, or JSON object has no keys.'],
    ['a charset other than UTF-8', () => rawGraphql(JSON.stringify({ query: '{ __typename }' }), 'application/json; charset=latin1'), 415, 'The request body must be encoded as UTF-8.'],
  ];
  it.each(cases)('%s', async (_name, send, status, message) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body.errors?.[0].message).toMatch(typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message);
    expect(res.body.errors?.[0].extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });

  it('a REST body that is not JSON -> 400 with the sentence', async () => {
    const broken = await request(server.url).post('/simulated-provider/stripe/tokenize').set('Content-Type', 'application/json').send('{"number": ');
    expect([broken.status, broken.body.error]).toEqual([400, 'The request body is not valid JSON.']);
  });
});

describe('a fault on our side', () => {
  let logged: jest.Spied<Logger['error']>;
  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const loggedWith = (correlationId: string) => logged.mock.calls.filter((call) => String(call[0]).includes(correlationId));
  const referenceOf = (message: string) => /quote reference ([0-9a-f-]{36})\.$/.exec(message)?.[1] ?? 'none';

  it('in a query: the answer quotes a reference, extensions carry it, and the log line has it with the error', async () => {
    jest.spyOn(server.app.get(PracticesQuery), 'byId').mockRejectedValue(new Error('read model unavailable (test)'));
    const res = await pro.client.gql(CURRENT_PRACTICE);
    const [error] = res.errors ?? [];
    const correlationId = String((error?.extensions as { correlationId?: string } | undefined)?.correlationId);
    expect(error?.message).toBe(`Something went wrong on our side. Please contact support and quote reference ${correlationId}.`);
    expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(correlationId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(loggedWith(correlationId)).toHaveLength(1);
    expect(String(loggedWith(correlationId)[0][0])).toContain('read model unavailable (test)');
    expect(String(loggedWith(correlationId)[0][1])).toContain('Error: read model unavailable (test)'); // the stack
  });

  it("in a mutation's payload: the payload's error quotes the reference the log line has", async () => {
    jest.spyOn(server.app.get(CommandSender), 'send').mockRejectedValue(new Error('event store unavailable (test)'));
    const res = await pro.client.gql(ADD_NOTE, { text: 'Hello', clientId });
    const [message] = res.data.addNote.errors;
    expect(message).toMatch(/^Something went wrong on our side\. Please contact support and quote reference [0-9a-f-]{36}\.$/);
    expect(String(loggedWith(referenceOf(message))[0]?.[0])).toContain('event store unavailable (test)');
  });

  it('in a REST controller: 500 with { message, correlationId } and the log line has the id', async () => {
    jest.spyOn(server.app.get(CalendarConnectionsQuery), 'bySubscriptionToken').mockRejectedValue(new Error('feed lookup failed (test)'));
    const res = await request(server.url).get('/calendar-feeds/abcdefghijklmnop.ics');
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ message: `Something went wrong on our side. Please contact support and quote reference ${res.body.correlationId}.` });
    expect(String(loggedWith(res.body.correlationId)[0]?.[0])).toContain('feed lookup failed (test)');
  });
});
