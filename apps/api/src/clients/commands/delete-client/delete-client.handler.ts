import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteClientCommands } from '#app/clients';
import { handleCommandAcrossStreams, type CommandOutcome } from '#app/es';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { DeleteClientCommand } from './delete-client.command.js';

@CommandHandler(DeleteClientCommand)
export class DeleteClientHandler implements ICommandHandler<DeleteClientCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  execute({ practiceId, clientId, ctx }: DeleteClientCommand): Promise<CommandOutcome> {
    const store = this.persistence.store;
    return handleCommandAcrossStreams(store, ctx, () => deleteClientCommands(store, { practiceId, clientId, now: ctx.now }));
  }
}
