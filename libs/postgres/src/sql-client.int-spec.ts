// The SqlClient adapters return the same shapes: code above them never branches on the backend.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './open-database.js';
import { describeEachBackend, type TestDatabase } from './testing/test-databases.js';

describeEachBackend('SqlClient', (open) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await open();
  });
  afterEach(async () => db?.drop());

  it('returns int8, xid8 and numeric as strings, jsonb parsed and timestamptz as Date', async () => {
    const { rows } = await db.client.query(
      `select 9007199254740993::int8 as big, 5::int8 as small, count(*) as n, pg_current_xact_id() as xid,
              1.5::numeric as num, 7::int4 as int, '{"a":[1]}'::jsonb as doc, now() as at from (values (1), (2)) v(x)`,
    );
    expect(rows[0]).toEqual({ big: '9007199254740993', small: '5', n: '2', xid: expect.stringMatching(/^\d+$/), num: '1.5', int: 7, doc: { a: [1] }, at: expect.any(Date) });
  });

  it('accepts bigint and JSON-text parameters', async () => {
    const { rows } = await db.client.query<{ v: string; j: unknown }>('select $1::int8 + 1 as v, $2::jsonb as j', [9007199254740993n, JSON.stringify([1, 'a'])]);
    expect(rows[0]).toEqual({ v: '9007199254740994', j: [1, 'a'] });
  });

  it('commits a transaction, rolls it back when fn throws, and counts affected rows', async () => {
    await db.client.exec('create table t (id int primary key); insert into t values (1)');
    await db.client.transaction(async (tx) => {
      expect((await tx.query('update t set id = 2 where id = 1')).affectedRows).toBe(1);
    });
    await expect(
      db.client.transaction(async (tx) => {
        await tx.query('insert into t values (3)');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await expect(db.client.transaction((tx) => tx.query('insert into t values (2)'))).rejects.toMatchObject({ code: '23505' });
    expect((await db.client.query('select id from t order by id')).rows).toEqual([{ id: 2 }]);
  });

  it('commits without waiting for the WAL flush when asked, for that transaction only', async () => {
    await db.client.exec('create table a (id int primary key)');
    const setting = (tx: { query: typeof db.client.query }) =>
      tx.query<{ s: string }>("select current_setting('synchronous_commit') as s").then((r) => r.rows[0].s);
    const inside = await db.client.transaction(async (tx) => {
      await tx.query('insert into a values (1)');
      return setting(tx);
    }, { synchronousCommit: false });
    expect(inside).toBe('off');
    expect(await db.client.transaction((tx) => setting(tx))).toBe('on');
    expect(await setting(db.client)).toBe('on');
    await expect(db.client.transaction((tx) => tx.query('insert into a values (1)'), { synchronousCommit: false })).rejects.toMatchObject({ code: '23505' });
    expect((await db.client.query('select id from a')).rows).toEqual([{ id: 1 }]);
  });
});

describe('openDatabase', () => {
  it('keeps PGlite data in dataDir across reopening (creating the folder)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'pglite-open-'));
    try {
      const dataDir = join(root, 'nested', 'data');
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await first.exec("create table kept (v text); insert into kept values ('yes')");
      await first.close();
      const again = await openDatabase({ dataDir });
      expect((await again.query('select v from kept')).rows).toEqual([{ v: 'yes' }]);
      await again.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
