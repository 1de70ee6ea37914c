// /i/r/confirm/{token}: a review the practitioner imported from elsewhere waits for its author
// (40 %): 'Does this look correct?' Yes publishes it; No keeps it off the page and says how to
// reach support.
import { REVIEW_PROGRESS, ReviewMessages, thankYouPath } from '@app/reviews/shared';
import { useState } from 'react';
import { AppLink } from '../navigation/AppLink';
import { navigate } from '../navigation/navigate';
import { PostedReview } from './PostedReview';
import { WithClientReview } from './ReviewLoadGate';
import { confirmReview, disputeReview, updatingError, type ClientReview } from './reviewCalls';
import { ReviewStep, StepMessage, type StepNote } from './ReviewStep';
import { supportEmail } from './supportContact';

export function ConfirmReviewPage({ token }: { token: string }) {
  return <WithClientReview token={token}>{(review) => <ConfirmStep review={review} />}</WithClientReview>;
}

function ConfirmStep({ review }: { review: ClientReview }) {
  const [status, setStatus] = useState(review.status);
  const [sending, setSending] = useState<'confirm' | 'dispute' | null>(null);
  const [note, setNote] = useState<StepNote | null>(null);

  async function answer(kind: 'confirm' | 'dispute') {
    setSending(kind);
    setNote(null);
    const outcome = await (kind === 'confirm' ? confirmReview : disputeReview)(review.token);
    setSending(null);
    if (!outcome.ok) return setNote({ kind: 'error', text: updatingError(outcome.errors) });
    if (kind === 'confirm') navigate(thankYouPath(review.token));
    else setStatus('disputed');
  }

  if (status === 'disputed') return <Disputed review={review} />;
  if (status !== 'awaitingConfirmation') {
    return (
      <ReviewStep practice={review.practice} percent={REVIEW_PROGRESS.thankYou} heading="This review is confirmed">
        <p>{ReviewMessages.alreadyConfirmed}</p>
        <PostedReview review={review} showDate />
      </ReviewStep>
    );
  }
  return (
    <ReviewStep practice={review.practice} percent={REVIEW_PROGRESS.importConfirmation} heading="Does this look correct?">
      <p>{review.practice.name} added this review from you. Please check it before it is posted.</p>
      <PostedReview review={review} showDate />
      <StepMessage message={note} />
      <div className="review-actions">
        <button type="button" className="button button-primary" disabled={sending !== null} onClick={() => void answer('confirm')}>
          {sending === 'confirm' ? 'Saving…' : 'Yes, this is correct'}
        </button>
        <button type="button" className="button button-secondary" disabled={sending !== null} onClick={() => void answer('dispute')}>
          {sending === 'dispute' ? 'Saving…' : 'No, this is wrong'}
        </button>
      </div>
    </ReviewStep>
  );
}

function Disputed({ review }: { review: ClientReview }) {
  const email = supportEmail();
  const subject = encodeURIComponent(`Review for ${review.practice.name} is wrong`);
  return (
    <ReviewStep practice={review.practice} percent={REVIEW_PROGRESS.importConfirmation} heading="Thanks for letting us know">
      <p>This review will not be posted. To tell us what is wrong, or to have it corrected, please e-mail our support team:</p>
      <p>
        <a className="review-support-link" href={`mailto:${email}?subject=${subject}`}>
          {email}
        </a>
      </p>
      <p className="muted">Please include the name of your practitioner, {review.practice.name}, and what should change.</p>
      <AppLink href={`/${encodeURIComponent(review.practice.shortLink)}`}>Visit {review.practice.name}’s page</AppLink>
    </ReviewStep>
  );
}
