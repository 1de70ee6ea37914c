// Clients by last appointment, newest first, for a broad search: walk the practice's appointments
// newest first (the index on practice and start) until the page is full of matching clients; a
// client's first appointment met is their latest. Gives up (null) after a few chunks, when the
// search matches too few clients for the walk to pay off.
import type { SqlExecutor } from '#app/postgres';
import type { Filter } from '#app/readstore';
import type { ClientDocument } from './client-document.js';
import { APPOINTMENTS, BY_NAME, CLIENTS, COUNTS, documentsInOrder, Params } from './directory-sql.js';

const WALK_CHUNK = 500;
/** Chunks a walk may read before the lookup takes over. */
const WALK_CHUNKS = 8;

interface Walked {
  id: string;
  at: string;
}

/** The lookup's order: newest first, then by last name, first name and id (code point order). */
const byDateThenName = (at: Map<string, string>) => (a: ClientDocument, b: ClientDocument): number => {
  const [x, y] = [at.get(a.id)!, at.get(b.id)!];
  if (x !== y) return x > y ? -1 : 1;
  if (a.search.last !== b.search.last) return a.search.last < b.search.last ? -1 : 1;
  if (a.search.first !== b.search.first) return a.search.first < b.search.first ? -1 : 1;
  return a.id < b.id ? -1 : 1;
};

/** Which of these clients the search matches. */
export type Members = (clientIds: string[]) => Promise<Set<string>>;

/** The search's matches known in advance (a few thousand at most). */
export const knownMembers = (ids: string[]): Members => {
  const all = new Set(ids);
  return async (clientIds) => new Set(clientIds.filter((id) => all.has(id)));
};

/** The search asked of the database for each chunk's clients (a broad search). */
export const queriedMembers = (db: SqlExecutor, filter: Filter): Members => async (clientIds) => {
  if (clientIds.length === 0) return new Set();
  const p = new Params();
  const { rows } = await db.query<{ id: string }>(`select id from ${CLIENTS} where id = any(${p.bind(clientIds)}::text[]) and ${p.filter(filter)}`, p.values);
  return new Set(rows.map((r) => r.id));
};

/** Null when the walk gives up. */
export const pageByWalk = async (
  db: SqlExecutor,
  practiceId: string,
  members: Members,
  filter: Filter,
  now: string,
  limit: number,
  offset: number,
): Promise<ClientDocument[] | null> => {
  const want = offset + limit;
  const walked: Walked[] = []; // newest first; equal starts in any order
  const seen = new Set<string>();
  // Where the walk stands: the oldest start read so far, and the appointments read at that start.
  let cursor = null as { at: string; ids: string[] } | null;
  let exhausted = false;
  // Walk until the page is full and no later appointment can tie with its last row.
  const full = () => walked.length >= want && cursor !== null && cursor.at < walked[want - 1].at;
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
    const rows = result.rows;
    exhausted = rows.length < WALK_CHUNK;
    if (rows.length) {
      const oldest = rows[rows.length - 1].at;
      const atOldest = rows.filter((r) => r.at === oldest).map((r) => r.id);
      cursor = { at: oldest, ids: cursor?.at === oldest ? [...cursor.ids, ...atOldest] : atOldest };
    }
    const fresh: Walked[] = []; // each client's first appointment met is their latest
    for (const r of rows) {
      if ((r.state !== 'pending' && r.state !== 'approved') || seen.has(r.client_id)) continue;
      seen.add(r.client_id);
      fresh.push({ id: r.client_id, at: r.at });
    }
    const matching = await members(fresh.map((w) => w.id));
    walked.push(...fresh.filter((w) => matching.has(w.id)));
  }
  // Everyone up to the page's last start (ties included), put in the lookup's order.
  const boundary = walked.length >= want ? walked[want - 1].at : '';
  const candidates = walked.filter((w) => w.at >= boundary);
  const docs = (await documentsInOrder(db, candidates.map((w) => w.id))).sort(byDateThenName(new Map(candidates.map((w) => [w.id, w.at]))));
  const page = docs.slice(offset, want);
  if (page.length < limit && exhausted) {
    // Past every client with a last appointment: those without one, by name (nulls last).
    const p = new Params();
    const { rows } = await db.query<{ id: string }>(
      `select id from ${CLIENTS} c where ${p.filter(filter)} and not exists (
         select 1 from ${APPOINTMENTS} a where a.data->>'clientId' = c.id and a.${COUNTS} and a.data->>'startsAt' < ${p.bind(now)})
       order by ${BY_NAME('asc')} limit ${p.bind(limit - page.length)} offset ${p.bind(Math.max(0, offset - walked.length))}`,
      p.values,
    );
    page.push(...(await documentsInOrder(db, rows.map((r) => r.id))));
  }
  return page;
};
