// createCronofyFeed: read the feed first (a URL that is not an iCal feed is refused with the
// spec's message before anything is recorded), then connect it with its first busy times.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { calendarConnectionsDecider, calendarConnectionsStreamId } from '#app/calendar';
import { DomainError } from '#app/es';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { CALENDAR_FEEDS, CalendarFeedError, type CalendarFeeds } from '#app/integrations';
import { EVENT_STORE } from '#app/persistence';
import { readFeed } from '../../feed-window.js';
import { ConnectCalendarFeedCommand } from './connect-calendar-feed.command.js';

@CommandHandler(ConnectCalendarFeedCommand)
export class ConnectCalendarFeedHandler implements ICommandHandler<ConnectCalendarFeedCommand, CommandOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CALENDAR_FEEDS) private readonly feeds: CalendarFeeds,
  ) {}

  async execute({ practiceId, profileId, feedUrl, timeZone, ctx }: ConnectCalendarFeedCommand): Promise<CommandOutcome> {
    const feed = await readFeed(this.feeds, feedUrl, ctx.now, timeZone).catch((error: unknown) => {
      throw error instanceof CalendarFeedError ? new DomainError(error.message) : error;
    });
    const command = { type: 'ConnectCalendarFeed' as const, practiceId, profileId, url: feedUrl, name: feed.name ?? 'iCal feed', snapshot: feed.snapshot };
    return handleCommand(this.store, ctx, { streamId: calendarConnectionsStreamId(practiceId), decider: calendarConnectionsDecider, practiceId, command });
  }
}
