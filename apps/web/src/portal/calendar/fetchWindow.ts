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

/** [from, to) to ask the server for, in the wire format of `zone`. */
export function fetchWindow(start: Date, end: Date, zone: string): { from: string; to: string } {
  const unit = unitOfRange(start, end);
  const step = { [`${unit}s`]: 1 };
  const format = "yyyy-MM-dd'T'HH:mm:ssZZ";
  return {
    from: DateTime.fromJSDate(start).setZone(zone).minus(step).toFormat(format),
    to: DateTime.fromJSDate(end).setZone(zone).plus(step).toFormat(format),
  };
}
