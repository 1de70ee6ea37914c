// The engine's entry points. Pure: no I/O, no clock (the caller passes `now`).
import { DateTime } from 'luxon';
import {
  localDateRange,
  prepareRules,
  type AvailabilityQuery,
  type AvailabilityResult,
  type DaySlots,
  type SlotRules,
} from './availability-query.js';
import { parseInstant } from './iso-instant.js';
import { freeStartsOnDay } from './day-slots.js';
import { ZoneOffsetTimeline } from './zone-offset-timeline.js';

const DAY = 24 * 60 * 60_000;

/** Alternatives are looked for this far ahead unless the caller says otherwise. */
export const DEFAULT_ALTERNATIVES_HORIZON_DAYS = 62;

// A local date's instants lie within a day of its local midnight read as UTC; one more day of
// margin on each side keeps every lookup inside the window the timeline was built for.
const timelineFor = (timeZone: string, firstDate: DateTime, lastDate: DateTime): ZoneOffsetTimeline =>
  ZoneOffsetTimeline.covering(timeZone, firstDate.toMillis() - 2 * DAY, lastDate.toMillis() + 3 * DAY);

/** The local date (midnight UTC form) on which an instant falls in the timeline's zone. */
const localDateOf = (timeline: ZoneOffsetTimeline, instant: number): DateTime =>
  DateTime.fromMillis(timeline.toLocal(instant), { zone: 'utc' }).startOf('day');

/** Bookable starts for every local date from..to (inclusive); days without any are left out. */
export const computeAvailability = (query: AvailabilityQuery): AvailabilityResult => {
  const rules = prepareRules(query);
  const dates = localDateRange(query.from, query.to);
  const timeline = timelineFor(rules.timeZone, dates[0], dates[dates.length - 1]);
  const availableSlots: DaySlots[] = [];
  for (const date of dates) {
    const starts = freeStartsOnDay(rules, timeline, date);
    if (starts.length === 0) continue;
    availableSlots.push({ date: date.toISODate() as string, datetimes: starts.map((s) => timeline.formatInstant(s)) });
  }
  return { timeZone: rules.timeZone, availableSlots };
};

/**
 * Whether one start is bookable under the same rules, e.g. to re-check a booking just before
 * it is accepted (another booking may have taken the time since the list was shown).
 * Any offset is accepted in `startsAt`; what counts is the instant.
 */
export const isSlotAvailable = (rules: SlotRules, startsAt: string): boolean => {
  const prepared = prepareRules(rules);
  const start = parseInstant(startsAt, 'startsAt');
  if (start < prepared.earliestStart) return false; // cheap exit before any zone work
  // Its local date starts within a day and a half of it: three days each side cover that date's margins.
  const timeline = ZoneOffsetTimeline.covering(prepared.timeZone, start - 3 * DAY, start + 3 * DAY);
  return freeStartsOnDay(prepared, timeline, localDateOf(timeline, start)).includes(start);
};

/**
 * The first `count` bookable starts strictly after `after` (typically a start that was just
 * taken), looking at most `horizonDays` local dates ahead, to offer as alternatives.
 */
export const nextAvailableSlots = (
  rules: SlotRules,
  after: string,
  count: number,
  horizonDays: number = DEFAULT_ALTERNATIVES_HORIZON_DAYS,
): string[] => {
  const prepared = prepareRules(rules);
  const threshold = parseInstant(after, 'after');
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a whole number, at least 0');
  if (!Number.isInteger(horizonDays) || horizonDays < 1 || horizonDays > 366) {
    throw new RangeError('horizonDays must be a whole number from 1 to 366');
  }
  if (count === 0) return [];
  // Nothing before now + lead can be offered, so start from whichever is later.
  const from = Math.max(threshold, prepared.earliestStart);
  const timeline = ZoneOffsetTimeline.covering(prepared.timeZone, from - 3 * DAY, from + (horizonDays + 3) * DAY);
  const firstDate = localDateOf(timeline, from);
  const lastDate = firstDate.plus({ days: horizonDays - 1 });
  const found: string[] = [];
  for (let date = firstDate; date <= lastDate && found.length < count; date = date.plus({ days: 1 })) {
    for (const start of freeStartsOnDay(prepared, timeline, date)) {
      if (start <= threshold) continue;
      found.push(timeline.formatInstant(start));
      if (found.length === count) break;
    }
  }
  return found;
};
