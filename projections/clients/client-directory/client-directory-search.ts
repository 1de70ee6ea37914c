// The directory's search: a practice's clients (not deleted), searched by prefix of first name,
// last name, full name, e-mail or phone digits, sorted and paged on the server, each with the
// start of their most recent past appointment that was not cancelled or declined.
//
// "Most recent past" depends on the clock, so it cannot be stored in the client's document; it
// is looked up in client_appointments. Looking it up for every match is what makes a broad
// search slow (10,000 clients: about 100 ms), so each sort takes the cheapest route:
// - by name, e-mail or phone: page the clients first, then look up the page's dates;
// - by last appointment, newest first: walk the practice's appointments newest first until the
//   page is full of matching clients (a client's first appointment met is their latest). A broad
//   search fills the page within a chunk or two; one that matches less gives up after a few;
// - otherwise (under 300 matches, oldest first, deep pages): look up every match's date and sort.
// The count runs beside the page (on a server, on its own connection).
import type { SqlExecutor } from '#app/postgres';
import type { Filter } from '#app/readstore';
import type { ClientDocument } from './client-document.js';
import { APPOINTMENTS, BY_NAME, CLIENTS, COUNTS, Params } from './directory-sql.js';
import { knownMembers, pageByWalk, queriedMembers } from './last-appointment-walk.js';

export const CLIENT_SORT_FIELDS = ['fullName', 'lastName', 'email', 'phone', 'lastAppointmentDate'] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];
export const DEFAULT_CLIENT_PAGE = 25;
export const MAX_CLIENT_PAGE = 500;
const MAX_SEARCH = 200;
/** From this many matches on, sorting by last appointment walks the appointments. */
const WALK_FROM = 300;
/** Up to this many matches are read as ids (the count, and the walk's check). */
const KNOWN_MEMBERS = 3000;
/** Deeper pages (an export paging through everyone) use the lookup. */
const WALK_MAX_ROWS = 500;

export interface ClientDirectoryQuery {
  practiceId: string;
  search?: string | null;
  sortField?: string | null;
  sortOrder?: string | null;
  limit?: number | null;
  offset?: number | null;
  now: Date;
  /**
   * Tuning: from how many matches the walk is used (300), and up to how many matches are read as
   * ids (3,000; embedded PGlite turns rows into JavaScript slowly and reads 300). Tests lower
   * both to reach each route with less data.
   */
  walkFrom?: number;
  knownMembers?: number;
}

export type ClientListItem = ClientDocument & { lastAppointmentDate: string | null };

/** The filter of a directory search: prefix of any name key or the e-mail; digits also match phones. */
export const clientSearchFilter = (practiceId: string, search: string | null | undefined): Filter => {
  const filter: Filter = { practiceId, deletedAt: null };
  const term = (search ?? '').slice(0, MAX_SEARCH).trim().toLowerCase().replace(/\s+/g, ' ');
  if (!term) return filter;
  const digits = term.replace(/[\s().+-]/g, '');
  // Digits are a phone number (or the start of an e-mail); names do not start with digits. Any
  // part of the national number matches ('555-0103', '0103'): people remember the end of a number.
  if (/^\d+$/.test(digits)) {
    const phone = digits.length >= 3 ? { $contains: digits } : { $prefix: digits };
    return { ...filter, $or: [{ 'search.phone': phone }, { 'search.phoneFull': { $prefix: digits } }, { 'search.email': { $prefix: term } }] };
  }
  const alternatives: Filter[] = [
    { 'search.first': { $prefix: term } },
    { 'search.last': { $prefix: term } },
    { 'search.full': { $prefix: term } },
    { 'search.email': { $prefix: term } },
  ];
  return { ...filter, $or: alternatives };
};

const nameOrder = (sortField: string | null | undefined, dir: 'asc' | 'desc'): string => {
  switch (sortField as ClientSortField) {
    case 'fullName':
      return `data->'search'->'full' ${dir}, id`;
    case 'email':
      return `nullif(data->'search'->>'email', '') ${dir} nulls last, ${BY_NAME(dir)}`;
    case 'phone':
      return `nullif(data->'search'->>'phoneFull', '') ${dir} nulls last, ${BY_NAME(dir)}`;
    default:
      return BY_NAME(dir);
  }
};

const page = (value: number | null | undefined, fallback: number, max: number) =>
  Number.isSafeInteger(value) && value! >= 0 ? Math.min(value!, max) : fallback;

