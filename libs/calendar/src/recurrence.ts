// Recurring series (spec 001 §5, §9): an RRULE without DTSTART, expanded in the location's IANA
// zone, so a weekly 9:00 stays 9:00 local across DST. rrule works in "floating" time here: wall
// clock values are carried as UTC dates, expanded, then placed in the zone with luxon. Pure.
import { DateTime } from 'luxon';
import rrulePackage from 'rrule';
import { DomainError } from '#app/es';

const { RRule } = rrulePackage;

export const MAX_SERIES_APPOINTMENTS = 25;
/** How far ahead a series may reach. */
export const MAX_SERIES_MONTHS = 12;
/** Without UNTIL or COUNT the series ends one month after its first start. */
export const DEFAULT_SERIES_MONTHS = 1;
/** Expansion stops here: enough to report how many a too-long pattern asks for. */
const EXPANSION_LIMIT = 1000;

export const RecurrenceMessages = {
  tooMany: (max: number, attempted: number) =>
    `You can create at most ${max} appointments at once. You are currently attempting to create ${attempted} appointments. Please select a different frequency or end date.`,
  tooFar: 'You can create appointments at most one year into the future. Please select a different frequency or end date.',
  invalidPattern: 'Please choose a valid repeat pattern.',
  invalidStart: 'Please choose a valid start time.',
  noTimes: 'This repeat pattern has no times. Please select a different frequency or end date.',
  invalidDuration: 'Please choose a length from 1 minute to 24 hours.',
} as const;

const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
const WEEKDAY = /^[+-]?[1-5]?(MO|TU|WE|TH|FR|SA|SU)$/;
const UNTIL = /^(\d{4})(\d{2})(\d{2})(T(\d{2})(\d{2})(\d{2})(Z?))?$/;

export interface ParsedPattern {
  freq: (typeof FREQUENCIES)[number];
  interval: number;
  byDay: string[];
  byMonthDay: number[];
  count: number | null;
  /** UNTIL as written: a local date (floating), or an instant when it ended in Z. */
  until: { year: number; month: number; day: number; utc: DateTime | null } | null;
}

const invalid = () => new DomainError(RecurrenceMessages.invalidPattern, 'BAD_PATTERN');

const positiveInt = (value: string, max: number): number => {
  if (!/^\d{1,4}$/.test(value)) throw invalid();
  const n = Number(value);
  if (n < 1 || n > max) throw invalid();
  return n;
};

/** Checks the pattern's parts against the repeat choices the portal offers. */
export const parsePattern = (text: string): ParsedPattern => {
  if (typeof text !== 'string' || text.length > 300) throw invalid();
  const body = text.trim().replace(/^RRULE:/i, '');
  const parts = new Map<string, string>();
  for (const part of body.split(';').filter(Boolean)) {
    const [key, value, extra] = part.split('=');
    if (!key || value === undefined || extra !== undefined || parts.has(key.toUpperCase())) throw invalid();
    parts.set(key.toUpperCase(), value.toUpperCase());
  }
  const allowed = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL', 'WKST']);
  if ([...parts.keys()].some((k) => !allowed.has(k))) throw invalid();
  const freq = parts.get('FREQ') as ParsedPattern['freq'];
  if (!FREQUENCIES.includes(freq)) throw invalid();
  const byDay = parts.has('BYDAY') ? parts.get('BYDAY')!.split(',') : [];
  if (byDay.some((d) => !WEEKDAY.test(d)) || byDay.length > 7) throw invalid();
  const byMonthDay = parts.has('BYMONTHDAY') ? parts.get('BYMONTHDAY')!.split(',').map((d) => {
    if (!/^-?\d{1,2}$/.test(d) || Number(d) === 0 || Math.abs(Number(d)) > 31) throw invalid();
    return Number(d);
  }) : [];
  if (parts.has('COUNT') && parts.has('UNTIL')) throw invalid();
  let until: ParsedPattern['until'] = null;
  if (parts.has('UNTIL')) {
    const m = UNTIL.exec(parts.get('UNTIL')!);
    if (!m) throw invalid();
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const utc = m[8] === 'Z' ? DateTime.fromObject({ year, month, day, hour: Number(m[5]), minute: Number(m[6]), second: Number(m[7]) }, { zone: 'utc' }) : null;
    if (!DateTime.fromObject({ year, month, day }, { zone: 'utc' }).isValid || (utc && !utc.isValid)) throw invalid();
    until = { year, month, day, utc };
  }
  return {
    freq,
    interval: parts.has('INTERVAL') ? positiveInt(parts.get('INTERVAL')!, 99) : 1,
    byDay,
    byMonthDay,
    count: parts.has('COUNT') ? positiveInt(parts.get('COUNT')!, 9999) : null,
    until,
  };
};

