// /i/r/rating?referral_code&client_id[&appointment_id][&stars]: the stars (50 %). A rating already in
// the link (the stars the client tapped in the request) is chosen and sent at once (spec 000 §4).
import { MAX_RATING, MIN_RATING, REVIEW_PROGRESS, endorsementsPath, textReviewPath } from '@app/reviews/shared';
import { useEffect, useRef, useState } from 'react';
import { NotFoundPage } from '../NotFoundPage';
import { navigate, useCurrentUrl } from '../navigation/navigate';
import { WithReviewPractice } from './ReviewLoadGate';
import { addRating, creatingError, type ReviewPractice } from './reviewCalls';
import { ReviewStep, StepMessage, type StepNote } from './ReviewStep';
import { StarPicker } from './StarPicker';

const starsFrom = (value: string | null): number => {
  const stars = Number(value);
  return Number.isInteger(stars) && stars >= MIN_RATING && stars <= MAX_RATING ? stars : 0;
};

export function RatingPage() {
  const { search } = useCurrentUrl();
  const referralCode = search.get('referral_code');
  const clientId = search.get('client_id');
  if (!referralCode || !clientId) return <NotFoundPage title="Link not found" text="This review link is not complete. Please open the link you were sent again." />;
  return (
    <WithReviewPractice referralCode={referralCode}>
      {(practice) => <RatingStep practice={practice} clientId={clientId} appointmentId={search.get('appointment_id')} preset={starsFrom(search.get('stars'))} />}
    </WithReviewPractice>
  );
}

interface Props {
  practice: ReviewPractice;
  clientId: string;
  appointmentId: string | null;
  preset: number;
}

function RatingStep({ practice, clientId, appointmentId, preset }: Props) {
  const [rating, setRating] = useState(preset);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<StepNote | null>(null);
  const autoSent = useRef(false);

  async function send(stars: number) {
    if (stars < MIN_RATING || sending) return;
    setSending(true);
    setNote(null);
    const outcome = await addRating(practice.practiceId, clientId, stars, appointmentId);
    if (outcome.ok) {
      const token = outcome.value;
      // Replace: Back must not rate the same appointment twice.
      navigate(practice.skills.length > 0 ? endorsementsPath(token) : textReviewPath(token), { replace: true });
      return;
    }
    setSending(false);
    setNote({ kind: 'error', text: creatingError(outcome.errors) });
  }

  useEffect(() => {
    if (preset && !autoSent.current) {
      autoSent.current = true;
      void send(preset);
    }
    // Once, with the link's rating.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preset]);

  return (
    <ReviewStep practice={practice} percent={REVIEW_PROGRESS.rating} heading={`How would you rate your experience with ${practice.name}?`}>
      <StarPicker value={rating} onChange={setRating} disabled={sending} />
      <StepMessage message={sending && preset === rating ? { kind: 'info', text: 'Saving your rating…' } : note} />
      <button type="button" className="button button-primary review-wide-button" disabled={rating < MIN_RATING || sending} onClick={() => void send(rating)}>
        {sending ? 'Saving…' : 'Continue'}
      </button>
    </ReviewStep>
  );
}
