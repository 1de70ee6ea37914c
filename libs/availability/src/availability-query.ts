// What callers pass in, what they get back, and the checked, pre-computed form the engine runs on.
import { DateTime } from 'luxon';
import { isIanaZone } from './time-zone.js';
import { BusyIndex, type BusyInterval } from './busy-index.js';
import {
  dayMinuteBlocks,
  validateWeeklyHours,
  WEEKDAYS,
  type MinuteBlock,
  type Weekday,
  type WeeklyHours,
} from './weekly-hours.js';

/** Everything that decides whether one start time is bookable. */
export interface SlotRules {
  /** IANA zone of the location; hours and dates are read in it. */
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** Length of the service or variation. */
  durationMinutes: number;
  /** Start-time grid, counted from the start of each block (09:00 with 30 gives 09:00, 09:30, ...). */
  incrementMinutes: number;
  /** Widens every busy interval on both sides. */
  bufferMinutes: number;
  /** No slot starts before now + lead. */
  leadTimeMinutes: number;
  busy: readonly BusyInterval[];
  /** The caller's clock; the engine never reads one. */
  now: Date;
}

export interface AvailabilityQuery extends SlotRules {
  /** First local date, "YYYY-MM-DD" in the location's zone. */
  from: string;
  /** Last local date, inclusive. */
  to: string;
}

export interface DaySlots {
  /** Local date, "YYYY-MM-DD". */
  date: string;
  /** Ascending ISO instants with the zone's offset, e.g. 2026-03-08T09:00:00-04:00. */
  datetimes: string[];
}

export interface AvailabilityResult {
  timeZone: string;
  /** Only days with at least one slot, ascending. */
  availableSlots: DaySlots[];
}

/** A longer range is a caller bug (or abuse), not a calendar view. */
export const MAX_RANGE_DAYS = 366;

const MINUTE = 60_000;

type BlocksByDay = Record<Weekday, MinuteBlock[]>;

export interface PreparedRules {
  timeZone: string;
  blocksByDay: BlocksByDay;
  durationMs: number;
  incrementMinutes: number;
  /** Epoch ms: now + lead time. */
  earliestStart: number;
  busy: BusyIndex;
}

const requireWholeMinutes = (value: unknown, field: string, min: number): number => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new RangeError(`${field} must be a whole number of minutes, at least ${min}, got ${String(value)}`);
  }
  return value;
};

/** Checks the rules and turns them into numbers; throws RangeError with the reason when they are unusable. */
export const prepareRules = (rules: SlotRules): PreparedRules => {
  if (!isIanaZone(rules.timeZone)) {
    throw new RangeError(`timeZone must be an IANA zone, got ${String(rules.timeZone)}`);
  }
  const hoursProblem = validateWeeklyHours(rules.weeklyHours);
  if (hoursProblem) throw new RangeError(hoursProblem);
  const now = rules.now instanceof Date ? rules.now.getTime() : NaN;
  if (Number.isNaN(now)) throw new RangeError('now must be a valid Date');
  if (!Array.isArray(rules.busy)) throw new RangeError('busy must be a list');
  const duration = requireWholeMinutes(rules.durationMinutes, 'durationMinutes', 1);
  const increment = requireWholeMinutes(rules.incrementMinutes, 'incrementMinutes', 1);
  const buffer = requireWholeMinutes(rules.bufferMinutes, 'bufferMinutes', 0);
  const lead = requireWholeMinutes(rules.leadTimeMinutes, 'leadTimeMinutes', 0);
  return {
    timeZone: rules.timeZone,
    blocksByDay: Object.fromEntries(WEEKDAYS.map((d) => [d, dayMinuteBlocks(rules.weeklyHours[d])])) as BlocksByDay,
    durationMs: duration * MINUTE,
    incrementMinutes: increment,
    earliestStart: now + lead * MINUTE, // lead >= 0, so this also rules out the past
    busy: BusyIndex.build(rules.busy, buffer),
  };
};

/** A local calendar date as a luxon DateTime at midnight UTC (dates, not instants: no zone math here). */
export const parseLocalDate = (text: unknown, field: string): DateTime => {
  const wellFormed = typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = wellFormed ? DateTime.fromISO(text, { zone: 'utc' }) : null;
  if (!date?.isValid) throw new RangeError(`${field} must be a date YYYY-MM-DD, got ${String(text)}`);
  return date;
};

/** The local dates from..to inclusive; throws when reversed or longer than MAX_RANGE_DAYS. */
export const localDateRange = (from: unknown, to: unknown): DateTime[] => {
  const first = parseLocalDate(from, 'from');
  const last = parseLocalDate(to, 'to');
  const days = last.diff(first, 'days').days + 1;
  if (days < 1) throw new RangeError('to must not be before from');
  if (days > MAX_RANGE_DAYS) throw new RangeError(`A range covers at most ${MAX_RANGE_DAYS} days`);
  return Array.from({ length: days }, (_, i) => first.plus({ days: i }));
};
