// Calendar accounts (Google, Microsoft) in the connections document: their calendars, each one's
// busy times and on/off switch, the errored state, and which events show and block booking.
import type { CalendarConnectionsEvent } from '#app/calendar';
import { recorded, replay } from '../../testing/recorded-event.js';
import { calendarConnectionsProjection as projection, type CalendarConnectionsDocument } from './calendar-connections.projection.js';
import { externalEventsBetween } from './calendar-connections.query.js';

const p = 'p1';
const event = (e: CalendarConnectionsEvent) => recorded(e, { streamId: `calendarConnections-${p}` });
const meeting = { uid: 'work-2026-11-27', title: 'Team meeting', startsAt: '2026-11-27T14:00:00.000Z', endsAt: '2026-11-27T15:00:00.000Z', allDay: false };
const gym = { uid: 'personal-2026-11-28', title: 'Gym', startsAt: '2026-11-28T17:00:00.000Z', endsAt: '2026-11-28T18:00:00.000Z', allDay: false };
const refs = [{ id: 'g1:work', calendarId: 'work', calendarName: 'Work' }, { id: 'g1:personal', calendarId: 'personal', calendarName: 'Personal' }];
const connected = event({ type: 'CalendarAccountConnected', data: { practiceId: p, profileId: 'g1', providerName: 'google', accountId: 'jane@example.com', profileName: 'jane@example.com', grantId: 'grant-1', calendars: refs } });
const refreshed = event({
  type: 'CalendarAccountRefreshed',
  data: { practiceId: p, profileId: 'g1', refreshedAt: '2026-11-23T12:00:00.000Z', windowFrom: 'a', windowTo: 'b', fingerprint: 'x', calendars: [{ ...refs[0], events: [meeting] }, { ...refs[1], events: [gym] }] },
});
const run = (...events: ReturnType<typeof event>[]) => replay<CalendarConnectionsDocument>(projection.evolve, events)!;
const month = ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'] as const;

describe('calendar accounts in the connections projection', () => {
  it("an account is a profile holding its calendars and each one's events", () => {
    const [profile] = run(connected, refreshed).profiles;
    expect(profile).toMatchObject({ profileId: 'g1', providerName: 'google', url: null, errored: false, grantId: 'grant-1', lastRefreshedAt: '2026-11-23T12:00:00.000Z' });
    expect(profile.calendars).toEqual([{ ...refs[0], active: true, events: [meeting] }, { ...refs[1], active: true, events: [gym] }]);
    expect(externalEventsBetween(run(connected, refreshed), ...month)).toEqual([
      { ...meeting, profileId: 'g1', calendarId: 'g1:work', calendarName: 'Work' },
      { ...gym, profileId: 'g1', calendarId: 'g1:personal', calendarName: 'Personal' },
    ]);
  });

  it('a calendar turned off no longer shows, and stays off through refreshes', () => {
    const off = event({ type: 'CalendarsUpdated', data: { practiceId: p, calendars: [{ calendarId: 'g1:work', active: false }] } });
    expect(externalEventsBetween(run(connected, refreshed, off), ...month).map((e) => e.title)).toEqual(['Gym']);
    expect(externalEventsBetween(run(connected, off, refreshed), ...month).map((e) => e.title)).toEqual(['Gym']);
  });

  it('an errored account keeps its last events until it is reconnected; a disconnect drops it', () => {
    const errored = event({ type: 'CalendarAccountErrored', data: { practiceId: p, profileId: 'g1', failedAt: '2026-11-24T00:00:00.000Z', reason: 'invalid_grant' } });
    const doc = run(connected, refreshed, errored);
    expect(doc.profiles[0]).toMatchObject({ errored: true, lastFailedAt: '2026-11-24T00:00:00.000Z' });
    expect(externalEventsBetween(doc, ...month)).toHaveLength(2);
    const again = event({ type: 'CalendarAccountReconnected', data: { practiceId: p, profileId: 'g1', grantId: 'grant-2' } });
    expect(run(connected, refreshed, errored, again).profiles[0]).toMatchObject({ errored: false, lastFailedAt: null, grantId: 'grant-2' });
    expect(run(connected, refreshed, event({ type: 'CalendarProfileRemoved', data: { practiceId: p, profileId: 'g1' } })).profiles).toEqual([]);
  });
});
