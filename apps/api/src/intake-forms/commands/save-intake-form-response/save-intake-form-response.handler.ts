import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientStreamId } from '#app/clients';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { clientIntakeDecider, intakeFormDecider } from '#app/intake-forms';
import { EVENT_STORE } from '#app/persistence';
import { practiceStreamId } from '#app/practice';
import { SaveIntakeFormResponseCommand } from './save-intake-form-response.command.js';

@CommandHandler(SaveIntakeFormResponseCommand)
export class SaveIntakeFormResponseHandler implements ICommandHandler<SaveIntakeFormResponseCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, clientId, uniqueId, formData, ctx }: SaveIntakeFormResponseCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const practice = await loader.load(practiceStreamId(practiceId), intakeFormDecider);
      const client = await loader.load(clientStreamId(clientId), clientIntakeDecider);
      const clientNotesEnabled = practice.status === 'active' && practice.clientNotesEnabled;
      const command = { type: 'SaveIntakeFormResponse' as const, uniqueId, formData, clientNotesEnabled, now: ctx.now };
      return [{ streamId: clientStreamId(clientId), practiceId, events: clientIntakeDecider.decide(command, client) }];
    });
  }
}
