// The directory's one query: a practice's clients (not deleted), searched by prefix of first name,
// last name, full name, e-mail or phone digits, sorted and paged on the server, each with the
// start of their most recent past appointment that was not cancelled or declined.
import type { SqlExecutor } from '../../../libs/postgres/src/sql-client.js';
import { filterSql, tableOf, type Filter } from '../../../libs/readstore/src/index.js';
import type { ClientDocument } from './client-document.js';

export const CLIENT_SORT_FIELDS = ['fullName', 'lastName', 'email', 'phone', 'lastAppointmentDate'] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];
export const DEFAULT_CLIENT_PAGE = 25;
export const MAX_CLIENT_PAGE = 500;
const MAX_SEARCH = 200;

export interface ClientDirectoryQuery {
  practiceId: string;
  search?: string | null;
  sortField?: string | null;
  sortOrder?: string | null;
  limit?: number | null;
  offset?: number | null;
  now: Date;
}

export type ClientListItem = ClientDocument & { lastAppointmentDate: string | null };

/** The filter of a directory search: prefix of any name key or the e-mail; digits also match phones. */
export const clientSearchFilter = (practiceId: string, search: string | null | undefined): Filter => {
  const filter: Filter = { practiceId, deletedAt: null };
  const term = (search ?? '').slice(0, MAX_SEARCH).trim().toLowerCase().replace(/\s+/g, ' ');
  if (!term) return filter;
  const alternatives: Filter[] = [
    { 'search.first': { $prefix: term } },
    { 'search.last': { $prefix: term } },
    { 'search.full': { $prefix: term } },
    { 'search.email': { $prefix: term } },
  ];
  const digits = term.replace(/[\s().+-]/g, '');
  if (/^\d+$/.test(digits)) alternatives.push({ 'search.phone': { $prefix: digits } }, { 'search.phoneFull': { $prefix: digits } });
  return { ...filter, $or: alternatives };
};

const orderBy = (sortField: string | null | undefined, sortOrder: string | null | undefined): string => {
  const dir = sortOrder?.toUpperCase() === 'DESC' ? 'desc' : 'asc';
  const byName = `c.data->'search'->'last' ${dir}, c.data->'search'->'first' ${dir}`;
  switch (sortField as ClientSortField) {
    case 'fullName':
      return `c.data->'search'->'full' ${dir}, c.id`;
    case 'email':
      return `nullif(c.data->'search'->>'email', '') ${dir} nulls last, ${byName}, c.id`;
    case 'phone':
      return `nullif(c.data->'search'->>'phoneFull', '') ${dir} nulls last, ${byName}, c.id`;
    case 'lastAppointmentDate':
      return `last.at ${dir} nulls last, c.data->'search'->'last', c.data->'search'->'first', c.id`;
    default:
      return `${byName}, c.id`;
  }
};

const page = (value: number | null | undefined, fallback: number, max: number) =>
  Number.isSafeInteger(value) && value! >= 0 ? Math.min(value!, max) : fallback;

export const findClients = async (db: SqlExecutor, query: ClientDirectoryQuery): Promise<{ clients: ClientListItem[]; totalCount: number }> => {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = filterSql(clientSearchFilter(query.practiceId, query.search), bind);
  const countParams = [...params];
  const now = bind(query.now.toISOString());
  const limit = bind(page(query.limit, DEFAULT_CLIENT_PAGE, MAX_CLIENT_PAGE));
  const offset = bind(page(query.offset, 0, Number.MAX_SAFE_INTEGER));
  const clients = tableOf('clients');
  // Filter first (the prefix indexes), then look up each match's last appointment (the clientId index).
  const sql = `
    select c.data, last.at as last_appointment
    from (select id, data from ${clients} where ${where}) c
    left join lateral (
      select max(a.data->>'startsAt') as at from ${tableOf('client_appointments')} a
      where a.data->>'clientId' = c.id and a.data->>'state' in ('pending', 'approved') and a.data->>'startsAt' < ${now}
    ) last on true
    order by ${orderBy(query.sortField, query.sortOrder)}
    limit ${limit} offset ${offset}`;
  const [rows, count] = await Promise.all([
    db.query<{ data: ClientDocument; last_appointment: string | null }>(sql, params),
    db.query<{ n: string }>(`select count(*)::text as n from ${clients} where ${where}`, countParams),
  ]);
  return {
    clients: rows.rows.map((r) => ({ ...r.data, lastAppointmentDate: r.last_appointment })),
    totalCount: Number(count.rows[0].n),
  };
};

/** The start of the client's most recent past appointment that was not cancelled or declined. */
export const lastAppointmentDate = async (db: SqlExecutor, clientId: string, now: Date): Promise<string | null> => {
  const { rows } = await db.query<{ at: string | null }>(
    `select max(data->>'startsAt') as at from ${tableOf('client_appointments')}
     where data->>'clientId' = $1 and data->>'state' in ('pending', 'approved') and data->>'startsAt' < $2`,
    [clientId, now.toISOString()],
  );
  return rows[0]?.at ?? null;
};
