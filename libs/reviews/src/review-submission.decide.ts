// The decisions of the review flow that span streams (spec 000 §3-§5, 002 §5). Pure: the handler
// loads the states named here, calls one function and appends what it returns atomically.
//  - decideReviewerClient (reviewCreateClient): a reviewer is a client of the practice, found by
//    phone or created with first name and phone.
//  - decideReviewRating (reviewAddRating): the first rating creates the review (one per appointment,
//    or one per client without one, held by a claim), claims its token, completes a pending request;
//    a second rating changes the stars while the review has no text.
//  - decideImportedReview (proImportReview): the pro writes a past review for a reviewer who then
//    confirms it through a request sent to their phone.
import type { ExistingAppointment } from '#app/appointments';
import { clientClaimDecider, clientDecider, clientPhoneStreamId, clientStreamId, normalizePhone, type ClientState } from '#app/clients';
import { claimDecider, DomainError, NotFoundError, streamEvents, type ClaimState, type StreamEvents } from '#app/es';
import { ReviewMessages as M } from './review-messages.js';
import { clientInfoLooksValid } from './review-rules.js';
import { reviewRequestsDecider } from './review-requests.decide.js';
import { reviewRequestsStreamId, type ReviewRequestEvent, type ReviewRequestsState } from './review-requests.js';
import { checkRating, checkReviewText, reviewDecider } from './review.decide.js';
import { reviewClaimStreamId, reviewStreamId, reviewTokenStreamId, type ReviewState } from './review.js';

export type ReturningReviewer = { clientId: string; state: ClientState } | null;

/** The reviewer's phone in E.164, or the client-info step's message. */
export const reviewerPhone = (firstName: unknown, phone: unknown, message: string = M.invalidClientInfo): string => {
  if (typeof firstName !== 'string' || typeof phone !== 'string' || !clientInfoLooksValid(firstName, phone)) throw new DomainError(message);
  try {
    return normalizePhone(phone);
  } catch {
    throw new DomainError(message);
  }
};

const makeClient = (
  practiceId: string,
  reviewer: { firstName: string; phone: string; clientType: string },
  given: { returning: ReturningReviewer; newClientId: string; noteId: string; now: Date },
): { clientId: string; firstName: string; streams: StreamEvents[] } => {
  if (given.returning) {
    const state = given.returning.state;
    return { clientId: given.returning.clientId, firstName: state.status === 'none' ? reviewer.firstName : state.profile.firstName, streams: [] };
  }
  const clientId = given.newClientId;
  const claim = clientClaimDecider.decide({ type: 'ClaimValue', value: reviewer.phone, ownerId: clientId, takenMessage: 'Please try again.' }, { ownerId: null });
  const created = clientDecider.decide(
    {
      type: 'CreateClient', clientId, practiceId, mode: 'review', noteId: given.noteId, now: given.now,
      input: { firstName: reviewer.firstName, lastName: '', email: null, phone: reviewer.phone, clientType: reviewer.clientType, invitedFrom: null },
      practiceContact: { email: null, phone: null },
    },
    clientDecider.initialState(),
  );
  return {
    clientId,
    firstName: reviewer.firstName.trim(),
    streams: [streamEvents(clientPhoneStreamId(practiceId, reviewer.phone), practiceId, claim), streamEvents(clientStreamId(clientId), practiceId, created)],
  };
};

/** The claim stream that says whether the reviewer's phone is a client of the practice already. */
export const reviewerPhoneStreamId = (practiceId: string, e164: string): string => clientPhoneStreamId(practiceId, e164);

export const decideReviewerClient = (
  practiceId: string,
  input: { firstName: string; phone: string },
  given: { returning: ReturningReviewer; newClientId: string; noteId: string; now: Date },
): { clientId: string; streams: StreamEvents[] } => {
  const phone = reviewerPhone(input.firstName, input.phone);
  const { clientId, streams } = makeClient(practiceId, { firstName: input.firstName, phone, clientType: 'review' }, given);
  return { clientId, streams };
};

/** The appointment a client may review: theirs, at this practice, approved, and started. */
const checkReviewable = (appointment: ExistingAppointment | null, ids: { practiceId: string; clientId: string }, now: Date): void => {
  if (!appointment || appointment.practiceId !== ids.practiceId || appointment.client.clientId !== ids.clientId || appointment.status !== 'approved') {
    throw new NotFoundError(M.appointmentNotFound);
  }
  if (Date.parse(appointment.startsAt) > now.getTime()) throw new DomainError(M.appointmentNotYet);
};

export interface ReviewRatingRequest {
  practiceId: string;
  clientId: string;
  appointmentId: string | null;
  rating: unknown;
  /** Used when this rating creates the review. */
  newReview: { reviewId: string; token: string };
}

