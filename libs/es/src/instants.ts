// The one rule for which written instants and dates are trusted: ISO 8601 (a date-time with an
// offset, Z or ±HH:MM; or a date YYYY-MM-DD) in the years 1900 to 2100. The API's DateTime and
// LocalDate scalars refuse anything else at the edge; code that reads stored documents skips a record
// outside it (a year-0 personal event from before the scalars), so one bad record never breaks the
// practice's availability, bookings or calendar. luxon checks the calendar (no 30 February).
import { DateTime } from 'luxon';

export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;
/** Longer than any instant we write ("2026-05-01T10:00:00.000000000-04:00" is 35); refused unread. */
export const MAX_WRITTEN_LENGTH = 40;

const DATE_TIME_WITH_OFFSET = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-](?:0\d|1[0-8]):[0-5]\d)$/;
const LOCAL_DATE = /^(\d{4})-\d{2}-\d{2}$/;

const yearInRange = (year: string): boolean => Number(year) >= FIRST_YEAR && Number(year) <= LAST_YEAR;

/** Epoch ms of an ISO 8601 date-time with an offset in the years 1900-2100 (as written); null for anything else. */
export const readInstant = (value: unknown): number | null => {
  if (typeof value !== 'string' || value.length > MAX_WRITTEN_LENGTH) return null;
  const year = DATE_TIME_WITH_OFFSET.exec(value)?.[1];
  if (!year || !yearInRange(year)) return null;
  const at = DateTime.fromISO(value, { setZone: true });
  return at.isValid ? at.toMillis() : null;
};

/** Whether every value is such an instant: a stored record with one that is not is skipped by readers. */
export const allInstantsReadable = (...values: unknown[]): boolean => values.every((value) => readInstant(value) !== null);

/** The date when the value is a calendar date YYYY-MM-DD in the years 1900-2100; null otherwise. */
export const readLocalDate = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const year = LOCAL_DATE.exec(value)?.[1];
  return year && yearInRange(year) && DateTime.fromISO(value, { zone: 'utc' }).isValid ? value : null;
};

/** Whether epoch ms lie from 1900-01-01 (UTC) to the end of 2100: a stored reservation outside holds no time. */
export const isInstantInRange = (ms: number): boolean => Number.isFinite(ms) && ms >= Date.UTC(FIRST_YEAR, 0, 1) && ms < Date.UTC(LAST_YEAR + 1, 0, 1);

/**
 * A stored instant (plus `addMs`) as UTC text (toISOString), so read models compare instants as
 * text in time order. A value that is no instant is kept as it was, for readers to skip, instead of
 * throwing: a projection that throws stops for every practice.
 */
export const utcText = (value: string, addMs = 0): string => {
  const at = new Date(Date.parse(value) + addMs);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
};
