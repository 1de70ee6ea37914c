// A deliberately naive model of the slot rules, written straight from their statement with
// plain luxon calls and no shared code with the engine, so property tests can compare the two.
// Slow (every check is an Intl lookup) and only valid for the inputs the arbitraries make:
// block edges and increments on a 15-minute grid, zones whose offsets are whole quarter hours.
import { DateTime } from 'luxon';
import type { AvailabilityQuery, BusyInterval, SlotRules, Weekday } from '../index.js';

const MINUTE = 60_000;
// Offsets, transitions, block edges and grid starts all sit on quarter hours, so any stretch of a
// slot that reads outside its block begins on a quarter hour: sampling every 15 minutes finds it.
const SAMPLE = 15 * MINUTE;
const WEEKDAY_KEYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Local date and minutes after midnight that the zone's clocks show at an instant. */
export const wallClockAt = (timeZone: string, instant: number): { date: string; minute: number } => {
  const local = DateTime.fromMillis(instant, { zone: timeZone });
  return { date: local.toISODate() as string, minute: local.hour * 60 + local.minute };
};

/** Every instant at which the clocks on `date` show `minute`: try instants near luxon's guess. */
export const instantsShowing = (timeZone: string, date: string, minute: number): number[] => {
  const [year, month, day] = date.split('-').map(Number);
  const guess = DateTime.fromObject(
    { year, month, day, hour: Math.floor(minute / 60), minute: minute % 60 },
    { zone: timeZone },
  ).toMillis();
  const found: number[] = [];
  for (let shift = -120; shift <= 120; shift += 15) {
    const instant = guess + shift * MINUTE;
    const shown = wallClockAt(timeZone, instant);
    if (shown.date === date && shown.minute === minute) found.push(instant);
  }
  return found;
};

export interface ReferenceBlock {
  start: number;
  end: number;
}

/** The blocks of the weekday of `date` (none when the day is off). */
export const blocksOn = (rules: SlotRules, date: string): ReferenceBlock[] => {
  const day = rules.weeklyHours[WEEKDAY_KEYS[DateTime.fromISO(date, { zone: 'utc' }).weekday - 1]];
  return day.enabled ? day.blocks.map((b) => ({ start: minutesOf(b.startsAt), end: minutesOf(b.endsAt) })) : [];
};

/** Whether every instant of [start, start + duration) reads, on `date`, within the block. */
export const slotInsideBlock = (timeZone: string, date: string, block: ReferenceBlock, start: number, durationMs: number) => {
  for (let instant = start; instant < start + durationMs; instant += SAMPLE) {
    const shown = wallClockAt(timeZone, instant);
    if (shown.date !== date || shown.minute < block.start || shown.minute >= block.end) return false;
  }
  return true;
};

/** The busy interval, widened by the buffer, that [start, end) overlaps, if any. */
export const clashingBusy = (busy: readonly BusyInterval[], bufferMinutes: number, start: number, end: number) =>
  busy.find((b) => {
    const [from, to] = [Date.parse(b.startsAt) - bufferMinutes * MINUTE, Date.parse(b.endsAt) + bufferMinutes * MINUTE];
    return from < to && start < to && from < end;
  });

/** Bookable starts per local date, straight from the rules: grid, block, lead, busy. */
export const referenceAvailability = (query: AvailabilityQuery): { date: string; starts: number[] }[] => {
  const durationMs = query.durationMinutes * MINUTE;
  const earliest = query.now.getTime() + query.leadTimeMinutes * MINUTE;
  const days: { date: string; starts: number[] }[] = [];
  const last = DateTime.fromISO(query.to, { zone: 'utc' });
  for (let d = DateTime.fromISO(query.from, { zone: 'utc' }); d <= last; d = d.plus({ days: 1 })) {
    const date = d.toISODate() as string;
    const starts: number[] = [];
    for (const block of blocksOn(query, date)) {
      for (let minute = block.start; minute < block.end; minute += query.incrementMinutes) {
        for (const start of instantsShowing(query.timeZone, date, minute)) {
          if (start < earliest) continue;
          if (!slotInsideBlock(query.timeZone, date, block, start, durationMs)) continue;
          if (clashingBusy(query.busy, query.bufferMinutes, start, start + durationMs)) continue;
          starts.push(start);
        }
      }
    }
    if (starts.length > 0) days.push({ date, starts: starts.sort((a, b) => a - b) });
  }
  return days;
};
