import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import { practiceDecider, practiceStreamId } from '#app/practice';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { ChangePracticeCommand } from './change-practice.command.js';

@CommandHandler(ChangePracticeCommand)
export class ChangePracticeHandler implements ICommandHandler<ChangePracticeCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, change, ctx }: ChangePracticeCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: practiceStreamId(practiceId),
      decider: practiceDecider,
      practiceId,
      command: change,
    });
  }
}
