// Binds the calendar accounts port. Embedded mode (and today every mode) uses the simulator;
// a real Google or Microsoft adapter is one file implementing CalendarAccounts
// (libs/integrations/src/calendars/calendar-accounts.ts), picked here per provider when its
// OAuth client is configured, as payments pick Stripe or Square.
import type { Provider } from '@nestjs/common';
import { DATABASE } from '#app/persistence';
import type { SqlExecutor } from '#app/postgres';
import { CALENDAR_ACCOUNTS, SimulatedCalendarAccounts, SimulatorStore } from '#app/integrations';

export const calendarAccountsProviders: Provider[] = [
  { provide: SimulatedCalendarAccounts, useFactory: (db: SqlExecutor) => new SimulatedCalendarAccounts(new SimulatorStore(db)), inject: [DATABASE] },
  { provide: CALENDAR_ACCOUNTS, useExisting: SimulatedCalendarAccounts },
];
