// The credential form's shipped lists (credentials, issuers) in the Postgres search index: one table,
// each entry with its list, place, kind and folded name. A search ranks names that
// hold the text as typed, at a word's start (3) or inside a word (2), above names whose every typed
// word begins a word of the name or is close to one by trigram similarity (1, typos), those by
// closeness; the shipped order at equal rank.
import type { SqlExecutor } from '#app/postgres';
import { CATALOG } from './postgres-search-schema.js';
import { CATALOG_HITS, normalizeQuery, type CatalogDocument, type CatalogList, type CatalogSearch } from './search-index.js';

/** A typed word (of 4 letters or more) at least this trigram-similar to a word of the name is a typo of it (as for practitioners' words; a list of a few dozen names needs no index). */
const TYPO_SIMILARITY = 0.45;

/** $1 the list, $2 the kind or null, $3 the folded text ('' lists the kind in the shipped order). */
const SEARCH = `select id, name, kind from (
    select id, name, kind, position, folded,
      case
        when folded like $3 || '%' or folded like '% ' || $3 || '%' then 3
        when folded like '%' || $3 || '%' then 2
        when not exists (
          select 1 from unnest(string_to_array($3, ' ')) w
          where not (folded like w || '%' or folded like '% ' || w || '%' or (length(w) >= 4 and exists (select 1 from unnest(string_to_array(folded, ' ')) named where similarity(w, named) >= ${TYPO_SIMILARITY})))
        ) then 1
        else 0
      end as rank
    from ${CATALOG} where list = $1 and ($2::text is null or kind = $2)
  ) entries
  where $3 = '' or rank > 0
  order by rank desc, case when rank = 1 then word_similarity($3, folded) end desc nulls last, position
  limit ${CATALOG_HITS}`;

const REPLACE = `with incoming as (
    select r->>'id' as id, (n - 1)::int as position, r->>'name' as name, r->>'kind' as kind, r->>'folded' as folded
    from jsonb_array_elements($2::jsonb) with ordinality as e(r, n)
  ), gone as (
    delete from ${CATALOG} c where c.list = $1 and not exists (select 1 from incoming i where i.id = c.id)
  )
  insert into ${CATALOG} (list, id, position, name, kind, folded) select $1, id, position, name, kind, folded from incoming
  on conflict (list, id) do update set position = excluded.position, name = excluded.name, kind = excluded.kind, folded = excluded.folded`;

export class PostgresCatalogSearch {
  constructor(private readonly db: SqlExecutor) {}

  async replace(list: CatalogList, entries: readonly CatalogDocument[]): Promise<void> {
    const seen = new Set<string>();
    const rows = entries
      .filter((e) => !seen.has(e.id) && seen.add(e.id))
      .map((e) => ({ id: e.id, name: e.name, kind: e.kind, folded: normalizeQuery(e.name) }));
    await this.db.query(REPLACE, [list, JSON.stringify(rows)]);
  }

  async search(list: CatalogList, { query, kind }: CatalogSearch): Promise<CatalogDocument[]> {
    const { rows } = await this.db.query<CatalogDocument>(SEARCH, [list, kind || null, normalizeQuery(query)]);
    return rows;
  }
}
