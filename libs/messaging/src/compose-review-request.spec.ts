import { composeReviewRequest } from './compose-review-request.js';
import { composeReviewRequestText } from './texts/review-request-text.js';

const base = { client: { firstName: 'Ann', email: 'ann@example.com' }, practitioner: { name: 'Dana  Lee', email: 'dana@example.com' }, requireConfirmation: false };
const stars = [1, 2, 3, 4, 5].map((n) => `https://x.test/i/r/rating?referral_code=dana&client_id=c&appointment_id=a&stars=${n}`);

describe('composeReviewRequest', () => {
  it('after an appointment: the subject names the pro, five star links in the text and the html', () => {
    const m = composeReviewRequest({ ...base, reviewLink: 'https://x.test/i/r/rating?a', starLinks: stars });
    expect(m.subject).toBe('How was your visit with Dana Lee?');
    expect(m.to).toEqual({ name: 'Ann', email: 'ann@example.com' });
    expect(m.replyTo.email).toBe('dana@example.com');
    for (const url of stars) {
      expect(m.text).toContain(url);
      expect(m.html).toContain(url.replace(/&/g, '&amp;'));
    }
    expect(m.html).not.toContain('Leave a review');
  });

  it('without an appointment: one Leave a review button', () => {
    const m = composeReviewRequest({ ...base, reviewLink: 'https://x.test/i/r/dana?client_id=c', starLinks: null });
    expect(m.html).toContain('>Leave a review</a>');
    expect(m.text).toContain('Leave a review: https://x.test/i/r/dana?client_id=c');
  });

  it("an imported review's confirmation asks whether it looks correct", () => {
    const m = composeReviewRequest({ ...base, requireConfirmation: true, reviewLink: 'https://x.test/i/r/confirm/tok', starLinks: null });
    expect(m.html).toContain('Does this look correct?');
    expect(m.text).toContain('https://x.test/i/r/confirm/tok');
  });

  it('escapes the names in the html', () => {
    const m = composeReviewRequest({ ...base, client: { firstName: '<b>', email: 'a@b.c' }, reviewLink: 'https://x.test/', starLinks: null });
    expect(m.html).toContain('&lt;b&gt;');
  });
});

describe('composeReviewRequestText', () => {
  it('is short, names the pro and carries the link', () => {
    expect(composeReviewRequestText({ practitionerName: 'Dana Lee', reviewLink: 'https://x.test/r', requireConfirmation: false })).toBe('Dana Lee: how was your visit? Leave a review: https://x.test/r');
    expect(composeReviewRequestText({ practitionerName: 'Dana Lee', reviewLink: 'https://x.test/c', requireConfirmation: true })).toContain('Does this look correct? https://x.test/c');
  });
});
