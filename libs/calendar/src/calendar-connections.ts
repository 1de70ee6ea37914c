// A practice's calendar connections (stream `calendarConnections-<practiceId>`): the iCal feeds and
// calendar accounts (Google, Microsoft) it reads, which of their calendars are on, whether they
// block online booking (conflict checking), the write calendar, and each refresh's busy times
// (only when they changed).
// An iCal feed is one profile holding one calendar, both with the feed's id (spec 002 §3's shape);
// an account is one profile holding its calendars, each with the id `<profileId>:<calendarId>`.
import type { DomainEvent } from '#app/es';

export interface ExternalCalendarEvent {
  uid: string;
  title: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

export interface CalendarFeedConnectedData {
  practiceId: string;
  profileId: string;
  url: string;
  name: string;
}

export interface CalendarFeedRefreshedData {
  practiceId: string;
  profileId: string;
  refreshedAt: string;
  windowFrom: string;
  windowTo: string;
  events: ExternalCalendarEvent[];
  /** Of the events; a refresh that finds the same busy times records nothing. */
  fingerprint: string;
}

/** OAuth calendar providers, by spec 002 §3's providerName (live_connect is Microsoft's). */
export type CalendarAccountProvider = 'google' | 'live_connect';
export const CALENDAR_ACCOUNT_PROVIDERS: readonly CalendarAccountProvider[] = ['google', 'live_connect'];

export interface AccountCalendarRef {
  /** Ours, unique in the practice: `<profileId>:<calendarId>`. */
  id: string;
  /** The provider's. */
  calendarId: string;
  calendarName: string;
}

export interface CalendarAccountConnectedData {
  practiceId: string;
  profileId: string;
  providerName: CalendarAccountProvider;
  /** The provider's id of the account (its e-mail for the simulator): the same account twice is one connection. */
  accountId: string;
  profileName: string;
  /** The adapter's reference to the grant it keeps (tokens never go into events). */
  grantId: string;
  calendars: AccountCalendarRef[];
}

export interface CalendarAccountRefreshedData {
  practiceId: string;
  profileId: string;
  refreshedAt: string;
  windowFrom: string;
  windowTo: string;
  calendars: Array<AccountCalendarRef & { events: ExternalCalendarEvent[] }>;
  fingerprint: string;
}

export type CalendarConnectionsEvent =
  | DomainEvent<'CalendarFeedConnected', CalendarFeedConnectedData>
  | DomainEvent<'CalendarsUpdated', { practiceId: string; calendars: Array<{ calendarId: string; active: boolean }> }>
  | DomainEvent<'ConflictCheckingChanged', { practiceId: string; enabled: boolean }>
  | DomainEvent<'WriteCalendarChosen', { practiceId: string; calendarId: string | null }>
  | DomainEvent<'CalendarProfileRemoved', { practiceId: string; profileId: string }>
  | DomainEvent<'CalendarFeedRefreshed', CalendarFeedRefreshedData>
  | DomainEvent<'CalendarFeedRefreshFailed', { practiceId: string; profileId: string; failedAt: string; reason: string }>
  | DomainEvent<'CalendarAccountConnected', CalendarAccountConnectedData>
  | DomainEvent<'CalendarAccountRefreshed', CalendarAccountRefreshedData>
  // The provider refused the grant (revoked at the provider, expired): the pro must reconnect.
  | DomainEvent<'CalendarAccountErrored', { practiceId: string; profileId: string; failedAt: string; reason: string }>
  // The same account connected again after an error, with a new grant.
  | DomainEvent<'CalendarAccountReconnected', { practiceId: string; profileId: string; grantId: string }>
  // The pro's private subscription link to their own appointments (ours, beyond the spec); a new
  // link replaces the old one, which stops working.
  | DomainEvent<'AppointmentsSubscriptionLinkCreated', { practiceId: string; token: string }>
  | DomainEvent<'AppointmentsSubscriptionLinkRevoked', { practiceId: string }>;

export interface ConnectedFeed {
  profileId: string;
  url: string;
  name: string;
  active: boolean;
  fingerprint: string | null;
  failing: boolean;
}

export interface ConnectedAccount {
  profileId: string;
  providerName: CalendarAccountProvider;
  accountId: string;
  grantId: string;
  /** By our calendar id. */
  calendars: Record<string, { id: string; active: boolean }>;
  fingerprint: string | null;
  errored: boolean;
}

export interface CalendarConnectionsState {
  conflictChecking: boolean;
  writeCalendarId: string | null;
  feeds: Record<string, ConnectedFeed>;
  accounts: Record<string, ConnectedAccount>;
  subscriptionToken: string | null;
}

export const calendarConnectionsStreamId = (practiceId: string): string => `calendarConnections-${practiceId}`;

/** Conflict checking is on until the pro turns it off: a connected calendar blocks booking by default. */
export const initialCalendarConnectionsState = (): CalendarConnectionsState => ({ conflictChecking: true, writeCalendarId: null, feeds: {}, accounts: {}, subscriptionToken: null });

/** The account holding this calendar id, if any. */
export const accountOfCalendar = (state: CalendarConnectionsState, calendarId: string): ConnectedAccount | undefined =>
  Object.values(state.accounts).find((a) => a.calendars[calendarId]);

const withFeed = (state: CalendarConnectionsState, profileId: string, change: Partial<ConnectedFeed>): CalendarConnectionsState => {
  const feed = state.feeds[profileId];
  return feed ? { ...state, feeds: { ...state.feeds, [profileId]: { ...feed, ...change } } } : state;
};

const withAccount = (state: CalendarConnectionsState, profileId: string, change: (a: ConnectedAccount) => ConnectedAccount): CalendarConnectionsState => {
  const account = state.accounts[profileId];
  return account ? { ...state, accounts: { ...state.accounts, [profileId]: change(account) } } : state;
};

const setActive = (state: CalendarConnectionsState, calendarId: string, active: boolean): CalendarConnectionsState => {
  if (state.feeds[calendarId]) return withFeed(state, calendarId, { active });
  const account = accountOfCalendar(state, calendarId);
  return account ? withAccount(state, account.profileId, (a) => ({ ...a, calendars: { ...a.calendars, [calendarId]: { id: calendarId, active } } })) : state;
};

/** A refresh's calendars: new ones are on, known ones keep their choice, gone ones are dropped. */
const refreshedCalendars = (account: ConnectedAccount, calendars: readonly AccountCalendarRef[]): ConnectedAccount['calendars'] =>
  Object.fromEntries(calendars.map((c) => [c.id, { id: c.id, active: account.calendars[c.id]?.active ?? true }]));

export const evolveCalendarConnections = (state: CalendarConnectionsState, event: CalendarConnectionsEvent): CalendarConnectionsState => {
  switch (event.type) {
    case 'CalendarFeedConnected': {
      const { profileId, url, name } = event.data;
      return { ...state, feeds: { ...state.feeds, [profileId]: { profileId, url, name, active: true, fingerprint: null, failing: false } } };
    }
    case 'CalendarsUpdated':
      return event.data.calendars.reduce((s, c) => setActive(s, c.calendarId, c.active), state);
    case 'ConflictCheckingChanged':
      return { ...state, conflictChecking: event.data.enabled };
    case 'WriteCalendarChosen':
      return { ...state, writeCalendarId: event.data.calendarId };
    case 'CalendarProfileRemoved': {
      const { [event.data.profileId]: _removed, ...feeds } = state.feeds;
      const { [event.data.profileId]: account, ...accounts } = state.accounts;
      const writeGone = state.writeCalendarId !== null && (state.writeCalendarId === event.data.profileId || Boolean(account?.calendars[state.writeCalendarId]));
      return { ...state, feeds, accounts, writeCalendarId: writeGone ? null : state.writeCalendarId };
    }
    case 'CalendarFeedRefreshed':
      return withFeed(state, event.data.profileId, { fingerprint: event.data.fingerprint, failing: false });
    case 'CalendarFeedRefreshFailed':
      return withFeed(state, event.data.profileId, { failing: true });
    case 'CalendarAccountConnected': {
      const { profileId, providerName, accountId, grantId, calendars } = event.data;
      const account: ConnectedAccount = { profileId, providerName, accountId, grantId, calendars: {}, fingerprint: null, errored: false };
      return { ...state, accounts: { ...state.accounts, [profileId]: { ...account, calendars: refreshedCalendars(account, calendars) } } };
    }
    case 'CalendarAccountRefreshed':
      return withAccount(state, event.data.profileId, (a) => ({ ...a, calendars: refreshedCalendars(a, event.data.calendars), fingerprint: event.data.fingerprint, errored: false }));
    case 'CalendarAccountErrored':
      return withAccount(state, event.data.profileId, (a) => ({ ...a, errored: true }));
    case 'CalendarAccountReconnected':
      return withAccount(state, event.data.profileId, (a) => ({ ...a, grantId: event.data.grantId, errored: false }));
    case 'AppointmentsSubscriptionLinkCreated':
      return { ...state, subscriptionToken: event.data.token };
    case 'AppointmentsSubscriptionLinkRevoked':
      return { ...state, subscriptionToken: null };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
