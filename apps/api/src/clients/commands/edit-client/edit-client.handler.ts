import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientDecider, clientStreamId, decideEditClient, editedContacts } from '#app/clients';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { loadContactClaims } from '../../load-contact-claims.js';
import { loadPracticeContact } from '../practice-contact.js';
import { EditClientCommand } from './edit-client.command.js';

@CommandHandler(EditClientCommand)
export class EditClientHandler implements ICommandHandler<EditClientCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, clientId, input, ctx }: EditClientCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const request = { practiceId, clientId, input, practiceContact: await loadPracticeContact(loader, practiceId), now: ctx.now };
      const client = await loader.load(clientStreamId(clientId), clientDecider);
      return decideEditClient(request, client, await loadContactClaims(loader, practiceId, editedContacts(request, client)));
    });
  }
}
