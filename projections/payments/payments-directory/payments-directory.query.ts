// Reads of the payments directory (collection `payments_directory`): a page of rows with their
// pro status at `now`, its count, the totals collected and outstanding, and the collected money
// per week for the chart. The document store's find/count cannot sum, join or order by an index
// walked backwards (its descending order puts missing values last, which no index gives), so
// these are SQL over the collection's table, like the client directory's search (the caller
// hands in the database, as it does for findClients). Sums are bigint in SQL: exact cents.
//
// Counts and sums are told to walk the indexes: the planner prices reading a JSONB field like
// comparing two integers, so for a practice holding most of the table it reads every row and
// evaluates each condition on each; a walk of the (practice, settlement, start) index is 2 to 5
// times faster (test/bench/payments-directory.bench.ts). A setting local to the statement's
// transaction, so nothing else is affected.
import type { SqlClient, SqlExecutor } from '#app/postgres';
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { tableOf } from '#app/readstore';
import { proPaymentStatus, type ProPaymentStatus } from '#app/payments';
import type { CardProviderName } from '#app/practice';
import { CLIENTS, Params } from '../../clients/client-directory/directory-sql.js';
import { weekOf, weeksFrom, weeksOfRange } from './payment-date-ranges.js';
import { anyListedRows, collectedRows, listedRows, outstandingRows, type PaymentsDirectoryFilters, type RowSelection, type StartBounds } from './payments-directory-filters.js';
import { paymentOf, paymentsDirectoryProjection, type PaymentDirectoryDocument } from './payments-directory.projection.js';

const PAYMENTS = tableOf(paymentsDirectoryProjection.collection);
/** Newest first, as a backward walk of the (practice, start) indexes gives them; id breaks ties. */
const NEWEST_FIRST = `data->'startsAt' desc, id`;

/** The Payments list badges (spec 001 §4): Unpaid (error), Free (info), Paid (success), Upcoming (warning). */
export type PaymentBadge = 'paid' | 'free' | 'upcoming' | 'unpaid';

export interface PaymentDirectoryRow {
  document: PaymentDirectoryDocument;
  paymentStatus: ProPaymentStatus;
  badge: PaymentBadge;
  /** A card can pay: a live hold, a charge under way, or the client's usable card on file. */
  hasCard: boolean;
}

export interface PaymentsPage {
  /** null: every row. */
  limit: number | null;
  offset: number;
  /** The practice's card provider: only a card of it can pay (null: none can); absent: any card. */
  cardProvider?: CardProviderName | null;
}

export interface WeekTotal {
  /** The week's Sunday, yyyy-MM-dd in the practice's zone. */
  weekStart: string;
  collectedCents: number;
}

const BOUND: Record<keyof StartBounds, string> = { $gte: '>=', $lt: '<', $gt: '>', $lte: '<=' };

/** The rows' condition, the start bounds written plainly so the planner can estimate them. */
const where = (p: Params, rows: RowSelection): string =>
  [p.filter(rows.filter), ...Object.entries(rows.starts).map(([op, at]) => `data->'startsAt' ${BOUND[op as keyof StartBounds]} ${p.bind(JSON.stringify(at))}::jsonb`)].join(' and ');

/** A count or sum over many rows, walking the indexes (see the top of the file). */
const byIndex = <R>(db: SqlClient, sql: string, params: unknown[]): Promise<R[]> =>
  db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    return (await tx.query<R>(sql, params)).rows;
  });

const BADGES: Record<ProPaymentStatus, PaymentBadge> = {
  Paid: 'paid', Free: 'free', Upcoming: 'upcoming', Unpaid: 'unpaid', 'Past due': 'unpaid', Failed: 'unpaid', Cancelled: 'unpaid',
};

const rowOf = (document: PaymentDirectoryDocument, clientCard: string | null, page: PaymentsPage, now: Date): PaymentDirectoryRow => {
  const payment = paymentOf(document);
  const clientHasCard = clientCard !== null && (page.cardProvider === undefined || clientCard === page.cardProvider);
  const paymentStatus = proPaymentStatus({ status: document.state, startsAt: document.startsAt, amountCents: document.amountCents, payment, clientHasCard, now });
  const hasCard = clientHasCard || (payment.hold !== null && !payment.hold.released) || payment.open !== null;
  return { document, paymentStatus, badge: BADGES[paymentStatus], hasCard };
};

