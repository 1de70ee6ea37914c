// Reads of the pro's personal events (collection `personal_events`): one by id, and those in the
// calendar's window.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { personalEventsProjection, type PersonalEventDocument } from './personal-events.projection.js';

/** More than a calendar window (at most 100 days) ever holds. */
const WINDOW_LIMIT = 2000;

export class PersonalEventsQuery {
  private readonly events: DocumentCollection<PersonalEventDocument>;

  constructor(documents: DocumentStore) {
    this.events = documents.collection<PersonalEventDocument>(personalEventsProjection.collection);
  }

  byId(personalEventId: string): Promise<PersonalEventDocument | null> {
    return this.events.get(personalEventId);
  }

  /** The practice's personal events overlapping [from, to), soonest first. */
  overlapping(practiceId: string, range: { from: string; to: string }): Promise<PersonalEventDocument[]> {
    return this.events.find({
      filter: { practiceId, startsAt: { $lt: range.to }, endsAt: { $gt: range.from } },
      sort: [{ field: 'startsAt', order: 'asc' }],
      limit: WINDOW_LIMIT,
    });
  }
}
