// The practice's keywords as the pro's Keywords and Endorsements pages show them: in the pro's
// order, each with its specialty and how many published reviews endorse it. Exported by
// ReviewsModule: `skillOptions(practiceId)` is the keywords with their names for the client flow.
import { Injectable } from '@nestjs/common';
import { specialtyById } from '#app/reviews';
import { PracticeSkillsQuery } from '#projections';
import type { Skill } from './reviews.models.js';
import type { ReviewSkillOption } from './public/public-reviews.models.js';
import { skillOptions } from './review-view.js';
import { ReviewSummaries } from './review-summaries.js';

@Injectable()
export class PracticeSkillsReader {
  constructor(
    private readonly skills: PracticeSkillsQuery,
    private readonly summaries: ReviewSummaries,
  ) {}

  /** The practice's keywords with their names, in the pro's order. */
  async skillOptions(practiceId: string): Promise<ReviewSkillOption[]> {
    return skillOptions(await this.skills.skillIds(practiceId));
  }

  async practiceSkills(practiceId: string): Promise<Skill[]> {
    const [ids, counts] = await Promise.all([this.skills.skillIds(practiceId), this.summaries.endorsementCounts(practiceId)]);
    return ids.flatMap((id) => {
      const specialty = specialtyById(id);
      return specialty ? [{ id, endorsementsCount: counts.get(id) ?? 0, specialty }] : [];
    });
  }
}
