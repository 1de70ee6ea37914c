// The repeat choices of spec 001 §9 and the RRULE text (without DTSTART) the API expands
// in the practice's zone. UNTIL is the end date's floating local 23:59:59.
import { DateTime } from 'luxon';

export type RepeatKind = 'none' | 'daily' | 'weekly' | 'biweekly' | 'monthlyDay' | 'monthlyWeekday' | 'custom';

export const WEEKDAYS = [
  { code: 'MO', label: 'Monday', short: 'Mon' },
  { code: 'TU', label: 'Tuesday', short: 'Tue' },
  { code: 'WE', label: 'Wednesday', short: 'Wed' },
  { code: 'TH', label: 'Thursday', short: 'Thu' },
  { code: 'FR', label: 'Friday', short: 'Fri' },
  { code: 'SA', label: 'Saturday', short: 'Sat' },
  { code: 'SU', label: 'Sunday', short: 'Sun' },
] as const;

const ORDINALS = ['first', 'second', 'third', 'last'];

export interface RepeatSettings {
  kind: RepeatKind;
  /** Local date YYYY-MM-DD; the series ends at its 23:59:59. */
  until: string;
  customEvery: number;
  customUnit: 'days' | 'weeks';
  customDays: string[];
}

/** No repeat, ending one month after the start date (spec 001 §9). */
export function defaultRepeat(startDate: string): RepeatSettings {
  return {
    kind: 'none',
    until: DateTime.fromISO(startDate).plus({ months: 1 }).toISODate() ?? startDate,
    customEvery: 1,
    customUnit: 'weeks',
    customDays: [weekdayCode(startDate)],
  };
}

/** The settings after the start date moved: defaults follow it, the pro's own choices stay. */
export function followStartDate(settings: RepeatSettings, before: string, after: string): RepeatSettings {
  const old = defaultRepeat(before);
  const next = defaultRepeat(after);
  const sameDays = settings.customDays.length === old.customDays.length && settings.customDays.every((d) => old.customDays.includes(d));
  return {
    ...settings,
    until: settings.until === old.until ? next.until : settings.until,
    customDays: sameDays ? next.customDays : settings.customDays,
  };
}

export function weekdayCode(date: string): string {
  return WEEKDAYS[DateTime.fromISO(date).weekday - 1].code;
}

/** 1..3 for the first three weekdays of the month; 4 or 5 become "last" (-1). */
export function nthWeekday(date: string): number {
  const n = Math.ceil(DateTime.fromISO(date).day / 7);
  return n >= 4 ? -1 : n;
}

/** The select's labels for a start date: 'Monthly on day 17', 'Monthly on the third Tuesday', ... */
export function repeatLabels(date: string): Record<RepeatKind, string> {
  const dt = DateTime.fromISO(date);
  const weekday = WEEKDAYS[dt.weekday - 1].label;
  const nth = nthWeekday(date);
  return {
    none: 'Does not repeat',
    daily: 'Daily',
    weekly: `Weekly on ${weekday}`,
    biweekly: `Every 2 weeks on ${weekday}`,
    monthlyDay: `Monthly on day ${dt.day}`,
    monthlyWeekday: `Monthly on the ${ORDINALS[nth === -1 ? 3 : nth - 1]} ${weekday}`,
    custom: 'Custom…',
  };
}

/** RRULE text for the settings and start date, or null for "does not repeat" or an unusable custom rule. */
export function recurrencePattern(settings: RepeatSettings, startDate: string): string | null {
  const day = weekdayCode(startDate);
  let rule: string;
  switch (settings.kind) {
    case 'none':
      return null;
    case 'daily':
      rule = 'FREQ=DAILY;INTERVAL=1';
      break;
    case 'weekly':
      rule = `FREQ=WEEKLY;INTERVAL=1;BYDAY=${day}`;
      break;
    case 'biweekly':
      rule = `FREQ=WEEKLY;INTERVAL=2;BYDAY=${day}`;
      break;
    case 'monthlyDay':
      rule = `FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=${DateTime.fromISO(startDate).day}`;
      break;
    case 'monthlyWeekday': {
      const nth = nthWeekday(startDate);
      rule = `FREQ=MONTHLY;INTERVAL=1;BYDAY=${nth === -1 ? '-1' : `+${nth}`}${day}`;
      break;
    }
    case 'custom': {
      const every = Math.floor(settings.customEvery);
      if (!Number.isFinite(every) || every < 1) return null;
      if (settings.customUnit === 'days') rule = `FREQ=DAILY;INTERVAL=${every}`;
      else {
        const days = WEEKDAYS.map((w) => w.code).filter((code) => settings.customDays.includes(code));
        if (days.length === 0) return null;
        rule = `FREQ=WEEKLY;INTERVAL=${every};BYDAY=${days.join(',')}`;
      }
      break;
    }
  }
  const until = DateTime.fromISO(settings.until);
  if (!until.isValid) return null;
  return `${rule};UNTIL=${until.toFormat('yyyyMMdd')}T235959`;
}
