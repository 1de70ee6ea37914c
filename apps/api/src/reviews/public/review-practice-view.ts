// The practice as the review flow shows it: the pro's name and the practice's keywords with their
// names (the practiceSkills stream, in the pro's order; a keyword no longer in the list is left out).
import { loadState } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { practiceSkillsDecider, practiceSkillsStreamId, specialtyById } from '#app/reviews';
import type { PracticeDocument } from '#projections';
import type { ReviewPractice } from './public-reviews.models.js';

export const reviewPracticeView = async (store: EventStore, practice: PracticeDocument): Promise<ReviewPractice> => {
  const { state } = await loadState(store, practiceSkillsStreamId(practice.id), practiceSkillsDecider);
  const skills = state.skillIds.flatMap((id) => {
    const specialty = specialtyById(id);
    return specialty ? [{ id, name: specialty.name }] : [];
  });
  return { practiceId: practice.id, name: practice.owner.name || practice.name, title: practice.name, photoUrl: null, shortLink: practice.shortLink, skills };
};
