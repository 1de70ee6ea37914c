// Who the pro books for: an existing client of the practice, or a new client created in the same
// append (with their e-mail and phone claims). Anything else is refused before anything is written.
import { DomainError, type StreamCommand } from '#app/es';
import type { EventStore } from '#app/eventstore';
import { ProBookingMessages, type ClientSnapshot } from '#app/appointments';
import { activeClientOf, checkNewClient, ClientMessages, newClientCommands, type ClientInput, type ClientProfile, type PracticeContact } from '#app/clients';
import { NotFoundError } from '#app/es';

export interface BookingClient {
  snapshot: ClientSnapshot;
  commands: Array<StreamCommand<any, any, any>>;
}

const snapshotOf = (clientId: string, profile: ClientProfile): ClientSnapshot => {
  if (!profile.email && !profile.phone) throw new DomainError(ProBookingMessages.noContact);
  return { clientId, firstName: profile.firstName, lastName: profile.lastName, email: profile.email ?? '', phone: profile.phone ?? '' };
};

export const bookingClient = async (
  store: EventStore,
  request: { practiceId: string; clientId?: string | null; newClient?: ClientInput | null; newClientId: string; contact: PracticeContact; now: Date },
): Promise<BookingClient> => {
  const { practiceId, clientId, newClient, newClientId, contact, now } = request;
  if (clientId) {
    if (typeof clientId !== 'string' || clientId.length > 100) throw new NotFoundError(ClientMessages.notFound);
    const client = await activeClientOf(store, practiceId, clientId);
    return { snapshot: snapshotOf(client.clientId, client.profile), commands: [] };
  }
  if (!newClient) throw new DomainError(ProBookingMessages.clientRequired);
  const profile = checkNewClient(newClient, 'pro', contact);
  const commands = await newClientCommands(store, { practiceId, clientId: newClientId, input: newClient, practiceContact: contact, now, mode: 'pro' });
  return { snapshot: snapshotOf(newClientId, profile), commands };
};
