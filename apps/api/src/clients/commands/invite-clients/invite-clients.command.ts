import { Command } from '@nestjs/cqrs';
import type { ClientInput, ErroredRow } from '#app/clients';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export interface InviteClientsResult extends CommandOutcome {
  invitedCount: number;
  erroredClients: ErroredRow[];
}

/** An imported list (CSV upload or paste): each valid new row becomes an invited client. */
export class InviteClientsCommand extends Command<InviteClientsResult> {
  constructor(
    readonly practiceId: string,
    readonly rows: ClientInput[],
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
