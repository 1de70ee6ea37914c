// Calendar arithmetic on plain local dates ("2026-11-23") and months ("2026-11"). Dates are
// the location's local dates as the server returns them, so no time zone enters here:
// Date.UTC is only used as a calendar.
export type LocalDate = string;
export type Month = string;

const pad = (n: number) => String(n).padStart(2, '0');

function parts(month: Month): [number, number] {
  const [year, monthNumber] = month.split('-').map(Number);
  return [year!, monthNumber!];
}

export function isMonth(value: string | null): value is Month {
  return !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export function isLocalDate(value: string | null): value is LocalDate {
  return !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** Today's date on the clock of `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): LocalDate {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function monthOf(date: LocalDate): Month {
  return date.slice(0, 7);
}

export function addMonths(month: Month, count: number): Month {
  const [year, monthNumber] = parts(month);
  const d = new Date(Date.UTC(year, monthNumber - 1 + count, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

function daysIn(month: Month): number {
  const [year, monthNumber] = parts(month);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** The dates to ask availability for: the month, from today on when it is the current month. */
export function monthRange(month: Month, today: LocalDate): { from: LocalDate; to: LocalDate } {
  const first = `${month}-01`;
  const last = `${month}-${pad(daysIn(month))}`;
  return { from: first < today ? today : first, to: last };
}

/** Weeks (Sunday first) of the month; null pads the days of the neighbouring months. */
export function monthWeeks(month: Month): (LocalDate | null)[][] {
  const [year, monthNumber] = parts(month);
  const lead = new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay();
  const cells: (LocalDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysIn(month); day++) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (LocalDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const asUtc = (date: LocalDate) => new Date(`${date}T12:00:00Z`);

/** "November 2026" */
export function monthLabel(month: Month): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(asUtc(`${month}-01`));
}

/** "Monday, November 23" */
export function dayLabel(date: LocalDate): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(asUtc(date));
}

export function dayOfMonth(date: LocalDate): number {
  return Number(date.slice(8, 10));
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
