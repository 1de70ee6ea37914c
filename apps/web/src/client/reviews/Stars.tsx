import { MAX_RATING } from '@app/reviews/shared';

/** A read-only rating: whole and half stars drawn, the number said. */
export function Stars({ rating, label }: { rating: number; label?: string }) {
  const stars = Array.from({ length: MAX_RATING }, (_, index) => Math.max(0, Math.min(1, rating - index)));
  return (
    <span className="stars" role="img" aria-label={label ?? `${formatRating(rating)} out of ${MAX_RATING} stars`}>
      {stars.map((fill, index) => (
        <span key={index} className="star" aria-hidden="true">
          <span className="star-fill" style={{ width: `${Math.round(fill * 2) * 50}%` }}>
            ★
          </span>
          ★
        </span>
      ))}
    </span>
  );
}

/** 4.333 -> "4.3", 5 -> "5.0" */
export const formatRating = (rating: number): string => rating.toFixed(1);
