// /i/r/thank_you/{token}: done (100 %), with the review as posted.
import { REVIEW_PROGRESS } from '@app/reviews/shared';
import { AppLink } from '../navigation/AppLink';
import { PostedReview } from './PostedReview';
import { WithClientReview } from './ReviewLoadGate';
import { ReviewStep } from './ReviewStep';

export function ThankYouPage({ token }: { token: string }) {
  return (
    <WithClientReview token={token}>
      {(review) => (
        <ReviewStep practice={review.practice} percent={REVIEW_PROGRESS.thankYou} heading="Thank you for your review!">
          <p>Your feedback helps {review.practice.name} and other clients.</p>
          <PostedReview review={review} />
          <AppLink className="button button-secondary review-wide-button" href={`/${encodeURIComponent(review.practice.shortLink)}`}>
            Visit {review.practice.name}’s page
          </AppLink>
        </ReviewStep>
      )}
    </WithClientReview>
  );
}
