// Clients by last appointment, newest first, for a broad search: walk the practice's appointments
// newest first (the index on practice and start) until the page is full of matching clients; a
// client's first appointment met is their latest. Gives up (null) after a few chunks, when the
// search matches too few clients for the walk to pay off.
import type { SqlExecutor } from '../../../libs/postgres/src/sql-client.js';
import type { Filter } from '../../../libs/readstore/src/index.js';
import type { ClientDocument } from './client-document.js';
import { APPOINTMENTS, BY_NAME, CLIENTS, COUNTS, documentsInOrder, Params } from './directory-sql.js';

const WALK_CHUNK = 500;
/** Chunks a walk may read before the lookup takes over. */
const WALK_CHUNKS = 3;

interface Walked {
  id: string;
  at: string;
  last: string;
  first: string;
}

// The same order as the lookup's SQL: newest first, then by name and id (code point order).
const walkedOrder = (a: Walked, b: Walked): number =>
  a.at !== b.at ? (a.at > b.at ? -1 : 1) : a.last !== b.last ? (a.last < b.last ? -1 : 1) : a.first !== b.first ? (a.first < b.first ? -1 : 1) : a.id < b.id ? -1 : 1;

export const pageByWalk = async (db: SqlExecutor, practiceId: string, filter: Filter, now: string, limit: number, offset: number): Promise<ClientDocument[] | null> => {
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

