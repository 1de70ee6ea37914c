// Calendar accounts (Google, Microsoft) on the calendar connections stream: connect with the
// account's calendars, reconnect after an error, refresh, the write calendar, disconnect.
import { deciderSpec } from '#testing/es';
import type { CalendarConnectionsEvent } from './calendar-connections.js';
import { calendarConnectionsDecider, CalendarConnectionMessages as M, type AccountSnapshot } from './calendar-connections.decide.js';

const spec = deciderSpec(calendarConnectionsDecider);
const p = 'p1';
const standup = { uid: 'w1:2026-11-27T14:00:00.000Z', title: 'Busy', startsAt: '2026-11-27T14:00:00.000Z', endsAt: '2026-11-27T15:00:00.000Z', allDay: false };
const snapshot: AccountSnapshot = {
  refreshedAt: '2026-11-23T12:00:00.000Z',
  windowFrom: '2026-11-22T12:00:00.000Z',
  windowTo: '2027-02-21T12:00:00.000Z',
  calendars: [
    { calendarId: 'work', calendarName: 'Work', events: [standup] },
    { calendarId: 'personal', calendarName: 'Personal', events: [] },
  ],
};
const connect = (overrides: Partial<{ profileId: string; accountId: string; grantId: string; providerName: 'google' | 'live_connect' }> = {}) => ({
  type: 'ConnectCalendarAccount' as const,
  practiceId: p,
  profileId: 'g1',
  providerName: 'google' as const,
  accountId: 'jane@example.com',
  profileName: 'jane@example.com',
  grantId: 'grant-1',
  snapshot,
  ...overrides,
});
const calendars = [
  { id: 'g1:work', calendarId: 'work', calendarName: 'Work' },
  { id: 'g1:personal', calendarId: 'personal', calendarName: 'Personal' },
];
const connected: CalendarConnectionsEvent = {
  type: 'CalendarAccountConnected',
  data: { practiceId: p, profileId: 'g1', providerName: 'google', accountId: 'jane@example.com', profileName: 'jane@example.com', grantId: 'grant-1', calendars },
};
const refresh = (outcome: { ok: true; snapshot: AccountSnapshot } | { ok: false; failedAt: string; reason: string }) =>
  ({ type: 'RecordAccountRefresh' as const, practiceId: p, profileId: 'g1', outcome });
const errored: CalendarConnectionsEvent = { type: 'CalendarAccountErrored', data: { practiceId: p, profileId: 'g1', failedAt: '2026-11-23T13:00:00.000Z', reason: 'invalid_grant' } };

