import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnRefreshViews } from '../../shared/refreshViews';
import { fetchPracticeReviews, type ReviewEntry } from '../reviewCalls';
import { REVIEWS_PER_PAGE, type ReviewFilterState } from './useReviewFilters';

interface ListState {
  reviews: ReviewEntry[] | null;
  count: number;
  error: Error | null;
  fetching: boolean;
}

/** The published reviews for the filters; a new filter keeps the old rows on screen while it loads. */
export function useReviewList(filter: ReviewFilterState) {
  const [state, setState] = useState<ListState>({ reviews: null, count: 0, error: null, fetching: true });
  const latest = useRef(0);
  const load = useCallback(async () => {
    const call = ++latest.current;
    setState((old) => ({ ...old, fetching: true }));
    try {
      const list = await fetchPracticeReviews({
        dateFilter: filter.dateFilter,
        rating: filter.rating,
        limit: REVIEWS_PER_PAGE,
        offset: (filter.page - 1) * REVIEWS_PER_PAGE,
      });
      if (call === latest.current) setState({ reviews: list.reviews, count: list.count, error: null, fetching: false });
    } catch (error) {
      if (call === latest.current) setState((old) => ({ ...old, error: error as Error, fetching: false }));
    }
  }, [filter.dateFilter, filter.rating, filter.page]);
  useEffect(() => {
    load();
  }, [load]);
  useOnRefreshViews(load);
  return { ...state, reload: load };
}
