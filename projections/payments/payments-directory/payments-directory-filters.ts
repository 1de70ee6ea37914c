// What the Payments page asks (spec 001 §9: date, state, search, page) checked and turned into a
// document filter. Unknown filters and bad pages are refused with a message before anything is
// read. The state filters decide with `now`:
// - paid: paid (card, PayPal/Venmo or marked paid); free: price 0 and not paid;
// - upcoming: confirmed, priced, not paid, starting after now;
// - unpaid: confirmed, priced, not paid, started at or before now (Unpaid, Past due and Failed).
// Totals use the date range, the search and the client, never the state filter.
import { DomainError } from '#app/es';
import type { Filter } from '#app/readstore';
import { DATE_FILTERS, knownZone, startRange, type DateFilter, type StartRange } from './payment-date-ranges.js';
import type { Settlement } from './payments-directory.projection.js';

export const STATE_FILTERS = ['all', 'paid', 'upcoming', 'unpaid', 'free'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

/** The page size is at most this; none (null) means every row (the 'all' page size, the CSV export). */
export const MAX_PAYMENTS_PAGE = 1000;
const MAX_SEARCH = 200;
const MAX_ID = 100;

const shown = (value: unknown) => JSON.stringify(String(value).slice(0, 40));

export const PaymentsDirectoryMessages = {
  dateFilter: (value: unknown) => `Unknown date filter ${shown(value)}. Use one of: ${DATE_FILTERS.join(', ')}.`,
  stateFilter: (value: unknown) => `Unknown state filter ${shown(value)}. Use one of: ${STATE_FILTERS.join(', ')}.`,
  limit: `The page size (limit) must be a whole number from 1 to ${MAX_PAYMENTS_PAGE}, or empty for every row.`,
  offset: 'The offset must be a whole number, 0 or more.',
};

/** What a caller sends; absent filters mean all time, every state, no search. */
export interface PaymentsDirectoryArgs {
  dateFilter?: string | null;
  stateFilter?: string | null;
  searchTerm?: string | null;
  clientId?: string | null;
}

/** The practice asked about, in its zone, at a moment. */
export interface PaymentsDirectoryScope {
  practiceId: string;
  timeZone: string;
  now: Date;
}

/** Checked and resolved: the start range at `now`, the normalised search term. */
export interface PaymentsDirectoryFilters extends PaymentsDirectoryScope {
  dateFilter: DateFilter;
  range: StartRange | null;
  state: StateFilter;
  search: string | null;
  clientId: string | null;
}

const oneOf = <T extends string>(allowed: readonly T[], value: string | null | undefined, fallback: T, message: (v: unknown) => string): T => {
  if (value === null || value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new DomainError(message(value));
  return value as T;
};

/** Lower-cased, spaces collapsed; a phone number (digits and punctuation only) becomes its digits. */
export const searchTermOf = (term: string | null | undefined): string | null => {
  const text = (term ?? '').slice(0, MAX_SEARCH).trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return null;
  return /^[\d\s().+-]+$/.test(text) && /\d/.test(text) ? text.replace(/\D/g, '') : text;
};

export const directoryFilters = (scope: PaymentsDirectoryScope, args: PaymentsDirectoryArgs): PaymentsDirectoryFilters => {
  const dateFilter = oneOf(DATE_FILTERS, args.dateFilter, 'all_time', PaymentsDirectoryMessages.dateFilter);
  const state = oneOf(STATE_FILTERS, args.stateFilter, 'all', PaymentsDirectoryMessages.stateFilter);
  const clientId = args.clientId ? String(args.clientId).slice(0, MAX_ID) : null;
  const timeZone = knownZone(scope.timeZone);
  return { ...scope, timeZone, dateFilter, range: startRange(dateFilter, scope.now, timeZone), state, search: searchTermOf(args.searchTerm), clientId };
};

/** limit null (or absent): every row. */
export const directoryPage = (limit: number | null | undefined, offset: number | null | undefined): { limit: number | null; offset: number } => {
  if (limit !== null && limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 1 && limit <= MAX_PAYMENTS_PAGE)) throw new DomainError(PaymentsDirectoryMessages.limit);
  if (offset !== null && offset !== undefined && !(Number.isSafeInteger(offset) && offset >= 0)) throw new DomainError(PaymentsDirectoryMessages.offset);
  return { limit: limit ?? null, offset: offset ?? 0 };
};

const LISTED: Settlement[] = ['paid', 'free', 'due', 'closed'];

/** Bounds on the start (UTC ISO text, compared as the index stores it). */
export interface StartBounds {
  $gte?: string;
  $lt?: string;
  $gt?: string;
  $lte?: string;
}

/**
 * Which rows: a document filter, and the start bounds apart, because the store's filter guards a
 * range with a type check the planner cannot estimate (it would expect a handful of rows); the
 * start is always a string here.
 */
export interface RowSelection {
  filter: Filter;
  starts: StartBounds;
}

/** The listed rows of the practice in the range, matching the search and the client. */
const selection = (f: PaymentsDirectoryFilters, settlement: Settlement | Settlement[], starts: StartBounds = {}): RowSelection => ({
  filter: {
    practiceId: f.practiceId,
    settlement: Array.isArray(settlement) ? { $in: settlement } : settlement,
    ...(f.search && { searchText: { $contains: f.search } }),
    ...(f.clientId && { clientId: f.clientId }),
  },
  starts: { ...(f.range && { $gte: f.range.from, $lt: f.range.to }), ...starts },
});

/** The rows the page and its count show. */
export const listedRows = (f: PaymentsDirectoryFilters): RowSelection => {
  const now = f.now.toISOString();
  switch (f.state) {
    case 'all':
      return selection(f, LISTED);
    case 'paid':
    case 'free':
      return selection(f, f.state);
    case 'upcoming':
      return selection(f, 'due', { $gt: now });
    case 'unpaid':
      return selection(f, 'due', { $lte: now });
  }
};

/** The rows totalCollected sums (net collected is 0 unless paid), whatever the state filter. */
export const collectedRows = (f: PaymentsDirectoryFilters): RowSelection => selection(f, 'paid');

/** The rows totalOutstanding sums: confirmed, priced, unpaid, started. */
export const outstandingRows = (f: PaymentsDirectoryFilters): RowSelection => selection(f, 'due', { $lte: f.now.toISOString() });

/** Any listed row in the scope, whatever the state filter (the chart's first week). */
export const anyListedRows = (f: PaymentsDirectoryFilters): RowSelection => selection(f, LISTED);
