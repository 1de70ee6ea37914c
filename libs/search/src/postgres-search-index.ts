// The embedded search index: Postgres full-text search (prefix queries) plus pg_trgm word similarity
// (typo tolerance), on PGlite or the server. Practitioners live in the read-model collection
// `search_practitioners` (the projection writes it; upsert/remove here write the same rows), therapies
// in their own table. Ranking: relevance in tiers of 0.1 similarity, then verified first, then
// distance (haversine on lat/lng; no coordinates last), then rating.
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
const TEXT = `(data->>'searchText')`;
const EARTH_MILES = 3958.8;

/** Serialises schema setup across processes (CREATE ... IF NOT EXISTS races with itself). */
const SCHEMA_LOCK = 'select pg_advisory_xact_lock(7305186640731)';

/** `w1:* & w2:*` for the words of a normalized query (only [a-z0-9] reach it). */
const prefixTsQuery = (q: string): string => q.split(' ').filter(Boolean).map((w) => `${w}:*`).join(' & ');

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
});

const validAround = (around: LatLng | null | undefined): LatLng | null =>
  around && Number.isFinite(around.lat) && Number.isFinite(around.lng) && Math.abs(around.lat) <= 90 && Math.abs(around.lng) <= 180 ? around : null;

export class PostgresSearchIndex implements SearchIndex {
  constructor(private readonly db: SqlExecutor & { transaction?: <T>(fn: (tx: SqlExecutor) => Promise<T>) => Promise<T> }) {}

  async ensure(): Promise<void> {
    const statements = [
      'create extension if not exists pg_trgm',
      `create table if not exists ${PRACTITIONERS} (id text primary key, data jsonb not null)`,
      `create index if not exists ix_search_practitioners__trgm on ${PRACTITIONERS} using gin (${TEXT} gin_trgm_ops)`,
      `create index if not exists ix_search_practitioners__fts on ${PRACTITIONERS} using gin (to_tsvector('simple', ${TEXT}))`,
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
    const therapies = await this.db.query<Therapy>(
      `select id, name, category from ${THERAPIES}
       where folded like $1 || '%' or folded like '% ' || $1 || '%' or $1 <% folded
       order by (folded like $1 || '%' or folded like '% ' || $1 || '%') desc, round(word_similarity($1, folded)::numeric, 1) desc, length(name), name
       limit ${SUGGESTED_THERAPIES}`,
      [q],
    );
    const practitioners = await this.practitioners(q, null, false, SUGGESTED_PRACTITIONERS, 0);
    return { therapies: therapies.rows, practitioners: practitioners.map(toHit) };
  }

  async searchPractitioners(search: PractitionerSearch): Promise<PractitionerPage> {
    const q = normalizeQuery(search.query);
    const page = Math.max(0, Math.min(1000, Math.floor(Number.isFinite(search.page) ? Number(search.page) : 0)));
    const around = validAround(search.around);
    const virtual = search.virtual === true;
    const [rows, count] = await Promise.all([
      this.practitioners(q, around, virtual, SEARCH_HITS_PER_PAGE, page * SEARCH_HITS_PER_PAGE),
      this.db.query<{ n: string }>(`select count(*) as n from ${PRACTITIONERS} where ${this.where()}`, [q, prefixTsQuery(q) || 'x', virtual]),
    ]);
    const nbHits = Number(count.rows[0]?.n ?? 0);
    return { hits: rows.map(toHit), page, nbPages: Math.ceil(nbHits / SEARCH_HITS_PER_PAGE), nbHits };
  }

  /** $1 the normalized query ('' matches all), $2 its prefix tsquery, $3 virtual only. */
  private where(): string {
    return `(data->>'listed')::boolean
      and ($1 = '' or ${TEXT} like '%' || $1 || '%' or $1 <% ${TEXT} or to_tsvector('simple', ${TEXT}) @@ to_tsquery('simple', $2))
      and (not $3::boolean or (data->>'virtual')::boolean)`;
  }

  private async practitioners(q: string, around: LatLng | null, virtual: boolean, limit: number, offset: number): Promise<Row[]> {
    const lat = `(data->>'latitude')::float8`;
    const lng = `(data->>'longitude')::float8`;
    const distance = around
      ? `${EARTH_MILES} * 2 * asin(sqrt(power(sin(radians(${lat} - $4) / 2), 2) + cos(radians($4)) * cos(radians(${lat})) * power(sin(radians(${lng} - $5) / 2), 2)))`
      : 'null::float8';
    const params: unknown[] = [q, prefixTsQuery(q) || 'x', virtual];
    if (around) params.push(around.lat, around.lng);
    const { rows } = await this.db.query<Row>(
      `select data, distance from (
         select data, ${distance} as distance,
           case when $1 = '' then 0 else round(word_similarity($1, ${TEXT})::numeric, 1) end as relevance
         from ${PRACTITIONERS} where ${this.where()}
       ) found
       order by relevance desc, (data->>'verified')::boolean desc, distance asc nulls last,
         (data->>'rating')::float8 desc nulls last, data->>'name', data->>'id'
       limit ${limit} offset ${offset}`,
      params,
    );
    return rows;
  }
}
