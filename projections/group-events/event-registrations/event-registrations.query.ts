// Reads of registrations for events (collection `event_registrations`): one by its token.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { eventRegistrationsProjection, type EventRegistrationDocument } from './event-registrations.projection.js';

export class EventRegistrationsQuery {
  private readonly registrations: DocumentCollection<EventRegistrationDocument>;

  constructor(documents: DocumentStore) {
    this.registrations = documents.collection<EventRegistrationDocument>(eventRegistrationsProjection.collection);
  }

  byId(registrationId: string): Promise<EventRegistrationDocument | null> {
    return this.registrations.get(registrationId);
  }

  async byToken(token: string): Promise<EventRegistrationDocument | null> {
    const [found] = await this.registrations.find({ filter: { token }, limit: 1 });
    return found ?? null;
  }
}
