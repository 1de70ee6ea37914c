// Leases on a real database: who holds one, renewal, expiry and release; and scheduled passes
// that hold one (ExclusivePasses): two at once run one after the other, and a pass whose lease
// another process took stops before its next item.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { claimLeases, ensureLeasesTable, LEASES_DDL, releaseLeases } from './leases.js';
import { ExclusivePasses } from './exclusive-passes.js';

describeEachBackend('Leases', (open) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await open();
    await db.client.exec(LEASES_DDL);
  });
  afterEach(async () => db.drop());

  const expire = (name: string) => db.client.query("update leases set expires_at = now() - interval '1 second' where name = $1", [name]);

  it('a free lease goes to whoever asks; a held one stays its owner\'s until it expires or is released', async () => {
    expect(await claimLeases(db.client, ['a', 'b'], 'one', 60_000)).toEqual(new Set(['a', 'b']));
    expect(await claimLeases(db.client, ['a', 'b', 'c'], 'two', 60_000)).toEqual(new Set(['c']));
    expect(await claimLeases(db.client, ['a', 'b'], 'one', 60_000)).toEqual(new Set(['a', 'b'])); // renewed
    await expire('a');
    expect(await claimLeases(db.client, ['a', 'b'], 'two', 60_000)).toEqual(new Set(['a']));
    expect(await claimLeases(db.client, ['a', 'b'], 'one', 60_000)).toEqual(new Set(['b']));
    await releaseLeases(db.client, ['a', 'b'], 'one'); // 'a' is two's: untouched
    expect(await claimLeases(db.client, ['a', 'b'], 'three', 60_000)).toEqual(new Set(['b']));
  });

  it('processes starting together on a new database all find the lease table made', async () => {
    await db.client.exec('drop table leases');
    await Promise.all(Array.from({ length: 6 }, () => ensureLeasesTable(db.client)));
    expect(await claimLeases(db.client, ['a'], 'one', 60_000)).toEqual(new Set(['a']));
  });

  it('two passes of one job at once run one after the other; other jobs do not wait', async () => {
    const passes = new ExclusivePasses(db.client, { pollMs: 5 });
    const log: string[] = [];
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    const first = passes.run('reminders', async () => {
      log.push('first starts');
      await firstMayEnd;
      log.push('first ends');
    });
    while (log.length === 0) await new Promise((r) => setTimeout(r, 5));
    const second = passes.run('reminders', async () => log.push('second runs'));
    await passes.run('charges', async () => log.push('another job runs'));
    releaseFirst();
    await Promise.all([first, second]);
    expect(log).toEqual(['first starts', 'another job runs', 'first ends', 'second runs']);
  });

  it('a pass whose lease another process took stops before its next item, with a clear error', async () => {
    const passes = new ExclusivePasses(db.client, { leaseMs: 600 });
    const done: number[] = [];
    const pass = passes.run('reminders', async (lease) => {
      for (const item of [1, 2, 3]) {
        lease.assertHeld();
        done.push(item);
        if (item === 1) {
          // Another process took it over (this one stalled past it), for an hour.
          await db.client.query("update leases set owner = 'another process', expires_at = now() + interval '1 hour' where name = 'job:reminders'");
          // Its next renewal finds the lease gone.
          while ((() => { try { lease.assertHeld(); return true; } catch { return false; } })()) await new Promise((r) => setTimeout(r, 50));
        }
      }
    });
    await expect(pass).rejects.toThrow('The reminders pass stopped: another process may run it now (this one could not keep its lease).');
    expect(done).toEqual([1]);
    // Its end does not release the other process's lease.
    expect(await claimLeases(db.client, ['job:reminders'], 'a third', 60_000)).toEqual(new Set());
  });
});
