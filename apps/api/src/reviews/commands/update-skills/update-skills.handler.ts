import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { isSpecialty, practiceSkillsDecider, practiceSkillsStreamId } from '#app/reviews';
import { UpdateSkillsCommand } from './update-skills.command.js';

@CommandHandler(UpdateSkillsCommand)
export class UpdateSkillsHandler implements ICommandHandler<UpdateSkillsCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, skillIds, ctx }: UpdateSkillsCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: practiceSkillsStreamId(practiceId),
      decider: practiceSkillsDecider,
      practiceId,
      command: { type: 'UpdateSkills', practiceId, skillIds, isSpecialty },
    });
  }
}
