import type { SqlClient } from '#app/postgres';

/**
 * How often the projection and reaction runners look for appends they were not told about, i.e.
 * made by another process. A PostgreSQL server may be shared by several processes: 100 ms. PGlite
 * lives inside this process, so every append to it is made here and signalled at once: its poll is
 * only a safety net, once a second. (At 100 ms an idle product on PGlite, as every test file
 * starts, read its unchanged log about 70 times a second: an eighth of a core, measured.)
 */
export const pollIntervalFor = (db: Pick<SqlClient, 'kind'>): number => (db.kind === 'pglite' ? 1000 : 100);
