// The events table follows ARCHITECTURE.md (Storage): a global position from a sequence, the
// committing transaction's id (xid8) so readers never pass a transaction that is still open,
// and unique (stream, revision) / (stream, event id) for optimistic concurrency and idempotency.

/** SQLSTATE of a failed expectation, raised by es_append_events; detail is {"index": i, "actual": revision | null}. */
export const WRONG_EXPECTED_REVISION = 'ES409';

/**
 * Waits for the streams' locks (held to the end of the transaction) and takes them, before the
 * transaction writes anything. A writer's transaction id (which orders the log: READ_ALL) is
 * assigned at its first write, and a row lock on `streams` comes after that write: a writer could
 * take an id, lose the stream's row to another that took a later id, and then append the stream's
 * next revisions under the earlier id, so a reader would see revision 2 before 0 and 1 (seen on
 * the CI's server under load). An advisory lock needs no transaction id, so ids are taken in the
 * order the streams are locked. Two-int keys (their own key space, apart from the bigint
 * MIGRATION_LOCK), taken in key order so that appends never wait for each other in a cycle; two
 * streams with the same hash only serialize more.
 */
const LOCK_STREAMS_FUNCTION = `
  create or replace function es_lock_streams(p_stream_ids text[]) returns void
  language plpgsql volatile as $fn$
  declare
    v_key integer;
  begin
    for v_key in select distinct hashtext(s) from unnest(p_stream_ids) as s order by 1 loop
      perform pg_advisory_xact_lock(7305, v_key);
    end loop;
  end
  $fn$`;

/** Locks streams as es_append_events does, for a transaction that appends in several statements. */
export const LOCK_STREAMS = 'select es_lock_streams($1::text[])';

/**
 * One append (to one stream or several, atomically) in one call, so one round trip and no
 * explicit transaction: for each stream (in stream id order) claim its revisions on `streams`
 * when the expectation holds ('any', 'no_stream', or the current revision as text), else raise
 * WRONG_EXPECTED_REVISION naming the append (0-based) and the stream's actual revision; then
 * insert every event with one INSERT in call order, and return one row per event (its revision,
 * global position and transaction id). Every statement here reads a new snapshot (READ COMMITTED,
 * volatile function): a writer that waited on a stream's row sees the revision the other
 * committed. Retries are not looked for here: a retry fails its expectation (or, with 'any', the
 * unique (stream_id, event_id)) and the caller then looks up the earlier result, off the hot path.
 * The signature is part of the schema: change it only together with a drop of the old one.
 */
const APPEND_EVENTS_FUNCTION = `
  create or replace function es_append_events(
    p_stream_ids text[], p_expected text[], p_counts integer[],
    p_event_ids text[], p_types text[], p_data text[], p_metadata text[]
  ) returns table (o_revision bigint, o_position bigint, o_transaction xid8)
  language plpgsql volatile as $fn$
  declare
    v_i integer;
    v_head bigint;
    v_actual text;
    v_expected text;
    v_count integer;
    v_heads bigint[] := array_fill(null::bigint, array[coalesce(cardinality(p_stream_ids), 0)]);
    v_streams text[] := array[]::text[];
    v_revisions bigint[] := array[]::bigint[];
  begin
    -- Before this transaction writes anything: see LOCK_STREAMS_FUNCTION.
    perform es_lock_streams(p_stream_ids);
    -- Claimed in stream id order (a stream named twice: in call order), so that two appends to
    -- the same streams never wait for each other in a cycle (a deadlock).
    for v_i in select u.i from unnest(p_stream_ids) with ordinality as u(s, i) order by u.s collate "C", u.i loop
      v_head := null;
      v_expected := p_expected[v_i];
      v_count := p_counts[v_i];
      if v_expected = 'any' then
        insert into streams as s (stream_id, revision) values (p_stream_ids[v_i], v_count - 1)
        on conflict (stream_id) do update set revision = s.revision + v_count
        returning s.revision into v_head;
      elsif v_expected = 'no_stream' then
        insert into streams as s (stream_id, revision) values (p_stream_ids[v_i], v_count - 1)
        on conflict (stream_id) do nothing
        returning s.revision into v_head;
      else
        update streams as s set revision = v_expected::bigint + v_count
        where s.stream_id = p_stream_ids[v_i] and s.revision = v_expected::bigint
        returning s.revision into v_head;
      end if;
      if v_head is null then
        select s.revision::text into v_actual from streams as s where s.stream_id = p_stream_ids[v_i];
        raise exception 'Wrong expected revision for stream %: expected %, actual %', p_stream_ids[v_i], v_expected, coalesce(v_actual, 'no_stream')
          using errcode = '${WRONG_EXPECTED_REVISION}', detail = json_build_object('index', v_i - 1, 'actual', v_actual)::text;
      end if;
      v_heads[v_i] := v_head;
    end loop;
    for i in 1 .. coalesce(cardinality(p_stream_ids), 0) loop
      for k in 1 .. p_counts[i] loop
        v_streams := v_streams || p_stream_ids[i];
        v_revisions := v_revisions || (v_heads[i] - p_counts[i] + k);
      end loop;
    end loop;
    return query
      insert into events as e (stream_id, stream_revision, event_id, type, data, metadata)
      select u.s, u.r, u.id::uuid, u.t, u.d::jsonb, u.m::jsonb
      from unnest(v_streams, v_revisions, p_event_ids, p_types, p_data, p_metadata) with ordinality as u(s, r, id, t, d, m, n)
      order by u.n
      returning e.stream_revision, e.global_position, e.transaction_id;
  end
  $fn$`;

/** One append: see APPEND_EVENTS_FUNCTION. Values as text (bigint and xid8 do not fit a JS number). */
export const APPEND_EVENTS = `
  select o_revision::text as stream_revision, o_position::text as global_position, o_transaction::text as transaction_id
  from es_append_events($1::text[], $2::text[], $3::integer[], $4::text[], $5::text[], $6::text[], $7::text[])`;

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
  LOCK_STREAMS_FUNCTION,
  APPEND_EVENTS_FUNCTION,
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

export const READ_ALL = `
  select ${EVENT_COLUMNS} from events
  where (events.transaction_id, events.global_position) > ($1::text::xid8, $2::bigint)
    and events.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  order by events.transaction_id, events.global_position
  limit $3`;

/** One stream's events from a revision on. */
export const READ_STREAM = `select ${EVENT_COLUMNS} from events where events.stream_id = $1 and events.stream_revision >= $2 order by events.stream_revision limit $3`;

/** Several streams' events from their revisions on, in one statement: r_index says whose each row is. */
export const READ_STREAMS = `
  select r_index::int as r_index, ${EVENT_COLUMNS}
  from unnest($1::text[], $2::bigint[]) with ordinality as r(r_stream_id, r_from_revision, r_index)
  join events on events.stream_id = r.r_stream_id and events.stream_revision >= r.r_from_revision
  order by r_index, events.stream_revision`;

// The events of an append already in the stream (a retry). Compares against the uuid column,
// not event_id::text, so the (stream_id, event_id) index is used.
export const FIND_EVENT_IDS = `
  select stream_revision::text as stream_revision, global_position::text as global_position, transaction_id::text as transaction_id
  from events where events.stream_id = $1 and events.event_id = any($2::text[]::uuid[])
  order by events.stream_revision`;
