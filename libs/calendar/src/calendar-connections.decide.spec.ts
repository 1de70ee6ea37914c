import { deciderSpec } from '#testing/es';
import type { CalendarConnectionsEvent } from './calendar-connections.js';
import { calendarConnectionsDecider, CalendarConnectionMessages as M, fingerprintEvents, type FeedSnapshot } from './calendar-connections.decide.js';

const spec = deciderSpec(calendarConnectionsDecider);
const p = 'p1';
const dentist = { uid: 'd1:2026-11-27T14:00:00.000Z', title: 'Dentist', startsAt: '2026-11-27T14:00:00.000Z', endsAt: '2026-11-27T15:30:00.000Z', allDay: false };
const snapshot: FeedSnapshot = { refreshedAt: '2026-11-23T12:00:00.000Z', windowFrom: '2026-11-23T00:00:00.000Z', windowTo: '2027-02-21T00:00:00.000Z', events: [dentist] };
const connect = (overrides: Partial<{ profileId: string; url: string }> = {}) =>
  ({ type: 'ConnectCalendarFeed' as const, practiceId: p, profileId: 'f1', url: ' https://cal.example/a.ics ', name: 'Jane personal', snapshot, ...overrides });
const connected: CalendarConnectionsEvent = { type: 'CalendarFeedConnected', data: { practiceId: p, profileId: 'f1', url: 'https://cal.example/a.ics', name: 'Jane personal' } };
const firstRefresh: CalendarConnectionsEvent = { type: 'CalendarFeedRefreshed', data: { practiceId: p, profileId: 'f1', ...snapshot, fingerprint: fingerprintEvents([dentist]) } };
const refresh = (outcome: { ok: true; snapshot: FeedSnapshot } | { ok: false; failedAt: string; reason: string }, profileId = 'f1') =>
  ({ type: 'RecordFeedRefresh' as const, practiceId: p, profileId, outcome });

