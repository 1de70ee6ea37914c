import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceSkillsDecider, practiceSkillsStreamId } from '#app/reviews';
import { DeleteSkillCommand } from './delete-skill.command.js';

@CommandHandler(DeleteSkillCommand)
export class DeleteSkillHandler implements ICommandHandler<DeleteSkillCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, skillId, ctx }: DeleteSkillCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: practiceSkillsStreamId(practiceId),
      decider: practiceSkillsDecider,
      practiceId,
      command: { type: 'DeleteSkill', practiceId, skillId },
    });
  }
}
