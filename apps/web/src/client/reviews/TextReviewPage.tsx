// /i/r/text_review/{token}[?skip_step=true]: the words (90 %), posted anonymously or not; a video
// review is only a feature request. skip_step moves on without saving.
import { REVIEW_PROGRESS, ReviewMessages, TEXT_OVER, textReviewPath } from '@app/reviews/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { navigate, useCurrentUrl } from '../navigation/navigate';
import { afterTextPath } from './afterText';
import { AnonymousToggle } from './AnonymousToggle';
import { WithClientReview } from './ReviewLoadGate';
import { addTextReview, creatingError, requestVideoReviews, type ClientReview } from './reviewCalls';
import { ReviewStep, StepMessage, type StepNote } from './ReviewStep';

export function TextReviewPage({ token }: { token: string }) {
  const skip = useCurrentUrl().search.get('skip_step') === 'true';
  return <WithClientReview token={token}>{(review) => (skip ? <SkipText review={review} /> : <TextStep review={review} />)}</WithClientReview>;
}

function SkipText({ review }: { review: ClientReview }) {
  useEffect(() => {
    navigate(afterTextPath(review.token, review.publicName, review.isAnonymous), { replace: true });
  }, [review]);
  return (
    <main className="page">
      <p className="loading" role="status">
        Loading…
      </p>
    </main>
  );
}

function TextStep({ review }: { review: ClientReview }) {
  const { practice, token } = review;
  const [text, setText] = useState(review.text ?? '');
  const [isAnonymous, setIsAnonymous] = useState(review.isAnonymous);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<StepNote | null>(null);
  const [videoAsked, setVideoAsked] = useState(false);
  const longEnough = text.trim().length > TEXT_OVER;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!longEnough || sending) return;
    setSending(true);
    setNote(null);
    const outcome = await addTextReview(token, text);
    if (outcome.ok) {
      navigate(afterTextPath(token, review.publicName, isAnonymous));
      return;
    }
    setSending(false);
    setNote({ kind: 'error', text: creatingError(outcome.errors) });
  }

  function askForVideo() {
    setVideoAsked(true);
    void requestVideoReviews(review.clientId);
  }

  return (
    <ReviewStep practice={practice} percent={REVIEW_PROGRESS.text} heading="Tell others about your experience">
      <form className="review-text-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="review-text">Your review</label>
          <textarea
            id="review-text"
            className="review-textarea"
            rows={6}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby="review-text-hint"
          />
          <p id="review-text-hint" className="muted review-hint">
            A few words are enough.
          </p>
        </div>
        <AnonymousToggle token={token} isAnonymous={isAnonymous} onChanged={setIsAnonymous} />
        <StepMessage message={note} />
        <div className="review-actions">
          <button type="submit" className="button button-primary" disabled={!longEnough || sending}>
            {sending ? 'Saving…' : 'Continue'}
          </button>
          <button type="button" className="button button-secondary" disabled={sending} onClick={() => navigate(textReviewPath(token, true))}>
            Skip
          </button>
        </div>
      </form>
      <div className="review-video">
        <button type="button" className="button button-secondary review-wide-button" onClick={askForVideo} aria-describedby={videoAsked ? 'video-note' : undefined}>
          Record a video review
        </button>
        <div role="status" aria-live="polite">
          {videoAsked && (
            <p id="video-note" className="banner banner-info">
              {ReviewMessages.featureRequested}
            </p>
          )}
        </div>
      </div>
    </ReviewStep>
  );
}
