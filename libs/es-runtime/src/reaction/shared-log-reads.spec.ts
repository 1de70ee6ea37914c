import { jest } from '@jest/globals';
import { EventEmitter } from 'node:events';
import type { EventStore, LogPosition, RecordedEvent } from '#app/eventstore';
import { REACTION_GATHER_MS, sharedLogReads } from './shared-log-reads.js';

/** A store whose reads wait until the test lets them answer, and whose appends it signals. */
const fakeStore = () => {
  const appended = new EventEmitter();
  const pending: Array<() => void> = [];
  const readAll = jest.fn((_after: LogPosition, _max: number) => new Promise<RecordedEvent[]>((resolve) => pending.push(() => resolve([]))));
  const store = { readAll, onAppended: (l: () => void) => (appended.on('a', l), () => appended.off('a', l)) } as unknown as EventStore;
  return { store, readAll, signal: () => appended.emit('a'), answerAll: () => pending.splice(0).forEach((answer) => answer()) };
};

const at = (n: bigint): LogPosition => ({ transactionId: 1n, globalPosition: n });

describe('sharedLogReads', () => {
  it('shares a read in flight at the same position, across readers of the same store', async () => {
    const { store, readAll, answerAll } = fakeStore();
    const one = sharedLogReads(store);
    const two = sharedLogReads(store);
    const reads = [one.readAfter(at(5n), 200), two.readAfter(at(5n), 200), one.readAfter(at(5n), 200)];
    expect(reads[0]).toBe(reads[1]);
    expect(readAll).toHaveBeenCalledTimes(1);
    answerAll();
    await Promise.all(reads);
  });

  it('does not share a read started before an append (it may not hold it), nor one of another position or size', async () => {
    const { store, readAll, signal, answerAll } = fakeStore();
    const log = sharedLogReads(store);
    const before = log.readAfter(at(5n), 200);
    expect(log.appendsSoFar()).toBe(0);
    signal();
    expect(log.appendsSoFar()).toBe(1);
    const after = log.readAfter(at(5n), 200);
    expect(after).not.toBe(before);
    expect(log.readAfter(at(5n), 200)).toBe(after);
    log.readAfter(at(6n), 200);
    log.readAfter(at(5n), 1000);
    expect(readAll).toHaveBeenCalledTimes(4);
    answerAll();
    await Promise.all([before, after]);
  });

  it('reads again once a read has answered', async () => {
    const { store, readAll, answerAll } = fakeStore();
    const log = sharedLogReads(store);
    const first = log.readAfter(at(5n), 200);
    answerAll();
    await first;
    log.readAfter(at(5n), 200);
    expect(readAll).toHaveBeenCalledTimes(2);
    answerAll();
  });

  describe('gathered wakes', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('calls every listener of the store in one callback at the next gather tick after appends, once for several appends', () => {
      const { store, signal } = fakeStore();
      const calls: string[] = [];
      const one = sharedLogReads(store);
      const two = sharedLogReads(store);
      one.onGathered(() => calls.push('one'));
      two.onGathered(() => calls.push('two'));
      signal();
      signal();
      expect(calls).toEqual([]); // not at once
      jest.advanceTimersByTime(REACTION_GATHER_MS);
      expect(calls).toEqual(['one', 'two']);
      jest.advanceTimersByTime(10 * REACTION_GATHER_MS);
      expect(calls).toEqual(['one', 'two']); // nothing appended since
    });

    it('wakes on request too, and no longer calls a listener that unsubscribed', () => {
      const { store } = fakeStore();
      const log = sharedLogReads(store);
      const calls: string[] = [];
      const off = log.onGathered(() => calls.push('gone'));
      log.onGathered(() => calls.push('stays'));
      off();
      log.wakeAtNextGather();
      log.wakeAtNextGather();
      jest.advanceTimersByTime(REACTION_GATHER_MS);
      expect(calls).toEqual(['stays']);
    });
  });
});
