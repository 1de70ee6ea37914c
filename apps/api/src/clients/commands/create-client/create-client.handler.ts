import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { decideNewClient, newClientContacts } from '#app/clients';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { loadContactClaims } from '../../load-contact-claims.js';
import { loadPracticeContact } from '../practice-contact.js';
import { CreateClientCommand } from './create-client.command.js';

@CommandHandler(CreateClientCommand)
export class CreateClientHandler implements ICommandHandler<CreateClientCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, clientId, input, ctx }: CreateClientCommand): Promise<CommandOutcome> {
    const noteId = randomUUID();
    return handleDecision(this.store, ctx, async (loader) => {
      const request = { practiceId, clientId, input, practiceContact: await loadPracticeContact(loader, practiceId), noteId, now: ctx.now, mode: 'pro' as const };
      return decideNewClient(request, await loadContactClaims(loader, practiceId, newClientContacts(request)));
    });
  }
}
