// fast-check generators for availability queries, skewed towards the nights when clocks change.
import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  BUFFER_TIME_OPTIONS,
  LEAD_TIME_OPTIONS,
  START_TIME_INCREMENT_OPTIONS,
  WEEKDAYS,
  type AvailabilityQuery,
  type BusyInterval,
  type DayHours,
  type TimeBlock,
  type WeeklyHours,
} from '../index.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Zones with a one-hour DST shift (both hemispheres), a 30-minute shift, a 45-minute offset, a half-hour offset, none. */
export const TEST_ZONES = [
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'UTC',
  'Pacific/Chatham',
] as const;

/** Local dates in 2026 on which each zone's clocks change. */
export const CLOCK_CHANGE_DATES: Record<(typeof TEST_ZONES)[number], string[]> = {
  'America/New_York': ['2026-03-08', '2026-11-01'],
  'Europe/London': ['2026-03-29', '2026-10-25'],
  'Australia/Lord_Howe': ['2026-04-05', '2026-10-04'],
  'Pacific/Chatham': ['2026-04-05', '2026-09-27'],
  'Asia/Kolkata': [],
  UTC: [],
};

const wallClock = (quarter: number): string =>
  `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;

/** 0-3 non-overlapping blocks with edges on quarter hours; "24:00" can end the last one. */
const randomBlocks: fc.Arbitrary<TimeBlock[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 96 }), { maxLength: 6 })
  .map((edges) => {
    const sorted = [...edges].sort((a, b) => a - b);
    const blocks: TimeBlock[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) {
      blocks.push({ startsAt: wallClock(sorted[i]), endsAt: wallClock(sorted[i + 1]) });
    }
    return blocks;
  });

// Blocks that cover the hours in which clocks change (01:00-03:45 in the test zones).
const nightBlocks = fc.constantFrom<TimeBlock[]>(
  [{ startsAt: '00:00', endsAt: '04:00' }],
  [{ startsAt: '01:00', endsAt: '03:00' }],
  [{ startsAt: '01:30', endsAt: '03:00' }],
  [{ startsAt: '00:00', endsAt: '01:30' }, { startsAt: '01:30', endsAt: '05:00' }],
  [{ startsAt: '02:15', endsAt: '05:00' }],
  [{ startsAt: '00:00', endsAt: '24:00' }],
  [{ startsAt: '09:00', endsAt: '17:00' }],
);

const dayHours: fc.Arbitrary<DayHours> = fc
  .record({
    enabled: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
    blocks: fc.oneof(randomBlocks, nightBlocks),
  })
  // An enabled day always has a block (spec: removing the last block disables the day).
  .map(({ enabled, blocks }) => ({ enabled: enabled && blocks.length > 0, blocks }));

export const weeklyHoursArb: fc.Arbitrary<WeeklyHours> = fc.record(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<keyof WeeklyHours, fc.Arbitrary<DayHours>>,
);

const anyDate2026 = fc.integer({ min: 0, max: 364 }).map((i) => DateTime.utc(2026, 1, 1).plus({ days: i }).toISODate() as string);

/** A first date near one of the zone's clock changes, or anywhere in 2026. */
const firstDateArb = (zone: (typeof TEST_ZONES)[number]): fc.Arbitrary<string> => {
  const changes = CLOCK_CHANGE_DATES[zone];
  if (changes.length === 0) return anyDate2026;
  const nearChange = fc
    .tuple(fc.constantFrom(...changes), fc.integer({ min: 0, max: 2 }))
    .map(([date, back]) => DateTime.fromISO(date, { zone: 'utc' }).minus({ days: back }).toISODate() as string);
  return fc.oneof({ arbitrary: nearChange, weight: 3 }, { arbitrary: anyDate2026, weight: 1 });
};

// Mostly quarter hours, so that busy edges often touch slot edges exactly; sometimes any minute.
const minutesUpTo = (max: number): fc.Arbitrary<number> =>
  fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: Math.floor(max / 15) }).map((q) => q * 15), weight: 2 },
    { arbitrary: fc.integer({ min: 0, max }), weight: 1 },
  );

/** Busy intervals of 0-4 hours anywhere from a day before `from` to two days after `to`. */
const busyArb = (fromMidnightUtc: number, days: number): fc.Arbitrary<BusyInterval[]> =>
  fc.array(
    fc.record({ at: minutesUpTo((days + 3) * 1440).map((m) => m - 1440), length: minutesUpTo(240) }).map(
      ({ at, length }) => {
        const start = fromMidnightUtc + at * MINUTE;
        return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + length * MINUTE).toISOString() };
      },
    ),
    { maxLength: 30, size: 'medium' },
  );

export interface GeneratedQuery {
  query: AvailabilityQuery;
  /** Local midnight of `from`, read as UTC: a reference point for generating instants nearby. */
  fromMidnightUtc: number;
  days: number;
}

export const availabilityQueryArb: fc.Arbitrary<GeneratedQuery> = fc
  .constantFrom(...TEST_ZONES)
  .chain((timeZone) => fc.tuple(fc.constant(timeZone), firstDateArb(timeZone), fc.integer({ min: 1, max: 4 })))
  .chain(([timeZone, from, days]) => {
    const fromMidnightUtc = Date.parse(`${from}T00:00:00Z`);
    return fc
      .record({
        weeklyHours: weeklyHoursArb,
        durationMinutes: minutesUpTo(240).map((m) => Math.max(m, 1)),
        incrementMinutes: fc.constantFrom(...START_TIME_INCREMENT_OPTIONS),
        bufferMinutes: fc.constantFrom(...BUFFER_TIME_OPTIONS),
        // Long leads would empty most short ranges, so favour the short ones.
        leadTimeMinutes: fc.oneof(
          { arbitrary: fc.constantFrom(0, 15, 30, 60, 180), weight: 3 },
          { arbitrary: fc.constantFrom(...LEAD_TIME_OPTIONS), weight: 1 },
        ),
        // Mostly before the range (so it has slots), sometimes inside it (so the lead cuts it).
        nowMinute: fc.oneof(
          { arbitrary: fc.integer({ min: -3 * 1440, max: 0 }), weight: 3 },
          { arbitrary: fc.integer({ min: 0, max: days * 1440 }), weight: 1 },
        ),
        busy: busyArb(fromMidnightUtc, days),
      })
      .map(({ nowMinute, ...rest }) => ({
        fromMidnightUtc,
        days,
        query: {
          ...rest,
          timeZone,
          from,
          to: DateTime.fromISO(from, { zone: 'utc' }).plus({ days: days - 1 }).toISODate() as string,
          now: new Date(fromMidnightUtc + nowMinute * MINUTE),
        },
      }));
  });

/** Instants on a quarter-hour grid covering the generated range with a day to spare each side. */
export const nearbyInstantsArb = ({ fromMidnightUtc, days }: GeneratedQuery): fc.Arbitrary<number[]> =>
  fc.array(
    fc.integer({ min: 0, max: (days + 2) * 96 }).map((q) => fromMidnightUtc - DAY + q * 15 * MINUTE),
    { maxLength: 25 },
  );