describe('calendar accounts', () => {
  let first: CalendarConnectionsEvent;
  beforeAll(() => {
    spec.given([]).when(connect()).then((events) => {
      first = events[1];
    });
  });

  it('connecting records the account with its calendars, then their busy times', () =>
    spec.given([]).when(connect()).then(([account, busy]) => {
      expect(account).toEqual(connected);
      expect(busy).toMatchObject({
        type: 'CalendarAccountRefreshed',
        data: { profileId: 'g1', refreshedAt: snapshot.refreshedAt, calendars: [{ id: 'g1:work', calendarName: 'Work', events: [standup] }, { id: 'g1:personal', events: [] }] },
      });
    }));

  it('the same account twice is refused; another provider or account is not', () => {
    spec.given([connected, first]).when(connect({ profileId: 'g2' })).thenThrows(M.accountAlreadyConnected);
    spec.given([connected, first]).when(connect({ profileId: 'm1', providerName: 'live_connect' })).then(([e]) => expect(e.type).toBe('CalendarAccountConnected'));
    spec.given([connected, first]).when(connect({ profileId: 'g2', accountId: 'jane@work.example' })).then(([e]) => expect(e.type).toBe('CalendarAccountConnected'));
  });

  it('refuses a sixth account', () => {
    const five = [1, 2, 3, 4, 5].map((n): CalendarConnectionsEvent => ({ ...connected, data: { ...connected.data, profileId: `g${n}`, accountId: `a${n}@example.com`, calendars: [] } }));
    spec.given(five).when(connect({ profileId: 'g9', accountId: 'new@example.com' })).thenThrows(M.tooManyAccounts);
  });

  it('calendars turn off and on by their id', () => {
    spec.given([connected, first]).when({ type: 'UpdateCalendars', practiceId: p, calendars: [{ calendarId: 'g1:personal', active: false }] })
      .then([{ type: 'CalendarsUpdated', data: { practiceId: p, calendars: [{ calendarId: 'g1:personal', active: false }] } }]);
    spec.given([connected, first]).when({ type: 'UpdateCalendars', practiceId: p, calendars: [{ calendarId: 'personal', active: false }] }).thenThrows(M.calendarNotFound);
  });

  describe('write calendar', () => {
    const chosen: CalendarConnectionsEvent = { type: 'WriteCalendarChosen', data: { practiceId: p, calendarId: 'g1:work' } };
    it("an account's calendar can be the write calendar, once", () => {
      spec.given([connected, first]).when({ type: 'ChooseWriteCalendar', practiceId: p, calendarId: 'g1:work' }).then([chosen]);
      spec.given([connected, first, chosen]).when({ type: 'ChooseWriteCalendar', practiceId: p, calendarId: 'g1:work' }).then([]);
    });
    it('none clears it; disconnecting the account clears it too', () => {
      spec.given([connected, first, chosen]).when({ type: 'ChooseWriteCalendar', practiceId: p, calendarId: null })
        .then([{ type: 'WriteCalendarChosen', data: { practiceId: p, calendarId: null } }]);
      const removed: CalendarConnectionsEvent = { type: 'CalendarProfileRemoved', data: { practiceId: p, profileId: 'g1' } };
      spec.given([connected, first, chosen, removed]).when({ type: 'ChooseWriteCalendar', practiceId: p, calendarId: null }).then([]);
    });
  });

  it('disconnects once; a refresh that finishes afterwards records nothing', () => {
    const removed: CalendarConnectionsEvent = { type: 'CalendarProfileRemoved', data: { practiceId: p, profileId: 'g1' } };
    spec.given([connected, first]).when({ type: 'RemoveCalendarProfile', practiceId: p, profileId: 'g1' }).then([removed]);
    spec.given([connected, first, removed]).when({ type: 'RemoveCalendarProfile', practiceId: p, profileId: 'g1' }).thenThrows(M.profileNotFound);
    spec.given([connected, first, removed]).when(refresh({ ok: true, snapshot })).then([]);
  });

  describe('refresh', () => {
    const later = { ...snapshot, refreshedAt: '2026-11-23T13:00:00.000Z' };
    it('records nothing when the calendars and busy times are the same', () => spec.given([connected, first]).when(refresh({ ok: true, snapshot: later })).then([]));
    it('records a new calendar or new busy times', () => {
      spec.given([connected, first]).when(refresh({ ok: true, snapshot: { ...later, calendars: [...later.calendars, { calendarId: 'gym', calendarName: 'Gym', events: [] }] } }))
        .then(([e]) => expect(e).toMatchObject({ type: 'CalendarAccountRefreshed', data: { calendars: [{ id: 'g1:work' }, { id: 'g1:personal' }, { id: 'g1:gym' }] } }));
      spec.given([connected, first]).when(refresh({ ok: true, snapshot: { ...later, calendars: [{ ...later.calendars[0], events: [] }, later.calendars[1]] } }))
        .then(([e]) => expect(e.type).toBe('CalendarAccountRefreshed'));
    });
    it('a refused grant errors the account once', () => {
      const failure = { ok: false as const, failedAt: errored.data.failedAt, reason: 'invalid_grant' };
      spec.given([connected, first]).when(refresh(failure)).then([errored]);
      spec.given([connected, first, errored]).when(refresh(failure)).then([]);
    });
  });

  describe('reconnect', () => {
    it('connecting the errored account again reconnects it with the new grant, keeping its id', () =>
      spec.given([connected, first, errored]).when(connect({ profileId: 'g2', grantId: 'grant-2' })).then(([again, busy]) => {
        expect(again).toEqual({ type: 'CalendarAccountReconnected', data: { practiceId: p, profileId: 'g1', grantId: 'grant-2' } });
        expect(busy).toMatchObject({ type: 'CalendarAccountRefreshed', data: { profileId: 'g1' } });
      }));
    it('after the reconnection it is connected again (not errored)', () => {
      const again: CalendarConnectionsEvent = { type: 'CalendarAccountReconnected', data: { practiceId: p, profileId: 'g1', grantId: 'grant-2' } };
      spec.given([connected, first, errored, again]).when(connect({ profileId: 'g3' })).thenThrows(M.accountAlreadyConnected);
    });
  });
});
