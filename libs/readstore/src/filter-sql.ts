// Turns a document filter and sort into SQL over a JSONB column. Field names become SQL text,
// so they are checked against a strict pattern; every value is a bound parameter.
import type { FieldCondition, Filter, FindOptions } from './document-store.js';

// Dotted paths of plain keys: each segment non-empty ("a..b", "a." and "items.0" are refused).
const FIELD = /^[a-zA-Z_][a-zA-Z0-9_]*(\.[a-zA-Z_][a-zA-Z0-9_]*)*$/;

export const checkName = (name: string, what = 'field'): string => {
  if (typeof name !== 'string' || !FIELD.test(name) || name.length > 100) {
    throw new Error(`Invalid ${what} name: ${JSON.stringify(name)?.slice(0, 120)}`);
  }
  return name;
};

/** data->'a'->'b' (jsonb) for "a.b". Must stay identical to the indexed expression. */
export const jsonPath = (field: string): string =>
  'data' + checkName(field).split('.').map((part) => `->'${part}'`).join('');

/** data->'a'->>'b' (text) for "a.b". Must stay identical to the prefix index expression. */
export const textPath = (field: string): string => {
  const parts = checkName(field).split('.');
  const last = parts.pop()!;
  return 'data' + parts.map((p) => `->'${p}'`).join('') + `->>'${last}'`;
};

// LIKE's default escape character is the backslash.
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type Bind = (value: unknown) => string;

export const whereClause = (filter: Filter | undefined, params: unknown[]): string => {
  const bind: Bind = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const sql = filterSql(filter, bind);
  return sql ? `where ${sql}` : '';
};

/** The filter as one SQL condition ('' when it has none); parameters are bound in order. */
export const filterSql = (filter: Filter | undefined, bind: Bind): string => {
  const parts = Object.entries(filter ?? {}).map(([field, condition]) => {
    if (field === '$or') {
      if (!Array.isArray(condition)) throw new Error('$or needs a list of filters');
      const alternatives = condition.map((f) => filterSql(f, bind) || 'true');
      return alternatives.length ? `(${alternatives.join(' or ')})` : 'false';
    }
    if (Array.isArray(condition)) throw new Error(`A list is only allowed under $or, not on ${field}`);
    return conditionSql(field, condition, bind);
  });
  return parts.join(' and ');
};

const RANGE: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

const conditionSql = (field: string, c: FieldCondition, bind: Bind): string => {
  const json = jsonPath(field);
  if (c === null) return `(${json} is null or ${json} = 'null'::jsonb)`; // missing or null
  if (typeof c !== 'object') return `${json} = ${bind(JSON.stringify(c))}::jsonb`;
  const ops = Object.entries(c);
  if (ops.length === 0) throw new Error(`Empty condition on ${field}`);
  // Several operators on one field all apply: { $gte: 1, $lt: 5 }.
  return ops.map(([op, value]) => operatorSql(field, json, op, value, bind)).join(' and ');
};

const operatorSql = (field: string, json: string, op: string, value: unknown, bind: Bind): string => {
  if (op === '$in') {
    if (!Array.isArray(value)) throw new Error(`$in on ${field} needs an array`);
    return value.length ? `${json} = any(${bind(value.map((v) => JSON.stringify(v)))}::jsonb[])` : 'false';
  }
  if (op === '$ne') {
    // Missing fields match, as "not equal"; $ne: null means "present and not null".
    if (value === null) return `(${json} is not null and ${json} <> 'null'::jsonb)`;
    return `${json} is distinct from ${bind(JSON.stringify(value))}::jsonb`;
  }
  if (op === '$contains') {
    if (typeof value !== 'string') throw new Error(`$contains on ${field} needs a string`);
    return `${textPath(field)} ilike ${bind(`%${escapeLike(value)}%`)}`;
  }
  if (op === '$prefix') {
    if (typeof value !== 'string') throw new Error(`$prefix on ${field} needs a string`);
    // A plain LIKE on the text expression, so the text_pattern_ops index of a prefix field serves it.
    return `${textPath(field)} like ${bind(`${escapeLike(value)}%`)}`;
  }
  const sqlOp = RANGE[op];
  if (!sqlOp) throw new Error(`Unknown filter operator ${op} on ${field}`);
  if (typeof value !== 'number' && typeof value !== 'string') throw new Error(`${op} on ${field} needs a number or a string`);
  // jsonb orders all strings below all numbers (and null below both): compare like with like
  // only, so { $lt: 10 } never matches "abc" or null.
  const type = typeof value === 'number' ? 'number' : 'string';
  return `(jsonb_typeof(${json}) = '${type}' and ${json} ${sqlOp} ${bind(JSON.stringify(value))}::jsonb)`;
};

/**
 * jsonb order: numbers numerically, strings by the database collation (C in PGlite and in our
 * server databases: code-point order). Documents without the field come last in both
 * directions; id breaks ties so pages never overlap.
 */
export const orderClause = (sort: FindOptions['sort']): string =>
  sort?.length ? `order by ${sort.map((s) => `${jsonPath(s.field)} ${s.order === 'desc' ? 'desc' : 'asc'} nulls last`).join(', ')}, id` : 'order by id';

/** limit/offset as parameters; no limit means every match. */
export const pageParams = (options: FindOptions): [number | null, number] => {
  const check = (value: number | undefined, what: string) => {
    if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0)) throw new Error(`Invalid ${what}: ${value}`);
    return value;
  };
  return [check(options.limit, 'limit') ?? null, check(options.offset, 'offset') ?? 0];
};
