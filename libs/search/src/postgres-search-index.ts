// The embedded search index: Postgres full-text search (prefix queries) plus pg_trgm word similarity
// (typo tolerance), on PGlite or the server. Typed words are matched against a vocabulary of the
// practitioners' words (exact, prefix for the last word, trigram similarity for typos), and the
// practitioners holding those words are found by a GIN-indexed tsvector. Practitioners live in the
// read-model collection `search_practitioners` (the projection writes it; upsert/remove here write the
// same rows), therapies in their own table. Ranking: relevance (every word as typed, else the last
// word as a prefix, else typo matches), then verified first, then distance (haversine on lat/lng; no
// coordinates last), then rating.
import type { SqlExecutor } from '#app/postgres';
import {
  normalizeQuery,
  practitionerSearchText,
  SEARCH_HITS_PER_PAGE,
  SUGGESTED_PRACTITIONERS,
  SUGGESTED_THERAPIES,
  type LatLng,
  type PractitionerHit,
  type PractitionerPage,
  type PractitionerSearch,
  type PractitionerSearchDocument,
  type SearchIndex,
  type Suggestions,
  type Therapy,
} from './search-index.js';

export const PRACTITIONERS_COLLECTION = 'search_practitioners';
const PRACTITIONERS = `"rm_${PRACTITIONERS_COLLECTION}"`;
const THERAPIES = 'search_therapies';
const TERMS = 'search_terms';
/** At most this many vocabulary words stand for one typed word. */
const TERMS_PER_WORD = 40;
const TEXT = `(data->>'searchText')`;
const EARTH_MILES = 3958.8;

/** Serialises schema setup across processes (CREATE ... IF NOT EXISTS races with itself). */
const SCHEMA_LOCK = 'select pg_advisory_xact_lock(7305186640731)';


type Row = { data: PractitionerSearchDocument; distance: number | null };

const toHit = ({ data, distance }: Row): PractitionerHit => ({
  id: data.id,
  name: data.name,
  shortLink: data.shortLink,
  headline: data.headline ?? null,
  photoUrl: data.photoUrl ?? null,
  verified: !!data.verified,
  rating: data.rating ?? null,
  reviewCount: data.reviewCount ?? 0,
  virtual: !!data.virtual,
  inPerson: !!data.inPerson,
  distanceMiles: distance === null || distance === undefined ? null : Math.round(Number(distance) * 10) / 10,
  latitude: typeof data.latitude === 'number' ? data.latitude : null,
  longitude: typeof data.longitude === 'number' ? data.longitude : null,
});

const validAround = (around: LatLng | null | undefined): LatLng | null =>
  around && Number.isFinite(around.lat) && Number.isFinite(around.lng) && Math.abs(around.lat) <= 90 && Math.abs(around.lng) <= 180 ? around : null;

export class PostgresSearchIndex implements SearchIndex {
  constructor(private readonly db: SqlExecutor & { transaction?: <T>(fn: (tx: SqlExecutor) => Promise<T>) => Promise<T> }) {}

