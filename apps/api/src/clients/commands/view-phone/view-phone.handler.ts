import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activeClientOf, clientDecider, clientStreamId } from '#app/clients';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { ViewPhoneCommand } from './view-phone.command.js';

@CommandHandler(ViewPhoneCommand)
export class ViewPhoneHandler implements ICommandHandler<ViewPhoneCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, clientId, ctx }: ViewPhoneCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const client = activeClientOf(await loader.load(clientStreamId(clientId), clientDecider), practiceId);
      return [{ streamId: clientStreamId(clientId), practiceId, events: clientDecider.decide({ type: 'ViewPhone' }, client) }];
    });
  }
}
