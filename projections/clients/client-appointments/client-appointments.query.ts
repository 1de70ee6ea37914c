// Reads of which appointments each client has (collection `client_appointments`): a client's
// past and upcoming appointments for the profile, and the start of their last one.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { clientAppointmentsProjection, type ClientAppointmentDocument } from './client-appointments.projection.js';

/** A client as the directory holds it: its id and its practice. */
interface ClientRef {
  id: string;
  practiceId: string;
}

/** The states of an appointment that still takes place. */
const TAKING_PLACE: ClientAppointmentDocument['state'][] = ['pending', 'approved'];

export class ClientAppointmentsQuery {
  private readonly links: DocumentCollection<ClientAppointmentDocument>;

  constructor(documents: DocumentStore) {
    this.links = documents.collection<ClientAppointmentDocument>(clientAppointmentsProjection.collection);
  }

  /** The client's appointments that started before now, in any state, newest first. */
  past(client: ClientRef, now: Date, limit: number): Promise<ClientAppointmentDocument[]> {
    return this.links.find({
      filter: { clientId: client.id, practiceId: client.practiceId, startsAt: { $lt: now.toISOString() } },
      sort: [{ field: 'startsAt', order: 'desc' }],
      limit,
    });
  }

  /** The client's appointments starting now or later that still take place (not cancelled or declined), soonest first. */
  upcoming(client: ClientRef, now: Date, limit: number): Promise<ClientAppointmentDocument[]> {
    return this.links.find({
      filter: { clientId: client.id, practiceId: client.practiceId, startsAt: { $gte: now.toISOString() }, state: { $in: TAKING_PLACE } },
      sort: [{ field: 'startsAt', order: 'asc' }],
      limit,
    });
  }

  /**
   * The start of the client's most recent past appointment that was not cancelled or declined
   * (what `lastAppointmentDate` answers in SQL), or null.
   */
  async lastAppointmentStart(clientId: string, now: Date): Promise<string | null> {
    const [last] = await this.links.find({
      filter: { clientId, state: { $in: TAKING_PLACE }, startsAt: { $lt: now.toISOString() } },
      sort: [{ field: 'startsAt', order: 'desc' }],
      limit: 1,
    });
    return last?.startsAt ?? null;
  }
}
