// What the pro's group-event queries and mutations answer with, read from the read models for one
// practice: its link and currency, its types and events, and its registrants' directory entries.
import { Injectable } from '@nestjs/common';
import { loadConfig } from '#app/config';
import { isUuid } from '#app/es';
import { BookableEventsQuery, ClientsQuery, EventTypesQuery, PracticesQuery, type BookableEventDocument, type ClientDocument, type EventTypeDocument } from '#projections';
import { Clock } from '../infrastructure/clock.js';
import type { BookableEvent, BookableEventType } from './group-events.models.js';
import { toBookableEvent, toEventType, type PracticeLink } from './group-events-view.js';

@Injectable()
export class GroupEventsReader {
  private readonly origin = loadConfig().publicBaseUrl;

  constructor(
    private readonly types: EventTypesQuery,
    private readonly events: BookableEventsQuery,
    private readonly clients: ClientsQuery,
    private readonly practices: PracticesQuery,
    private readonly clock: Clock,
  ) {}

  async practiceLink(practiceId: string): Promise<PracticeLink> {
    const practice = await this.practices.byId(practiceId);
    return { shortLink: practice?.shortLink ?? '', currency: practice?.payments.currency ?? 'USD', origin: this.origin };
  }

  /** The practice's live type, or null (unknown id, another practice's, deleted). */
  async ownType(practiceId: string, id: unknown): Promise<EventTypeDocument | null> {
    if (!isUuid(id)) return null;
    const doc = await this.types.byId(id.toLowerCase());
    return doc && doc.practiceId === practiceId && !doc.deleted ? doc : null;
  }

  /** The practice's live scheduled event, or null (unknown id, another practice's, deleted). */
  async ownEvent(practiceId: string, id: unknown): Promise<BookableEventDocument | null> {
    if (!isUuid(id)) return null;
    const doc = await this.events.byId(id.toLowerCase());
    return doc && doc.practiceId === practiceId && !doc.deleted ? doc : null;
  }

  async eventType(doc: EventTypeDocument, practice?: PracticeLink): Promise<BookableEventType> {
    const upcoming = await this.events.upcomingOfType(doc.id, this.clock.now().toISOString());
    return toEventType(doc, practice ?? (await this.practiceLink(doc.practiceId)), upcoming.filter((e) => e.practiceId === doc.practiceId));
  }

  async eventTypes(practiceId: string): Promise<BookableEventType[]> {
    const practice = await this.practiceLink(practiceId);
    return Promise.all((await this.types.ofPractice(practiceId)).map((doc) => this.eventType(doc, practice)));
  }

  /** Events as the pro sees them, with their types and registrants read once for all. */
  async bookableEvents(practiceId: string, docs: BookableEventDocument[]): Promise<BookableEvent[]> {
    if (docs.length === 0) return [];
    const { currency } = await this.practiceLink(practiceId);
    const typeIds = [...new Set(docs.map((d) => d.bookableEventTypeId))];
    const types = new Map<string, EventTypeDocument>();
    for (const type of await Promise.all(typeIds.map((id) => this.types.byId(id)))) if (type && type.practiceId === practiceId) types.set(type.id, type);
    const clientIds = [...new Set(docs.flatMap((d) => d.registrations.filter((r) => r.status === 'active').map((r) => r.clientId)))];
    const clients = new Map<string, ClientDocument>();
    for (const client of await Promise.all(clientIds.map((id) => this.clients.byId(id)))) if (client && client.practiceId === practiceId) clients.set(client.id, client);
    return docs.map((doc) => toBookableEvent(doc, types.get(doc.bookableEventTypeId) ?? null, clients, currency));
  }

  async bookableEvent(practiceId: string, doc: BookableEventDocument): Promise<BookableEvent> {
    return (await this.bookableEvents(practiceId, [doc]))[0];
  }

  overlapping(practiceId: string, range: { from: string; to: string }): Promise<BookableEventDocument[]> {
    return this.events.overlapping(practiceId, range);
  }

  upcoming(practiceId: string): Promise<BookableEventDocument[]> {
    return this.events.upcoming(practiceId, this.clock.now().toISOString());
  }
}
