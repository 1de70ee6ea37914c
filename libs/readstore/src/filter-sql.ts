// Turns a document filter and sort into SQL over a JSONB column. Field names become SQL text,
// so they are checked against a strict pattern; every value is a bound parameter.
import type { FieldCondition, Filter, FindOptions } from './document-store.js';

const NAME = /^[a-zA-Z_][a-zA-Z0-9_]*(\.[a-zA-Z_][a-zA-Z0-9_]*)*$/;

export const checkName = (name: string, what = 'field'): string => {
  if (!NAME.test(name) || name.length > 100) throw new Error(`Invalid ${what} name: ${JSON.stringify(name).slice(0, 120)}`);
  return name;
};

/** data->'a'->'b' (jsonb) for "a.b" */
export const jsonPath = (field: string): string =>
  'data' + checkName(field).split('.').map((part) => `->'${part}'`).join('');

/** data->'a'->>'b' (text) for "a.b" */
const textPath = (field: string): string => {
  const parts = checkName(field).split('.');
  const last = parts.pop()!;
  return 'data' + parts.map((p) => `->'${p}'`).join('') + `->>'${last}'`;
};

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const whereClause = (filter: Filter | undefined, params: unknown[]): string => {
  const parts: string[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const [field, condition] of Object.entries(filter ?? {})) {
    parts.push(conditionSql(field, condition, bind));
  }
  return parts.length ? `where ${parts.join(' and ')}` : '';
};

const conditionSql = (field: string, c: FieldCondition, bind: (v: unknown) => string): string => {
  const json = jsonPath(field);
  if (c === null) return `(${json} is null or ${json} = 'null'::jsonb)`;
  if (typeof c !== 'object') return `${json} = ${bind(JSON.stringify(c))}::jsonb`;
  if ('$in' in c) return `${json} = any(${bind(c.$in.map((v) => JSON.stringify(v)))}::jsonb[])`;
  if ('$ne' in c) return `${json} is distinct from ${bind(JSON.stringify(c.$ne))}::jsonb`;
  if ('$contains' in c) return `${textPath(field)} ilike ${bind(`%${escapeLike(c.$contains)}%`)}`;
  const [op, value] = Object.entries(c)[0] as [string, string | number];
  const sqlOp = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' }[op];
  if (!sqlOp) throw new Error(`Unknown filter operator ${op}`);
  return `${json} ${sqlOp} ${bind(JSON.stringify(value))}::jsonb`;
};

export const orderClause = (sort: FindOptions['sort']): string =>
  sort?.length ? `order by ${sort.map((s) => `${jsonPath(s.field)} ${s.order === 'desc' ? 'desc' : 'asc'} nulls last`).join(', ')}, id` : 'order by id';
