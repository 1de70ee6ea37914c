// The UTC offsets of one IANA zone over a bounded window, as segments between transitions.
// Asking luxon for an offset costs an Intl call (~2 µs); a month of slots needs thousands of
// wall-clock <-> instant conversions, so we find the few transitions once and answer from them.
//
// "Local ms" below means a wall-clock reading encoded as if it were UTC
// (Date.UTC(y, m, d, hh, mm)); instant = local - offset.
import { DateTime, FixedOffsetZone, IANAZone } from 'luxon';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Transitions are months apart in every zone; sampling every 6 hours finds each one as long as
// no zone changes its offset and changes it back within 6 hours (none does in the tz database).
const SAMPLE_STEP = 6 * HOUR;
// Real offsets lie within -12h..+14h, so the instants showing a wall-clock reading lie within a day of it.
const OFFSET_REACH = 24 * HOUR;

/** A half-open range of instants [start, end) in epoch ms. */
export interface InstantRange {
  start: number;
  end: number;
}

const MAX_CACHED_YEARS = 3;
const MAX_CACHED_TIMELINES = 500;
const yearTimelines = new Map<string, ZoneOffsetTimeline>();

export class ZoneOffsetTimeline {
  // Segment i covers [starts[i], starts[i + 1]) at offsets[i] minutes; the first and last segments
  // extend to infinity, which is right as long as callers stay inside the window they built.
  private constructor(
    private readonly starts: number[],
    private readonly offsets: number[],
  ) {}

  /**
   * A timeline valid over [fromMs, toMs]: one of whole UTC years, built once per zone and years and
   * kept (a process's tz data never changes), so a booking's check or a page of availability asks
   * Intl nothing. Windows of more than MAX_CACHED_YEARS years are built as asked, not kept.
   */
  static covering(timeZone: string, fromMs: number, toMs: number): ZoneOffsetTimeline {
    const [firstYear, lastYear] = [new Date(fromMs).getUTCFullYear(), new Date(toMs).getUTCFullYear()];
    if (!Number.isFinite(firstYear) || !Number.isFinite(lastYear) || lastYear - firstYear >= MAX_CACHED_YEARS) {
      return ZoneOffsetTimeline.build(timeZone, fromMs, toMs);
    }
    const key = `${timeZone}|${firstYear}|${lastYear}`;
    let timeline = yearTimelines.get(key);
    if (!timeline) {
      timeline = ZoneOffsetTimeline.build(timeZone, Date.UTC(firstYear, 0, 1), Date.UTC(lastYear + 1, 0, 1));
      if (yearTimelines.size >= MAX_CACHED_TIMELINES) yearTimelines.delete(yearTimelines.keys().next().value as string);
      yearTimelines.set(key, timeline);
    }
    return timeline;
  }

  static build(timeZone: string, fromMs: number, toMs: number): ZoneOffsetTimeline {
    const zone = IANAZone.create(timeZone);
    const from = Math.floor(fromMs / MINUTE) * MINUTE; // minute-aligned so every build finds the same minutes
    const starts = [-Infinity];
    const offsets = [zone.offset(from)];
    let known = from; // latest instant known to have the last segment's offset
    while (known < toMs) {
      const probe = Math.min(known + SAMPLE_STEP, Math.ceil(toMs / MINUTE) * MINUTE);
      if (zone.offset(probe) === offsets[offsets.length - 1]) {
        known = probe;
        continue;
      }
      // Bisect to the first minute with a different offset (transitions fall on whole minutes).
      let [lo, hi] = [known, probe];
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (zone.offset(mid) === offsets[offsets.length - 1]) lo = mid;
        else hi = mid;
      }
      starts.push(hi);
      offsets.push(zone.offset(hi));
      known = hi;
    }
    return new ZoneOffsetTimeline(starts, offsets);
  }

  /** UTC offset in minutes at an instant. */
  offsetAt(instant: number): number {
    return this.offsets[this.segmentAt(instant)];
  }

  /** The wall-clock reading of an instant, as local ms. */
  toLocal(instant: number): number {
    return instant + this.offsetAt(instant) * MINUTE;
  }

  /**
   * Every instant whose wall clock reads `local`, ascending: none inside a spring-forward gap,
   * two inside a fall-back repeat, one otherwise.
   */
  instantsAtWall(local: number): number[] {
    const found: number[] = [];
    const last = this.segmentAt(local + OFFSET_REACH);
    for (let i = this.segmentAt(local - OFFSET_REACH); i <= last; i++) {
      const instant = local - this.offsets[i] * MINUTE;
      if (instant >= this.starts[i] && instant < this.segmentEnd(i)) found.push(instant);
    }
    return found;
  }

  /**
   * The instants whose wall clock reads within [localStart, localEnd), as maximal contiguous
   * ranges, ascending. Across a spring-forward gap this is one range (the clock skips, time does
   * not); when a fall-back repeat re-enters the range from below it splits in two.
   */
  wallRangeInstants(localStart: number, localEnd: number): InstantRange[] {
    const ranges: InstantRange[] = [];
    const last = this.segmentAt(localEnd + OFFSET_REACH);
    for (let i = this.segmentAt(localStart - OFFSET_REACH); i <= last; i++) {
      const shift = this.offsets[i] * MINUTE;
      const start = Math.max(this.starts[i], localStart - shift);
      const end = Math.min(this.segmentEnd(i), localEnd - shift);
      if (start >= end) continue;
      const previous = ranges[ranges.length - 1];
      if (previous && previous.end === start) previous.end = end;
      else ranges.push({ start, end });
    }
    return ranges;
  }

  /** ISO 8601 with the zone's offset at that instant, e.g. 2026-03-08T09:00:00-04:00 (never "Z"). */
  formatInstant(instant: number): string {
    const offset = this.offsetAt(instant);
    // A fixed-offset zone spares luxon its Intl lookup; we already know the offset.
    const local = DateTime.fromMillis(instant, { zone: FixedOffsetZone.instance(offset) });
    return local.toISO({ suppressMilliseconds: true, includeOffset: false }) + formatOffset(offset);
  }

  private segmentEnd(i: number): number {
    return i + 1 < this.starts.length ? this.starts[i + 1] : Infinity;
  }

  private segmentAt(instant: number): number {
    let [lo, hi] = [0, this.starts.length - 1];
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= instant) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}

const formatOffset = (minutes: number): string => {
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};
