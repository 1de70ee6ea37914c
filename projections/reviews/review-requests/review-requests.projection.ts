// The practice's pending review requests (the Pending tab), one document per request key while it
// waits: asked, maybe resent; the review's arrival (Completed) or the pro's Dismiss removes it.
import { defineProjection } from '#app/es';
import { REVIEW_REQUEST_EVENT_TYPES, reviewRequestKey, type ReviewRequestData, type ReviewRequestEvent } from '#app/reviews';

export interface ReviewRequestDocument extends ReviewRequestData {
  /** `<practiceId>:<clientId>:<appointmentId|none>`. */
  id: string;
  sentCount: number;
}

export const reviewRequestDocumentId = (practiceId: string, clientId: string, appointmentId: string | null): string =>
  `${practiceId}:${reviewRequestKey(clientId, appointmentId)}`;

export const reviewRequestsProjection = defineProjection<ReviewRequestDocument>({
  name: 'review-requests',
  collection: 'review_requests',
  indexedFields: ['practiceId', 'practiceId,requestedAt'],
  eventTypes: REVIEW_REQUEST_EVENT_TYPES,
  documentId: (event) => {
    const { practiceId, clientId, appointmentId } = event.data as { practiceId: string; clientId: string; appointmentId: string | null };
    return reviewRequestDocumentId(practiceId, clientId, appointmentId);
  },
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as ReviewRequestEvent;
    switch (event.type) {
      case 'ReviewRequested':
        return { ...event.data, id: reviewRequestDocumentId(event.data.practiceId, event.data.clientId, event.data.appointmentId), sentCount: 1 };
      case 'ReviewRequestResent':
        return document ? { ...document, requestedAt: event.data.requestedAt, channels: event.data.channels, sentCount: document.sentCount + 1 } : null;
      case 'ReviewRequestCompleted':
      case 'ReviewRequestDismissed':
        return null;
      default:
        return document;
    }
  },
});