export const decideReviewRating = (
  request: ReviewRatingRequest,
  given: {
    client: ClientState;
    /** Loaded when appointmentId is given (null: no such stream). */
    appointment: ExistingAppointment | null;
    /** reviewClaimStreamId's state, and the review it names (when it does). */
    claim: ClaimState;
    existing: ReviewState;
    requests: ReviewRequestsState;
    now: Date;
  },
): { reviewId: string; token: string; streams: StreamEvents[] } => {
  const { practiceId, clientId, appointmentId } = request;
  if (given.client.status !== 'active' || given.client.practiceId !== practiceId) throw new NotFoundError(M.clientNotFound);
  if (appointmentId) checkReviewable(given.appointment, { practiceId, clientId }, given.now);
  if (given.claim.ownerId) {
    if (given.existing.status === 'none') throw new DomainError(appointmentId ? M.alreadyReviewed : M.alreadyReviewedPractice);
    const events = reviewDecider.decide({ type: 'RateReview', rating: request.rating }, given.existing);
    return { reviewId: given.existing.reviewId, token: given.existing.token, streams: [streamEvents(reviewStreamId(given.existing.reviewId), practiceId, events)] };
  }
  const { reviewId, token } = request.newReview;
  const review = reviewDecider.decide(
    {
      type: 'CreateReview', reviewId, practiceId, clientId, appointmentId, token, source: 'client',
      publicName: given.client.profile.firstName, rating: request.rating, createdAt: given.now.toISOString(),
    },
    given.existing,
  );
  const claimValue = appointmentId ?? `${practiceId}:${clientId}`;
  return {
    reviewId,
    token,
    streams: [
      streamEvents(reviewStreamId(reviewId), practiceId, review),
      streamEvents(reviewClaimStreamId(practiceId, clientId, appointmentId), practiceId, claimDecider.decide({ type: 'ClaimValue', value: claimValue, ownerId: reviewId, takenMessage: M.alreadyReviewed }, given.claim)),
      streamEvents(reviewTokenStreamId(token), practiceId, claimDecider.decide({ type: 'ClaimValue', value: token, ownerId: reviewId, takenMessage: 'Please try again.' }, { ownerId: null })),
      streamEvents(
        reviewRequestsStreamId(practiceId),
        practiceId,
        reviewRequestsDecider.decide({ type: 'CompleteReviewRequest', practiceId, clientId, appointmentId, reviewId }, given.requests),
      ),
    ].filter((s) => s.events.length > 0),
  };
};

export interface ImportedReviewInput {
  rating: unknown;
  review?: string | null;
  firstName: unknown;
  phone: unknown;
  /** The review's date: YYYY-MM-DD (or an ISO date-time); not after `today`. */
  createdAt: unknown;
}

/** The import form's checks (002 §5): rating 1-5, first name, phone and date required, date not in the future. */
export const checkImportedReview = (input: ImportedReviewInput, today: string): { rating: number; text: string | null; firstName: string; phone: string; date: string } => {
  const rating = checkRating(input.rating, M.importRatingRequired);
  const firstName = typeof input.firstName === 'string' ? input.firstName.trim() : '';
  if (!firstName) throw new DomainError(M.importFirstNameRequired);
  if (firstName.length > 100) throw new DomainError(M.publicNameTooLong);
  let phone: string;
  try {
    phone = normalizePhone(typeof input.phone === 'string' ? input.phone : '');
  } catch {
    throw new DomainError(M.importPhoneRequired);
  }
  const date = typeof input.createdAt === 'string' ? /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(input.createdAt.trim())?.[1] : undefined;
  if (!date || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date || date < '1900-01-01') {
    throw new DomainError(M.importDateRequired);
  }
  if (date > today) throw new DomainError(M.importDateInFuture);
  const text = typeof input.review === 'string' && input.review.trim() ? checkReviewText(input.review) : null;
  return { rating, text, firstName, phone, date };
};

export const decideImportedReview = (
  request: { practiceId: string; input: ImportedReviewInput; today: string; ids: { reviewId: string; token: string; newClientId: string; noteId: string }; reviewLink: (token: string) => string },
  given: { returning: ReturningReviewer; claim: ClaimState; requests: ReviewRequestsState; now: Date },
): { reviewId: string; clientId: string; firstName: string; streams: StreamEvents[] } => {
  const { practiceId, ids } = request;
  const checked = checkImportedReview(request.input, request.today);
  const client = makeClient(practiceId, { firstName: checked.firstName, phone: checked.phone, clientType: 'imported' }, { returning: given.returning, newClientId: ids.newClientId, noteId: ids.noteId, now: given.now });
  if (given.claim.ownerId) throw new DomainError(M.alreadyReviewedPractice);
  const review = reviewDecider.decide(
    {
      type: 'CreateReview', reviewId: ids.reviewId, practiceId, clientId: client.clientId, appointmentId: null, token: ids.token, source: 'imported',
      publicName: checked.firstName, rating: checked.rating, text: checked.text, createdAt: `${checked.date}T12:00:00.000Z`,
    },
    reviewDecider.initialState(),
  );
  // The confirmation request is always a new request: a pending ask of the same client (same key)
  // is replaced by it, not resent, since that one's link would lead to a review the client already has.
  const request_: ReviewRequestEvent[] = [{
    type: 'ReviewRequested',
    data: {
      practiceId, clientId: client.clientId, appointmentId: null, firstName: checked.firstName, email: null, phone: checked.phone,
      reviewLink: request.reviewLink(ids.token), requireConfirmation: true, reviewId: ids.reviewId, channels: ['sms'], automatic: false, requestedAt: given.now.toISOString(),
    },
  }];
  return {
    reviewId: ids.reviewId,
    clientId: client.clientId,
    firstName: checked.firstName,
    streams: [
      ...client.streams,
      streamEvents(reviewStreamId(ids.reviewId), practiceId, review),
      streamEvents(reviewClaimStreamId(practiceId, client.clientId, null), practiceId, claimDecider.decide({ type: 'ClaimValue', value: `${practiceId}:${client.clientId}`, ownerId: ids.reviewId, takenMessage: M.alreadyReviewedPractice }, given.claim)),
      streamEvents(reviewTokenStreamId(ids.token), practiceId, claimDecider.decide({ type: 'ClaimValue', value: ids.token, ownerId: ids.reviewId, takenMessage: 'Please try again.' }, { ownerId: null })),
      streamEvents(reviewRequestsStreamId(practiceId), practiceId, request_),
    ],
  };
};
