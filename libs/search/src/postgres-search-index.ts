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
import { NAME_KEY, PRACTITIONERS, SCHEMA_LOCK, SCHEMA_STATEMENTS, TERMS, THERAPIES } from './postgres-search-schema.js';
import {
  normalizeQuery,
  practitionerSearchText,
  SEARCH_HITS_PER_PAGE,
  SUGGESTED_PRACTITIONERS,
  SUGGESTED_THERAPIES,
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

/** At most this many vocabulary words stand for one typed word. */
const TERMS_PER_WORD = 40;
const EARTH_MILES = 3958.8;

/**
 * $1 the folded text: each typed word (at most 8) stands for the vocabulary words it equals, begins
 * (the last word only, as the user is still typing) or is within typo distance of (trigram
 * similarity); `matched` holds their tsquery, one row only when every word stands for some.
 */
const MATCH = `words as (
    select w, k, k = count(*) over () as last from unnest(string_to_array($1::text, ' ')) with ordinality as typed(w, k) where w <> '' and k <= 8
  ), alternatives as (
    select k, string_agg(term, ' | ') as terms from words cross join lateral (
      select term from ${TERMS}
      where term = w or (last and term like w || '%') or (length(w) >= 4 and term % w and similarity(term, w) >= 0.45)
      order by term = w desc, term like w || '%' desc, similarity(term, w) desc, length(term) limit ${TERMS_PER_WORD}
    ) found group by k
  ), matched as (
    select to_tsquery('simple', string_agg('(' || terms || ')', ' & ' order by k)) as tsq from alternatives
    having count(*) = (select count(*) from words) and count(*) > 0
  )`;

/** How well a row matches: 2 every word as typed ($2), 1 the last as a prefix ($3), 0 typo matches only. */
const RELEVANCE = `case when tsv @@ to_tsquery('simple', $2) then 2 when tsv @@ to_tsquery('simple', $3) then 1 else 0 end`;

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

/** The order of practitioners matched by text (no distance): relevance, verified first, rating, name. */
const SUGGEST_ORDER = 'relevance desc, rank_verified desc, rank_rating desc nulls last, rank_name, id';

/** A therapy's name has a word starting with the text $1. */
const STARTS_A_WORD = `(folded like $1 || '%' or folded like '% ' || $1 || '%')`;

/**
 * Therapies whose name has a word starting with the text, first (the name starting with it before);
 * from 3 letters (with MATCH), also those whose words match the typed words as a practitioner's do
 * (typos). Shorter names first at equal rank. No similarity is computed row by row.
 */
const suggestTherapies = (matched: boolean) => `select id, name, category from ${THERAPIES}
  where ${STARTS_A_WORD}${matched ? ` or tsv @@ (select tsq from matched)` : ''}
  order by ${STARTS_A_WORD} desc, folded like $1 || '%' desc, length(name), name
  limit ${SUGGESTED_THERAPIES}`;

/** One or two letters: practitioners whose name starts with them (an index range), by name. */
const SUGGEST_BY_NAME = `select coalesce(json_agg(data order by ${NAME_KEY}, id), '[]'::json) from (
    select id, data from ${PRACTITIONERS} where rank_listed and ${NAME_KEY} like $1 || '%'
    order by ${NAME_KEY}, id limit ${SUGGESTED_PRACTITIONERS}
  ) named`;

/** From three letters: the matched practitioners ranked on the generated columns; only the 10 first documents are read. */
const SUGGEST_BY_TEXT = `select coalesce(json_agg(p.data order by top.relevance desc, top.rank_verified desc, top.rank_rating desc nulls last, top.rank_name, top.id), '[]'::json) from matched cross join lateral (
    select id, ${RELEVANCE} as relevance, rank_verified, rank_rating, rank_name from ${PRACTITIONERS}
    where rank_listed and tsv @@ matched.tsq order by ${SUGGEST_ORDER} limit ${SUGGESTED_PRACTITIONERS}
  ) top join ${PRACTITIONERS} p using (id)`;

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

/** The text's words as typed ($2 of RELEVANCE) and with the last as a prefix ($3). */
const rankQueries = (q: string): [string, string] => {
  const words = q.split(' ').filter(Boolean).slice(0, 8);
  return [words.join(' & '), words.map((w, k) => (k === words.length - 1 ? `${w}:*` : w)).join(' & ')];
};

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
