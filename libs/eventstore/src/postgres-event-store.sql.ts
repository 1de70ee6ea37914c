// The events table follows ARCHITECTURE.md (Storage): a global position from a sequence, the
// committing transaction's id (xid8) so readers never pass a transaction that is still open,
// and unique (stream, revision) / (stream, event id) for optimistic concurrency and idempotency.

// One statement per entry: migrate() runs them inside a transaction, where PGlite accepts a
// single statement per query.
export const EVENT_STORE_DDL: string[] = [
  `create table if not exists streams (
    stream_id text primary key,
    revision bigint not null
  )`,
  `create table if not exists events (
    global_position bigserial primary key,
    transaction_id xid8 not null default pg_current_xact_id(),
    stream_id text not null,
    stream_revision bigint not null,
    event_id uuid not null,
    type text not null,
    data jsonb not null,
    metadata jsonb not null,
    recorded_at timestamptz not null default now(),
    unique (stream_id, stream_revision),
    unique (stream_id, event_id)
  )`,
  `create index if not exists events_in_commit_order on events (transaction_id, global_position)`,
  // The latest snapshot of a stream's folded state (snapshot-store.ts); a cache, never the truth.
  `create table if not exists snapshots (
    stream_id text primary key,
    stream_revision bigint not null,
    version integer not null,
    state jsonb not null,
    taken_at timestamptz not null default now()
  )`,
];

// The state as text: parsed (and kept) by the snapshot store, the same on PGlite and the server.
export const READ_SNAPSHOT = `
  select stream_revision::text as stream_revision, version, state::text as state from snapshots where stream_id = $1`;

// A newer revision replaces the snapshot, and so does another version (the code that reads it
// changed); an older revision of the same version (a slower writer) leaves it alone.
export const WRITE_SNAPSHOT = `
  insert into snapshots (stream_id, stream_revision, version, state) values ($1, $2::bigint, $3, $4::jsonb)
  on conflict (stream_id) do update
    set stream_revision = excluded.stream_revision, version = excluded.version, state = excluded.state, taken_at = now()
    where snapshots.stream_revision < excluded.stream_revision or snapshots.version <> excluded.version`;

/** Advisory lock key: two processes migrating at once would otherwise race on CREATE TABLE IF NOT EXISTS. */
export const MIGRATION_LOCK = 'select pg_advisory_xact_lock(7305186640721)';

// Columns are read as text (bigint and xid8 do not fit a JS number). ORDER BY must name the
// table's columns (events.x): a bare name would sort by these text aliases ("10" < "9").
export const EVENT_COLUMNS = `global_position::text as global_position, transaction_id::text as transaction_id,
  stream_id, stream_revision::text as stream_revision, event_id::text as event_id, type, data, metadata, recorded_at`;

export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_revision: string;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date | string;
}

export const INSERT_EVENTS = `
  insert into events (stream_id, stream_revision, event_id, type, data, metadata)
  select s, r, e::uuid, t, d::jsonb, m::jsonb
  from unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[]) with ordinality as u(s, r, e, t, d, m, n)
  order by n
  returning global_position::text as global_position, transaction_id::text as transaction_id`;

// Several streams at once (appendToStreams): which of these (stream, event id) pairs exist already.
export const FIND_ANY_EVENT_IDS = `
  select 1 from events
  join unnest($1::text[], $2::text[]) as u(s, e) on events.stream_id = u.s and events.event_id = u.e::uuid
  limit 1`;

// New streams at once: the ones that existed already are left alone and missing from the answer.
export const INSERT_NEW_STREAMS = `
  insert into streams (stream_id, revision)
  select s, r from unnest($1::text[], $2::bigint[]) as u(s, r)
  on conflict do nothing
  returning stream_id`;

export const READ_ALL = `
  select ${EVENT_COLUMNS} from events
  where (events.transaction_id, events.global_position) > ($1::text::xid8, $2::bigint)
    and events.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  order by events.transaction_id, events.global_position
  limit $3`;

// The events of an append already in the stream (a retry). Compares against the uuid column,
// not event_id::text, so the (stream_id, event_id) index is used.
export const FIND_EVENT_IDS = `
  select stream_revision::text as stream_revision, global_position::text as global_position, transaction_id::text as transaction_id
  from events where events.stream_id = $1 and events.event_id = any($2::text[]::uuid[])
  order by events.stream_revision`;
