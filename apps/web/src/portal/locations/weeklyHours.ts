// Editing a location's weekly hours (spec 002 §5 "Locations and hours"), as pure functions.
// The shape and the defaults (spec 002 §9: 9:00 AM-5:00 PM Monday to Friday; an extra block
// 12:00 PM-5:00 PM) are the availability library's, as the server has them; the editing steps and
// their words are the portal's.
import { DEFAULT_TIME_BLOCK, EXTRA_TIME_BLOCK, WEEKDAYS, type DayHours, type TimeBlock, type Weekday, type WeeklyHours } from '@app/availability/shared';

export { defaultWeeklyHours } from '@app/availability/shared';

export function dayLabel(day: Weekday): string {
  return day[0].toUpperCase() + day.slice(1);
}

/** Whatever the server stored, as a full week (a missing day is off). */
export function completeWeek(value: unknown): WeeklyHours {
  const source = (value && typeof value === 'object' ? value : {}) as Partial<Record<Weekday, Partial<DayHours>>>;
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const hours = source[day];
      const blocks = Array.isArray(hours?.blocks) ? hours.blocks.map((b) => ({ startsAt: b.startsAt, endsAt: b.endsAt })) : [];
      return [day, { enabled: Boolean(hours?.enabled) && blocks.length > 0, blocks }];
    }),
  ) as WeeklyHours;
}

function withDay(hours: WeeklyHours, day: Weekday, next: DayHours): WeeklyHours {
  return { ...hours, [day]: next };
}

/** Turning a day on that has no hours gives it the default block. */
export function setDayEnabled(hours: WeeklyHours, day: Weekday, enabled: boolean): WeeklyHours {
  const blocks = enabled && hours[day].blocks.length === 0 ? [{ ...DEFAULT_TIME_BLOCK }] : hours[day].blocks;
  return withDay(hours, day, { enabled, blocks });
}

export function addBlock(hours: WeeklyHours, day: Weekday): WeeklyHours {
  const blocks = hours[day].blocks;
  return withDay(hours, day, { enabled: true, blocks: [...blocks, { ...(blocks.length ? EXTRA_TIME_BLOCK : DEFAULT_TIME_BLOCK) }] });
}

/** Removing the last block of a day turns the day off. */
export function removeBlock(hours: WeeklyHours, day: Weekday, index: number): WeeklyHours {
  const blocks = hours[day].blocks.filter((_, i) => i !== index);
  return withDay(hours, day, { enabled: blocks.length > 0 && hours[day].enabled, blocks });
}

export function changeBlock(hours: WeeklyHours, day: Weekday, index: number, change: Partial<TimeBlock>): WeeklyHours {
  const blocks = hours[day].blocks.map((block, i) => (i === index ? { ...block, ...change } : block));
  return withDay(hours, day, { ...hours[day], blocks });
}

const minutes = (time: string) => (time === '24:00' ? 1440 : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));

/** What is wrong with one day's hours, in words, or null. The server checks the same. */
export function dayProblem(hours: DayHours): string | null {
  if (!hours.enabled) return null;
  const ranges = hours.blocks.map((b) => ({ start: minutes(b.startsAt), end: minutes(b.endsAt) }));
  if (ranges.some((r) => r.end <= r.start)) return 'The end time must be after the start time.';
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  if (sorted.some((r, i) => i > 0 && r.start < sorted[i - 1].end)) return 'These hours overlap.';
  return null;
}

/** The first day with a problem, for the form's validation. */
export function weekProblem(hours: WeeklyHours): string | null {
  for (const day of WEEKDAYS) {
    const problem = dayProblem(hours[day]);
    if (problem) return `${dayLabel(day)}: ${problem}`;
  }
  return null;
}
