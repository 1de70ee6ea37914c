// What the Postgres search index needs in the database (created idempotently by ensure()). Why some of it
// is so: GIN indexes are built with fastupdate off, as with it their new entries wait in a pending list
// that only VACUUM merges (PGlite never runs one), and the planner, seeing the list, scans the table
// instead of the index; an index created earlier with it on is switched off and its list merged. The
// ranking keys are columns generated from the document, so ordering the matches reads no JSON.

export const PRACTITIONERS_COLLECTION = 'search_practitioners';
export const PRACTITIONERS = `"rm_${PRACTITIONERS_COLLECTION}"`;
export const THERAPIES = 'search_therapies';
export const TERMS = 'search_terms';
export const CATALOG = 'search_catalog';

/** A practitioner's name as the one- or two-letter suggestion matches and orders it. */
export const NAME_KEY = `lower(data->>'name') collate "C"`;

/** Serialises schema setup across processes (CREATE ... IF NOT EXISTS races with itself). */
export const SCHEMA_LOCK = 'select pg_advisory_xact_lock(7305186640731)';

const GIN_INDEXES = ['ix_search_practitioners__tsv', 'ix_search_terms__trgm', 'ix_search_therapies__trgm'];

const generated = (column: string, type: string, expression: string) =>
  `alter table ${PRACTITIONERS} add column if not exists ${column} ${type} generated always as (${expression}) stored`;

export const SCHEMA_STATEMENTS: readonly string[] = [
  'create extension if not exists pg_trgm',
  `create table if not exists ${PRACTITIONERS} (id text primary key, data jsonb not null)`,
  // The words of the text, kept by the database itself whoever writes the row (the projection or upsert).
  generated('tsv', 'tsvector', `to_tsvector('simple', coalesce(data->>'searchText', ''))`),
  generated('rank_listed', 'boolean', `coalesce((data->>'listed')::boolean, false)`),
  generated('rank_verified', 'boolean', `coalesce((data->>'verified')::boolean, false)`),
  generated('rank_rating', 'float8', `(data->>'rating')::float8`),
  generated('rank_name', 'text', `data->>'name'`),
  `create index if not exists ix_search_practitioners__tsv on ${PRACTITIONERS} using gin (tsv) with (fastupdate = off)`,
  // One or two letters typed: listed names in byte order, so both the prefix range and the order come from the index.
  `drop index if exists ix_search_practitioners__name`,
  `create index if not exists ix_search_practitioners__listed_name on ${PRACTITIONERS} ((${NAME_KEY}), id) where rank_listed`,
  // The vocabulary: every word any practitioner's text has had (typos and prefixes are matched here, a small table).
  `create table if not exists ${TERMS} (term text primary key)`,
  `create index if not exists ix_search_terms__trgm on ${TERMS} using gin (term gin_trgm_ops) with (fastupdate = off)`,
  `create or replace function search_practitioner_terms() returns trigger language plpgsql as $$
   begin
     insert into ${TERMS} (term) select distinct w from unnest(string_to_array(new.data->>'searchText', ' ')) w where w <> '' on conflict do nothing;
     return new;
   end $$`,
  `drop trigger if exists search_practitioner_terms on ${PRACTITIONERS}`,
  `create trigger search_practitioner_terms after insert or update on ${PRACTITIONERS} for each row execute function search_practitioner_terms()`,
  `insert into ${TERMS} (term) select distinct w from ${PRACTITIONERS}, unnest(string_to_array(data->>'searchText', ' ')) w where w <> '' on conflict do nothing`,
  `create table if not exists ${THERAPIES} (id text primary key, name text not null, category text not null, folded text not null)`,
  `create index if not exists ix_search_therapies__trgm on ${THERAPIES} using gin (folded gin_trgm_ops) with (fastupdate = off)`,
  // A therapy's words, matched like a practitioner's (its words join the vocabulary when it is written).
  `alter table ${THERAPIES} add column if not exists tsv tsvector generated always as (to_tsvector('simple', folded)) stored`,
  `insert into ${TERMS} (term) select distinct w from ${THERAPIES}, unnest(string_to_array(folded, ' ')) w where w <> '' on conflict do nothing`,
  // The credential form's shipped lists ('credentials', 'issuers'), each entry at its place in the list.
  `create table if not exists ${CATALOG} (list text not null, id text not null, position int not null, name text not null, kind text not null, folded text not null, primary key (list, id))`,
  ...GIN_INDEXES.flatMap((ix) => [`alter index ${ix} set (fastupdate = off)`, `select gin_clean_pending_list('${ix}'::regclass)`]),
];
