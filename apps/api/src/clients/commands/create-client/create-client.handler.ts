import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newClientCommands } from '#app/clients';
import { handleCommandAcrossStreams, type CommandOutcome } from '#app/es';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { practiceContactOf } from '../practice-contact.js';
import { CreateClientCommand } from './create-client.command.js';

@CommandHandler(CreateClientCommand)
export class CreateClientHandler implements ICommandHandler<CreateClientCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  execute({ practiceId, clientId, input, ctx }: CreateClientCommand): Promise<CommandOutcome> {
    const store = this.persistence.store;
    return handleCommandAcrossStreams(store, ctx, async () =>
      newClientCommands(store, { practiceId, clientId, input, practiceContact: await practiceContactOf(store, practiceId), now: ctx.now, mode: 'pro' }),
    );
  }
}