describe('calendar connections decider', () => {
  describe('createCronofyFeed', () => {
    it('connects a feed with its first busy times', () => spec.given([]).when(connect()).then([connected, firstRefresh]));
    it('names an unnamed feed', () =>
      spec.given([]).when({ ...connect(), name: '  ' }).then(([e]) => expect(e.data).toMatchObject({ name: 'iCal feed' })));
    it('refuses the same URL twice', () => spec.given([connected]).when(connect({ profileId: 'f2' })).thenThrows(M.alreadyConnected));
    it('refuses a sixth feed', () => {
      const five = [1, 2, 3, 4, 5].map((n): CalendarConnectionsEvent => ({ type: 'CalendarFeedConnected', data: { practiceId: p, profileId: `f${n}`, url: `https://cal.example/${n}.ics`, name: 'x' } }));
      spec.given(five).when(connect({ profileId: 'f9', url: 'https://cal.example/9.ics' })).thenThrows(M.tooMany);
    });
  });

  describe('updateCronofyCalendars', () => {
    it('turns a calendar off and on', () => {
      spec.given([connected]).when({ type: 'UpdateCalendars', practiceId: p, calendars: [{ calendarId: 'f1', active: false }] })
        .then([{ type: 'CalendarsUpdated', data: { practiceId: p, calendars: [{ calendarId: 'f1', active: false }] } }]);
    });
    it('an unknown calendar is an error', () =>
      spec.given([connected]).when({ type: 'UpdateCalendars', practiceId: p, calendars: [{ calendarId: 'nope', active: true }] }).thenThrows(M.calendarNotFound));
  });

  describe('conflict checking', () => {
    it('is on by default, so turning it on changes nothing', () =>
      spec.given([connected]).when({ type: 'SetConflictChecking', practiceId: p, enabled: true }).then([]));
    it('turns off, then on again', () => {
      const off: CalendarConnectionsEvent = { type: 'ConflictCheckingChanged', data: { practiceId: p, enabled: false } };
      spec.given([connected]).when({ type: 'SetConflictChecking', practiceId: p, enabled: false }).then([off]);
      spec.given([connected, off]).when({ type: 'SetConflictChecking', practiceId: p, enabled: true })
        .then([{ type: 'ConflictCheckingChanged', data: { practiceId: p, enabled: true } }]);
    });
  });

  describe('updateCronofyClient (write calendar)', () => {
    it('an iCal feed is read-only', () =>
      spec.given([connected]).when({ type: 'ChooseWriteCalendar', practiceId: p, calendarId: 'f1' }).thenThrows(M.readOnlyFeed));
    it('none is already the choice', () => spec.given([connected]).when({ type: 'ChooseWriteCalendar', practiceId: p, calendarId: null }).then([]));
    it('an unknown calendar is an error', () =>
      spec.given([]).when({ type: 'ChooseWriteCalendar', practiceId: p, calendarId: 'x' }).thenThrows(M.calendarNotFound));
  });

  describe('removeCronofyProfile', () => {
    const removed: CalendarConnectionsEvent = { type: 'CalendarProfileRemoved', data: { practiceId: p, profileId: 'f1' } };
    it('disconnects once', () => {
      spec.given([connected, firstRefresh]).when({ type: 'RemoveCalendarProfile', practiceId: p, profileId: 'f1' }).then([removed]);
      spec.given([connected, removed]).when({ type: 'RemoveCalendarProfile', practiceId: p, profileId: 'f1' }).thenThrows(M.profileNotFound);
    });
    it('the same URL can be connected again afterwards', () =>
      spec.given([connected, removed]).when(connect({ profileId: 'f2' })).then(([e]) => expect(e).toMatchObject({ type: 'CalendarFeedConnected', data: { profileId: 'f2' } })));
    it('a refresh that finishes after the disconnect records nothing', () =>
      spec.given([connected, removed]).when(refresh({ ok: true, snapshot })).then([]));
  });

  describe('refresh', () => {
    const later = { ...snapshot, refreshedAt: '2026-11-23T13:00:00.000Z' };
    it('records nothing when the busy times are the same', () => spec.given([connected, firstRefresh]).when(refresh({ ok: true, snapshot: later })).then([]));
    it('records new busy times', () =>
      spec.given([connected, firstRefresh]).when(refresh({ ok: true, snapshot: { ...later, events: [] } }))
        .then([{ type: 'CalendarFeedRefreshed', data: { practiceId: p, profileId: 'f1', ...later, events: [], fingerprint: fingerprintEvents([]) } }]));
    it('records a failure once, keeping the last busy times, and the recovery', () => {
      const failed: CalendarConnectionsEvent = { type: 'CalendarFeedRefreshFailed', data: { practiceId: p, profileId: 'f1', failedAt: later.refreshedAt, reason: 'HTTP 500' } };
      spec.given([connected, firstRefresh]).when(refresh({ ok: false, failedAt: later.refreshedAt, reason: 'HTTP 500' })).then([failed]);
      spec.given([connected, firstRefresh, failed]).when(refresh({ ok: false, failedAt: later.refreshedAt, reason: 'HTTP 500' })).then([]);
      spec.given([connected, firstRefresh, failed]).when(refresh({ ok: true, snapshot: later }))
        .then(([e]) => expect(e).toMatchObject({ type: 'CalendarFeedRefreshed', data: { refreshedAt: later.refreshedAt } }));
    });
  });

  describe('subscription link to the appointments', () => {
    const token = 'a'.repeat(43);
    const created: CalendarConnectionsEvent = { type: 'AppointmentsSubscriptionLinkCreated', data: { practiceId: p, token } };
    it('creates a link; a new one replaces it', () => {
      spec.given([]).when({ type: 'CreateSubscriptionLink', practiceId: p, token }).then([created]);
      spec.given([created]).when({ type: 'CreateSubscriptionLink', practiceId: p, token: 'b'.repeat(43) })
        .then([{ type: 'AppointmentsSubscriptionLinkCreated', data: { practiceId: p, token: 'b'.repeat(43) } }]);
    });
    it('refuses a guessable token', () => spec.given([]).when({ type: 'CreateSubscriptionLink', practiceId: p, token: 'short' }).thenThrows(M.badSubscriptionToken));
    it('revokes once', () => {
      const revoked: CalendarConnectionsEvent = { type: 'AppointmentsSubscriptionLinkRevoked', data: { practiceId: p } };
      spec.given([created]).when({ type: 'RevokeSubscriptionLink', practiceId: p }).then([revoked]);
      spec.given([created, revoked]).when({ type: 'RevokeSubscriptionLink', practiceId: p }).thenThrows(M.noSubscriptionLink);
    });
  });
});
