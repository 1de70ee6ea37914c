// The client cancels their registration through its page (its token): CancelRegistration by 'client'.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { bookableEventDecider, bookableEventStreamId } from '#app/group-events';
import { EVENT_STORE } from '#app/persistence';
import { CancelEventRegistrationCommand } from './register-for-event.command.js';

@CommandHandler(CancelEventRegistrationCommand)
export class CancelEventRegistrationHandler implements ICommandHandler<CancelEventRegistrationCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ bookableEventId, practiceId, token, ctx }: CancelEventRegistrationCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: bookableEventStreamId(bookableEventId),
      decider: bookableEventDecider,
      practiceId,
      command: { type: 'CancelRegistration', practiceId, by: 'client', token, now: ctx.now.toISOString() },
    }, 10); // registrations racing for seats move the stream on: re-decide a few more times
  }
}
