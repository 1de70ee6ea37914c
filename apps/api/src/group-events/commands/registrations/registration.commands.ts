import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** addClientToBookableEvent: the pro registers one of the practice's clients (overbooking allowed). */
export class AddClientToEventCommand extends Command<CommandOutcome> {
  constructor(
    readonly bookableEventId: string,
    readonly practiceId: string,
    readonly clientId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** removeClientFromBookableEvent: the pro cancels a client's registration (cancelled by 'owner'). */
export class RemoveClientFromEventCommand extends Command<CommandOutcome> {
  constructor(
    readonly bookableEventId: string,
    readonly practiceId: string,
    readonly clientId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
