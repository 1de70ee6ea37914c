// The review aggregate (stream `review-<id>`): a client's rating of a practice, with endorsements,
// text, anonymity and a public name, and the pro's reply. One per appointment (or one per client
// of a practice without one), held by a claim stream (reviewClaimStreamId). An imported review is
// written by the pro and shown only once the client confirms it.
import type { DomainEvent } from '#app/es';
import type { ReviewSource, ReviewStatus } from './review-rules.js';

export interface ReviewCreatedData {
  reviewId: string;
  practiceId: string;
  clientId: string;
  appointmentId: string | null;
  /** The client pages' key to the review (unguessable); the pro's pages use the id. */
  token: string;
  source: ReviewSource;
  /** The name shown with the review (the client's first name unless they give another). */
  publicName: string;
  /** When the review was written: now, or the date the pro gave for an imported one. */
  createdAt: string;
}

type Ref = { reviewId: string; practiceId: string };

export type ReviewEvent =
  | DomainEvent<'ReviewCreated', ReviewCreatedData>
  | DomainEvent<'ReviewRated', Ref & { rating: number; clientId: string; appointmentId: string | null }>
  | DomainEvent<'ReviewEndorsed', Ref & { skillIds: string[] }>
  | DomainEvent<'ReviewTextAdded', Ref & { text: string }>
  | DomainEvent<'ReviewConfirmed', Ref>
  | DomainEvent<'ReviewDisputed', Ref>
  | DomainEvent<'ReviewAnonymityChanged', Ref & { isAnonymous: boolean }>
  | DomainEvent<'ReviewPublicNameSet', Ref & { publicName: string }>
  | DomainEvent<'ReviewReplied', Ref & { message: string; edited: boolean; repliedAt: string }>;

export type ReviewEventType = ReviewEvent['type'];

export const REVIEW_EVENT_TYPES: ReviewEventType[] = [
  'ReviewCreated', 'ReviewRated', 'ReviewEndorsed', 'ReviewTextAdded', 'ReviewConfirmed', 'ReviewDisputed', 'ReviewAnonymityChanged', 'ReviewPublicNameSet', 'ReviewReplied',
];

export interface ExistingReview extends ReviewCreatedData {
  status: ReviewStatus;
  rating: number | null;
  skillIds: string[];
  text: string | null;
  isAnonymous: boolean;
  reply: { message: string; repliedAt: string } | null;
}

export type ReviewState = { status: 'none' } | ExistingReview;

export const reviewStreamId = (reviewId: string): string => `review-${reviewId}`;

/** The claim that keeps one review per appointment, or per client of a practice when there is none. */
export const reviewClaimStreamId = (practiceId: string, clientId: string, appointmentId: string | null): string =>
  appointmentId ? `reviewOfAppointment-${appointmentId}` : `reviewOfClient-${practiceId}-${clientId}`;

/** The claim that finds a review by its token (the client pages' key). */
export const reviewTokenStreamId = (token: string): string => `reviewToken-${token}`;

export const initialReviewState = (): ReviewState => ({ status: 'none' });

export const evolveReview = (state: ReviewState, event: ReviewEvent): ReviewState => {
  if (event.type === 'ReviewCreated') {
    const status: ReviewStatus = event.data.source === 'imported' ? 'awaitingConfirmation' : 'published';
    return { ...event.data, status, rating: null, skillIds: [], text: null, isAnonymous: false, reply: null };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ReviewRated':
      return { ...state, rating: event.data.rating };
    case 'ReviewEndorsed':
      return { ...state, skillIds: event.data.skillIds };
    case 'ReviewTextAdded':
      return { ...state, text: event.data.text };
    case 'ReviewConfirmed':
      return { ...state, status: 'published' };
    case 'ReviewDisputed':
      return { ...state, status: 'disputed' };
    case 'ReviewAnonymityChanged':
      return { ...state, isAnonymous: event.data.isAnonymous };
    case 'ReviewPublicNameSet':
      return { ...state, publicName: event.data.publicName };
    case 'ReviewReplied':
      return { ...state, reply: { message: event.data.message, repliedAt: event.data.repliedAt } };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
