import { jest } from '@jest/globals';
import type { RecordedEvent } from './event-store.js';
import { coalescedStreamReads, type StreamRead } from './coalesced-stream-reads.js';

const event = (streamId: string, revision: bigint): RecordedEvent => ({
  globalPosition: revision + 1n, transactionId: 1n, streamId, streamRevision: revision,
  eventId: `${streamId}-${revision}`, type: 'Happened', data: { nested: { n: Number(revision) } }, metadata: {}, recordedAt: '2026-11-29T00:00:00.000Z',
});

const fakeReads = () =>
  jest.fn(async (reads: readonly StreamRead[]) => reads.map(({ streamId, fromRevision }) => [fromRevision, fromRevision + 1n].map((r) => event(streamId, r))));

describe('coalescedStreamReads', () => {
  it('reads the streams asked for in one turn in one call, each caller getting its stream', async () => {
    const readStreams = fakeReads();
    const read = coalescedStreamReads(readStreams);
    const [a, b] = await Promise.all([read('practice-1', 0n), read('appointment-1', 3n)]);
    expect(readStreams).toHaveBeenCalledTimes(1);
    expect(a.map((e) => [e.streamId, e.streamRevision])).toEqual([['practice-1', 0n], ['practice-1', 1n]]);
    expect(b.map((e) => [e.streamId, e.streamRevision])).toEqual([['appointment-1', 3n], ['appointment-1', 4n]]);
  });

  it('reads a stream asked for twice once, and hands the second caller a copy it may change freely', async () => {
    const readStreams = fakeReads();
    const read = coalescedStreamReads(readStreams);
    const [first, second] = await Promise.all([read('practice-1', 0n), read('practice-1', 0n)]);
    expect(readStreams.mock.calls[0][0]).toEqual([{ streamId: 'practice-1', fromRevision: 0n }]);
    expect(second).toEqual(first);
    (second[0].data as { nested: { n: number } }).nested.n = 99;
    expect((first[0].data as { nested: { n: number } }).nested.n).toBe(0);
  });

  it('keeps reads of the same stream from different revisions apart', async () => {
    const readStreams = fakeReads();
    const read = coalescedStreamReads(readStreams);
    const [whole, tail] = await Promise.all([read('s', 0n), read('s', 5n)]);
    expect(readStreams.mock.calls[0][0]).toHaveLength(2);
    expect(whole[0].streamRevision).toBe(0n);
    expect(tail[0].streamRevision).toBe(5n);
  });
});
