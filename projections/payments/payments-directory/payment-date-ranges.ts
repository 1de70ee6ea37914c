// The Payments page's date filters (spec 001 §9: all time, this/last week, month, year) as ranges
// of appointment starts, in the PRACTICE's time zone: "this week" is the practice's week, whatever
// the zone each appointment was booked in. Weeks start on Sunday, as the US portal shows them:
// luxon's locale weeks with the en-US locale (Intl week info), not ISO weeks.
import { DateTime, type DurationLike } from 'luxon';

export const DATE_FILTERS = ['all_time', 'this_week', 'last_week', 'this_month', 'last_month', 'this_year'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** Starts from `from` (inclusive) to `to` (exclusive), UTC ISO with milliseconds like the rows'. */
export interface StartRange {
  from: string;
  to: string;
}

const WEEK_LOCALE = 'en-US';

/** The zone, or UTC when the practice's is not one luxon knows (a bad zone never throws). */
export const knownZone = (zone: string): string => (DateTime.now().setZone(zone).isValid ? zone : 'UTC');

const local = (at: Date | string, zone: string): DateTime =>
  (typeof at === 'string' ? DateTime.fromISO(at) : DateTime.fromJSDate(at)).setZone(knownZone(zone)).setLocale(WEEK_LOCALE);

const sunday = (t: DateTime): DateTime => t.startOf('week', { useLocaleWeeks: true });

const iso = (t: DateTime): string => t.toJSDate().toISOString();

const span = (start: DateTime, length: DurationLike): StartRange => ({ from: iso(start), to: iso(start.plus(length)) });

/** The starts a date filter covers at `now` in the practice's zone; null for all time. */
export const startRange = (filter: DateFilter, now: Date, zone: string): StartRange | null => {
  const today = local(now, zone);
  switch (filter) {
    case 'all_time':
      return null;
    case 'this_week':
      return span(sunday(today), { weeks: 1 });
    case 'last_week':
      return span(sunday(today).minus({ weeks: 1 }), { weeks: 1 });
    case 'this_month':
      return span(today.startOf('month'), { months: 1 });
    case 'last_month':
      return span(today.startOf('month').minus({ months: 1 }), { months: 1 });
    case 'this_year':
      return span(today.startOf('year'), { years: 1 });
  }
};

/** The Sunday (yyyy-MM-dd, in the zone) of the week an instant falls in. */
export const weekOf = (at: Date | string, zone: string): string => sunday(local(at, zone)).toISODate()!;

/** Every week from one Sunday to another (both yyyy-MM-dd, inclusive), in order. */
export const weeksFrom = (first: string, last: string): string[] => {
  const weeks: string[] = [];
  const end = DateTime.fromISO(last, { zone: 'UTC' });
  for (let week = DateTime.fromISO(first, { zone: 'UTC' }); week <= end; week = week.plus({ weeks: 1 })) weeks.push(week.toISODate()!);
  return weeks;
};

/** The weeks a range touches: from the week of its first instant to the week of its last. */
export const weeksOfRange = (range: StartRange, zone: string): string[] =>
  weeksFrom(weekOf(range.from, zone), weekOf(new Date(Date.parse(range.to) - 1), zone));
