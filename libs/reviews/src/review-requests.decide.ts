// Asking clients for reviews (spec 002 §4-§5 Reviews): the pro's bulk form (at most 10 pending,
// counting the pending ones), the job's request after an appointment (once per appointment, never
// after a review), resend and dismiss while pending, completion when the review arrives.
import { DomainError, NotFoundError, type Decider } from '#app/es';
import { ReviewMessages as M } from './review-messages.js';
import { MAX_PENDING_REQUESTS } from './review-rules.js';
import {
  countsTowardLimit,
  evolveReviewRequests,
  initialReviewRequestsState,
  pendingManualRequests,
  reviewRequestKey,
  type ReviewChannel,
  type ReviewRequest,
  type ReviewRequestData,
  type ReviewRequestEvent,
  type ReviewRequestsState,
} from './review-requests.js';

/** One client to ask: their details, the link, and whether they reviewed this already (the claim stream says). */
export interface ReviewRequestRow extends Omit<ReviewRequestData, 'practiceId' | 'automatic' | 'requestedAt'> {
  alreadyReviewed: boolean;
}

export type ReviewRequestsCommand =
  | { type: 'RequestReviews'; practiceId: string; rows: ReviewRequestRow[]; automatic: boolean; now: string }
  | { type: 'ResendReviewRequest'; practiceId: string; clientId: string; appointmentId: string | null; channels: ReviewChannel[]; now: string }
  | { type: 'DismissReviewRequest'; practiceId: string; clientId: string; appointmentId: string | null }
  | { type: 'CompleteReviewRequest'; practiceId: string; clientId: string; appointmentId: string | null; reviewId: string };

const pending = (state: ReviewRequestsState, clientId: string, appointmentId: string | null): ReviewRequest => {
  const request = state.requests[reviewRequestKey(clientId, appointmentId)];
  if (!request) throw new NotFoundError(M.requestNotFound);
  if (request.status === 'completed') throw new DomainError(M.requestCompleted);
  if (request.status !== 'pending') throw new DomainError(M.requestNotPending);
  return request;
};

/**
 * The rows the pro (or the job) asks: a row whose client already reviewed is refused by name
 * (the pro's form lists it) or skipped (the job); a row already pending is sent again; the pro's
 * pending requests plus the new ones stay at or below 10.
 */
export const decideReviewRequests = (
  command: Extract<ReviewRequestsCommand, { type: 'RequestReviews' }>,
  state: ReviewRequestsState,
): { events: ReviewRequestEvent[]; refused: { row: ReviewRequestRow; error: string }[] } => {
  const refused: { row: ReviewRequestRow; error: string }[] = [];
  const events: ReviewRequestEvent[] = [];
  const seen = new Set<string>();
  let fresh = 0;
  for (const row of command.rows) {
    const key = reviewRequestKey(row.clientId, row.appointmentId);
    if (seen.has(key)) continue;
    seen.add(key);
    const existing = state.requests[key];
    if (row.alreadyReviewed || existing?.status === 'completed') {
      if (!command.automatic) refused.push({ row, error: M.requestCompleted });
      continue;
    }
    if (existing?.status === 'pending') {
      if (command.automatic) continue;
      events.push({ type: 'ReviewRequestResent', data: { practiceId: command.practiceId, clientId: row.clientId, appointmentId: row.appointmentId, requestedAt: command.now, channels: row.channels } });
      continue;
    }
    // The job asks once per appointment: a request the pro dismissed stays dismissed.
    if (command.automatic && existing) continue;
    const { alreadyReviewed: _reviewed, ...data } = row;
    events.push({ type: 'ReviewRequested', data: { ...data, practiceId: command.practiceId, automatic: command.automatic, requestedAt: command.now } });
    if (countsTowardLimit({ automatic: command.automatic, requireConfirmation: row.requireConfirmation })) fresh += 1;
  }
  if (!command.automatic && pendingManualRequests(state) + fresh > MAX_PENDING_REQUESTS) throw new DomainError(M.bulkTooMany);
  return { events, refused };
};

export const decideReviewRequestsCommand = (command: ReviewRequestsCommand, state: ReviewRequestsState): ReviewRequestEvent[] => {
  switch (command.type) {
    case 'RequestReviews':
      return decideReviewRequests(command, state).events;
    case 'ResendReviewRequest': {
      const request = pending(state, command.clientId, command.appointmentId);
      return [{ type: 'ReviewRequestResent', data: { practiceId: command.practiceId, clientId: request.clientId, appointmentId: request.appointmentId, requestedAt: command.now, channels: command.channels } }];
    }
    case 'DismissReviewRequest': {
      const request = pending(state, command.clientId, command.appointmentId);
      return [{ type: 'ReviewRequestDismissed', data: { practiceId: command.practiceId, clientId: request.clientId, appointmentId: request.appointmentId } }];
    }
    case 'CompleteReviewRequest': {
      const request = state.requests[reviewRequestKey(command.clientId, command.appointmentId)];
      if (request?.status !== 'pending') return [];
      return [{ type: 'ReviewRequestCompleted', data: { practiceId: command.practiceId, clientId: command.clientId, appointmentId: command.appointmentId, reviewId: command.reviewId } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const reviewRequestsDecider: Decider<ReviewRequestsCommand, ReviewRequestEvent, ReviewRequestsState> = {
  decide: decideReviewRequestsCommand,
  evolve: evolveReviewRequests,
  initialState: initialReviewRequestsState,
};
