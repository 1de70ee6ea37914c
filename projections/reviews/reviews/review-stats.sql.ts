// The published reviews' average rating and endorsement counts per keyword, summed in SQL over the
// collection's table (the document store's find/count cannot aggregate; reading every review of a
// practice on each public page view would grow with the practice). The caller hands in the
// database, as for the payments directory's totals.
import type { SqlExecutor } from '#app/postgres';
import { filterSql, tableOf } from '#app/readstore';
import { reviewsProjection } from './reviews.projection.js';

const REVIEWS = tableOf(reviewsProjection.collection);

const publishedOf = (practiceId: string): { where: string; values: unknown[] } => {
  const values: unknown[] = [];
  const where = filterSql({ practiceId, status: 'published' }, (value) => {
    values.push(value);
    return `$${values.length}`;
  });
  return { where, values };
};

/** The mean of the practice's published ratings; null without one. */
export const averageRating = async (db: SqlExecutor, practiceId: string): Promise<number | null> => {
  const { where, values } = publishedOf(practiceId);
  const { rows } = await db.query<{ average: string | null }>(
    `select avg((data->>'rating')::numeric)::text as average from ${REVIEWS} where ${where} and jsonb_typeof(data->'rating') = 'number'`,
    values,
  );
  return rows[0]?.average == null ? null : Number(rows[0].average);
};

/** How many published reviews endorse each keyword (keywords nobody endorsed are absent). */
export const endorsementCounts = async (db: SqlExecutor, practiceId: string): Promise<Map<string, number>> => {
  const { where, values } = publishedOf(practiceId);
  const { rows } = await db.query<{ skill: string; n: string }>(
    `select skill, count(*)::text as n from ${REVIEWS}, jsonb_array_elements_text(data->'skillIds') as skill where ${where} group by skill`,
    values,
  );
  return new Map(rows.map((r) => [r.skill, Number(r.n)]));
};
