// /i/r/book_next/{token}: the review is in; offer the practice's booking page before saying thanks.
import { REVIEW_PROGRESS, thankYouPath } from '@app/reviews/shared';
import { AppLink } from '../navigation/AppLink';
import { navigate } from '../navigation/navigate';
import { WithClientReview } from './ReviewLoadGate';
import { ReviewStep } from './ReviewStep';

export function BookNextPage({ token }: { token: string }) {
  return (
    <WithClientReview token={token}>
      {(review) => (
        <ReviewStep practice={review.practice} percent={REVIEW_PROGRESS.text} heading="Book your next appointment">
          <p>Your review is saved. Would you like to book your next session with {review.practice.name}?</p>
          <div className="review-actions">
            <AppLink className="button button-primary" href={`/${encodeURIComponent(review.practice.shortLink)}`}>
              Book your next appointment
            </AppLink>
            <button type="button" className="button button-secondary" onClick={() => navigate(thankYouPath(token))}>
              No thanks
            </button>
          </div>
        </ReviewStep>
      )}
    </WithClientReview>
  );
}
