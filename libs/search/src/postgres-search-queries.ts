// The Postgres search index's statements for matching typed text: the vocabulary lookup every text
// search starts with (MATCH), the relevance of a match, and autosuggest's two sections.
import { NAME_KEY, PRACTITIONERS, TERMS, THERAPIES } from './postgres-search-schema.js';
import { SUGGESTED_PRACTITIONERS, SUGGESTED_THERAPIES } from './search-index.js';

/** At most this many vocabulary words stand for one typed word. */
const TERMS_PER_WORD = 40;

/**
 * $1 the folded text: each typed word (at most 8) stands for the vocabulary words it equals, begins
 * (the last word only, as the user is still typing) or is within typo distance of (trigram
 * similarity); `matched` holds their tsquery, one row only when every word stands for some.
 */
export const MATCH = `words as (
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

/** The order of practitioners matched by text (no distance): relevance, verified first, rating, name. */
const SUGGEST_ORDER = 'relevance desc, rank_verified desc, rank_rating desc nulls last, rank_name, id';

/** A therapy's name has a word starting with the text $1. */
const STARTS_A_WORD = `(folded like $1 || '%' or folded like '% ' || $1 || '%')`;

/**
 * Therapies whose name has a word starting with the text, first (the name starting with it before);
 * from 3 letters (with MATCH), also those whose words match the typed words as a practitioner's do
 * (typos). Shorter names first at equal rank. No similarity is computed row by row.
 */
export const suggestTherapies = (matched: boolean) => `select id, name, category from ${THERAPIES}
  where ${STARTS_A_WORD}${matched ? ` or tsv @@ (select tsq from matched)` : ''}
  order by ${STARTS_A_WORD} desc, folded like $1 || '%' desc, length(name), name
  limit ${SUGGESTED_THERAPIES}`;

/** One or two letters: practitioners whose name starts with them (an index range), by name. */
export const SUGGEST_BY_NAME = `select coalesce(json_agg(data order by ${NAME_KEY}, id), '[]'::json) from (
    select id, data from ${PRACTITIONERS} where rank_listed and ${NAME_KEY} like $1 || '%'
    order by ${NAME_KEY}, id limit ${SUGGESTED_PRACTITIONERS}
  ) named`;

/** From three letters: the matched practitioners ranked on the generated columns; only the 10 first documents are read. */
export const SUGGEST_BY_TEXT = `select coalesce(json_agg(p.data order by top.relevance desc, top.rank_verified desc, top.rank_rating desc nulls last, top.rank_name, top.id), '[]'::json) from matched cross join lateral (
    select id, ${RELEVANCE} as relevance, rank_verified, rank_rating, rank_name from ${PRACTITIONERS}
    where rank_listed and tsv @@ matched.tsq order by ${SUGGEST_ORDER} limit ${SUGGESTED_PRACTITIONERS}
  ) top join ${PRACTITIONERS} p using (id)`;

/** The text's words as typed ($2 of RELEVANCE) and with the last as a prefix ($3). */
export const rankQueries = (q: string): [string, string] => {
  const words = q.split(' ').filter(Boolean).slice(0, 8);
  return [words.join(' & '), words.map((w, k) => (k === words.length - 1 ? `${w}:*` : w)).join(' & ')];
};
