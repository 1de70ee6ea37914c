// Reads of the public event pages: a practice's type by its link, and a type's upcoming dates
// (collections `public_event_types` and `public_event_dates`).
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { publicEventDatesProjection, type PublicEventDateDocument } from './public-event-dates.projection.js';
import { publicEventTypesProjection, type PublicEventTypeDocument } from './public-event-types.projection.js';

/** More dates than a type's page ever lists. */
const DATES_LIMIT = 500;

export class PublicEventTypesQuery {
  private readonly types: DocumentCollection<PublicEventTypeDocument>;
  private readonly dates: DocumentCollection<PublicEventDateDocument>;

  constructor(documents: DocumentStore) {
    this.types = documents.collection<PublicEventTypeDocument>(publicEventTypesProjection.collection);
    this.dates = documents.collection<PublicEventDateDocument>(publicEventDatesProjection.collection);
  }

  typeById(bookableEventTypeId: string): Promise<PublicEventTypeDocument | null> {
    return this.types.get(bookableEventTypeId);
  }

  /** The practice's type at this link; null when there is none or it was deleted. */
  async typeBySlug(practiceId: string, slug: string): Promise<PublicEventTypeDocument | null> {
    const found = await this.types.find({ filter: { practiceId, slug, deleted: false }, limit: 1 });
    return found[0] ?? null;
  }

  /** The practice's types that are not deleted, by name (a practice has a handful). */
  typesOfPractice(practiceId: string): Promise<PublicEventTypeDocument[]> {
    return this.types.find({ filter: { practiceId, deleted: false }, sort: [{ field: 'name', order: 'asc' }], limit: 200 });
  }

  dateById(bookableEventId: string): Promise<PublicEventDateDocument | null> {
    return this.dates.get(bookableEventId);
  }

  /** The type's dates that have not started at `now` and are not deleted, soonest first. */
  upcomingDates(bookableEventTypeId: string, now: Date): Promise<PublicEventDateDocument[]> {
    return this.dates.find({
      filter: { bookableEventTypeId, deleted: false, startsAt: { $gt: now.toISOString() } },
      sort: [{ field: 'startsAt', order: 'asc' }],
      limit: DATES_LIMIT,
    });
  }
}
