// The Completed tab's date filters (spec 002 §2: all time, this/last week, this/last month, this
// year) as ranges of the reviews' dates in the PRACTICE's zone, weeks starting on Sunday: the same
// ranges the Payments page uses, with the reviews' own refusal of an unknown filter.
import { DomainError } from '#app/es';
import { DATE_FILTERS, startRange, type DateFilter, type StartRange } from '../../payments/payments-directory/payment-date-ranges.js';

export const REVIEW_DATE_FILTERS = DATE_FILTERS;

export const unknownReviewDateFilter = (value: unknown): string =>
  `Unknown date filter ${JSON.stringify(String(value).slice(0, 40))}. Use one of: ${DATE_FILTERS.join(', ')}.`;

export const unknownReviewRating = 'The rating filter must be a whole number from 1 to 5.';

/** The range a filter covers at `now` in the zone (null: all time, or no filter); refuses unknown names. */
export const reviewDateRange = (filter: string | null | undefined, now: Date, zone: string): StartRange | null => {
  if (filter === null || filter === undefined || filter === '') return null;
  if (!(DATE_FILTERS as readonly string[]).includes(filter)) throw new DomainError(unknownReviewDateFilter(filter));
  return startRange(filter as DateFilter, now, zone);
};

/** A rating filter: none, or 1 to 5. */
export const reviewRatingFilter = (rating: number | null | undefined): number | null => {
  if (rating === null || rating === undefined) return null;
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new DomainError(unknownReviewRating);
  return rating;
};
