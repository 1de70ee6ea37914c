// A review document as the pro's pages and the public page show it. Pure.
import type { ClientDocument, ReviewDocument, ReviewRequestDocument } from '#projections';
import { specialtyById } from '#app/reviews';
import { agoInWords } from './ago-in-words.js';
import type { PublicReview, Review, ReviewRequest } from './reviews.models.js';
import type { ReviewSkillOption } from './public/public-reviews.models.js';

/** The endorsed keywords with their names (an id no longer in the shipped list is left out). */
export const skillOptions = (skillIds: string[]): ReviewSkillOption[] =>
  skillIds.flatMap((id) => {
    const specialty = specialtyById(id);
    return specialty ? [{ id, name: specialty.name }] : [];
  });

export const toReview = (doc: ReviewDocument, client: ClientDocument | null, now: Date): Review => ({
  id: doc.id,
  rating: doc.rating,
  text: doc.text,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
  createdAtAgoInWords: agoInWords(doc.createdAt, now),
  client:
    client && client.practiceId === doc.practiceId && !client.deletedAt
      ? { id: client.id, firstName: client.firstName, lastName: client.lastName ?? '', email: client.email ?? null, phone: client.phone ?? null }
      : null,
  unverifiedName: doc.publicName,
  reviewReply: doc.reply,
  isAnonymous: doc.isAnonymous,
  endorsedSkills: skillOptions(doc.skillIds),
  source: doc.source,
  status: doc.status,
  appointmentId: doc.appointmentId,
});

/** Visitors never see the name of a reviewer who chose to stay anonymous. */
export const toPublicReview = (doc: ReviewDocument, now: Date): PublicReview => ({
  id: doc.id,
  rating: doc.rating ?? 0,
  text: doc.text,
  publicName: doc.isAnonymous ? null : doc.publicName,
  createdAt: doc.createdAt,
  createdAtAgoInWords: agoInWords(doc.createdAt, now),
  reply: doc.reply,
  skills: skillOptions(doc.skillIds),
});

export const toReviewRequest = (doc: ReviewRequestDocument): ReviewRequest => ({
  clientId: doc.clientId,
  appointmentId: doc.appointmentId,
  firstName: doc.firstName,
  email: doc.email,
  phone: doc.phone,
  reviewRequestedAt: doc.requestedAt,
  reviewLink: doc.reviewLink,
  reviewRequireConfirmation: doc.requireConfirmation,
  automatic: doc.automatic,
});
