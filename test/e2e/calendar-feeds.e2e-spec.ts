// iCal feeds through the real API (spec 002 §3, §7): a pro connects a feed served by a local HTTP
// server, sees it on the settings page and its events on the calendar, the busy times block
// online booking while conflict checking is on (offered slots and direct requests), calendars toggle, the refresh job picks up
// changes, a disconnect forgets the feed; bad URLs get the spec's message; other practices and
// visitors are refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CalendarFeedsRefresh } from '../../apps/api/src/calendar/calendar-feeds-refresh.job.js';
import { parseIcalFeed } from '../../libs/integrations/src/calendars/parse-ical-feed.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';

const INTEGRATIONS = `query CalendarIntegrations { calendarIntegrations { conflictChecking writeCalendar { calendarId }
  connections { id providerName profileName profileId feedUrl lastRefreshedAt lastFailedAt calendars { id calendarId calendarName active } } } }`;
const CREATE_FEED = `mutation CreateFeed($feedUrl: String!) { createCronofyFeed(feedUrl: $feedUrl) { result errors feed { id profileName calendars { id active } } } }`;
const UPDATE_CALENDARS = `mutation UpdateCalendars($calendars: [CalendarActiveInput!]!) { updateCronofyCalendars(calendars: $calendars) { result errors } }`;
const CONFLICTS = `mutation Conflicts($enabled: Boolean!) { updateCalendarConflictChecking(enabled: $enabled) { result errors } }`;
const WRITE_CALENDAR = `mutation WriteCalendar($id: String) { updateCronofyClient(writeCalendarId: $id) { result errors } }`;
const REMOVE = `mutation Remove($profileId: ID!) { removeCronofyProfile(profileId: $profileId) { result errors } }`;
const EXTERNAL = `query External($from: DateTime!, $to: DateTime!) { externalCalendarEvents(from: $from, to: $to) { id title startsAt endsAt allDay calendarName } }`;
const CAL_EVENTS = `query Events($from: DateTime!, $to: DateTime!) { calendarEvents(from: $from, to: $to) { id title start end allDay editable classNames extendedProps } }`;

