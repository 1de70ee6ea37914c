// The practice's review requests (stream `reviewRequests-<practiceId>`): who was asked for a review,
// for which appointment (or none: a bulk request), how, and whether they answered. One stream per
// practice so the "at most 10 pending" rule and "never twice for one appointment" are decided on
// one state; a review's creation completes its request in the same append.
import type { DomainEvent } from '#app/es';

export type ReviewChannel = 'email' | 'sms';

export interface ReviewRequestData {
  practiceId: string;
  clientId: string;
  appointmentId: string | null;
  firstName: string;
  email: string | null;
  /** E.164 or null. */
  phone: string | null;
  /** Where the request sends the client (a path on our host). */
  reviewLink: string;
  /** An imported review waiting for the client's confirmation. */
  requireConfirmation: boolean;
  /** The imported review to confirm, else null. */
  reviewId: string | null;
  channels: ReviewChannel[];
  /** Sent by the job after an appointment, not by the pro (does not count toward the pro's 10). */
  automatic: boolean;
  requestedAt: string;
}

type Key = { practiceId: string; clientId: string; appointmentId: string | null };

export type ReviewRequestEvent =
  | DomainEvent<'ReviewRequested', ReviewRequestData>
  | DomainEvent<'ReviewRequestResent', Key & { requestedAt: string; channels: ReviewChannel[] }>
  | DomainEvent<'ReviewRequestDismissed', Key>
  | DomainEvent<'ReviewRequestCompleted', Key & { reviewId: string }>;

export const REVIEW_REQUEST_EVENT_TYPES: ReviewRequestEvent['type'][] = ['ReviewRequested', 'ReviewRequestResent', 'ReviewRequestDismissed', 'ReviewRequestCompleted'];

export interface ReviewRequest extends ReviewRequestData {
  status: 'pending' | 'completed' | 'dismissed';
  sentCount: number;
}

export interface ReviewRequestsState {
  requests: Record<string, ReviewRequest>;
}

export const reviewRequestsStreamId = (practiceId: string): string => `reviewRequests-${practiceId}`;

export const reviewRequestKey = (clientId: string, appointmentId: string | null): string => `${clientId}:${appointmentId ?? 'none'}`;

export const initialReviewRequestsState = (): ReviewRequestsState => ({ requests: {} });

const withRequest = (state: ReviewRequestsState, key: Key, change: (request: ReviewRequest) => ReviewRequest): ReviewRequestsState => {
  const k = reviewRequestKey(key.clientId, key.appointmentId);
  const request = state.requests[k];
  return request ? { requests: { ...state.requests, [k]: change(request) } } : state;
};

export const evolveReviewRequests = (state: ReviewRequestsState, event: ReviewRequestEvent): ReviewRequestsState => {
  switch (event.type) {
    case 'ReviewRequested':
      return { requests: { ...state.requests, [reviewRequestKey(event.data.clientId, event.data.appointmentId)]: { ...event.data, status: 'pending', sentCount: 1 } } };
    case 'ReviewRequestResent':
      return withRequest(state, event.data, (r) => ({ ...r, requestedAt: event.data.requestedAt, sentCount: r.sentCount + 1 }));
    case 'ReviewRequestDismissed':
      return withRequest(state, event.data, (r) => ({ ...r, status: 'dismissed' }));
    case 'ReviewRequestCompleted':
      return withRequest(state, event.data, (r) => ({ ...r, status: 'completed' }));
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

/** Counts toward the bulk form's "10 counting pending requests": the pro's own asks, not the job's nor an import's confirmation. */
export const countsTowardLimit = (request: Pick<ReviewRequestData, 'automatic' | 'requireConfirmation'>): boolean => !request.automatic && !request.requireConfirmation;

export const pendingManualRequests = (state: ReviewRequestsState): number =>
  Object.values(state.requests).filter((r) => r.status === 'pending' && countsTowardLimit(r)).length;
