// What a calendar account's read records: its calendars and their busy times in the same window
// as a feed's (a day ago to 90 days ahead, in the practice's zone).
import type { AccountSnapshot } from '#app/calendar';
import type { CalendarAccountProvider, CalendarAccounts } from '#app/integrations';
import { feedWindow } from './feed-window.js';

/** Reads the account (throws CalendarGrantRevokedError when the provider refuses the grant). */
export const readAccount = async (accounts: CalendarAccounts, provider: CalendarAccountProvider, grantId: string, now: Date, timeZone: string): Promise<AccountSnapshot> => {
  const window = feedWindow(now, timeZone);
  const calendars = await accounts.busyTimes(provider, grantId, window);
  return { refreshedAt: now.toISOString(), windowFrom: window.from.toISOString(), windowTo: window.to.toISOString(), calendars };
};
