// The embedded search index: Postgres full-text search (prefix queries) plus pg_trgm word similarity
// (typo tolerance), on PGlite or the server. Typed words are matched against a vocabulary of the
// practitioners' words (exact, prefix for the last word, trigram similarity for typos), and the
// practitioners holding those words are found by a GIN-indexed tsvector. Practitioners live in the
// read-model collection `search_practitioners` (the projection writes it; upsert/remove here write the
// same rows), therapies in their own table (their words join the vocabulary too). Ranking: relevance
// (every word as typed, else the last word as a prefix, else typo matches), then verified first, then
// distance (haversine on lat/lng; no coordinates last), then rating. Autosuggest is one statement for
// both sections; with one or two letters it only walks an index of names (no vocabulary, no trigrams).
import type { SqlExecutor } from '#app/postgres';
import { PostgresCatalogSearch } from './postgres-catalog-search.js';
import { PRACTITIONERS, SCHEMA_LOCK, SCHEMA_STATEMENTS, TERMS, THERAPIES } from './postgres-search-schema.js';
import { MATCH, rankQueries, SUGGEST_BY_NAME, SUGGEST_BY_TEXT, suggestTherapies } from './postgres-search-queries.js';
import {
  normalizeQuery,
  practitionerSearchText,
  SEARCH_HITS_PER_PAGE,
  type CatalogDocument,
  type CatalogList,
  type CatalogSearch,
  type LatLng,
  type PractitionerHit,
  type PractitionerPage,
  type PractitionerSearch,
  type PractitionerSearchDocument,
  type SearchIndex,
  type Suggestions,
  type Therapy,
} from './search-index.js';

export { PRACTITIONERS_COLLECTION } from './postgres-search-schema.js';

const EARTH_MILES = 3958.8;

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

// Rounded to 6 decimals (about 11 cm): a subnormal coordinate such as 5e-324 would make
// PostgreSQL's radians() and power() raise 'value out of range: underflow'.
const micro = (degrees: number): number => Math.round(degrees * 1e6) / 1e6 || 0;
const validAround = (around: LatLng | null | undefined): LatLng | null =>
  around && Number.isFinite(around.lat) && Number.isFinite(around.lng) && Math.abs(around.lat) <= 90 && Math.abs(around.lng) <= 180
    ? { lat: micro(around.lat), lng: micro(around.lng) }
    : null;

type Runner = SqlExecutor & { transaction?: <T>(fn: (tx: SqlExecutor) => Promise<T>) => Promise<T> };

export class PostgresSearchIndex implements SearchIndex {
  private readonly catalog: PostgresCatalogSearch;

  constructor(private readonly db: Runner) {
    this.catalog = new PostgresCatalogSearch(db);
  }

  async ensure(): Promise<void> {
    const run = async (tx: SqlExecutor) => {
      await tx.query(SCHEMA_LOCK);
      for (const sql of SCHEMA_STATEMENTS) await tx.query(sql);
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
      `with written as (
         insert into ${THERAPIES} (id, name, category, folded)
         select r->>'id', r->>'name', r->>'category', r->>'folded' from jsonb_array_elements($1::jsonb) r
         on conflict (id) do update set name = excluded.name, category = excluded.category, folded = excluded.folded
         returning folded
       )
       insert into ${TERMS} (term) select distinct w from written, unnest(string_to_array(folded, ' ')) w where w <> '' on conflict do nothing`,
      [JSON.stringify(rows)],
    );
  }

  /** Both sections in one statement (one round trip). */
  async suggest(text: string): Promise<Suggestions> {
    const q = normalizeQuery(text);
    if (!q) return { therapies: [], practitioners: [] };
    const therapies = (matched: boolean) => `(select coalesce(json_agg(t), '[]'::json) from (${suggestTherapies(matched)}) t)`;
    const { rows } =
      q.length < 3
        ? await this.db.query<Sections>(`select ${therapies(false)} as therapies, (${SUGGEST_BY_NAME}) as practitioners`, [q])
        : await this.db.query<Sections>(`with ${MATCH} select ${therapies(true)} as therapies, (${SUGGEST_BY_TEXT}) as practitioners`, [q, ...rankQueries(q)]);
    const found = rows[0] ?? { therapies: [], practitioners: [] };
    return {
      therapies: parsed(found.therapies) as Therapy[],
      practitioners: (parsed(found.practitioners) as PractitionerSearchDocument[]).map((data) => toHit({ data, distance: null })),
    };
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

  replaceCatalog(list: CatalogList, entries: readonly CatalogDocument[]): Promise<void> {
    return this.catalog.replace(list, entries);
  }

  searchCatalog(list: CatalogList, search: CatalogSearch): Promise<CatalogDocument[]> {
    return this.catalog.search(list, search);
  }

  /** The typed words as one tsquery over the vocabulary (MATCH), with the queries that rank exact and prefix matches above typo ones. */
  private async match(q: string): Promise<Match> {
    const { rows } = await this.db.query<{ tsq: string }>(`with ${MATCH} select tsq::text as tsq from matched`, [q]);
    if (!rows[0]?.tsq) return NONE;
    const [exact, prefix] = rankQueries(q);
    return { any: rows[0].tsq, exact, prefix };
  }

  private async practitioners(match: Match, around: LatLng | null, virtual: boolean, limit: number, offset: number, nearestFirst = false): Promise<Row[]> {
    const lat = `(data->>'latitude')::float8`;
    const lng = `(data->>'longitude')::float8`;
    const distance = around
      ? `${EARTH_MILES} * 2 * asin(sqrt(power(sin(radians(${lat} - $5) / 2), 2) + cos(radians($5)) * cos(radians(${lat})) * power(sin(radians(${lng} - $6) / 2), 2)))`
      : 'null::float8';
    const params: unknown[] = [match.any, virtual, match.exact, match.prefix];
    if (around) params.push(around.lat, around.lng);
    const { rows } = await this.db.query<Row>(
      `select data, distance from (
         select data, ${distance} as distance, rank_verified, rank_rating, rank_name, id,
           case when $3 = '' then 0 when tsv @@ to_tsquery('simple', $3) then 2 when tsv @@ to_tsquery('simple', $4) then 1 else 0 end as relevance
         from ${PRACTITIONERS} where ${WHERE}
       ) found
       order by relevance desc, ${nearestFirst && around ? 'distance asc nulls last, rank_verified desc' : 'rank_verified desc, distance asc nulls last'},
         rank_rating desc nulls last, rank_name, id
       limit ${limit} offset ${offset}`,
      params,
    );
    return rows;
  }
}

interface Sections {
  therapies: unknown;
  practitioners: unknown;
}

/** json comes back parsed from node-postgres and PGlite; a string is parsed here in case a driver does not. */
const parsed = (value: unknown): unknown[] => (typeof value === 'string' ? JSON.parse(value) : Array.isArray(value) ? value : []);

interface Match {
  /** Every word matched (a tsquery over the vocabulary); '' = no text, everyone. */
  any: string;
  exact: string;
  prefix: string;
}
const ALL: Match = { any: '', exact: '', prefix: '' };
const NONE: Match = { any: '-', exact: '-', prefix: '-' };

/** $1 the match's tsquery ('' matches all), $2 virtual only. */
const WHERE = `rank_listed
  and ($1 = '' or tsv @@ to_tsquery('simple', $1))
  and (not $2::boolean or (data->>'virtual')::boolean)`;
