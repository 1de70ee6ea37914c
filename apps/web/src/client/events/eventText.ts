// How an event type and its dates read on the client pages. Times are always in the event's own
// zone (named), never the browser's.
import { formatDate, formatTimeRange, zoneAbbreviation, zoneLongName } from '../../shared/formatTime';
import { formatPrice } from '../payment/money';
import { formatDuration } from '../practice/serviceText';

const LOCALE = 'en-US';

/** 'In person' or 'Virtual'. */
export const kindLabel = (kind: string): string => (kind === 'virtual' ? 'Virtual' : 'In person');

/** "45 min", "2 hr", "3 days". */
export function eventLength(duration: number, unit: string): string {
  if (unit === 'day') return `${duration} day${duration === 1 ? '' : 's'}`;
  return formatDuration(unit === 'hour' ? duration * 60 : duration);
}

/** "$25.00", or 'Free' for 0 (spec 000 §9). */
export const eventPrice = (amountCents: number, currency: string): string => formatPrice(amountCents, currency || 'USD');

/** 'Full', "3 seats left", or null when the event has no limit. */
export function seatsText(date: { seatsLeft?: number | null; full: boolean }): string | null {
  if (date.full) return 'Full';
  if (date.seatsLeft === null || date.seatsLeft === undefined) return null;
  return `${date.seatsLeft} seat${date.seatsLeft === 1 ? '' : 's'} left`;
}

const dayKey = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(iso));

export interface EventTimes {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  timeZone: string;
}

/** An all-day event's end is the start of the day after its last: its last day is just before. */
const lastInstant = (times: EventTimes): string => (times.allDay ? new Date(new Date(times.endsAt).getTime() - 1).toISOString() : times.endsAt);

/** Whether the event starts and ends on the same day of its zone. */
export const oneDay = (times: EventTimes): boolean => dayKey(times.startsAt, times.timeZone) === dayKey(lastInstant(times), times.timeZone);

/**
 * The two lines of a date: "Saturday, November 28, 2026" and "10:00 – 11:00 AM EST"; 'All day'
 * for an all-day event; a multi-day event names both days ("Sat, Nov 28 – Mon, Nov 30, 2026").
 */
export function eventWhen(times: EventTimes): { date: string; time: string | null } {
  const { startsAt, endsAt, allDay, timeZone } = times;
  if (oneDay(times)) {
    return { date: formatDate(startsAt, timeZone), time: allDay ? 'All day' : formatTimeRange(startsAt, endsAt, timeZone) };
  }
  if (allDay) {
    const days = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone });
    return { date: days.formatRange(new Date(startsAt), new Date(lastInstant(times))), time: 'All day' };
  }
  const range = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
  return { date: `${range.formatRange(new Date(startsAt), new Date(endsAt))} ${zoneAbbreviation(startsAt, timeZone)}`, time: null };
}

/** "Eastern Standard Time (America/New_York)": the zone the times are shown in. */
export const zoneNamed = (iso: string, timeZone: string): string => {
  const long = zoneLongName(iso, timeZone);
  return long === timeZone ? timeZone : `${long} (${timeZone.replace(/_/g, ' ')})`;
};
