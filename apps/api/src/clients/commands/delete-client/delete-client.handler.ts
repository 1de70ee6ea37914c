import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activeClientOf, clientDecider, clientStreamId, contactValues, decideDeleteClient } from '#app/clients';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { loadContactClaims } from '../../load-contact-claims.js';
import { DeleteClientCommand } from './delete-client.command.js';

@CommandHandler(DeleteClientCommand)
export class DeleteClientHandler implements ICommandHandler<DeleteClientCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, clientId, ctx }: DeleteClientCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const client = await loader.load(clientStreamId(clientId), clientDecider);
      const claims = await loadContactClaims(loader, practiceId, contactValues(activeClientOf(client, practiceId).profile));
      return decideDeleteClient({ practiceId, clientId, now: ctx.now }, client, claims);
    });
  }
}
