import { Rating } from '@mui/material';

/** A review's stars, read-only, with their number for screen readers. */
export function ReviewStars({ rating, size = 'small' }: { rating: number | null | undefined; size?: 'small' | 'medium' }) {
  const value = rating ?? 0;
  return <Rating value={value} readOnly size={size} aria-label={rating ? `${rating} out of 5 stars` : 'No rating'} />;
}
