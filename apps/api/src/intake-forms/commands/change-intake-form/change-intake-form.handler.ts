import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { intakeFormDecider } from '#app/intake-forms';
import { EVENT_STORE } from '#app/persistence';
import { practiceStreamId } from '#app/practice';
import { ChangeIntakeFormCommand } from './change-intake-form.command.js';

@CommandHandler(ChangeIntakeFormCommand)
export class ChangeIntakeFormHandler implements ICommandHandler<ChangeIntakeFormCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, change, ctx }: ChangeIntakeFormCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, { streamId: practiceStreamId(practiceId), decider: intakeFormDecider, practiceId, command: change });
  }
}