const FEED_ERROR = 'There was an error adding your feed. Likely the URL you used in not a valid iCal feed URL.';
const stamp = (at: DateTime) => at.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
const ics = (name: string, events: Array<{ uid: string; title: string; start: DateTime; minutes: number }>) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feed//EN', `X-WR-CALNAME:${name}`,
    ...events.flatMap((e) => ['BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${stamp(e.start)}`, `DTSTART:${stamp(e.start)}`, `DTEND:${stamp(e.start.plus({ minutes: e.minutes }))}`, `SUMMARY:${e.title}`, 'END:VEVENT']),
    'END:VCALENDAR', ''].join('\r\n');

let server: RunningServer;
let feeds: Server;
let base: string;
const served = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  feeds = createServer((req, res) => {
    const body = served.get(req.url ?? '');
    if (body === undefined) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': body.startsWith('BEGIN:VCALENDAR') ? 'text/calendar' : 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => feeds?.close(resolve));
  await server?.close();
});

describe('calendar feeds', () => {
  it('connect, list, block a slot, toggle, refresh and disconnect', async () => {
    const { client: pro, practice } = await signUpPro(server);
    const visitor = await newClient(server);
    const slots = await freeSlots(visitor, practice);
    const slot = DateTime.fromISO(slots[3]);
    served.set('/jane.ics', ics('Jane personal', [{ uid: 'dentist-1', title: 'Dentist', start: slot, minutes: 45 }]));

    const created = (await pro.gql(CREATE_FEED, { feedUrl: `${base}/jane.ics` })).data.createCronofyFeed;
    expect(created).toMatchObject({ result: 'success', errors: [], feed: { profileName: 'Jane personal', calendars: [{ active: true }] } });
    const profileId = created.feed.id;

    const page = (await pro.gql(INTEGRATIONS)).data.calendarIntegrations;
    expect(page).toMatchObject({
      conflictChecking: true, writeCalendar: null,
      connections: [{ id: profileId, profileId, providerName: 'ical', profileName: 'Jane personal', feedUrl: `${base}/jane.ics`, lastFailedAt: null,
        calendars: [{ id: profileId, calendarId: profileId, calendarName: 'Jane personal', active: true }] }],
    });
    expect(page.connections[0].lastRefreshedAt).toEqual(expect.any(String));

    // The calendar shows the event, read-only; availability no longer offers the slot.
    const week = { from: slot.minus({ days: 2 }).toISO()!, to: slot.plus({ days: 2 }).toISO()! };
    expect((await pro.gql(EXTERNAL, week)).data.externalCalendarEvents).toEqual([
      expect.objectContaining({ title: 'Dentist', startsAt: slot.toUTC().toISO(), endsAt: slot.plus({ minutes: 45 }).toUTC().toISO(), allDay: false, calendarName: 'Jane personal' }),
    ]);
    const entries = (await pro.gql(CAL_EVENTS, week)).data.calendarEvents;
    expect(entries).toEqual([expect.objectContaining({ title: 'Dentist', editable: false, classNames: ['external-event'], extendedProps: expect.objectContaining({ kind: 'calendar', calendarName: 'Jane personal' }) })]);
    expect(await freeSlots(visitor, practice)).not.toContain(slots[3]);
    expect(await freeSlots(visitor, practice)).toContain(slots[0]);
    // A visitor who sends that time anyway (an old page, a direct call) is refused, offered free times.
    const refused = (await requestAppointment(visitor, practice, { startsAt: slots[3] })).data.requestAppointment;
    expect(refused).toMatchObject({ result: null, errors: ['Sorry, that time was just taken. Please choose another time.'], appointmentId: null });
    expect(refused.nextAvailableTimes.length).toBeGreaterThan(0);
    expect(refused.nextAvailableTimes.map((t: string) => Date.parse(t))).not.toContain(slot.toMillis());

    // Conflict checking off: the slot is offered again (the event still shows); on: blocked again.
    expect((await pro.gql(CONFLICTS, { enabled: false })).data.updateCalendarConflictChecking).toEqual({ result: 'success', errors: [] });
    expect(await freeSlots(visitor, practice)).toContain(slots[3]);
    expect((await pro.gql(EXTERNAL, week)).data.externalCalendarEvents).toHaveLength(1);
    await pro.gql(CONFLICTS, { enabled: true });
    expect(await freeSlots(visitor, practice)).not.toContain(slots[3]);

    // The calendar turned off: neither shown nor blocking.
    expect((await pro.gql(UPDATE_CALENDARS, { calendars: [{ id: profileId, active: false }] })).data.updateCronofyCalendars).toEqual({ result: 'success', errors: [] });
    expect((await pro.gql(EXTERNAL, week)).data.externalCalendarEvents).toEqual([]);
    expect(await freeSlots(visitor, practice)).toContain(slots[3]);
    await pro.gql(UPDATE_CALENDARS, { calendars: [{ id: profileId, active: true }] });
    expect((await pro.gql(UPDATE_CALENDARS, { calendars: [{ id: 'nope', active: true }] })).data.updateCronofyCalendars).toEqual({ result: null, errors: ['There was an error updating calendars'] });

    // A feed is read-only: it cannot be the write calendar; none is accepted.
    expect((await pro.gql(WRITE_CALENDAR, { id: profileId })).data.updateCronofyClient.errors).toEqual(['An iCal feed is read-only, so it cannot be the write calendar.']);
    expect((await pro.gql(WRITE_CALENDAR, { id: '' })).data.updateCronofyClient).toEqual({ result: 'success', errors: [] });

    // The scheduled refresh (called directly; schedules are off in tests) picks up the feed's change.
    served.set('/jane.ics', ics('Jane personal', [{ uid: 'dentist-1', title: 'Dentist (moved)', start: DateTime.fromISO(slots[0]), minutes: 30 }]));
    const job = server.app.get(CalendarFeedsRefresh);
    const report = await job.refreshAll(new Date());
    expect(report).toMatchObject({ changed: 1, errors: 0 });
    expect(report.feeds).toBeGreaterThanOrEqual(1);
    expect((await job.refreshAll(new Date())).changed).toBe(0);
    const moved = await freeSlots(visitor, practice);
    expect(moved).toContain(slots[3]);
    expect(moved).not.toContain(slots[0]);

    // A feed that breaks keeps its last busy times and shows the failure.
    served.delete('/jane.ics');
    await job.refreshAll(new Date());
    expect((await pro.gql(INTEGRATIONS)).data.calendarIntegrations.connections[0].lastFailedAt).toEqual(expect.any(String));
    expect(await freeSlots(visitor, practice)).not.toContain(slots[0]);

    // The same URL twice is refused; a disconnect forgets the feed and its busy times.
    served.set('/jane.ics', ics('Jane personal', []));
    expect((await pro.gql(CREATE_FEED, { feedUrl: `${base}/jane.ics` })).data.createCronofyFeed).toMatchObject({ result: null, errors: ['This iCal feed is already connected.'] });
    expect((await pro.gql(REMOVE, { profileId })).data.removeCronofyProfile).toEqual({ result: 'success', errors: [] });
    expect((await pro.gql(INTEGRATIONS)).data.calendarIntegrations.connections).toEqual([]);
    expect(await freeSlots(visitor, practice)).toContain(slots[0]);
    expect((await pro.gql(REMOVE, { profileId })).data.removeCronofyProfile).toEqual({ result: null, errors: ['There was an error removing your calendar.'] });
  });

  it('an all-day event shows as whole days on the calendar and blocks the whole day', async () => {
    const { client: pro, practice } = await signUpPro(server, 'All Day Studio');
    const visitor = await newClient(server);
    const slots = await freeSlots(visitor, practice);
    const zone = practice.timeZone;
    // A bookable day at least two days after the first free time (not a weekend, whatever today is).
    const firstDay = DateTime.fromISO(slots[0], { zone }).startOf('day');
    const later = slots.find((s) => DateTime.fromISO(s, { zone }).startOf('day') >= firstDay.plus({ days: 2 }));
    const day = DateTime.fromISO(later!, { zone }).startOf('day');
    const date = (d: DateTime) => d.toFormat('yyyyMMdd');
    served.set('/holiday.ics', ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', 'BEGIN:VEVENT', 'UID:off-1', 'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${date(day)}`, `DTEND;VALUE=DATE:${date(day.plus({ days: 1 }))}`, 'SUMMARY:Day off', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n'));
    const onDay = (list: string[]) => list.filter((s) => DateTime.fromISO(s, { zone }).hasSame(day, 'day'));
    expect(onDay(slots).length).toBeGreaterThan(0);
    expect((await pro.gql(CREATE_FEED, { feedUrl: `${base}/holiday.ics` })).data.createCronofyFeed.result).toBe('success');
    const [entry] = (await pro.gql(CAL_EVENTS, { from: day.minus({ days: 1 }).toISO()!, to: day.plus({ days: 2 }).toISO()! })).data.calendarEvents;
    expect(entry).toMatchObject({ title: 'Day off', allDay: true, start: day.toISODate(), end: day.plus({ days: 1 }).toISODate(), editable: false });
    expect(onDay(await freeSlots(visitor, practice))).toEqual([]);
  });

  it.each([
    ['an HTML page', () => `${base}/login`],
    ['a missing page', () => `${base}/missing.ics`],
    ['a closed port', () => 'http://127.0.0.1:1/cal.ics'],
    ['not a URL', () => 'my calendar'],
    ['an empty URL', () => ''],
  ])('refuses %s with the spec message, recording nothing', async (_, url) => {
    served.set('/login', '<!doctype html><html><body>Please sign in</body></html>');
    const { client: pro } = await signUpPro(server);
    expect((await pro.gql(CREATE_FEED, { feedUrl: url() })).data.createCronofyFeed).toEqual({ result: null, errors: [FEED_ERROR], feed: null });
    expect((await pro.gql(INTEGRATIONS)).data.calendarIntegrations.connections).toEqual([]);
  });

  it("another practice cannot see or change a practice's feed; visitors are refused", async () => {
    const { client: owner } = await signUpPro(server);
    served.set('/owner.ics', ics('Owner', [{ uid: 'o1', title: 'Private', start: DateTime.now().plus({ days: 2 }).startOf('hour'), minutes: 60 }]));
    const profileId = (await owner.gql(CREATE_FEED, { feedUrl: `${base}/owner.ics` })).data.createCronofyFeed.feed.id;
    const { client: other } = await signUpPro(server, 'Other Practice');
    expect((await other.gql(INTEGRATIONS)).data.calendarIntegrations.connections).toEqual([]);
    const range = { from: DateTime.now().toISO()!, to: DateTime.now().plus({ days: 7 }).toISO()! };
    expect((await other.gql(EXTERNAL, range)).data.externalCalendarEvents).toEqual([]);
    expect((await other.gql(REMOVE, { profileId })).data.removeCronofyProfile.errors).toEqual(['There was an error removing your calendar.']);
    expect((await other.gql(UPDATE_CALENDARS, { calendars: [{ id: profileId, active: false }] })).data.updateCronofyCalendars.errors).toEqual(['There was an error updating calendars']);
    expect((await owner.gql(INTEGRATIONS)).data.calendarIntegrations.connections).toEqual([expect.objectContaining({ profileId, calendars: [expect.objectContaining({ active: true })] })]);
    expect((await owner.gql(EXTERNAL, range)).data.externalCalendarEvents).toHaveLength(1);

    const visitor = await newClient(server);
    for (const [query, variables] of [[INTEGRATIONS, {}], [CREATE_FEED, { feedUrl: `${base}/owner.ics` }], [REMOVE, { profileId }], [EXTERNAL, range]] as const) {
      const res = await visitor.gql(query, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it("the pro's private link serves their appointments as iCalendar until it is replaced or revoked (beyond the spec)", async () => {
    const { client: pro, practice } = await signUpPro(server, 'Link Studio');
    const visitor = await newClient(server);
    const [slot] = await freeSlots(visitor, practice);
    expect((await requestAppointment(visitor, practice, { startsAt: slot })).data.requestAppointment.result).toBe('success');
    const LINK = `{ calendarIntegrations { subscriptionPath } }`;
    expect((await pro.gql(LINK)).data.calendarIntegrations.subscriptionPath).toBeNull();

    expect((await pro.gql(`mutation { createAppointmentsSubscriptionLink { result errors } }`)).data.createAppointmentsSubscriptionLink).toEqual({ result: 'success', errors: [] });
    const path: string = (await pro.gql(LINK)).data.calendarIntegrations.subscriptionPath;
    expect(path).toMatch(/^\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const feed = parseIcalFeed(await res.text(), { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 60 * 86_400_000), timeZone: 'UTC' });
    expect(feed.name).toBe('Link Studio');
    expect(feed.events).toEqual([expect.objectContaining({ title: 'Request: Ada Lovelace', startsAt: DateTime.fromISO(slot).toUTC().toISO() })]);

    // Another pro does not see it; a new link retires the old one; revoking turns it off.
    const { client: other } = await signUpPro(server, 'Other Link Studio');
    expect((await other.gql(LINK)).data.calendarIntegrations.subscriptionPath).toBeNull();
    await pro.gql(`mutation { createAppointmentsSubscriptionLink { result errors } }`);
    const newPath: string = (await pro.gql(LINK)).data.calendarIntegrations.subscriptionPath;
    expect(newPath).not.toBe(path);
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    expect((await fetch(`${server.url}${newPath}`)).status).toBe(200);
    expect((await pro.gql(`mutation { revokeAppointmentsSubscriptionLink { result errors } }`)).data.revokeAppointmentsSubscriptionLink).toEqual({ result: 'success', errors: [] });
    expect((await fetch(`${server.url}${newPath}`)).status).toBe(404);
    expect((await fetch(`${server.url}/calendar-feeds/not-a-token.ics`)).status).toBe(404);
    expect((await pro.gql(`mutation { revokeAppointmentsSubscriptionLink { result errors } }`)).data.revokeAppointmentsSubscriptionLink.errors).toEqual(['There is no calendar link to turn off.']);
    expect((await visitor.gql(`mutation { createAppointmentsSubscriptionLink { result errors } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