/** A page of the rows, newest start first, each with the client's card on file (looked up by id, row by row). */
export const findPayments = async (db: SqlExecutor, f: PaymentsDirectoryFilters, page: PaymentsPage): Promise<PaymentDirectoryRow[]> => {
  const p = new Params();
  const { rows } = await db.query<{ data: PaymentDirectoryDocument; card: string | null }>(
    `select r.data, (select c.data->'wallet'->'defaultCard'->>'provider' from ${CLIENTS} c
                     where c.id = r.data->>'clientId' and c.data->'practiceId' = r.data->'practiceId') as card
     from (select id, data from ${PAYMENTS} where ${where(p, listedRows(f))} order by ${NEWEST_FIRST} limit ${p.bind(page.limit)} offset ${p.bind(page.offset)}) r
     order by r.data->'startsAt' desc, r.id`,
    p.values,
  );
  return rows.map((r) => rowOf(r.data, r.card, page, f.now));
};

/** How many rows the page's filters match. */
export const countPayments = async (db: SqlClient, f: PaymentsDirectoryFilters): Promise<number> => {
  const p = new Params();
  const rows = await byIndex<{ n: string }>(db, `select count(*)::text as n from ${PAYMENTS} where ${where(p, listedRows(f))}`, p.values);
  return Number(rows[0].n);
};

const sumOf = async (db: SqlClient, field: 'netCollectedCents' | 'outstandingCents', rows: RowSelection): Promise<number> => {
  const p = new Params();
  const sql = `select coalesce(sum((data->'${field}')::bigint), 0)::text as cents from ${PAYMENTS} where ${where(p, rows)}`;
  return Number((await byIndex<{ cents: string }>(db, sql, p.values))[0].cents);
};

/** Net collected (tips in, adjustments out); the state filter does not apply. */
export const totalCollected = (db: SqlClient, f: PaymentsDirectoryFilters): Promise<number> => sumOf(db, 'netCollectedCents', collectedRows(f));

/** Outstanding of the confirmed rows that have started (Unpaid, Past due, Failed); the state filter does not apply. */
export const totalOutstanding = (db: SqlClient, f: PaymentsDirectoryFilters): Promise<number> => sumOf(db, 'outstandingCents', outstandingRows(f));

/** Both totals (on a server, side by side). */
export const paymentTotals = async (db: SqlClient, f: PaymentsDirectoryFilters): Promise<{ totalCollected: number; totalOutstanding: number }> => {
  const [collected, outstanding] = await Promise.all([totalCollected(db, f), totalOutstanding(db, f)]);
  return { totalCollected: collected, totalOutstanding: outstanding };
};

/** The weeks the chart spans: the range's, or for all time from the first row's week to this week (or a later paid one). */
const chartWeeks = async (db: SqlExecutor, f: PaymentsDirectoryFilters): Promise<string[]> => {
  if (f.range) return weeksOfRange(f.range, f.timeZone);
  const p = new Params();
  const { rows } = await db.query<{ first: string | null; last: string | null }>(
    `select (select data->>'startsAt' from ${PAYMENTS} where ${where(p, anyListedRows(f))} order by data->'startsAt' limit 1) as first,
            (select data->>'startsAt' from ${PAYMENTS} where ${where(p, collectedRows(f))} order by data->'startsAt' desc limit 1) as last`,
    p.values,
  );
  const thisWeek = weekOf(f.now, f.timeZone);
  const first = rows[0].first ? weekOf(rows[0].first, f.timeZone) : thisWeek;
  const last = rows[0].last ? weekOf(rows[0].last, f.timeZone) : thisWeek;
  return weeksFrom(first < thisWeek ? first : thisWeek, last > thisWeek ? last : thisWeek);
};

/** Net collected per week (Sunday start, the practice's zone) over the date range, weeks without money as 0. */
export const collectedByWeek = async (db: SqlClient, f: PaymentsDirectoryFilters): Promise<WeekTotal[]> => {
  const p = new Params();
  const [weeks, sums] = await Promise.all([
    chartWeeks(db, f),
    byIndex<{ week: string; cents: string }>(
      db,
      `select to_char(day - extract(dow from day)::int, 'YYYY-MM-DD') as week, sum(net)::text as cents
       from (select ((data->>'startsAt')::timestamptz at time zone ${p.bind(f.timeZone)}::text)::date as day, (data->'netCollectedCents')::bigint as net
             from ${PAYMENTS} where ${where(p, collectedRows(f))}) paid
       group by 1`,
      p.values,
    ),
  ]);
  const byWeek = new Map(sums.map((r) => [r.week, Number(r.cents)]));
  return weeks.map((weekStart) => ({ weekStart, collectedCents: byWeek.get(weekStart) ?? 0 }));
};

/** One row's document by appointment id (any practice's: the caller checks). */
export class PaymentsDirectoryQuery {
  private readonly rows: DocumentCollection<PaymentDirectoryDocument>;

  constructor(documents: DocumentStore) {
    this.rows = documents.collection<PaymentDirectoryDocument>(paymentsDirectoryProjection.collection);
  }

  byId(appointmentId: string): Promise<PaymentDirectoryDocument | null> {
    return this.rows.get(appointmentId);
  }
}
