// The calendar connections' rules (spec 002 §3, §7 createCronofyFeed, updateCronofyCalendars,
// updateCronofyClient, removeCronofyProfile) for iCal feeds and calendar accounts (Google,
// Microsoft). Fetching a feed or an account is I/O: the handler reads it first and passes the busy
// times in, so these stay pure.
import { DomainError, NotFoundError, type Decider } from '#app/es';
import {
  accountOfCalendar,
  evolveCalendarConnections,
  initialCalendarConnectionsState,
  type CalendarAccountProvider,
  type CalendarConnectionsEvent,
  type CalendarConnectionsState,
  type ExternalCalendarEvent,
} from './calendar-connections.js';

export const CalendarConnectionMessages = {
  alreadyConnected: 'This iCal feed is already connected.',
  tooMany: 'You can connect at most 5 calendar feeds.',
  calendarNotFound: 'There was an error updating calendars',
  profileNotFound: 'There was an error removing your calendar.',
  readOnlyFeed: 'An iCal feed is read-only, so it cannot be the write calendar.',
  noSubscriptionLink: 'There is no calendar link to turn off.',
  badSubscriptionToken: 'The calendar link could not be created. Please try again.',
  accountAlreadyConnected: 'This calendar account is already connected.',
  tooManyAccounts: 'You can connect at most 5 calendar accounts.',
} as const;

const M = CalendarConnectionMessages;
export const MAX_FEEDS = 5;
export const MAX_ACCOUNTS = 5;

export interface FeedSnapshot {
  refreshedAt: string;
  windowFrom: string;
  windowTo: string;
  events: ExternalCalendarEvent[];
}

/** An account's calendars and their busy times within the window, by the provider's calendar ids. */
export interface AccountSnapshot {
  refreshedAt: string;
  windowFrom: string;
  windowTo: string;
  calendars: Array<{ calendarId: string; calendarName: string; events: ExternalCalendarEvent[] }>;
}

export type RefreshOutcome<S> = { ok: true; snapshot: S } | { ok: false; failedAt: string; reason: string };

export type CalendarConnectionsCommand =
  | { type: 'ConnectCalendarFeed'; practiceId: string; profileId: string; url: string; name: string; snapshot: FeedSnapshot }
  | { type: 'UpdateCalendars'; practiceId: string; calendars: Array<{ calendarId: string; active: boolean }> }
  | { type: 'SetConflictChecking'; practiceId: string; enabled: boolean }
  | { type: 'ChooseWriteCalendar'; practiceId: string; calendarId: string | null }
  | { type: 'RemoveCalendarProfile'; practiceId: string; profileId: string }
  | { type: 'CreateSubscriptionLink'; practiceId: string; token: string }
  | { type: 'RevokeSubscriptionLink'; practiceId: string }
  | { type: 'RecordFeedRefresh'; practiceId: string; profileId: string; outcome: RefreshOutcome<FeedSnapshot> }
  | {
      type: 'ConnectCalendarAccount';
      practiceId: string;
      profileId: string;
      providerName: CalendarAccountProvider;
      accountId: string;
      profileName: string;
      grantId: string;
      snapshot: AccountSnapshot;
    }
  /** A failed outcome is the provider refusing the grant: the account is errored until reconnected. */
  | { type: 'RecordAccountRefresh'; practiceId: string; profileId: string; outcome: RefreshOutcome<AccountSnapshot> };

