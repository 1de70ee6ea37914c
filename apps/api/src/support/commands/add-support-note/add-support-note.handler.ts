// The note goes on the appointment's notes stream, beside (never on) the appointment's own stream;
// the appointment must exist, and its practice is the note's.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentStreamId } from '#app/appointments';
import { isUuid, NotFoundError } from '#app/es';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { SupportNoteMessages, supportNotesDecider, supportNotesStreamId } from '#app/support';
import { AddSupportNoteCommand } from './add-support-note.command.js';

@CommandHandler(AddSupportNoteCommand)
export class AddSupportNoteHandler implements ICommandHandler<AddSupportNoteCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ appointmentId, note, ctx }: AddSupportNoteCommand): Promise<CommandOutcome & { practiceId: string }> {
    const [first] = isUuid(appointmentId) ? await this.store.readStream(appointmentStreamId(appointmentId), { maxCount: 1 }) : [];
    const practiceId = first?.metadata.practiceId;
    if (typeof practiceId !== 'string') throw new NotFoundError(SupportNoteMessages.appointmentNotFound);
    const outcome = await handleCommand(this.store, ctx, {
      streamId: supportNotesStreamId(appointmentId),
      decider: supportNotesDecider,
      command: { type: 'AddSupportNote', appointmentId, note },
      practiceId,
    });
    return { ...outcome, practiceId };
  }
}
