import { ReviewMessages } from '@app/reviews/shared';
import { useState } from 'react';
import { toggleAnonymous, updatingError } from './reviewCalls';
import { StepMessage, type StepNote } from './ReviewStep';

interface Props {
  token: string;
  isAnonymous: boolean;
  onChanged: (isAnonymous: boolean) => void;
}

/** 'Post anonymously': saved as soon as it is flipped, and said so ('Review updated'). */
export function AnonymousToggle({ token, isAnonymous, onChanged }: Props) {
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<StepNote | null>(null);

  async function flip() {
    const next = !isAnonymous;
    setSaving(true);
    setNote(null);
    const outcome = await toggleAnonymous(token, next);
    setSaving(false);
    if (outcome.ok) {
      onChanged(next);
      setNote({ kind: 'success', text: ReviewMessages.reviewUpdated });
    } else {
      setNote({ kind: 'error', text: updatingError(outcome.errors) });
    }
  }

  return (
    <div className="review-anonymous">
      <button type="button" role="switch" aria-checked={isAnonymous} className="review-switch" disabled={saving} onClick={() => void flip()}>
        <span className="review-switch-track" aria-hidden="true">
          <span className="review-switch-thumb" />
        </span>
        <span>Post anonymously</span>
      </button>
      <StepMessage message={note} />
    </div>
  );
}