export interface SeriesRequest {
  /** The first start, `YYYY-MM-DDTHH:mm:ss±HH:MM` (any ISO instant is accepted). */
  startsAt: string;
  recurrencePattern: string;
  /** The location's (practice's) IANA zone. */
  timeZone: string;
  now: Date;
  /** At most this many (25, or a package's sessions remaining once packages exist). */
  maxAppointments?: number;
}

export interface ExpandedSeries {
  /** Each start in the zone, `YYYY-MM-DDTHH:mm:ss±HH:MM`. */
  startTimes: string[];
  recurrenceFrequency: string;
  /** The series end (23:59:59 local on the UNTIL date, or the default end) as an ISO instant; null with COUNT. */
  recurrenceUntil: string | null;
  recurrenceCount: number;
}

const floating = (local: DateTime): Date =>
  new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second));

const RRULE_DAYS: Record<string, number> = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 };

const weekday = (code: string) => {
  const m = /^([+-]?\d)?(MO|TU|WE|TH|FR|SA|SU)$/.exec(code)!;
  const day = RRULE_DAYS[m[2]];
  return m[1] ? new rrulePackage.Weekday(day, Number(m[1])) : new rrulePackage.Weekday(day);
};

export const formatStart = (instant: DateTime): string => instant.toISO({ suppressMilliseconds: true, includeOffset: true })!;

/** The series' start times, with the caps of spec 001 §9 (each broken cap is a DomainError with the spec's message). */
export const expandSeries = (request: SeriesRequest): ExpandedSeries => {
  const pattern = parsePattern(request.recurrencePattern);
  const first = typeof request.startsAt === 'string' && request.startsAt.length <= 40
    ? DateTime.fromISO(request.startsAt, { setZone: true })
    : DateTime.invalid('no start');
  if (!first.isValid) throw new DomainError(RecurrenceMessages.invalidStart, 'BAD_START');
  const local = first.setZone(request.timeZone);
  // Series end at 23:59:59 local on the UNTIL date; the default end is one month ahead.
  const untilDate = pattern.until
    ? pattern.until.utc
      ? pattern.until.utc.setZone(request.timeZone)
      : DateTime.fromObject({ year: pattern.until.year, month: pattern.until.month, day: pattern.until.day }, { zone: request.timeZone })
    : pattern.count === null
      ? local.plus({ months: DEFAULT_SERIES_MONTHS })
      : null;
  const untilLocal = untilDate?.set({ hour: 23, minute: 59, second: 59, millisecond: 0 }) ?? null;
  const rule = new RRule({
    freq: RRule[pattern.freq],
    interval: pattern.interval,
    dtstart: floating(local),
    byweekday: pattern.byDay.length ? pattern.byDay.map(weekday) : null,
    bymonthday: pattern.byMonthDay.length ? pattern.byMonthDay : null,
    count: pattern.count,
    until: untilLocal ? floating(untilLocal) : null,
  });
  const dates = rule.all((_, i) => i < EXPANSION_LIMIT);
  const starts = dates.map((d) =>
    DateTime.fromObject(
      { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds() },
      { zone: request.timeZone },
    ),
  );
  if (starts.length === 0) throw new DomainError(RecurrenceMessages.noTimes, 'NO_TIMES');
  const horizon = DateTime.fromJSDate(request.now, { zone: request.timeZone }).plus({ months: MAX_SERIES_MONTHS });
  if (starts[starts.length - 1] > horizon) throw new DomainError(RecurrenceMessages.tooFar, 'SERIES_TOO_FAR');
  const max = Math.min(request.maxAppointments ?? MAX_SERIES_APPOINTMENTS, MAX_SERIES_APPOINTMENTS);
  const attempted = pattern.count ?? starts.length;
  if (attempted > max) throw new DomainError(RecurrenceMessages.tooMany(max, attempted), 'SERIES_TOO_MANY');
  return {
    startTimes: starts.map(formatStart),
    recurrenceFrequency: pattern.freq,
    recurrenceUntil: untilLocal ? untilLocal.toUTC().toISO()! : null,
    recurrenceCount: starts.length,
  };
};
