// Busy time (pending/approved appointments, personal events) widened by the buffer, sorted and
// merged once so that each candidate slot is checked by binary search instead of a scan.
import { instantMillis } from './iso-instant.js';

/** ISO 8601 instants with an explicit offset (UTC or otherwise); [startsAt, endsAt). */
export interface BusyInterval {
  startsAt: string;
  endsAt: string;
}

const MINUTE = 60_000;

export class BusyIndex {
  // Disjoint, ascending [starts[i], ends[i]) ranges.
  private constructor(
    private readonly starts: Float64Array,
    private readonly ends: Float64Array,
  ) {}

  /** The index of the readable intervals of `busy`, each widened by the buffer. */
  static build(busy: readonly BusyInterval[], bufferMinutes: number): BusyIndex {
    const buffer = bufferMinutes * MINUTE;
    const starts = new Float64Array(busy.length);
    const ends = new Float64Array(busy.length);
    let count = 0;
    busy.forEach((interval) => {
      const start = instantMillis(interval?.startsAt);
      const end = instantMillis(interval?.endsAt);
      // Busy time is stored data (a personal event saved in year 0 before the API checked dates):
      // an interval that cannot be read, or ends before it starts, is left out rather than making
      // every availability query and booking of the practice fail. Readers log what they skip.
      if (Number.isNaN(start) || Number.isNaN(end) || end < start) return;
      // An empty interval blocks nothing by itself, but its buffer still does.
      if (end + buffer > start - buffer) {
        starts[count] = start - buffer;
        ends[count] = end + buffer;
        count++;
      }
    });
    // Starts and ends can be sorted apart (native numeric sort, no comparator): the i-th smallest
    // end is never before the i-th smallest start, so the union breaks exactly where a start
    // comes after the previous end. Touching ranges join: the union covers the same instants.
    const sortedStarts = starts.subarray(0, count).sort();
    const sortedEnds = ends.subarray(0, count).sort();
    const mergedStarts: number[] = [];
    const mergedEnds: number[] = [];
    for (let i = 0; i < count; i++) {
      if (i === 0 || sortedStarts[i] > sortedEnds[i - 1]) {
        mergedStarts.push(sortedStarts[i]);
        mergedEnds.push(sortedEnds[i]);
      } else {
        mergedEnds[mergedEnds.length - 1] = sortedEnds[i];
      }
    }
    return new BusyIndex(Float64Array.from(mergedStarts), Float64Array.from(mergedEnds));
  }

  /** Whether [start, end) shares any instant with widened busy time; touching edges do not count. */
  overlaps(start: number, end: number): boolean {
    // First range that ends after the slot starts; only it can overlap, since ranges are disjoint and sorted.
    let [lo, hi] = [0, this.ends.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.ends[mid] <= start) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.ends.length && this.starts[lo] < end;
  }

  get size(): number {
    return this.starts.length;
  }
}
