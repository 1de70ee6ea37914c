import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand, type CommandOutcome } from '#app/es';
import { practiceDecider, practiceStreamId } from '#app/practice';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { ChangePracticeCommand } from './change-practice.command.js';

@CommandHandler(ChangePracticeCommand)
export class ChangePracticeHandler implements ICommandHandler<ChangePracticeCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  execute({ practiceId, change, ctx }: ChangePracticeCommand): Promise<CommandOutcome> {
    return handleCommand(this.persistence.store, ctx, {
      streamId: practiceStreamId(practiceId),
      decider: practiceDecider,
      practiceId,
      command: change,
    });
  }
}
