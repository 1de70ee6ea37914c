// One page of the payment directory through react-admin's data provider (cached, refreshed with
// the rest of the page after a command), with the totals and the weekly chart from its `meta`.
import { useGetList } from 'react-admin';
import type { PaymentEntry, PaymentFilter, PaymentSummary } from './types';

export interface PagePosition {
  page: number;
  /** ALL_ROWS for every row */
  perPage: number;
}

export function usePaymentDirectory(filter: PaymentFilter, { page, perPage }: PagePosition) {
  const { data, total, meta, isPending, isFetching, error, refetch } = useGetList<PaymentEntry>(
    'payments',
    { filter, pagination: { page, perPage } },
    // Keep the rows on screen while the next page or filter loads.
    { placeholderData: (previous) => previous, retry: false },
  );
  return {
    rows: data ?? [],
    total: total ?? 0,
    summary: meta as PaymentSummary | undefined,
    isPending,
    isFetching,
    error,
    refetch,
  };
}
