// Demo clients: the bookings put Ada, Grace and the others in the directory; here a client the pro
// added by hand, two invited from a list, and notes on Ada (one about her past appointment).
import type { Command } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { clientClaimDecider, clientEmailStreamId } from '#app/clients';
import type { CommandContext } from '#app/es';
import { storeLoader, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { AddClientNoteCommand } from '../clients/commands/add-client-note/add-client-note.command.js';
import { CreateClientCommand } from '../clients/commands/create-client/create-client.command.js';
import { InviteClientsCommand } from '../clients/commands/invite-clients/invite-clients.command.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

export const seedDemoClients = async (
  execute: Execute,
  store: EventStore,
  demo: { practiceId: string; pro: CommandContext; pastAppointmentId: string },
): Promise<void> => {
  const { practiceId, pro, pastAppointmentId } = demo;
  await execute(
    new CreateClientCommand(practiceId, randomUUID(), {
      firstName: 'Margaret', lastName: 'Hamilton', email: 'margaret@example.com', phone: '(617) 555-0142',
      address: '77 Massachusetts Ave', city: 'Cambridge', state: 'MA', postalCode: '02139', country: 'US',
      notes: 'Referred by Ada. Prefers firm pressure.',
    }, pro),
  );
  await execute(
    new InviteClientsCommand(practiceId, [
      { firstName: 'Barbara', lastName: 'Liskov', email: 'barbara@example.com', phone: '' },
      { firstName: 'Donald', lastName: 'Knuth', email: 'donald@example.com', phone: '(650) 555-0188' },
    ], pro),
  );
  const { ownerId: ada } = await storeLoader(store).load(clientEmailStreamId(practiceId, 'ada@example.com'), clientClaimDecider);
  if (!ada) return;
  await execute(new AddClientNoteCommand(practiceId, ada, { noteId: randomUUID(), text: 'Lower back sensitive; avoid deep pressure there.', noteType: 'client', appointmentId: null }, pro));
  await execute(
    new AddClientNoteCommand(practiceId, ada, { noteId: randomUUID(), text: 'Focused on shoulders and neck. Suggested stretching between sessions.', noteType: 'appointment', appointmentId: pastAppointmentId }, pro),
  );
};
