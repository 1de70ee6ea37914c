import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentStreamId } from '#app/appointments';
import { activeClientOf, clientDecider, clientStreamId } from '#app/clients';
import { handleCommand, type CommandOutcome } from '#app/es';
import type { EventStore } from '#app/eventstore';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { AddClientNoteCommand } from './add-client-note.command.js';

/** The client an appointment was requested for (its first event names them), within one practice. */
const clientOfAppointment = async (store: EventStore, practiceId: string, appointmentId: string | null): Promise<string | null> => {
  if (!appointmentId || appointmentId.length > 100) return null;
  const [first] = await store.readStream(appointmentStreamId(appointmentId), { maxCount: 1 });
  const data = first?.type === 'AppointmentRequested' ? (first.data as { practiceId: string; client: { clientId: string } }) : null;
  return data && data.practiceId === practiceId ? data.client.clientId : null;
};

@CommandHandler(AddClientNoteCommand)
export class AddClientNoteHandler implements ICommandHandler<AddClientNoteCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  async execute({ practiceId, clientId, note, ctx }: AddClientNoteCommand): Promise<CommandOutcome> {
    const store = this.persistence.store;
    await activeClientOf(store, practiceId, clientId);
    const appointmentClientId = note.noteType === 'appointment' ? await clientOfAppointment(store, practiceId, note.appointmentId) : null;
    return handleCommand(store, ctx, {
      streamId: clientStreamId(clientId),
      decider: clientDecider,
      practiceId,
      command: { type: 'AddNote', ...note, appointmentClientId, now: ctx.now },
    });
  }
}
