// Spec 001 §2: the fetch window is the visible range plus one unit before and after
// (one day in day view, one week in week view, one month in month view).
import { DateTime } from 'luxon';

export type CalendarUnit = 'day' | 'week' | 'month';

/** The view's unit, from the length of its visible range. */
export function unitOfRange(start: Date, end: Date): CalendarUnit {
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000);
  if (days <= 1) return 'day';
  if (days <= 7) return 'week';
  return 'month';
}

/**
 * [from, to) to ask the server for, in the wire format of `zone`. The month view's unit is its
 * month: the month before through the month after (at most 92 days, inside the API's limit of
 * 100; the grid's leading and trailing days lie in those neighbouring months).
 */
export function fetchWindow(start: Date, end: Date, zone: string): { from: string; to: string } {
  const unit = unitOfRange(start, end);
  const format = "yyyy-MM-dd'T'HH:mm:ssZZ";
  const first = DateTime.fromJSDate(start).setZone(zone);
  const last = DateTime.fromJSDate(end).setZone(zone);
  if (unit === 'month') {
    const middle = DateTime.fromMillis((start.getTime() + end.getTime()) / 2).setZone(zone).startOf('month');
    return { from: middle.minus({ months: 1 }).toFormat(format), to: middle.plus({ months: 2 }).toFormat(format) };
  }
  const step = { [`${unit}s`]: 1 };
  return { from: first.minus(step).toFormat(format), to: last.plus(step).toFormat(format) };
}
