import type { CalendarConnectionsEvent } from '#app/calendar';
import { OCCURRED_AT, recorded, replay } from '../../testing/recorded-event.js';
import { calendarConnectionsProjection as projection, type CalendarConnectionsDocument } from './calendar-connections.projection.js';
import { externalEventsBetween } from './calendar-connections.query.js';

const p = 'p1';
const event = (e: CalendarConnectionsEvent) => recorded(e, { streamId: `calendarConnections-${p}` });
const dentist = { uid: 'd1', title: 'Dentist', startsAt: '2026-11-27T14:00:00.000Z', endsAt: '2026-11-27T15:30:00.000Z', allDay: false };
const holiday = { uid: 'h1', title: 'Thanksgiving', startsAt: '2026-11-26T05:00:00.000Z', endsAt: '2026-11-27T05:00:00.000Z', allDay: true };
const connected = event({ type: 'CalendarFeedConnected', data: { practiceId: p, profileId: 'f1', url: 'https://cal.example/a.ics', name: 'Jane personal' } });
const refreshed = (events = [dentist, holiday]) =>
  event({ type: 'CalendarFeedRefreshed', data: { practiceId: p, profileId: 'f1', refreshedAt: '2026-11-23T12:00:00.000Z', windowFrom: 'a', windowTo: 'b', events, fingerprint: 'x' } });
const run = (...events: ReturnType<typeof event>[]) => replay<CalendarConnectionsDocument>(projection.evolve, events)!;

describe('calendar connections projection', () => {
  it('keys by practice, over the connection events', () => {
    expect(projection.documentId(connected)).toBe(p);
    expect(projection.eventTypes).toContain('CalendarFeedRefreshed');
  });

  it('a connected feed is an active profile with its refreshed events', () => {
    expect(run(connected, refreshed())).toEqual({
      id: p, practiceId: p, conflictChecking: true, writeCalendarId: null, subscriptionToken: null, updatedAt: OCCURRED_AT,
      profiles: [{ profileId: 'f1', providerName: 'ical', profileName: 'Jane personal', url: 'https://cal.example/a.ics', active: true, lastRefreshedAt: '2026-11-23T12:00:00.000Z', lastFailedAt: null, events: [dentist, holiday] }],
    });
  });

  it('a refresh replaces the events; a failure keeps them and is shown', () => {
    const doc = run(connected, refreshed(), refreshed([holiday]), event({ type: 'CalendarFeedRefreshFailed', data: { practiceId: p, profileId: 'f1', failedAt: '2026-11-23T13:00:00.000Z', reason: 'HTTP 500' } }));
    expect(doc.profiles[0]).toMatchObject({ events: [holiday], lastFailedAt: '2026-11-23T13:00:00.000Z' });
  });

  it('calendars toggle, conflict checking switches, and a disconnect drops the feed and its events', () => {
    const off = run(connected, refreshed(), event({ type: 'CalendarsUpdated', data: { practiceId: p, calendars: [{ calendarId: 'f1', active: false }] } }),
      event({ type: 'ConflictCheckingChanged', data: { practiceId: p, enabled: false } }));
    expect(off).toMatchObject({ conflictChecking: false, profiles: [{ active: false }] });
    expect(externalEventsBetween(off, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z')).toEqual([]);
    expect(run(connected, refreshed(), event({ type: 'CalendarProfileRemoved', data: { practiceId: p, profileId: 'f1' } })).profiles).toEqual([]);
  });

  it('the external events in a window are the active ones overlapping it, soonest first', () => {
    const doc = run(connected, refreshed());
    expect(externalEventsBetween(doc, '2026-11-26T00:00:00.000Z', '2026-11-28T00:00:00.000Z').map((e) => e.title)).toEqual(['Thanksgiving', 'Dentist']);
    expect(externalEventsBetween(doc, '2026-11-27T15:30:00.000Z', '2026-11-28T00:00:00.000Z')).toEqual([]);
    expect(externalEventsBetween(doc, '2026-11-27T15:00:00.000Z', '2026-11-27T16:00:00.000Z')[0]).toMatchObject({ title: 'Dentist', calendarName: 'Jane personal', profileId: 'f1' });
  });

  it('a subscription link is set, replaced and revoked', () => {
    const link = (token: string) => event({ type: 'AppointmentsSubscriptionLinkCreated', data: { practiceId: p, token } });
    expect(run(link('t1'), link('t2')).subscriptionToken).toBe('t2');
    expect(run(link('t1'), event({ type: 'AppointmentsSubscriptionLinkRevoked', data: { practiceId: p } })).subscriptionToken).toBeNull();
  });
});