  async ensure(): Promise<void> {
    const statements = [
      'create extension if not exists pg_trgm',
      `create table if not exists ${PRACTITIONERS} (id text primary key, data jsonb not null)`,
      // The words of the text, kept by the database itself whoever writes the row (the projection or upsert).
      `alter table ${PRACTITIONERS} add column if not exists tsv tsvector generated always as (to_tsvector('simple', coalesce(${TEXT}, ''))) stored`,
      `create index if not exists ix_search_practitioners__tsv on ${PRACTITIONERS} using gin (tsv)`,
      `create index if not exists ix_search_practitioners__name on ${PRACTITIONERS} (lower(data->>'name') text_pattern_ops)`,
      // The vocabulary: every word any practitioner's text has had (typos and prefixes are matched here, a small table).
      `create table if not exists ${TERMS} (term text primary key)`,
      `create index if not exists ix_search_terms__trgm on ${TERMS} using gin (term gin_trgm_ops)`,
      `create or replace function search_practitioner_terms() returns trigger language plpgsql as $$
       begin
         insert into ${TERMS} (term) select distinct w from unnest(string_to_array(new.data->>'searchText', ' ')) w where w <> '' on conflict do nothing;
         return new;
       end $$`,
      `drop trigger if exists search_practitioner_terms on ${PRACTITIONERS}`,
      `create trigger search_practitioner_terms after insert or update on ${PRACTITIONERS} for each row execute function search_practitioner_terms()`,
      `insert into ${TERMS} (term) select distinct w from ${PRACTITIONERS}, unnest(string_to_array(data->>'searchText', ' ')) w where w <> '' on conflict do nothing`,
      `create table if not exists ${THERAPIES} (id text primary key, name text not null, category text not null, folded text not null)`,
      `create index if not exists ix_search_therapies__trgm on ${THERAPIES} using gin (folded gin_trgm_ops)`,
    ];
    const run = async (tx: SqlExecutor) => {
      await tx.query(SCHEMA_LOCK);
      for (const sql of statements) await tx.query(sql);
    };
    if (this.db.transaction) await this.db.transaction(run);
    else await run(this.db);
  }

  async upsertPractitioners(documents: readonly PractitionerSearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const rows = documents.map((d) => ({ id: d.id, data: { ...d, searchText: practitionerSearchText(d) } }));
    await this.db.query(
      `insert into ${PRACTITIONERS} (id, data) select r->>'id', r->'data' from jsonb_array_elements($1::jsonb) r
       on conflict (id) do update set data = excluded.data`,
      [JSON.stringify(rows)],
    );
  }

  async removePractitioner(id: string): Promise<void> {
    await this.db.query(`delete from ${PRACTITIONERS} where id = $1`, [id]);
  }

  async upsertTherapies(therapies: readonly Therapy[]): Promise<void> {
    if (therapies.length === 0) return;
    const rows = therapies.map((t) => ({ ...t, folded: normalizeQuery(t.name) }));
    await this.db.query(
      `insert into ${THERAPIES} (id, name, category, folded)
       select r->>'id', r->>'name', r->>'category', r->>'folded' from jsonb_array_elements($1::jsonb) r
       on conflict (id) do update set name = excluded.name, category = excluded.category, folded = excluded.folded`,
      [JSON.stringify(rows)],
    );
  }

  async suggest(text: string): Promise<Suggestions> {
    const q = normalizeQuery(text);
    if (!q) return { therapies: [], practitioners: [] };
    // Both sections at once (the server answers them on two connections; PGlite one after the other).
    const [therapies, practitioners] = await Promise.all([
      this.db.query<Therapy>(
        `select id, name, category from ${THERAPIES}
         where folded like $1 || '%' or folded like '% ' || $1 || '%' or (length($1) >= 3 and $1 <% folded)
         order by (folded like $1 || '%' or folded like '% ' || $1 || '%') desc, round(word_similarity($1, folded)::numeric, 1) desc, length(name), name
         limit ${SUGGESTED_THERAPIES}`,
        [q],
      ),
      this.suggestPractitioners(q),
    ]);
    return { therapies: therapies.rows, practitioners: practitioners.map(toHit) };
  }

  private async suggestPractitioners(q: string): Promise<Row[]> {
    // One or two letters: practitioners whose name starts with them (an index range), by name.
    if (q.length >= 3) return this.practitioners(await this.match(q), null, false, SUGGESTED_PRACTITIONERS, 0);
    const { rows } = await this.db.query<Row>(
      `select data, null::float8 as distance from ${PRACTITIONERS}
       where lower(data->>'name') like $1 || '%' and (data->>'listed')::boolean
       order by lower(data->>'name'), id limit ${SUGGESTED_PRACTITIONERS}`,
      [q],
    );
    return rows;
  }

