import { KeyedLock } from './keyed-lock.js';

describe('KeyedLock', () => {
  it('runs work for one key one at a time, in order, and keys independently', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const step = (key: string, name: string, release: Promise<void>) =>
      lock.run(key, async () => {
        log.push(`start ${name}`);
        await release;
        log.push(`end ${name}`);
        return name;
      });
    let releaseA: () => void = () => {};
    const a = step('p1', 'a', new Promise((r) => (releaseA = r)));
    const b = step('p1', 'b', Promise.resolve());
    const c = step('p2', 'c', Promise.resolve());
    await c;
    expect(log).toEqual(['start a', 'start c', 'end c']);
    releaseA();
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(log).toEqual(['start a', 'start c', 'end c', 'end a', 'start b', 'end b']);
  });

  it('a failure does not block the next work for that key', async () => {
    const lock = new KeyedLock();
    await expect(lock.run('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lock.run('k', async () => 42)).toBe(42);
  });
});
