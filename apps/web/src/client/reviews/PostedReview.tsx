import type { ClientReview } from './reviewCalls';
import { Stars } from './Stars';

/** The client's review as others will see it: stars, words, the keywords they endorsed and the name. */
export function PostedReview({ review, showDate = false }: { review: ClientReview; showDate?: boolean }) {
  const endorsed = review.practice.skills.filter((skill) => review.skillIds.includes(skill.id));
  return (
    <figure className="review-posted">
      {review.rating ? <Stars rating={review.rating} /> : null}
      {review.text ? <blockquote className="review-posted-text">{review.text}</blockquote> : <p className="muted">No written review.</p>}
      {endorsed.length > 0 && (
        <ul className="review-skill-list" aria-label="Endorsed">
          {endorsed.map((skill) => (
            <li key={skill.id}>{skill.name}</li>
          ))}
        </ul>
      )}
      <figcaption className="muted">
        {review.isAnonymous || !review.publicName.trim() ? 'Anonymous' : review.publicName}
        {showDate && ` · ${formatReviewDate(review.createdAt)}`}
        {` · ${review.practice.name}`}
      </figcaption>
    </figure>
  );
}

/** "Nov 21, 2026": a review's day, in the reader's zone (no appointment zone applies). */
export const formatReviewDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
