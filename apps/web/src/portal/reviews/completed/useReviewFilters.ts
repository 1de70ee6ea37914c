// The Completed tab's filters (spec 002 §5 "Filters"), as the server names them, kept in the address
// (?date=this_month&rating=5&page=2) so a reload shows the same rows.
import { useSearchParams } from 'react-router-dom';
import { DATE_FILTERS as PAYMENT_DATE_FILTERS } from '../../payments/types';

/** The Payments page's date filters, and last year (spec 002 §5 lists it for reviews). */
export const DATE_FILTERS = [...PAYMENT_DATE_FILTERS, { value: 'last_year', label: 'Last year' }] as const;

export type DateFilter = (typeof DATE_FILTERS)[number]['value'];

export const RATING_FILTERS = [
  { value: 'all', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} ${stars === 1 ? 'star' : 'stars'}` })),
];

export const REVIEWS_PER_PAGE = 20;

export interface ReviewFilterState {
  dateFilter: DateFilter;
  /** null: every rating */
  rating: number | null;
  /** 1-based */
  page: number;
}

export function useReviewFilters() {
  const [params, setParams] = useSearchParams();
  const date = DATE_FILTERS.find((option) => option.value === params.get('date'))?.value ?? 'all_time';
  const stars = Number(params.get('rating'));
  const state: ReviewFilterState = {
    dateFilter: date,
    rating: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };

  /** A filter change goes back to page 1. */
  const update = (changes: { date?: DateFilter; rating?: number | null; page?: number }) =>
    setParams(() => {
      const next = new URLSearchParams(window.location.search);
      if (changes.date !== undefined) changes.date === 'all_time' ? next.delete('date') : next.set('date', changes.date);
      if (changes.rating !== undefined) changes.rating === null ? next.delete('rating') : next.set('rating', String(changes.rating));
      if (changes.page !== undefined && changes.page > 1) next.set('page', String(changes.page));
      else next.delete('page');
      return next;
    });

  const filtered = state.dateFilter !== 'all_time' || state.rating !== null;
  const clear = () => update({ date: 'all_time', rating: null });
  return { state, update, filtered, clear };
}
