// Reads of the practices' keywords (collection `practice_skills`).
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { practiceSkillsProjection, type PracticeSkillsDocument } from './practice-skills.projection.js';

export class PracticeSkillsQuery {
  private readonly skills: DocumentCollection<PracticeSkillsDocument>;

  constructor(documents: DocumentStore) {
    this.skills = documents.collection<PracticeSkillsDocument>(practiceSkillsProjection.collection);
  }

  /** The practice's skill ids in the pro's order (none yet: empty). */
  async skillIds(practiceId: string): Promise<string[]> {
    return (await this.skills.get(practiceId))?.skillIds ?? [];
  }
}
