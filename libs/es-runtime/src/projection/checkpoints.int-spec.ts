import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import type { LogPosition } from '#app/eventstore';
import { CHECKPOINTS_DDL, checkpointsGuard, checkpointsGuardResult, ensureCheckpoints, readCheckpoint, writeCheckpoint } from './checkpoints.js';

const at = (n: number): LogPosition => ({ transactionId: 7n, globalPosition: BigInt(n) });

describeEachBackend('checkpointsGuard', (open) => {
  let db: TestDatabase;
  let documents: PostgresDocumentStore;
  beforeEach(async () => {
    db = await open();
    await db.client.exec(CHECKPOINTS_DDL);
    documents = new PostgresDocumentStore(db.client);
    await documents.ensureCollection('things');
    await ensureCheckpoints(db.client, ['a', 'b']);
    await writeCheckpoint(db.client, 'a', at(5));
    await writeCheckpoint(db.client, 'b', at(5));
  });
  afterEach(async () => db.drop());
  const write = (expected: Record<string, LogPosition>, to: LogPosition) =>
    documents.writeAcross([{ collection: 'things', upserts: [{ id: `t${to.globalPosition}` }], deletes: [] }], checkpointsGuard(new Map(Object.entries(expected)), to));

  it('moves every checkpoint with the documents when each stands where expected', async () => {
    const result = checkpointsGuardResult(await write({ a: at(5), b: at(5) }, at(9)));
    expect(result.moved).toBe(true);
    expect(await readCheckpoint(db.client, 'a')).toEqual(at(9));
    expect(await readCheckpoint(db.client, 'b')).toEqual(at(9));
    expect(await documents.collection('things').get('t9')).toEqual({ id: 't9' });
  });

  it('writes nothing and moves none when one was moved by another process, and says where each stands', async () => {
    await writeCheckpoint(db.client, 'b', at(8)); // another process applied up to 8
    const result = checkpointsGuardResult(await write({ a: at(5), b: at(5) }, at(9)));
    expect(result).toEqual({ moved: false, stored: new Map([['a', at(5)], ['b', at(8)]]) });
    expect(await readCheckpoint(db.client, 'a')).toEqual(at(5));
    expect(await documents.collection('things').get('t9')).toBeNull();
  });

  it('writes nothing when a checkpoint row is missing (it leaves it out of where they stand)', async () => {
    const result = checkpointsGuardResult(await write({ a: at(5), c: { transactionId: 0n, globalPosition: 0n } }, at(9)));
    expect(result).toEqual({ moved: false, stored: new Map([['a', at(5)]]) });
    expect(await readCheckpoint(db.client, 'a')).toEqual(at(5));
    expect(await documents.collection('things').count()).toBe(0);
  });
});
