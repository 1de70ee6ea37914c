import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceSkillsDecider, practiceSkillsStreamId } from '#app/reviews';
import { MoveSkillsCommand } from './move-skills.command.js';

@CommandHandler(MoveSkillsCommand)
export class MoveSkillsHandler implements ICommandHandler<MoveSkillsCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, positions, ctx }: MoveSkillsCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: practiceSkillsStreamId(practiceId),
      decider: practiceSkillsDecider,
      practiceId,
      command: { type: 'MoveSkills', practiceId, positions },
    });
  }
}
