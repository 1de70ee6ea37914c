// The review's rules (spec 000 §4-§5, 002 §5 Reviews). The client's commands are authorised by the
// review's token before they get here; the pro's reply by the practice that owns the review.
import { DomainError, NotFoundError, type Decider } from '#app/es';
import { ReviewMessages as M } from './review-messages.js';
import { MAX_PUBLIC_NAME, MAX_RATING, MAX_TEXT, MIN_RATING, REPLY_OVER, TEXT_OVER, type ReviewSource } from './review-rules.js';
import { evolveReview, initialReviewState, type ExistingReview, type ReviewEvent, type ReviewState } from './review.js';

export type ReviewCommand =
  | {
      type: 'CreateReview';
      reviewId: string;
      practiceId: string;
      clientId: string;
      appointmentId: string | null;
      token: string;
      source: ReviewSource;
      publicName: string;
      rating: unknown;
      /** Only an imported review comes with its text. */
      text?: string | null;
      createdAt: string;
    }
  | { type: 'RateReview'; rating: unknown }
  | { type: 'EndorseReview'; skillIds: string[]; practiceSkillIds: string[] }
  | { type: 'AddReviewText'; text: unknown }
  | { type: 'ConfirmReview' }
  | { type: 'DisputeReview' }
  | { type: 'SetReviewAnonymity'; isAnonymous: boolean }
  | { type: 'SetReviewPublicName'; publicName: unknown }
  | { type: 'ReplyToReview'; practiceId: string; message: unknown; now: string };

/** A whole number of stars from 1 to 5 (throws the rule's message otherwise). */
export const checkRating = (rating: unknown, message: string = M.invalidRating): number => {
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < MIN_RATING || rating > MAX_RATING) throw new DomainError(message);
  return rating;
};

/** A text review: more than 2 characters once trimmed, at most 5000. */
export const checkReviewText = (text: unknown): string => {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed.length <= TEXT_OVER) throw new DomainError(M.textTooShort);
  if (trimmed.length > MAX_TEXT) throw new DomainError(M.textTooLong);
  return trimmed;
};

const existing = (state: ReviewState): ExistingReview => {
  if (state.status === 'none') throw new NotFoundError(M.reviewNotFound);
  return state;
};

const ref = (review: ExistingReview) => ({ reviewId: review.reviewId, practiceId: review.practiceId });

const create = (command: Extract<ReviewCommand, { type: 'CreateReview' }>, state: ReviewState): ReviewEvent[] => {
  if (state.status !== 'none') throw new DomainError(M.alreadyReviewed);
  const rating = checkRating(command.rating);
  const text = command.source === 'imported' && typeof command.text === 'string' && command.text.trim() ? checkReviewText(command.text) : null;
  const { rating: _rating, text: _text, type: _type, ...data } = command;
  const r = { reviewId: command.reviewId, practiceId: command.practiceId };
  return [
    { type: 'ReviewCreated', data },
    { type: 'ReviewRated', data: { ...r, rating, clientId: command.clientId, appointmentId: command.appointmentId } },
    ...(text ? [{ type: 'ReviewTextAdded' as const, data: { ...r, text } }] : []),
  ];
};

/** A client may change their stars while their review has no text yet (back in the browser, another star link). */
const rate = (rating: unknown, state: ReviewState): ReviewEvent[] => {
  const review = existing(state);
  if (review.source !== 'client' || review.text !== null) throw new DomainError(review.appointmentId ? M.alreadyReviewed : M.alreadyReviewedPractice);
  const stars = checkRating(rating);
  if (stars === review.rating) return [];
  return [{ type: 'ReviewRated', data: { ...ref(review), rating: stars, clientId: review.clientId, appointmentId: review.appointmentId } }];
};

const endorse = (command: Extract<ReviewCommand, { type: 'EndorseReview' }>, state: ReviewState): ReviewEvent[] => {
  const review = existing(state);
  const skillIds = [...new Set(command.skillIds)];
  if (skillIds.length === 0) throw new DomainError(M.endorsementRequired);
  if (skillIds.some((id) => !command.practiceSkillIds.includes(id))) throw new DomainError(M.unknownEndorsement);
  const same = skillIds.length === review.skillIds.length && skillIds.every((id) => review.skillIds.includes(id));
  return same ? [] : [{ type: 'ReviewEndorsed', data: { ...ref(review), skillIds } }];
};

const addText = (text: unknown, state: ReviewState): ReviewEvent[] => {
  const review = existing(state);
  if (review.source === 'imported') throw new DomainError(M.alreadyConfirmed);
  const checked = checkReviewText(text);
  return checked === review.text ? [] : [{ type: 'ReviewTextAdded', data: { ...ref(review), text: checked } }];
};

const confirm = (state: ReviewState): ReviewEvent[] => {
  const review = existing(state);
  if (review.source !== 'imported') throw new DomainError(M.notImported);
  if (review.status === 'published') return [];
  if (review.status === 'disputed') throw new DomainError(M.alreadyDisputed);
  return [{ type: 'ReviewConfirmed', data: ref(review) }];
};

const dispute = (state: ReviewState): ReviewEvent[] => {
  const review = existing(state);
  if (review.source !== 'imported') throw new DomainError(M.notImported);
  if (review.status === 'published') throw new DomainError(M.alreadyConfirmed);
  return review.status === 'disputed' ? [] : [{ type: 'ReviewDisputed', data: ref(review) }];
};

const publicName = (name: unknown, state: ReviewState): ReviewEvent[] => {
  const review = existing(state);
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) throw new DomainError(M.publicNameRequired);
  if (trimmed.length > MAX_PUBLIC_NAME) throw new DomainError(M.publicNameTooLong);
  return trimmed === review.publicName ? [] : [{ type: 'ReviewPublicNameSet', data: { ...ref(review), publicName: trimmed } }];
};

const reply = (command: Extract<ReviewCommand, { type: 'ReplyToReview' }>, state: ReviewState): ReviewEvent[] => {
  const review = existing(state);
  if (review.practiceId !== command.practiceId) throw new NotFoundError(M.reviewNotFound);
  const message = typeof command.message === 'string' ? command.message.trim() : '';
  if (message.length <= REPLY_OVER) throw new DomainError(M.replyTooShort);
  if (message.length > MAX_TEXT) throw new DomainError(M.replyTooLong);
  if (review.reply?.message === message) return [];
  return [{ type: 'ReviewReplied', data: { ...ref(review), message, edited: review.reply !== null, repliedAt: command.now } }];
};

export const decideReview = (command: ReviewCommand, state: ReviewState): ReviewEvent[] => {
  switch (command.type) {
    case 'CreateReview':
      return create(command, state);
    case 'RateReview':
      return rate(command.rating, state);
    case 'EndorseReview':
      return endorse(command, state);
    case 'AddReviewText':
      return addText(command.text, state);
    case 'ConfirmReview':
      return confirm(state);
    case 'DisputeReview':
      return dispute(state);
    case 'SetReviewAnonymity': {
      const review = existing(state);
      return review.isAnonymous === command.isAnonymous ? [] : [{ type: 'ReviewAnonymityChanged', data: { ...ref(review), isAnonymous: command.isAnonymous } }];
    }
    case 'SetReviewPublicName':
      return publicName(command.publicName, state);
    case 'ReplyToReview':
      return reply(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  decide: decideReview,
  evolve: evolveReview,
  initialState: initialReviewState,
};
