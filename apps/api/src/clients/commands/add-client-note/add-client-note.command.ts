import { Command } from '@nestjs/cqrs';
import type { NoteType } from '#app/clients';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export interface AddClientNoteInput {
  noteId: string;
  text: string;
  noteType: NoteType;
  appointmentId: string | null;
}

/** A note on a client, or on one of the client's appointments (noteType 'appointment'). */
export class AddClientNoteCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly clientId: string,
    readonly note: AddClientNoteInput,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
