// The Completed tab's date filters (spec 002 §5: all time, this/last week, this/last month, this/
// last year) as ranges of the reviews' dates in the PRACTICE's zone, weeks starting on Sunday: the
// Payments page's ranges plus last year, with the reviews' own refusal of an unknown filter.
import { DomainError } from '#app/es';
import { DATE_FILTERS, startRange, type DateFilter, type StartRange } from '../../payments/payments-directory/payment-date-ranges.js';

export const REVIEW_DATE_FILTERS = [...DATE_FILTERS, 'last_year'] as const;

export const unknownReviewDateFilter = (value: unknown): string =>
  `Unknown date filter ${JSON.stringify(String(value).slice(0, 40))}. Use one of: ${REVIEW_DATE_FILTERS.join(', ')}.`;

/** Last year: the year before this one's range (the same zone and boundaries). */
const lastYear = (now: Date, zone: string): StartRange => {
  const thisYear = startRange('this_year', now, zone)!;
  const start = new Date(thisYear.from);
  const previous = new Date(start.getTime() - 1);
  return { from: startRange('this_year', previous, zone)!.from, to: thisYear.from };
};

export const unknownReviewRating = 'The rating filter must be a whole number from 1 to 5.';

/** The range a filter covers at `now` in the zone (null: all time, or no filter); refuses unknown names. */
export const reviewDateRange = (filter: string | null | undefined, now: Date, zone: string): StartRange | null => {
  if (filter === null || filter === undefined || filter === '') return null;
  if (!(REVIEW_DATE_FILTERS as readonly string[]).includes(filter)) throw new DomainError(unknownReviewDateFilter(filter));
  return filter === 'last_year' ? lastYear(now, zone) : startRange(filter as DateFilter, now, zone);
};

/** A rating filter: none, or 1 to 5. */
export const reviewRatingFilter = (rating: number | null | undefined): number | null => {
  if (rating === null || rating === undefined) return null;
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new DomainError(unknownReviewRating);
  return rating;
};
