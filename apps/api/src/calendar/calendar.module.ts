import { Module } from '@nestjs/common';
import { loadConfig } from '#app/config';
import { CALENDAR_FEEDS, HttpCalendarFeeds } from '#app/integrations';
import { AppointmentsFeedController } from './appointments-feed.controller.js';
import { calendarAccountsProviders } from './calendar-accounts.providers.js';
import { CalendarAccountsResolver } from './calendar-accounts.resolver.js';
import { CalendarFeedsRefresh } from './calendar-feeds-refresh.job.js';
import { HttpRateLimitGuard } from './http-rate-limit.guard.js';
import { CalendarConnectionsResolver } from './calendar-connections.resolver.js';
import { CalendarResolver } from './calendar.resolver.js';
import { ChangeCalendarConnectionsHandler } from './commands/change-calendar-connections/change-calendar-connections.handler.js';
import { ConnectCalendarAccountHandler } from './commands/connect-calendar-account/connect-calendar-account.handler.js';
import { ConnectCalendarFeedHandler } from './commands/connect-calendar-feed/connect-calendar-feed.handler.js';
import { DeletePersonalEventHandler } from './commands/delete-personal-event/delete-personal-event.handler.js';
import { RefreshCalendarAccountHandler } from './commands/refresh-calendar-account/refresh-calendar-account.handler.js';
import { RefreshCalendarFeedHandler } from './commands/refresh-calendar-feed/refresh-calendar-feed.handler.js';
import { SavePersonalEventHandler } from './commands/save-personal-event/save-personal-event.handler.js';
import { PersonalEventsResolver } from './personal-events.resolver.js';
import { SimulatedCalendarConsentController } from './simulated-calendar-consent.controller.js';

@Module({
  controllers: [AppointmentsFeedController, SimulatedCalendarConsentController],
  providers: [
    CalendarResolver,
    PersonalEventsResolver,
    SavePersonalEventHandler,
    DeletePersonalEventHandler,
    // Calendar integrations (iCal feeds).
    // Local feeds work in embedded mode and tests; production refuses private addresses.
    { provide: CALENDAR_FEEDS, useFactory: () => new HttpCalendarFeeds({ allowPrivateAddresses: !loadConfig().production }) },
    CalendarConnectionsResolver,
    ConnectCalendarFeedHandler,
    ChangeCalendarConnectionsHandler,
    RefreshCalendarFeedHandler,
    // Calendar accounts (Google, Microsoft): the simulator's consent page and calendars.
    ...calendarAccountsProviders,
    CalendarAccountsResolver,
    ConnectCalendarAccountHandler,
    RefreshCalendarAccountHandler,
    CalendarFeedsRefresh,
    HttpRateLimitGuard,
  ],
  exports: [CalendarFeedsRefresh],
})
export class CalendarModule {}
