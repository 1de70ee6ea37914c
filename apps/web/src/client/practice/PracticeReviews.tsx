// The practice page's 'Reviews': the average and count, then the latest reviews with the
// practitioner's replies. Nothing at all while there are none, or when they cannot be read: the
// booking page works without them.
import { formatReviewDate } from '../reviews/PostedReview';
import { fetchPublicReviews, type PublicReview } from '../reviews/publicReviews';
import { formatRating, Stars } from '../reviews/Stars';
import { useLoad } from '../reviews/useLoad';
import '../reviews/reviews.css';

export function PracticeReviews({ shortLink }: { shortLink: string }) {
  const { load } = useLoad(shortLink, fetchPublicReviews);
  if (load.status !== 'ready' || load.value.reviewsSummary.count === 0) return null;
  const { reviewsSummary: summary, latestReviews } = load.value;
  return (
    <section className="card practice-reviews" aria-labelledby="practice-reviews-title">
      <h2 className="section-title" id="practice-reviews-title">
        Reviews
      </h2>
      <div className="practice-reviews-summary">
        {summary.averageRating !== null && summary.averageRating !== undefined && (
          <>
            <span className="practice-reviews-average">{formatRating(summary.averageRating)}</span>
            <Stars rating={summary.averageRating} />
          </>
        )}
        <span className="muted">
          {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
        </span>
      </div>
      <ul className="practice-review-list">
        {latestReviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
    </section>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="practice-review">
      <div className="practice-review-head">
        <span className="practice-review-name">{review.publicName?.trim() || 'Anonymous'}</span>
        <time className="muted practice-review-date" dateTime={review.createdAt} title={review.createdAtAgoInWords}>
          {formatReviewDate(review.createdAt)}
        </time>
      </div>
      <Stars rating={review.rating} />
      {review.text && <p className="practice-review-text">{review.text}</p>}
      {review.skills.length > 0 && (
        <ul className="review-skill-list" aria-label="Endorsed for">
          {review.skills.map((skill) => (
            <li key={skill.id}>{skill.name}</li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="practice-review-reply">
          <p className="practice-review-reply-label">Reply from the practitioner</p>
          <p className="practice-review-text">{review.reply.message}</p>
        </div>
      )}
    </li>
  );
}
