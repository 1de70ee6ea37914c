import { appointmentReviewUrl, hasReviewLink } from './review-link-url.js';

describe('the review link of an appointment', () => {
  const now = new Date('2026-12-07T16:00:00.000Z');

  it('exists once an approved appointment has started', () => {
    expect(hasReviewLink({ state: 'approved', startsAt: '2026-12-07T15:00:00.000Z' }, now)).toBe(true);
    expect(hasReviewLink({ state: 'approved', startsAt: '2026-12-07T16:00:01.000Z' }, now)).toBe(false);
    for (const state of ['pending', 'cancelled', 'unavailable']) expect(hasReviewLink({ state, startsAt: '2026-12-01T15:00:00.000Z' }, now)).toBe(false);
  });

  it('is a full URL on the public address, with the stars when asked', () => {
    expect(appointmentReviewUrl('https://x.test/', { shortLink: 'sam', clientId: 'c1', appointmentId: 'a1' })).toBe('https://x.test/i/r/rating?referral_code=sam&client_id=c1&appointment_id=a1');
    expect(appointmentReviewUrl('https://x.test', { shortLink: 'sam', clientId: 'c1', appointmentId: 'a1' }, 3)).toMatch(/&stars=3$/);
  });
});