export const findClients = async (db: SqlExecutor, query: ClientDirectoryQuery): Promise<{ clients: ClientListItem[]; totalCount: number }> => {
  const filter = clientSearchFilter(query.practiceId, query.search);
  const limit = page(query.limit, DEFAULT_CLIENT_PAGE, MAX_CLIENT_PAGE);
  const offset = page(query.offset, 0, Number.MAX_SAFE_INTEGER);
  const now = query.now.toISOString();
  const dir = query.sortOrder?.toUpperCase() === 'DESC' ? 'desc' : 'asc';
  const counting = () => {
    const p = new Params();
    return db.query<{ n: string }>(`select count(*)::text as n from ${CLIENTS} where ${p.filter(filter)}`, p.values).then((r) => Number(r.rows[0].n));
  };
  if (limit === 0) return { clients: [], totalCount: await counting() };
  let docs: ClientDocument[];
  let totalCount: number;
  if (query.sortField !== 'lastAppointmentDate') {
    [docs, totalCount] = await Promise.all([pageByName(db, filter, nameOrder(query.sortField, dir), limit, offset), counting()]);
  } else {
    // Up to a few thousand matches, their ids are what the walk checks clients against; for a
    // broader search the walk asks the database per chunk. The count runs beside.
    const p = new Params();
    const known = query.knownMembers ?? KNOWN_MEMBERS;
    const [found, count] = await Promise.all([
      db.query<{ id: string }>(`select id from ${CLIENTS} where ${p.filter(filter)} limit ${p.bind(known)}`, p.values),
      counting(),
    ]);
    const ids = found.rows.map((r) => r.id);
    totalCount = count;
    const walk = dir === 'desc' && ids.length >= (query.walkFrom ?? WALK_FROM) && offset + limit <= WALK_MAX_ROWS;
    const members = ids.length === known ? queriedMembers(db, filter) : knownMembers(ids);
    const walked = walk ? await pageByWalk(db, query.practiceId, members, filter, now, limit, offset) : null;
    docs = walked ?? (await pageByLookup(db, filter, now, dir, limit, offset));
  }
  const dates = await lastAppointmentDates(db, docs.map((d) => d.id), now);
  return { clients: docs.map((d) => ({ ...d, lastAppointmentDate: dates.get(d.id) ?? null })), totalCount };
};

const pageByName = async (db: SqlExecutor, filter: Filter, order: string, limit: number, offset: number): Promise<ClientDocument[]> => {
  const p = new Params();
  const sql = `select data from ${CLIENTS} where ${p.filter(filter)} order by ${order} limit ${p.bind(limit)} offset ${p.bind(offset)}`;
  return (await db.query<{ data: ClientDocument }>(sql, p.values)).rows.map((r) => r.data);
};

/** Every match's last appointment, then sorted: fine for a few hundred matches. */
const pageByLookup = async (db: SqlExecutor, filter: Filter, now: string, dir: 'asc' | 'desc', limit: number, offset: number): Promise<ClientDocument[]> => {
  const p = new Params();
  const sql = `
    select c.data from (select id, data from ${CLIENTS} where ${p.filter(filter)}) c
    left join lateral (
      select max(a.data->>'startsAt') as at from ${APPOINTMENTS} a
      where a.data->>'clientId' = c.id and a.${COUNTS} and a.data->>'startsAt' < ${p.bind(now)}
    ) last on true
    order by last.at ${dir} nulls last, c.data->'search'->'last', c.data->'search'->'first', c.id
    limit ${p.bind(limit)} offset ${p.bind(offset)}`;
  return (await db.query<{ data: ClientDocument }>(sql, p.values)).rows.map((r) => r.data);
};

const lastAppointmentDates = async (db: SqlExecutor, clientIds: string[], now: string): Promise<Map<string, string>> => {
  if (clientIds.length === 0) return new Map();
  const { rows } = await db.query<{ client_id: string; at: string }>(
    `select data->>'clientId' as client_id, max(data->>'startsAt') as at from ${APPOINTMENTS}
     where data->>'clientId' = any($1::text[]) and ${COUNTS} and data->>'startsAt' < $2 group by 1`,
    [clientIds, now],
  );
  return new Map(rows.map((r) => [r.client_id, r.at]));
};

/** The start of the client's most recent past appointment that was not cancelled or declined. */
export const lastAppointmentDate = async (db: SqlExecutor, clientId: string, now: Date): Promise<string | null> =>
  (await lastAppointmentDates(db, [clientId], now.toISOString())).get(clientId) ?? null;
