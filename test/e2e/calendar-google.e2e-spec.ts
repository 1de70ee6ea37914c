// Calendar accounts (Google, Microsoft) through the real API and the embedded provider: the pro
// starts a connection, answers the simulator's consent page (plain HTML served by the API), comes
// back with a code, and the account's calendars ('Work', 'Personal') are listed; their busy times
// show read-only and block online booking; a calendar turns off; one can be the write calendar;
// a revoked grant errors the connection at the next refresh until the pro reconnects; a
// disconnect forgets it. Other practices and visitors get nothing.
import { DateTime } from 'luxon';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CalendarFeedsRefresh } from '../../apps/api/src/calendar/calendar-feeds-refresh.job.js';
import type { TestClient } from '../support/graphql-client.js';
import { freeSlots, newClient, signUpPro, startTestServer } from '../support/test-server.js';

const INTEGRATIONS = `query { calendarIntegrations { conflictChecking writeCalendar { calendarId calendarName providerName profileName }
  connections { id providerName profileName profileId feedUrl errored lastRefreshedAt lastFailedAt calendars { id calendarId calendarName active } } } }`;
const START = `mutation Start($provider: String!) { startCalendarConnection(provider: $provider) { result errors url } }`;
const CONNECT = `mutation Connect($provider: String!, $code: String!, $state: String!) {
  connectCalendarAccount(provider: $provider, code: $code, state: $state) { result errors connection { id providerName profileName calendars { id calendarName active } } } }`;
