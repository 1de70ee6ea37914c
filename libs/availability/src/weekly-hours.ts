// A location's opening hours: per weekday, wall-clock blocks in the location's own zone.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Wall-clock "HH:mm" (24h) in the location's zone; endsAt may be "24:00" (end of day). */
export interface TimeBlock {
  startsAt: string;
  endsAt: string;
}

export interface DayHours {
  enabled: boolean;
  blocks: TimeBlock[];
}

export type WeeklyHours = Record<Weekday, DayHours>;

/** Spec §5/§9: hours default to 9:00 AM-5:00 PM. */
export const DEFAULT_TIME_BLOCK: Readonly<TimeBlock> = Object.freeze({ startsAt: '09:00', endsAt: '17:00' });
/** Spec §5/§9: a block added to a day that already has one defaults to 12:00 PM-5:00 PM. */
export const EXTRA_TIME_BLOCK: Readonly<TimeBlock> = Object.freeze({ startsAt: '12:00', endsAt: '17:00' });

const WEEKEND: ReadonlySet<Weekday> = new Set<Weekday>(['saturday', 'sunday']);

/** Mon-Fri 09:00-17:00 enabled; Sat/Sun disabled but keep the default block so enabling them needs one click. */
export const defaultWeeklyHours = (): WeeklyHours =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, { enabled: !WEEKEND.has(day), blocks: [{ ...DEFAULT_TIME_BLOCK }] }]),
  ) as WeeklyHours;

/** ISO weekday number (luxon: 1 = Monday ... 7 = Sunday) to our key. */
export const weekdayFromIso = (isoWeekday: number): Weekday => WEEKDAYS[isoWeekday - 1];

const WALL_CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after local midnight, or null when the text is not "HH:mm"; "24:00" only when allowed (block ends). */
export const parseWallClock = (text: unknown, allowEndOfDay = false): number | null => {
  if (typeof text !== 'string') return null;
  if (allowEndOfDay && text === '24:00') return 24 * 60;
  const match = WALL_CLOCK.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** A block as minutes after local midnight: [start, end). */
export interface MinuteBlock {
  start: number;
  end: number;
}

const label = (day: Weekday): string => day[0].toUpperCase() + day.slice(1);

const validateDay = (day: Weekday, hours: unknown): string | null => {
  const name = label(day);
  if (typeof hours !== 'object' || hours === null) return `${name}: hours are missing`;
  const { enabled, blocks } = hours as Partial<DayHours>;
  if (typeof enabled !== 'boolean') return `${name}: enabled must be true or false`;
  if (!Array.isArray(blocks)) return `${name}: blocks must be a list`;
  // Spec: removing the last block disables the day, so an enabled day always has one.
  if (enabled && blocks.length === 0) return `${name} is enabled but has no time blocks`;
  const parsed: (MinuteBlock & { index: number })[] = [];
  for (const [i, block] of blocks.entries()) {
    const n = i + 1;
    const start = parseWallClock((block as Partial<TimeBlock> | null)?.startsAt);
    const end = parseWallClock((block as Partial<TimeBlock> | null)?.endsAt, true);
    if (start === null) return `${name} block ${n}: start time must be HH:mm (00:00-23:59)`;
    if (end === null) return `${name} block ${n}: end time must be HH:mm (00:00-24:00)`;
    if (end <= start) return `${name} block ${n}: end time ${block.endsAt} must be after start time ${block.startsAt}`;
    parsed.push({ start, end, index: n });
  }
  parsed.sort((a, b) => a.start - b.start);
  for (let i = 1; i < parsed.length; i++) {
    const [prev, next] = [parsed[i - 1], parsed[i]];
    // Touching blocks (12:00-13:00 then 13:00-17:00) are fine; sharing any minute is not.
    if (next.start < prev.end) return `${name} blocks ${prev.index} and ${next.index} overlap`;
  }
  return null;
};

/** A user-facing message for the first problem found, or null when the hours are usable. */
export const validateWeeklyHours = (hours: unknown): string | null => {
  if (typeof hours !== 'object' || hours === null) return 'Weekly hours are missing';
  for (const day of WEEKDAYS) {
    const problem = validateDay(day, (hours as Record<string, unknown>)[day]);
    if (problem) return problem;
  }
  return null;
};

/** The blocks of one day as sorted minute ranges; assumes validateWeeklyHours passed. */
export const dayMinuteBlocks = (hours: DayHours): MinuteBlock[] =>
  hours.enabled
    ? hours.blocks
        .map((b) => ({ start: parseWallClock(b.startsAt) as number, end: parseWallClock(b.endsAt, true) as number }))
        .sort((a, b) => a.start - b.start)
    : [];
