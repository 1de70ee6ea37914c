// What the directory's statements share: the tables, the rule of which appointments count, the
// name order, and parameter binding with the search filter.
import { filterSql, tableOf, type Filter } from '#app/readstore';
import type { SqlExecutor } from '#app/postgres';
import { clientAppointmentsProjection } from '../client-appointments/client-appointments.projection.js';
import { clientDirectoryProjection } from './client-directory.projection.js';
import type { ClientDocument } from './client-document.js';

export const CLIENTS = tableOf(clientDirectoryProjection.collection);
export const APPOINTMENTS = tableOf(clientAppointmentsProjection.collection);
export const COUNTS = `data->>'state' in ('pending', 'approved')`;
export const BY_NAME = (dir: string) => `data->'search'->'last' ${dir}, data->'search'->'first' ${dir}, id`;

/** A statement's parameters, with the search filter bound among them. */
export class Params {
  readonly values: unknown[] = [];
  bind = (value: unknown): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };
  filter = (filter: Filter): string => filterSql(filter, this.bind) || 'true';
}

export const documentsInOrder = async (db: SqlExecutor, ids: string[]): Promise<ClientDocument[]> => {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ data: ClientDocument }>(`select data from ${CLIENTS} where id = any($1::text[])`, [ids]);
  const byId = new Map(rows.map((r) => [r.data.id, r.data]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
};

