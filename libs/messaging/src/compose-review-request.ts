// The review request e-mail (spec 000 §5, 002 §5 Reviews): after an appointment, five star links
// that open the rating step with those stars chosen; without an appointment (the pro's bulk
// form) one 'Leave a review' button; an imported review's confirmation asks 'Does this look
// correct?'. Pure: the caller passes the links as full URLs (libs/reviews review-links.ts).
import { escapeHtml } from './render-template.js';

export const REVIEW_REQUEST_TEMPLATE = 'review_request' as const;

export interface ReviewRequestSources {
  client: { firstName: string; email: string };
  /** The pro's display name and e-mail (replies reach the pro). */
  practitioner: { name: string; email: string };
  /** The link of the request (full URL). */
  reviewLink: string;
  /** One full URL per star (1..5) for a request about an appointment; null otherwise. */
  starLinks: string[] | null;
  requireConfirmation: boolean;
}

export interface ReviewRequestMessage {
  template: typeof REVIEW_REQUEST_TEMPLATE;
  to: { name: string; email: string };
  replyTo: { name: string; email: string };
  subject: string;
  text: string;
  html: string;
}

const starsLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

export const composeReviewRequest = ({ client, practitioner, reviewLink, starLinks, requireConfirmation }: ReviewRequestSources): ReviewRequestMessage => {
  const pro = practitioner.name.trim().replace(/\s+/g, ' ');
  const hello = `Hi ${client.firstName.trim() || 'there'},`;
  const base = { template: REVIEW_REQUEST_TEMPLATE, to: { name: client.firstName.trim(), email: client.email }, replyTo: { name: pro, email: practitioner.email } };
  if (requireConfirmation) {
    const ask = `${pro} added a review you wrote for them. Does this look correct?`;
    return {
      ...base,
      subject: `${pro}: does this review look correct?`,
      text: [hello, ask, reviewLink].join('\n\n'),
      html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(ask)}</p><p><a href="${escapeHtml(reviewLink)}">Does this look correct?</a></p>`,
    };
  }
  const ask = `How was your visit with ${pro}? Your review helps ${pro} and others like you.`;
  const subject = `How was your visit with ${pro}?`;
  if (starLinks && starLinks.length === 5) {
    const text = [hello, ask, 'Choose your rating:', ...starLinks.map((url, i) => `${starsLabel(i + 1)}: ${url}`)].join('\n\n');
    const stars = starLinks.map((url, i) => `<a href="${escapeHtml(url)}" title="${starsLabel(i + 1)}" style="font-size:28px;text-decoration:none">${'\u2605'.repeat(i + 1)}</a>`).join('<br>');
    return { ...base, subject, text, html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(ask)}</p><p>${stars}</p>` };
  }
  return {
    ...base,
    subject,
    text: [hello, ask, `Leave a review: ${reviewLink}`].join('\n\n'),
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(ask)}</p><p><a href="${escapeHtml(reviewLink)}">Leave a review</a></p>`,
  };
};
export * from './texts/review-request-text.js';
