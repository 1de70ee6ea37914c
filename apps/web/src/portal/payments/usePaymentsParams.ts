// The Payments page's filters, search and paging live in the address (?date=this_month&state=unpaid
// &q=ada&perPage=50&page=2), so a reload or a shared link shows the same rows.
import { useSearchParams } from 'react-router-dom';
import {
  ALL_ROWS,
  DATE_FILTERS,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  STATE_FILTERS,
  type DateFilter,
  type PaymentFilter,
  type StateFilter,
} from './types';

const oneOf = <T extends string>(options: ReadonlyArray<{ value: T }>, value: string | null, fallback: T): T =>
  options.find((option) => option.value === value)?.value ?? fallback;

function perPageOf(value: string | null): number {
  if (value === 'all') return ALL_ROWS;
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

export function usePaymentsParams() {
  const [params, setParams] = useSearchParams();
  const filter: PaymentFilter = {
    dateFilter: oneOf<DateFilter>(DATE_FILTERS, params.get('date'), 'all_time'),
    stateFilter: oneOf<StateFilter>(STATE_FILTERS, params.get('state'), 'all'),
    search: params.get('q') ?? '',
  };
  const perPage = perPageOf(params.get('perPage'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  /** Sets the given values (a default removes its parameter); any change but the page's goes back to page 1. */
  const update = (changes: { date?: DateFilter; state?: StateFilter; q?: string; perPage?: number; page?: number }) =>
    setParams(
      () => {
        // From the address as it is now, not the hook's last render: two changes in quick
        // succession (Status, then Date) before a re-render must both stay.
        const next = new URLSearchParams(window.location.search);
        const set = (key: string, value: string | undefined, fallback: string) => {
          if (value === undefined) return;
          if (value === fallback || value === '') next.delete(key);
          else next.set(key, value);
        };
        set('date', changes.date, 'all_time');
        set('state', changes.state, 'all');
        set('q', changes.q?.trim(), '');
        if (changes.perPage !== undefined) set('perPage', changes.perPage === ALL_ROWS ? 'all' : String(changes.perPage), String(DEFAULT_PAGE_SIZE));
        if (changes.page !== undefined) set('page', String(changes.page), '1');
        else next.delete('page');
        return next;
      },
      // Typing in the search box does not add a history entry per keystroke.
      { replace: changes.q !== undefined },
    );

  const filtered = filter.dateFilter !== 'all_time' || filter.stateFilter !== 'all' || (filter.search ?? '').trim() !== '';
  const clear = () => setParams((current) => {
    const next = new URLSearchParams(current);
    for (const key of ['date', 'state', 'q', 'page']) next.delete(key);
    return next;
  });

  return { filter, page, perPage, update, filtered, clear };
}