const UPDATE_CALENDARS = `mutation UpdateCalendars($calendars: [CalendarActiveInput!]!) { updateCronofyCalendars(calendars: $calendars) { result errors } }`;
const WRITE_CALENDAR = `mutation WriteCalendar($id: String) { updateCronofyClient(writeCalendarId: $id) { result errors } }`;
const REMOVE = `mutation Remove($profileId: ID!) { removeCronofyProfile(profileId: $profileId) { result errors } }`;
const EXTERNAL = `query External($from: DateTime!, $to: DateTime!) { externalCalendarEvents(from: $from, to: $to) { id title startsAt endsAt calendarId calendarName } }`;
const CAL_EVENTS = `query Events($from: DateTime!, $to: DateTime!) { calendarEvents(from: $from, to: $to) { id title editable classNames extendedProps } }`;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The pro's trip through the simulator's consent page; the query the provider sends them back with. */
const consent = async (pro: TestClient, provider: string, decision: 'allow' | 'deny', email: string): Promise<URLSearchParams> => {
  const started = (await pro.gql(START, { provider })).data.startCalendarConnection;
  expect(started).toMatchObject({ result: 'success', url: expect.stringMatching(/^\/simulated-provider\/calendars\/consent\//) });
  const page = await fetch(`${server.url}${started.url}`, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Provider simulator.');
  expect(html).toContain(provider === 'google' ? 'Connect Google Calendar' : 'Connect Outlook / Microsoft 365');
  const answer = await fetch(`${server.url}${started.url}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ decision, email }) });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location')!, server.url);
  expect(back.pathname).toBe('/portal/settings/calendar');
  expect(back.searchParams.get('provider')).toBe(provider);
  return back.searchParams;
};

const connect = async (pro: TestClient, provider: string, email: string) => {
  const back = await consent(pro, provider, 'allow', email);
  return (await pro.gql(CONNECT, { provider, code: back.get('code'), state: back.get('state') })).data.connectCalendarAccount;
};

const overlaps = (slot: string, busy: Array<{ startsAt: string; endsAt: string }>) =>
  busy.some((b) => new Date(b.startsAt).getTime() < new Date(slot).getTime() + 30 * 60_000 && new Date(b.endsAt).getTime() > new Date(slot).getTime());

describe('calendar accounts (Google, Microsoft) through the simulator', () => {
  it('connect, list the calendars, block booking, turn one off, choose the write calendar, error, reconnect and disconnect', async () => {
    const { client: pro, practice, email } = await signUpPro(server, 'Google Studio');
    const visitor = await newClient(server);
    const range = { from: DateTime.now().toISO()!, to: DateTime.now().plus({ days: 28 }).toISO()! };
    const days = { from: DateTime.now().toISODate()!, to: DateTime.now().plus({ days: 27 }).toISODate()! };
    const before = await freeSlots(visitor, practice, days);

    const connected = await connect(pro, 'google', email);
    expect(connected).toMatchObject({
      result: 'success', errors: [],
      connection: { providerName: 'google', profileName: email, calendars: [{ calendarName: 'Work', active: true }, { calendarName: 'Personal', active: true }] },
    });
    const profileId: string = connected.connection.id;
    const [work, personal] = connected.connection.calendars.map((c: { id: string }) => c.id);
    expect(work).toBe(`${profileId}:work`);
    const page = (await pro.gql(INTEGRATIONS)).data.calendarIntegrations;
    expect(page.connections).toEqual([expect.objectContaining({ profileId, providerName: 'google', feedUrl: null, errored: false, lastFailedAt: null })]);

    // The busy times show read-only, and no offered slot overlaps them any more (some did before).
    const busy = (await pro.gql(EXTERNAL, range)).data.externalCalendarEvents;
    expect(busy.length).toBeGreaterThan(2);
    expect(new Set(busy.map((b: { calendarName: string }) => b.calendarName))).toEqual(new Set(['Work', 'Personal']));
    const entries = (await pro.gql(CAL_EVENTS, range)).data.calendarEvents.filter((e: { classNames: string[] }) => e.classNames.includes('external-event'));
    expect(entries).toHaveLength(busy.length);
    expect(entries.every((e: { editable: boolean; extendedProps: { kind: string } }) => !e.editable && e.extendedProps.kind === 'calendar')).toBe(true);
    expect(before.filter((s) => overlaps(s, busy)).length).toBeGreaterThan(0);
    const after = await freeSlots(visitor, practice, days);
    expect(after.filter((s) => overlaps(s, busy))).toEqual([]);

    // 'Work' off: its events no longer show or block; the same account again is refused.
    expect((await pro.gql(UPDATE_CALENDARS, { calendars: [{ id: work, active: false }] })).data.updateCronofyCalendars).toEqual({ result: 'success', errors: [] });
    const onlyPersonal = (await pro.gql(EXTERNAL, range)).data.externalCalendarEvents;
    expect(onlyPersonal.length).toBeGreaterThan(0);
    expect(onlyPersonal.every((b: { calendarId: string }) => b.calendarId === personal)).toBe(true);
    const workBusy = busy.filter((b: { calendarId: string }) => b.calendarId === work);
    expect((await freeSlots(visitor, practice, days)).filter((s) => overlaps(s, workBusy) && !overlaps(s, onlyPersonal)).length).toBeGreaterThan(0);
    expect((await connect(pro, 'google', email)).errors).toEqual(['This calendar account is already connected.']);

    // An account's calendar can be the write calendar.
    expect((await pro.gql(WRITE_CALENDAR, { id: personal })).data.updateCronofyClient).toEqual({ result: 'success', errors: [] });
    expect((await pro.gql(INTEGRATIONS)).data.calendarIntegrations.writeCalendar).toEqual({ calendarId: personal, calendarName: 'Personal', providerName: 'google', profileName: email });

    // The account's owner revokes access at the provider: the next refresh errors the connection, once.
    // Only the practice's own pro plays the owner: anyone else revokes nothing.
    const revokePath = '/simulated-provider/calendars/google/revoke';
    const anonymous = await newClient(server);
    expect(await anonymous.post(revokePath, { accountId: email })).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    expect(await pro.post(revokePath, { accountId: email }, { csrf: false })).toMatchObject({ status: 403 });
    expect((await (await signUpPro(server, 'Other Studio')).client.post(revokePath, { accountId: email })).body).toEqual({ revoked: 0 });
    expect((await pro.gql(INTEGRATIONS)).data.calendarIntegrations.connections[0]).toMatchObject({ errored: false });
    expect(await pro.post(revokePath, { accountId: email })).toEqual({ status: 200, body: { revoked: 1 } });
    const job = server.app.get(CalendarFeedsRefresh);
    expect(await job.refreshAll(new Date())).toMatchObject({ errors: 0 });
    const errored = (await pro.gql(INTEGRATIONS)).data.calendarIntegrations.connections[0];
    expect(errored).toMatchObject({ profileId, errored: true, lastFailedAt: expect.any(String) });
    // Its last known busy times still count.
    expect((await pro.gql(EXTERNAL, range)).data.externalCalendarEvents).toHaveLength(onlyPersonal.length);

    // Connecting the same account again reconnects it, keeping its calendars and choices.
    const again = await connect(pro, 'google', email);
    expect(again).toMatchObject({ result: 'success', connection: { id: profileId } });
    const reconnected = (await pro.gql(INTEGRATIONS)).data.calendarIntegrations;
    expect(reconnected.connections).toEqual([expect.objectContaining({ profileId, errored: false, lastFailedAt: null, calendars: [expect.objectContaining({ id: work, active: false }), expect.objectContaining({ id: personal, active: true })] })]);
    expect(reconnected.writeCalendar).toMatchObject({ calendarId: personal });

    // A disconnect forgets the account, its busy times and the write calendar.
    expect((await pro.gql(REMOVE, { profileId })).data.removeCronofyProfile).toEqual({ result: 'success', errors: [] });
    const gone = (await pro.gql(INTEGRATIONS)).data.calendarIntegrations;
    expect(gone).toMatchObject({ connections: [], writeCalendar: null });
    expect((await pro.gql(EXTERNAL, range)).data.externalCalendarEvents).toEqual([]);
    expect((await freeSlots(visitor, practice, days)).filter((s) => overlaps(s, busy)).length).toBeGreaterThan(0);
  });

  it('connects a Microsoft account; a denial connects nothing; a code is used once', async () => {
    const { client: pro, email } = await signUpPro(server, 'Outlook Studio');
    const denied = await consent(pro, 'live_connect', 'deny', email);
    expect(denied.get('error')).toBe('access_denied');
    expect((await pro.gql(CONNECT, { provider: 'live_connect', code: '', state: denied.get('state') })).data.connectCalendarAccount.errors)
      .toEqual(['Nothing was connected: access to your calendar was not granted.']);

    const back = await consent(pro, 'live_connect', 'allow', 'sam@outlook.example');
    const first = (await pro.gql(CONNECT, { provider: 'live_connect', code: back.get('code'), state: back.get('state') })).data.connectCalendarAccount;
    expect(first).toMatchObject({ result: 'success', connection: { providerName: 'live_connect', profileName: 'sam@outlook.example' } });
    expect((await pro.gql(CONNECT, { provider: 'live_connect', code: back.get('code'), state: back.get('state') })).data.connectCalendarAccount.errors)
      .toEqual(['This calendar connection is not valid for your practice. Please connect again.']);
    expect((await pro.gql(START, { provider: 'apple' })).data.startCalendarConnection).toMatchObject({ result: null, url: null });
  });

  it("another practice's ids and codes get nothing; visitors are refused", async () => {
    const { client: owner, email } = await signUpPro(server, 'Owner Studio');
    const connected = await connect(owner, 'google', email);
    const profileId: string = connected.connection.id;
    const work: string = connected.connection.calendars[0].id;
    const range = { from: DateTime.now().toISO()!, to: DateTime.now().plus({ days: 28 }).toISO()! };

    const { client: other } = await signUpPro(server, 'Other Studio');
    expect((await other.gql(INTEGRATIONS)).data.calendarIntegrations.connections).toEqual([]);
    expect((await other.gql(EXTERNAL, range)).data.externalCalendarEvents).toEqual([]);
    expect((await other.gql(UPDATE_CALENDARS, { calendars: [{ id: work, active: false }] })).data.updateCronofyCalendars.errors).toEqual(['There was an error updating calendars']);
    expect((await other.gql(WRITE_CALENDAR, { id: work })).data.updateCronofyClient.errors).toEqual(['There was an error updating calendars']);
    expect((await other.gql(REMOVE, { profileId })).data.removeCronofyProfile.errors).toEqual(['There was an error removing your calendar.']);
    // The owner's consent answer cannot connect the account to another practice.
    const back = await consent(owner, 'google', 'allow', 'second@example.com');
    expect((await other.gql(CONNECT, { provider: 'google', code: back.get('code'), state: back.get('state') })).data.connectCalendarAccount.errors)
      .toEqual(['This calendar connection is not valid for your practice. Please connect again.']);
    expect((await other.gql(INTEGRATIONS)).data.calendarIntegrations.connections).toEqual([]);
    expect((await owner.gql(INTEGRATIONS)).data.calendarIntegrations.connections).toEqual([expect.objectContaining({ profileId, calendars: [expect.objectContaining({ active: true }), expect.objectContaining({ active: true })] })]);

    const visitor = await newClient(server);
    for (const [query, variables] of [[START, { provider: 'google' }], [CONNECT, { provider: 'google', code: back.get('code'), state: back.get('state') }], [INTEGRATIONS, {}]] as const) {
      expect((await visitor.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
