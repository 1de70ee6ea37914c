import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentDecider, appointmentStreamId } from '#app/appointments';
import { activeClientOf, clientDecider, clientStreamId } from '#app/clients';
import { isUuid } from '#app/es';
import { handleDecision, type CommandOutcome, type StreamLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { AddClientNoteCommand } from './add-client-note.command.js';

/** The client an appointment was booked for, within one practice (null: no such appointment). */
const clientOfAppointment = async (loader: StreamLoader, practiceId: string, appointmentId: string | null): Promise<string | null> => {
  if (!isUuid(appointmentId)) return null;
  const appointment = await loader.load(appointmentStreamId(appointmentId), appointmentDecider);
  return appointment.status !== 'none' && appointment.practiceId === practiceId ? appointment.client.clientId : null;
};

@CommandHandler(AddClientNoteCommand)
export class AddClientNoteHandler implements ICommandHandler<AddClientNoteCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, clientId, note, ctx }: AddClientNoteCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const client = activeClientOf(await loader.load(clientStreamId(clientId), clientDecider), practiceId);
      const appointmentClientId = note.noteType === 'appointment' ? await clientOfAppointment(loader, practiceId, note.appointmentId) : null;
      const command = { type: 'AddNote' as const, ...note, appointmentClientId, now: ctx.now };
      return [{ streamId: clientStreamId(clientId), practiceId, events: clientDecider.decide(command, client) }];
    });
  }
}
