import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { editClientCommands } from '#app/clients';
import { handleCommandAcrossStreams, type CommandOutcome } from '#app/es';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { practiceContactOf } from '../practice-contact.js';
import { EditClientCommand } from './edit-client.command.js';

@CommandHandler(EditClientCommand)
export class EditClientHandler implements ICommandHandler<EditClientCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  execute({ practiceId, clientId, input, ctx }: EditClientCommand): Promise<CommandOutcome> {
    const store = this.persistence.store;
    return handleCommandAcrossStreams(store, ctx, async () =>
      editClientCommands(store, { practiceId, clientId, input, practiceContact: await practiceContactOf(store, practiceId), now: ctx.now }),
    );
  }
}
