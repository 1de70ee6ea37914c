// The calendar accounts port: OAuth calendar providers (Google, Microsoft 365 / Outlook). The pro
// is sent to the provider's consent page, comes back with a code, and the adapter exchanges it
// for a grant that it keeps itself (tokens never go into events: the stream records only the
// grant's id). Refreshes then read the account's calendars and their busy times.
// Adapters: SimulatedCalendarAccounts (embedded mode: a local consent page and deterministic
// calendars). A real provider is one more adapter file implementing this interface (its OAuth
// URLs, token exchange and free/busy calls, its grants in its own table), picked per provider
// where the API binds CALENDAR_ACCOUNTS (apps/api/src/calendar/calendar-accounts.providers.ts).
import type { ExternalBusyTime, FeedWindow } from './calendar-feed.js';

export const CALENDAR_ACCOUNTS = Symbol('CALENDAR_ACCOUNTS');

/** Spec 002 §3's providerName (live_connect is Microsoft's); the same names as libs/calendar's. */
export type CalendarAccountProvider = 'google' | 'live_connect';

export const CALENDAR_PROVIDER_LABELS: Record<CalendarAccountProvider, string> = { google: 'Google Calendar', live_connect: 'Outlook / Microsoft 365' };

export interface AuthorizationStart {
  practiceId: string;
  /** The address the consent page suggests (the pro's sign-in e-mail). */
  loginHint: string | null;
  /** Where the provider sends the pro back, with `code` and `state` in the query. */
  redirectUri: string;
}

export interface AuthorizationReturn {
  practiceId: string;
  code: string;
  state: string;
  now: Date;
}

/** What the provider granted: the account and the adapter's reference to its tokens. */
export interface CalendarGrant {
  grantId: string;
  accountId: string;
  accountName: string;
}

export interface AccountCalendarBusyTimes {
  calendarId: string;
  calendarName: string;
  events: ExternalBusyTime[];
}

export const CalendarAccountMessages = {
  denied: 'Nothing was connected: access to your calendar was not granted.',
  invalidReturn: 'This calendar connection is not valid for your practice. Please connect again.',
} as const;

/** A refused connection step; its message is for the pro. */
export class CalendarAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarAccountError';
  }
}

/** The provider refuses the grant (revoked by the account's owner, expired): only a reconnection helps. */
export class CalendarGrantRevokedError extends Error {
  constructor(readonly reason: string) {
    super('The calendar account no longer grants access.');
    this.name = 'CalendarGrantRevokedError';
  }
}

export interface CalendarAccounts {
  mode(provider: CalendarAccountProvider): 'simulated' | 'live';
  /** The provider's consent page to send the pro to. */
  authorizationUrl(provider: CalendarAccountProvider, start: AuthorizationStart): Promise<string>;
  /** Exchanges the returned code for a grant; null when the pro denied access. Throws CalendarAccountError for another practice's or a stale return. */
  finish(provider: CalendarAccountProvider, back: AuthorizationReturn): Promise<CalendarGrant | null>;
  /** The account's calendars and their busy times in the window; throws CalendarGrantRevokedError. */
  busyTimes(provider: CalendarAccountProvider, grantId: string, window: FeedWindow): Promise<AccountCalendarBusyTimes[]>;
  /** Forgets (and at a real provider revokes) the grant after a disconnect. */
  forget(provider: CalendarAccountProvider, grantId: string): Promise<void>;
}
