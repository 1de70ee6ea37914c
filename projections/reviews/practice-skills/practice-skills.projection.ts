// The practice's keywords (endorsement topics) in the pro's order, one document per practice: each
// event carries the whole list, so the document is a copy of the latest.
import { defineProjection } from '#app/es';
import { PRACTICE_SKILLS_EVENT_TYPES, type PracticeSkillsEvent } from '#app/reviews';

export interface PracticeSkillsDocument {
  /** The practice's id. */
  id: string;
  skillIds: string[];
  updatedAt: string;
}

export const practiceSkillsProjection = defineProjection<PracticeSkillsDocument>({
  name: 'practice-skills',
  collection: 'practice_skills',
  indexedFields: [],
  eventTypes: PRACTICE_SKILLS_EVENT_TYPES,
  documentId: (event) => (event.data as { practiceId: string }).practiceId,
  evolve: (_document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as PracticeSkillsEvent;
    return { id: event.data.practiceId, skillIds: [...event.data.skillIds], updatedAt: String(recorded.metadata.occurredAt ?? recorded.recordedAt) };
  },
});