  async searchPractitioners(search: PractitionerSearch): Promise<PractitionerPage> {
    const q = normalizeQuery(search.query);
    const page = Math.max(0, Math.min(1000, Math.floor(Number.isFinite(search.page) ? Number(search.page) : 0)));
    const around = validAround(search.around);
    const virtual = search.virtual === true;
    const match = q ? await this.match(q) : ALL;
    if (match === NONE) return { hits: [], page, nbPages: 0, nbHits: 0 };
    const [rows, count] = await Promise.all([
      this.practitioners(match, around, virtual, SEARCH_HITS_PER_PAGE, page * SEARCH_HITS_PER_PAGE, search.sortByDistance === true),
      this.db.query<{ n: string }>(`select count(*) as n from ${PRACTITIONERS} where ${WHERE}`, [match.any, virtual]),
    ]);
    const nbHits = Number(count.rows[0]?.n ?? 0);
    return { hits: rows.map(toHit), page, nbPages: Math.ceil(nbHits / SEARCH_HITS_PER_PAGE), nbHits };
  }

  /**
   * The typed words as tsqueries over the vocabulary: each word stands for the words it equals, the
   * words it begins (the last word only, as the user is still typing) and the words within typo
   * distance (trigram similarity). `exact` and `prefix` rank those matches above typo matches.
   */
  private async match(q: string): Promise<Match> {
    const words = q.split(' ').filter(Boolean).slice(0, 8);
    const alternatives: string[][] = [];
    for (const [k, word] of words.entries()) {
      const last = k === words.length - 1;
      const { rows } = await this.db.query<{ term: string }>(
        `select term from ${TERMS}
         where term = $1 or ($2::boolean and term like $1 || '%') or (length($1) >= 4 and term % $1 and similarity(term, $1) >= 0.45)
         order by term = $1 desc, term like $1 || '%' desc, similarity(term, $1) desc, length(term) limit ${TERMS_PER_WORD}`,
        [word, last],
      );
      if (rows.length === 0) return NONE;
      alternatives.push(rows.map((r) => r.term));
    }
    return {
      any: alternatives.map((terms) => `(${terms.join(' | ')})`).join(' & '),
      exact: words.join(' & '),
      prefix: words.map((w, k) => (k === words.length - 1 ? `${w}:*` : w)).join(' & '),
    };
  }

  private async practitioners(match: Match, around: LatLng | null, virtual: boolean, limit: number, offset: number, nearestFirst = false): Promise<Row[]> {
    if (match === NONE) return [];
    const lat = `(data->>'latitude')::float8`;
    const lng = `(data->>'longitude')::float8`;
    const distance = around
      ? `${EARTH_MILES} * 2 * asin(sqrt(power(sin(radians(${lat} - $5) / 2), 2) + cos(radians($5)) * cos(radians(${lat})) * power(sin(radians(${lng} - $6) / 2), 2)))`
      : 'null::float8';
    const params: unknown[] = [match.any, virtual, match.exact, match.prefix];
    if (around) params.push(around.lat, around.lng);
    const { rows } = await this.db.query<Row>(
      `select data, distance from (
         select data, ${distance} as distance,
           case when $3 = '' then 0 when tsv @@ to_tsquery('simple', $3) then 2 when tsv @@ to_tsquery('simple', $4) then 1 else 0 end as relevance
         from ${PRACTITIONERS} where ${WHERE}
       ) found
       order by relevance desc, ${nearestFirst && around ? `distance asc nulls last, (data->>'verified')::boolean desc` : `(data->>'verified')::boolean desc, distance asc nulls last`},
         (data->>'rating')::float8 desc nulls last, data->>'name', data->>'id'
       limit ${limit} offset ${offset}`,
      params,
    );
    return rows;
  }
}

interface Match {
  /** Every word matched (tsquery over the vocabulary); '' = no text, everyone. */
  any: string;
  exact: string;
  prefix: string;
}
const ALL: Match = { any: '', exact: '', prefix: '' };
const NONE: Match = { any: '-', exact: '-', prefix: '-' };

/** $1 the match's tsquery ('' matches all), $2 virtual only. */
const WHERE = `(data->>'listed')::boolean
  and ($1 = '' or tsv @@ to_tsquery('simple', $1))
  and (not $2::boolean or (data->>'virtual')::boolean)`;
