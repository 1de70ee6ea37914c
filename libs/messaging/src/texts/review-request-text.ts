// The review request by text (spec 000 §5): short, with the link. Recorded like the other texts
// (TextRequested / TextSent / TextFailed) under a key derived from the request event.
export { REVIEW_REQUEST_TEXT_TYPE } from './text-messages.js';

export const composeReviewRequestText = ({ practitionerName, reviewLink, requireConfirmation }: { practitionerName: string; reviewLink: string; requireConfirmation: boolean }): string => {
  const pro = practitionerName.trim().replace(/\s+/g, ' ');
  return requireConfirmation ? `${pro} added a review from you. Does this look correct? ${reviewLink}` : `${pro}: how was your visit? Leave a review: ${reviewLink}`;
};
