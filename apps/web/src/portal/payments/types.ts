// The payment directory as the portal reads it: rows typed from the API's schema, and the
// filters of spec 001 §9 "Payments filters" as the server names them.
import type { PaymentEntryFieldsFragment } from '../../graphql/graphql';

/** One appointment with its money (an entry of currentPractice.pastAppointments). */
export type PaymentEntry = PaymentEntryFieldsFragment;

export type PaymentBadge = 'paid' | 'free' | 'upcoming' | 'unpaid';

export const DATE_FILTERS = [
  { value: 'all_time', label: 'All time' },
  { value: 'this_week', label: 'This week' },
  { value: 'last_week', label: 'Last week' },
  { value: 'this_month', label: 'This month' },
  { value: 'last_month', label: 'Last month' },
  { value: 'this_year', label: 'This year' },
] as const;

export const STATE_FILTERS = [
  { value: 'all', label: 'All payments' },
  { value: 'paid', label: 'Paid' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'free', label: 'Free' },
] as const;

export type DateFilter = (typeof DATE_FILTERS)[number]['value'];
export type StateFilter = (typeof STATE_FILTERS)[number]['value'];

/** What the directory is filtered by; a client's Billing tab sets clientId. */
export interface PaymentFilter {
  dateFilter: DateFilter;
  stateFilter: StateFilter;
  search?: string;
  clientId?: string;
}

export const DEFAULT_FILTER: PaymentFilter = { dateFilter: 'all_time', stateFilter: 'all' };

/** Page sizes (spec 001 §9): 20 (the default), 50, or all rows. */
export const PAGE_SIZES = [20, 50] as const;
/** perPage for "All": the server's `limit: null` (MUI's TablePagination reads -1 as All too). */
export const ALL_ROWS = -1;
export const DEFAULT_PAGE_SIZE = 20;

export interface WeekTotal {
  /** yyyy-MM-dd, the Sunday the week starts on */
  weekStart: string;
  collectedCents: number;
}

/** What the directory's list answer carries beside its rows (the list's `meta`). */
export interface PaymentSummary {
  totalCollected: number;
  totalOutstanding: number;
  collectedByWeek: WeekTotal[];
  /** Rows with no date, state or search filter: 0 means no payments at all yet. */
  everyPaymentCount: number;
  requireCcEnabled: boolean;
  hasPaymentProvider: boolean;
}
