// The directory's one query: a practice's clients (not deleted), searched by prefix of first name,
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
import type { SqlExecutor } from '../../../libs/postgres/src/sql-client.js';
import { filterSql, tableOf, type Filter } from '../../../libs/readstore/src/index.js';
import type { ClientDocument } from './client-document.js';

export const CLIENT_SORT_FIELDS = ['fullName', 'lastName', 'email', 'phone', 'lastAppointmentDate'] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];
export const DEFAULT_CLIENT_PAGE = 25;
export const MAX_CLIENT_PAGE = 500;
const MAX_SEARCH = 200;
/** From this many matches on, sorting by last appointment walks the appointments. */
const WALK_FROM = 300;
const WALK_CHUNK = 500;
/** Chunks a walk may read before the lookup takes over (a narrow search). */
const WALK_CHUNKS = 3;
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
}

export type ClientListItem = ClientDocument & { lastAppointmentDate: string | null };

/** The filter of a directory search: prefix of any name key or the e-mail; digits also match phones. */
export const clientSearchFilter = (practiceId: string, search: string | null | undefined): Filter => {
  const filter: Filter = { practiceId, deletedAt: null };
  const term = (search ?? '').slice(0, MAX_SEARCH).trim().toLowerCase().replace(/\s+/g, ' ');
  if (!term) return filter;
  const alternatives: Filter[] = [
    { 'search.first': { $prefix: term } },
    { 'search.last': { $prefix: term } },
    { 'search.full': { $prefix: term } },
    { 'search.email': { $prefix: term } },
  ];
  const digits = term.replace(/[\s().+-]/g, '');
  if (/^\d+$/.test(digits)) alternatives.push({ 'search.phone': { $prefix: digits } }, { 'search.phoneFull': { $prefix: digits } });
  return { ...filter, $or: alternatives };
};

const CLIENTS = tableOf('clients');
const APPOINTMENTS = tableOf('client_appointments');
const COUNTS = `data->>'state' in ('pending', 'approved')`;
const BY_NAME = (dir: string) => `data->'search'->'last' ${dir}, data->'search'->'first' ${dir}, id`;

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

/** A statement's parameters, with the search filter bound among them. */
class Params {
  readonly values: unknown[] = [];
  bind = (value: unknown): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };
  filter = (filter: Filter): string => filterSql(filter, this.bind) || 'true';
}

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
    // Counting a broad search costs as much as its page, so first count up to where the walk pays off.
    const p = new Params();
    const few = await db.query<{ n: string }>(`select count(*)::text as n from (select 1 from ${CLIENTS} where ${p.filter(filter)} limit ${WALK_FROM}) m`, p.values);
    const some = Number(few.rows[0].n);
    const walk = dir === 'desc' && some >= WALK_FROM && offset + limit <= WALK_MAX_ROWS;
    const [walked, count] = await Promise.all([walk ? pageByWalk(db, query.practiceId, filter, now, limit, offset) : null, some < WALK_FROM ? some : counting()]);
    docs = walked ?? (await pageByLookup(db, filter, now, dir, limit, offset));
    totalCount = count;
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

interface Walked {
  id: string;
  at: string;
  last: string;
  first: string;
}

// The same order as the lookup's SQL: newest first, then by name and id (code point order).
const walkedOrder = (a: Walked, b: Walked): number =>
  a.at !== b.at ? (a.at > b.at ? -1 : 1) : a.last !== b.last ? (a.last < b.last ? -1 : 1) : a.first !== b.first ? (a.first < b.first ? -1 : 1) : a.id < b.id ? -1 : 1;

/** Newest last appointment first: see the header. Null when the walk gives up (a narrow search). */
const pageByWalk = async (db: SqlExecutor, practiceId: string, filter: Filter, now: string, limit: number, offset: number): Promise<ClientDocument[] | null> => {
  const want = offset + limit;
  const walked: Walked[] = [];
  const seen = new Set<string>();
  // Where the walk stands: the oldest start read so far, and the appointments read at that start.
  let cursor = null as { at: string; ids: string[] } | null;
  let exhausted = false;
  // Walk until the page is full and no later appointment can tie with its last row.
  const full = () => walked.length >= want && cursor !== null && cursor.at < [...walked].sort(walkedOrder)[want - 1].at;
  for (let chunk = 0; !exhausted && !full(); chunk++) {
    if (chunk === WALK_CHUNKS) return null;
    const p = new Params();
    // Only the index's own conditions (practice, start), so the planner walks the index; the state is checked here.
    const after: string = cursor ? `and data->'startsAt' <= to_jsonb(${p.bind(cursor.at)}::text) and id <> all(${p.bind(cursor.ids)}::text[])` : '';
    const result: { rows: Array<{ id: string; client_id: string; at: string; state: string }> } = await db.query(
      `select id, data->>'clientId' as client_id, data->>'startsAt' as at, data->>'state' as state from ${APPOINTMENTS}
       where data->'practiceId' = ${p.bind(JSON.stringify(practiceId))}::jsonb and data->'startsAt' < to_jsonb(${p.bind(now)}::text) ${after}
       order by data->'practiceId' desc, data->'startsAt' desc limit ${p.bind(WALK_CHUNK)}`,
      p.values,
    );
    const all = result.rows;
    exhausted = all.length < WALK_CHUNK;
    if (all.length) {
      const oldest = all[all.length - 1].at;
      const atOldest = all.filter((r) => r.at === oldest).map((r) => r.id);
      cursor = { at: oldest, ids: cursor?.at === oldest ? [...cursor.ids, ...atOldest] : atOldest };
    }
    const rows = all.filter((r) => r.state === 'pending' || r.state === 'approved');
    const fresh = new Map<string, string>(); // client -> their latest start (first met)
    for (const r of rows) if (!seen.has(r.client_id) && !fresh.has(r.client_id)) fresh.set(r.client_id, r.at);
    fresh.forEach((_, id) => seen.add(id));
    if (fresh.size === 0) continue;
    const m = new Params();
    const matching = await db.query<{ id: string; last: string; first: string }>(
      `select id, data->'search'->>'last' as last, data->'search'->>'first' as first from ${CLIENTS} where id = any(${m.bind([...fresh.keys()])}::text[]) and ${m.filter(filter)}`,
      m.values,
    );
    walked.push(...matching.rows.map((r) => ({ ...r, at: fresh.get(r.id)! })));
  }
  walked.sort(walkedOrder);
  const ids = walked.slice(offset, want).map((w) => w.id);
  if (ids.length < limit && exhausted) {
    // Past every client with a last appointment: those without one, by name (nulls last).
    const p = new Params();
    const { rows } = await db.query<{ id: string }>(
      `select id from ${CLIENTS} c where ${p.filter(filter)} and not exists (
         select 1 from ${APPOINTMENTS} a where a.data->>'clientId' = c.id and a.${COUNTS} and a.data->>'startsAt' < ${p.bind(now)})
       order by ${BY_NAME('asc')} limit ${p.bind(limit - ids.length)} offset ${p.bind(Math.max(0, offset - walked.length))}`,
      p.values,
    );
    ids.push(...rows.map((r) => r.id));
  }
  return documentsInOrder(db, ids);
};

const documentsInOrder = async (db: SqlExecutor, ids: string[]): Promise<ClientDocument[]> => {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ data: ClientDocument }>(`select data from ${CLIENTS} where id = any($1::text[])`, [ids]);
  const byId = new Map(rows.map((r) => [r.data.id, r.data]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
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
