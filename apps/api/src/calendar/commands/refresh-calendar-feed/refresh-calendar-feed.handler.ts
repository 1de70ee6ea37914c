// One feed's refresh: fetch it, then record its busy times (only when they changed) or that it
// failed (once, keeping the last busy times).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { calendarConnectionsDecider, calendarConnectionsStreamId, type CalendarConnectionsCommand } from '#app/calendar';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { CALENDAR_FEEDS, CalendarFeedError, type CalendarFeeds } from '#app/integrations';
import { EVENT_STORE } from '#app/persistence';
import { readFeed } from '../../feed-window.js';
import { RefreshCalendarFeedCommand } from './refresh-calendar-feed.command.js';

type RefreshOutcome = Extract<CalendarConnectionsCommand, { type: 'RecordFeedRefresh' }>['outcome'];

@CommandHandler(RefreshCalendarFeedCommand)
export class RefreshCalendarFeedHandler implements ICommandHandler<RefreshCalendarFeedCommand, CommandOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CALENDAR_FEEDS) private readonly feeds: CalendarFeeds,
  ) {}

  async execute({ practiceId, profileId, feedUrl, timeZone, ctx }: RefreshCalendarFeedCommand): Promise<CommandOutcome> {
    const outcome: RefreshOutcome = await readFeed(this.feeds, feedUrl, ctx.now, timeZone).then(
      (feed) => ({ ok: true as const, snapshot: feed.snapshot }),
      (error: unknown) => {
        if (!(error instanceof CalendarFeedError)) throw error;
        return { ok: false as const, failedAt: ctx.now.toISOString(), reason: error.reason };
      },
    );
    const command = { type: 'RecordFeedRefresh' as const, practiceId, profileId, outcome };
    return handleCommand(this.store, ctx, { streamId: calendarConnectionsStreamId(practiceId), decider: calendarConnectionsDecider, practiceId, command });
  }
}
