// /i/r/endorsements/{token}: what the practitioner is good at (70 %), from the practice's keywords;
// at least one to continue, or skip.
import { REVIEW_PROGRESS, textReviewPath } from '@app/reviews/shared';
import { useState } from 'react';
import { navigate } from '../navigation/navigate';
import { WithClientReview } from './ReviewLoadGate';
import { addEndorsements, creatingError, type ClientReview } from './reviewCalls';
import { ReviewStep, StepMessage, type StepNote } from './ReviewStep';

export function EndorsementsPage({ token }: { token: string }) {
  return <WithClientReview token={token}>{(review) => <EndorsementsStep review={review} />}</WithClientReview>;
}

function EndorsementsStep({ review }: { review: ClientReview }) {
  const { practice, token } = review;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(review.skillIds));
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<StepNote | null>(null);

  const toggle = (skillId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(skillId)) next.add(skillId);
      return next;
    });

  async function submit() {
    if (chosen.size === 0 || sending) return;
    setSending(true);
    setNote(null);
    // In the practice's order, whatever order they were tapped in.
    const outcome = await addEndorsements(token, practice.skills.filter((skill) => chosen.has(skill.id)).map((skill) => skill.id));
    if (outcome.ok) {
      navigate(textReviewPath(token));
      return;
    }
    setSending(false);
    setNote({ kind: 'error', text: creatingError(outcome.errors) });
  }

  return (
    <ReviewStep practice={practice} percent={REVIEW_PROGRESS.endorsements} heading={`What is ${practice.name} great at?`}>
      <p className="muted" id="endorsements-hint">
        Pick everything that applies.
      </p>
      <ul className="review-chips" aria-describedby="endorsements-hint">
        {practice.skills.map((skill) => (
          <li key={skill.id}>
            <button type="button" className="review-chip" aria-pressed={chosen.has(skill.id)} onClick={() => toggle(skill.id)} disabled={sending}>
              {chosen.has(skill.id) && <span aria-hidden="true">✓ </span>}
              {skill.name}
            </button>
          </li>
        ))}
      </ul>
      <StepMessage message={note} />
      <div className="review-actions">
        <button type="button" className="button button-primary" disabled={chosen.size === 0 || sending} onClick={() => void submit()}>
          {sending ? 'Saving…' : 'Continue'}
        </button>
        <button type="button" className="button button-secondary" disabled={sending} onClick={() => navigate(textReviewPath(token))}>
          Skip
        </button>
      </div>
    </ReviewStep>
  );
}
