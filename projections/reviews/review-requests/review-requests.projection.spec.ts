import type { ReviewRequestData, ReviewRequestEvent } from '#app/reviews';
import { recorded, replay } from '../../testing/recorded-event.js';
import { reviewRequestsProjection as projection, type ReviewRequestDocument } from './review-requests.projection.js';

const event = (e: ReviewRequestEvent) => recorded(e, { streamId: 'reviewRequests-p1' });
const key = { practiceId: 'p1', clientId: 'c1', appointmentId: null };
const asked: ReviewRequestData = {
  ...key, firstName: 'Ann', email: null, phone: '+15555550100', reviewLink: 'https://x/i/r/calm?client_id=c1', requireConfirmation: false, reviewId: null,
  channels: ['sms'], automatic: false, requestedAt: '2026-11-21T12:00:00.000Z',
};
const doc: ReviewRequestDocument = { ...asked, id: 'p1:c1:none', sentCount: 1 };

describe('review requests projection', () => {
  it('keys a request by practice, client and appointment', () => {
    expect(projection.documentId(event({ type: 'ReviewRequested', data: asked }))).toBe('p1:c1:none');
    expect(projection.documentId(event({ type: 'ReviewRequestDismissed', data: { ...key, appointmentId: 'a1' } }))).toBe('p1:c1:a1');
  });

  it('a request is pending; a resend moves its date and counts the send', () => {
    const resent = replay(projection.evolve, [
      event({ type: 'ReviewRequested', data: asked }),
      event({ type: 'ReviewRequestResent', data: { ...key, requestedAt: '2026-11-22T12:00:00.000Z', channels: ['sms', 'email'] } }),
    ]);
    expect(resent).toEqual({ ...doc, requestedAt: '2026-11-22T12:00:00.000Z', channels: ['sms', 'email'], sentCount: 2 });
  });

  it('the review’s arrival or a dismissal removes it', () => {
    expect(projection.evolve(doc, event({ type: 'ReviewRequestCompleted', data: { ...key, reviewId: 'r1' } }))).toBeNull();
    expect(projection.evolve(doc, event({ type: 'ReviewRequestDismissed', data: key }))).toBeNull();
  });

  it('a resend of a request it does not hold leaves nothing', () => {
    expect(projection.evolve(null, event({ type: 'ReviewRequestResent', data: { ...key, requestedAt: '2026-11-22T12:00:00.000Z', channels: ['sms'] } }))).toBeNull();
  });
});
