// Reads of the scheduled group events (collection `bookable_events`): one by id, a practice's in
// a calendar window, its upcoming ones, and a type's upcoming ones. Deleted events are left out of
// every list.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { bookableEventsProjection, type BookableEventDocument } from './bookable-events.projection.js';

/** More than a calendar window or a practice's upcoming classes ever hold. */
const LIST_LIMIT = 2000;

export class BookableEventsQuery {
  private readonly events: DocumentCollection<BookableEventDocument>;

  constructor(documents: DocumentStore) {
    this.events = documents.collection<BookableEventDocument>(bookableEventsProjection.collection);
  }

  byId(bookableEventId: string): Promise<BookableEventDocument | null> {
    return this.events.get(bookableEventId);
  }

  /** The practice's events overlapping [from, to), soonest first. */
  overlapping(practiceId: string, range: { from: string; to: string }): Promise<BookableEventDocument[]> {
    return this.events.find({
      filter: { practiceId, deleted: false, startsAt: { $lt: range.to }, endsAt: { $gt: range.from } },
      sort: [{ field: 'startsAt', order: 'asc' }],
      limit: LIST_LIMIT,
    });
  }

  /** The practice's events that have not ended at `now`, soonest first. */
  upcoming(practiceId: string, now: string): Promise<BookableEventDocument[]> {
    return this.events.find({ filter: { practiceId, deleted: false, endsAt: { $gt: now } }, sort: [{ field: 'startsAt', order: 'asc' }], limit: LIST_LIMIT });
  }

  /** The type's events that have not ended at `now`, soonest first. */
  upcomingOfType(bookableEventTypeId: string, now: string): Promise<BookableEventDocument[]> {
    return this.events.find({ filter: { bookableEventTypeId, deleted: false, endsAt: { $gt: now } }, sort: [{ field: 'startsAt', order: 'asc' }], limit: LIST_LIMIT });
  }
}