/** FNV-1a over the busy times: pure, stable, short. */
export const fingerprintEvents = (events: readonly ExternalCalendarEvent[]): string => {
  let hash = 0x811c9dc5;
  const text = JSON.stringify(events.map((e) => [e.uid, e.title, e.startsAt, e.endsAt, e.allDay]));
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${hash.toString(16).padStart(8, '0')}:${events.length}`;
};

const normaliseUrl = (url: string) => url.trim();

const refreshed = (practiceId: string, profileId: string, snapshot: FeedSnapshot): CalendarConnectionsEvent => ({
  type: 'CalendarFeedRefreshed',
  data: { practiceId, profileId, ...snapshot, fingerprint: fingerprintEvents(snapshot.events) },
});

const accountRefreshed = (practiceId: string, profileId: string, snapshot: AccountSnapshot): Extract<CalendarConnectionsEvent, { type: 'CalendarAccountRefreshed' }> => {
  const calendars = snapshot.calendars.map((c) => ({ id: `${profileId}:${c.calendarId}`, calendarId: c.calendarId, calendarName: c.calendarName, events: c.events }));
  // The calendars themselves count too: a new, gone or renamed calendar is a change.
  const all = calendars.flatMap((c) => [{ uid: c.id, title: c.calendarName, startsAt: '', endsAt: '', allDay: false }, ...c.events]);
  return { type: 'CalendarAccountRefreshed', data: { practiceId, profileId, ...snapshot, calendars, fingerprint: fingerprintEvents(all) } };
};

const connectAccount = (command: Extract<CalendarConnectionsCommand, { type: 'ConnectCalendarAccount' }>, state: CalendarConnectionsState): CalendarConnectionsEvent[] => {
  const { practiceId, providerName, accountId, grantId, snapshot } = command;
  const accounts = Object.values(state.accounts);
  const same = accounts.find((a) => a.providerName === providerName && a.accountId === accountId);
  if (same) {
    // Connecting an errored account again is its reconnection, with the new grant.
    if (!same.errored) throw new DomainError(M.accountAlreadyConnected);
    return [{ type: 'CalendarAccountReconnected', data: { practiceId, profileId: same.profileId, grantId } }, accountRefreshed(practiceId, same.profileId, snapshot)];
  }
  if (accounts.length >= MAX_ACCOUNTS) throw new DomainError(M.tooManyAccounts);
  const first = accountRefreshed(practiceId, command.profileId, snapshot);
  const calendars = first.data.calendars.map(({ id, calendarId, calendarName }) => ({ id, calendarId, calendarName }));
  const profileName = command.profileName.trim().slice(0, 200) || accountId;
  return [{ type: 'CalendarAccountConnected', data: { practiceId, profileId: command.profileId, providerName, accountId, profileName, grantId, calendars } }, first];
};

const recordAccountRefresh = (command: Extract<CalendarConnectionsCommand, { type: 'RecordAccountRefresh' }>, state: CalendarConnectionsState): CalendarConnectionsEvent[] => {
  const account = state.accounts[command.profileId];
  if (!account) return []; // disconnected while it was being read
  const { practiceId, outcome } = command;
  if (!outcome.ok) {
    return account.errored ? [] : [{ type: 'CalendarAccountErrored', data: { practiceId, profileId: account.profileId, failedAt: outcome.failedAt, reason: outcome.reason.slice(0, 300) } }];
  }
  const event = accountRefreshed(practiceId, account.profileId, outcome.snapshot);
  return event.data.fingerprint === account.fingerprint && !account.errored ? [] : [event];
};

const isCalendar = (state: CalendarConnectionsState, calendarId: string) => Boolean(state.feeds[calendarId] || accountOfCalendar(state, calendarId));

export const decideCalendarConnections = (command: CalendarConnectionsCommand, state: CalendarConnectionsState): CalendarConnectionsEvent[] => {
  const { practiceId } = command;
  switch (command.type) {
    case 'ConnectCalendarFeed': {
      const url = normaliseUrl(command.url);
      const feeds = Object.values(state.feeds);
      if (feeds.some((f) => f.url === url)) throw new DomainError(M.alreadyConnected);
      if (feeds.length >= MAX_FEEDS) throw new DomainError(M.tooMany);
      const name = command.name.trim().slice(0, 200) || 'iCal feed';
      return [
        { type: 'CalendarFeedConnected', data: { practiceId, profileId: command.profileId, url, name } },
        refreshed(practiceId, command.profileId, command.snapshot),
      ];
    }
    case 'UpdateCalendars': {
      if (command.calendars.length === 0 || command.calendars.some((c) => !isCalendar(state, c.calendarId))) throw new NotFoundError(M.calendarNotFound);
      const calendars = command.calendars.map(({ calendarId, active }) => ({ calendarId, active: Boolean(active) }));
      return [{ type: 'CalendarsUpdated', data: { practiceId, calendars } }];
    }
    case 'SetConflictChecking':
      return state.conflictChecking === command.enabled ? [] : [{ type: 'ConflictCheckingChanged', data: { practiceId, enabled: command.enabled } }];
    case 'ChooseWriteCalendar': {
      const { calendarId } = command;
      if (calendarId && state.feeds[calendarId]) throw new DomainError(M.readOnlyFeed);
      if (calendarId && !accountOfCalendar(state, calendarId)) throw new NotFoundError(M.calendarNotFound);
      return state.writeCalendarId === calendarId ? [] : [{ type: 'WriteCalendarChosen', data: { practiceId, calendarId } }];
    }
    case 'RemoveCalendarProfile':
      if (!state.feeds[command.profileId] && !state.accounts[command.profileId]) throw new NotFoundError(M.profileNotFound);
      return [{ type: 'CalendarProfileRemoved', data: { practiceId, profileId: command.profileId } }];
    case 'CreateSubscriptionLink':
      // The token is made by the caller (random, unguessable); only its shape is checked here.
      if (!/^[A-Za-z0-9_-]{32,64}$/.test(command.token)) throw new DomainError(M.badSubscriptionToken);
      return [{ type: 'AppointmentsSubscriptionLinkCreated', data: { practiceId, token: command.token } }];
    case 'RevokeSubscriptionLink':
      if (!state.subscriptionToken) throw new DomainError(M.noSubscriptionLink);
      return [{ type: 'AppointmentsSubscriptionLinkRevoked', data: { practiceId } }];
    case 'RecordFeedRefresh': {
      const feed = state.feeds[command.profileId];
      if (!feed) return []; // disconnected while it was being fetched
      const { outcome } = command;
      if (!outcome.ok) {
        // The last busy times stay; one failure is recorded until the feed answers again.
        return feed.failing ? [] : [{ type: 'CalendarFeedRefreshFailed', data: { practiceId, profileId: feed.profileId, failedAt: outcome.failedAt, reason: outcome.reason.slice(0, 300) } }];
      }
      const event = refreshed(practiceId, feed.profileId, outcome.snapshot);
      return event.type === 'CalendarFeedRefreshed' && event.data.fingerprint === feed.fingerprint && !feed.failing ? [] : [event];
    }
    case 'ConnectCalendarAccount':
      return connectAccount(command, state);
    case 'RecordAccountRefresh':
      return recordAccountRefresh(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const calendarConnectionsDecider: Decider<CalendarConnectionsCommand, CalendarConnectionsEvent, CalendarConnectionsState> = {
  decide: decideCalendarConnections,
  evolve: evolveCalendarConnections,
  initialState: initialCalendarConnectionsState,
};
