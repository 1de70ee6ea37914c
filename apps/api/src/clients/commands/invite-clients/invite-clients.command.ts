import { Command } from '@nestjs/cqrs';
import type { ClientInput } from '#app/clients';
import type { CommandContext, CommandOutcome } from '#app/es';

export interface ErroredRow {
  email: string | null;
  errors: string[];
}

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
