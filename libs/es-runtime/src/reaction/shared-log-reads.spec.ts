import type { EventStore, LogPosition, RecordedEvent } from '#app/eventstore';
import { readLogShared } from './shared-log-reads.js';

const at = (n: number): LogPosition => ({ transactionId: BigInt(n), globalPosition: BigInt(n) });

/** A store whose reads stay open until released, counting them. */
const slowStore = () => {
  const calls: Array<{ after: LogPosition; release: (events: RecordedEvent[]) => void }> = [];
  const store = {
    readAll: (after: LogPosition) => new Promise<RecordedEvent[]>((release) => calls.push({ after, release })),
  } as unknown as EventStore;
  return { store, calls };
};

describe('reading the log for reactions', () => {
  it('joins a read of the same batch already in flight', async () => {
    const { store, calls } = slowStore();
    const reads = [readLogShared(store, at(5), 200), readLogShared(store, at(5), 200), readLogShared(store, at(5), 200)];
    expect(calls).toHaveLength(1);
    calls[0].release([]);
    expect(await Promise.all(reads)).toEqual([[], [], []]);
  });

  it('reads again once that read has answered, and never joins a read from another position or of another size', async () => {
    const { store, calls } = slowStore();
    const first = readLogShared(store, at(5), 200);
    readLogShared(store, at(6), 200);
    readLogShared(store, at(5), 1000);
    expect(calls).toHaveLength(3);
    calls[0].release([]);
    await first;
    readLogShared(store, at(5), 200);
    expect(calls).toHaveLength(4);
  });

  it('keeps the stores apart', () => {
    const one = slowStore();
    const two = slowStore();
    readLogShared(one.store, at(1), 200);
    readLogShared(two.store, at(1), 200);
    expect([one.calls.length, two.calls.length]).toEqual([1, 1]);
  });
});
