// /i/r/{referralCode}[?client_id=]: 'Have you worked with {name}?' (20 %). Yes goes on to the
// client's details, or straight to the stars for a client the practice asked (the link names them);
// No shows a rejection screen that can be undone.
import { REVIEW_PROGRESS } from '@app/reviews/shared';
import { useState } from 'react';
import { navigate, useCurrentUrl } from '../navigation/navigate';
import { WithReviewPractice } from './ReviewLoadGate';
import type { ReviewPractice } from './reviewCalls';
import { ReviewStep } from './ReviewStep';
import { clientInfoPath, ratingPath } from './reviewFlowPaths';

export function ReviewIntroPage({ referralCode }: { referralCode: string }) {
  return <WithReviewPractice referralCode={referralCode}>{(practice) => <Intro practice={practice} referralCode={referralCode} />}</WithReviewPractice>;
}

function Intro({ practice, referralCode }: { practice: ReviewPractice; referralCode: string }) {
  const clientId = useCurrentUrl().search.get('client_id');
  const [declined, setDeclined] = useState(false);

  if (declined) {
    return (
      <ReviewStep practice={practice} percent={REVIEW_PROGRESS.intro} heading="Thanks for letting us know">
        <p>Reviews can only be left by clients who have worked with {practice.name}, so there is nothing more to do here.</p>
        <button type="button" className="button button-secondary review-wide-button" onClick={() => setDeclined(false)}>
          Oops, I made a mistake
        </button>
      </ReviewStep>
    );
  }

  const yes = () => navigate(clientId ? ratingPath({ referralCode, clientId }) : clientInfoPath(referralCode));
  return (
    <ReviewStep practice={practice} percent={REVIEW_PROGRESS.intro} heading={`Have you worked with ${practice.name}?`}>
      <div className="review-actions review-actions-split">
        <button type="button" className="button button-primary" onClick={yes}>
          Yes
        </button>
        <button type="button" className="button button-secondary" onClick={() => setDeclined(true)}>
          No
        </button>
      </div>
    </ReviewStep>
  );
}
