import { evolveReviewRequests, initialReviewRequestsState, type ReviewRequestData, type ReviewRequestEvent } from '#app/reviews';
import { deliveryOf, fullLink } from './review-request-messages.js';

const data: ReviewRequestData = {
  practiceId: 'p1', clientId: 'c1', appointmentId: 'a1', firstName: 'Ann', email: 'ann@example.com', phone: '+12125550101',
  reviewLink: 'https://x.test/i/r/rating?x', requireConfirmation: false, reviewId: null, channels: ['email', 'sms'], automatic: true, requestedAt: '2026-11-01T00:00:00.000Z',
};
const requested: ReviewRequestEvent = { type: 'ReviewRequested', data };
const resent = (channels: ('email' | 'sms')[]): ReviewRequestEvent => ({ type: 'ReviewRequestResent', data: { practiceId: 'p1', clientId: 'c1', appointmentId: 'a1', requestedAt: '2026-11-02T00:00:00.000Z', channels } });
const after = (...events: ReviewRequestEvent[]) => events.reduce(evolveReviewRequests, initialReviewRequestsState());

describe('deliveryOf', () => {
  it('a request goes out on its channels', () => {
    expect(deliveryOf(requested, after(requested))).toMatchObject({ email: 'ann@example.com', phone: '+12125550101' });
    const emailOnly = { ...requested, data: { ...data, channels: ['email' as const] } };
    expect(deliveryOf(emailOnly, after(emailOnly))).toMatchObject({ email: 'ann@example.com', phone: null });
  });

  it('a resend goes out on the channels it names, with the request details; not once completed', () => {
    expect(deliveryOf(resent(['sms']), after(requested, resent(['sms'])))).toMatchObject({ email: null, phone: '+12125550101', request: { reviewLink: data.reviewLink } });
    const completed: ReviewRequestEvent = { type: 'ReviewRequestCompleted', data: { practiceId: 'p1', clientId: 'c1', appointmentId: 'a1', reviewId: 'r1' } };
    expect(deliveryOf(resent(['sms']), after(requested, completed, resent(['sms'])))).toBeNull();
  });

  it('nothing to reach on the channels: nothing', () => {
    const noPhone = { ...requested, data: { ...data, phone: null, channels: ['sms' as const] } };
    expect(deliveryOf(noPhone, after(noPhone))).toBeNull();
    expect(deliveryOf({ type: 'ReviewRequestDismissed', data: { practiceId: 'p1', clientId: 'c1', appointmentId: 'a1' } }, after(requested))).toBeNull();
  });
});

describe('fullLink', () => {
  it('keeps a full URL, prefixes a path', () => {
    expect(fullLink('https://x.test/', '/i/r/abc')).toBe('https://x.test/i/r/abc');
    expect(fullLink('https://x.test', 'https://y.test/a')).toBe('https://y.test/a');
  });
});
