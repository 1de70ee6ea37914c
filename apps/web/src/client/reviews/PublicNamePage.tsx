// /i/r/name/{token}: the name shown with the review (spec 000 §2.3, 002 §2 'Review-request screen').
import { MAX_PUBLIC_NAME, REVIEW_PROGRESS, bookNextPath } from '@app/reviews/shared';
import { useState, type FormEvent } from 'react';
import { ContactField } from '../booking/ContactField';
import '../booking/booking.css';
import { navigate } from '../navigation/navigate';
import { WithClientReview } from './ReviewLoadGate';
import { setPublicName, updatingError, type ClientReview } from './reviewCalls';
import { ReviewStep, StepMessage, type StepNote } from './ReviewStep';

export function PublicNamePage({ token }: { token: string }) {
  return <WithClientReview token={token}>{(review) => <PublicNameStep review={review} />}</WithClientReview>;
}

function PublicNameStep({ review }: { review: ClientReview }) {
  const [name, setName] = useState(review.publicName);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<StepNote | null>(null);
  const empty = !name.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || sending) return;
    setSending(true);
    setNote(null);
    const outcome = await setPublicName(review.token, name);
    if (outcome.ok) {
      navigate(bookNextPath(review.token));
      return;
    }
    setSending(false);
    setNote({ kind: 'error', text: updatingError(outcome.errors) });
  }

  return (
    <ReviewStep practice={review.practice} percent={REVIEW_PROGRESS.text} heading="Add your name to post your review">
      <form className="contact-form" onSubmit={submit}>
        <ContactField
          id="review-public-name"
          label="Name (publicly available)"
          problem={null}
          autoComplete="name"
          maxLength={MAX_PUBLIC_NAME}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <StepMessage message={note} />
        <button type="submit" className="button button-primary review-wide-button" disabled={empty || sending}>
          {sending ? 'Saving…' : 'Continue'}
        </button>
      </form>
    </ReviewStep>
  );
}
