// Whole-stream reads asked for in the same turn of the event loop go to the database as one
// statement (see gatherPerTurn). The reactions of a process take each batch of the log together,
// and each loads the streams its event names (the appointment, its practice, the practice's
// settings): a request+accept pair read about 13 streams in as many round trips.
//
// A stream asked for twice in a turn is read once; each caller still gets events of its own (the
// first the ones read, the others a copy), so that no caller can change what another folds.
import { gatherPerTurn } from '#app/postgres';
import type { RecordedEvent } from './event-store.js';

export interface StreamRead {
  streamId: string;
  fromRevision: bigint;
}

/** Reads several distinct streams in one statement: result i holds read i's events. */
export type ReadStreams = (reads: readonly StreamRead[]) => Promise<RecordedEvent[][]>;

const keyOf = ({ streamId, fromRevision }: StreamRead) => `${fromRevision}:${streamId}`;

/** Reads the distinct streams of `reads` once, and hands each read its events. */
const readDistinct = async (reads: StreamRead[], readStreams: ReadStreams): Promise<RecordedEvent[][]> => {
  const index = new Map<string, number>();
  const distinct: StreamRead[] = [];
  for (const read of reads) {
    const key = keyOf(read);
    if (!index.has(key)) {
      index.set(key, distinct.length);
      distinct.push(read);
    }
  }
  const results = await readStreams(distinct);
  const handedOut = new Set<number>();
  return reads.map((read) => {
    const i = index.get(keyOf(read))!;
    const first = !handedOut.has(i);
    handedOut.add(i);
    return first ? results[i] : structuredClone(results[i]);
  });
};

/** A readStream(streamId, fromRevision) that gathers the calls of one turn into one readStreams. */
export const coalescedStreamReads = (readStreams: ReadStreams) => {
  const read = gatherPerTurn((reads: StreamRead[]) => readDistinct(reads, readStreams));
  return (streamId: string, fromRevision: bigint): Promise<RecordedEvent[]> => read({ streamId, fromRevision });
};
