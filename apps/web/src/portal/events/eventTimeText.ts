// A scheduled event's time, always on the event's own zone (never the browser's).
import { formatShortDate, formatTimeRange } from '../../shared/formatTime';

const LOCALE = 'en-US';

/** The day an all-day event's end falls on (its end is the next midnight, or the last day's end). */
const lastDayOf = (endsAt: string): string => new Date(Date.parse(endsAt) - 1).toISOString();

const dayKey = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** "10:00 – 11:00 AM EST", "All day", or for several days "Dec 7 – Dec 9". */
export function timeRangeText(event: { startsAt: string; endsAt: string; allDay: boolean; timeZone: string }): string {
  const { startsAt, endsAt, allDay, timeZone } = event;
  if (!allDay) {
    if (dayKey(startsAt, timeZone) === dayKey(endsAt, timeZone)) return formatTimeRange(startsAt, endsAt, timeZone);
    const at = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
    return `${at.format(new Date(startsAt))} – ${at.format(new Date(endsAt))}`;
  }
  const last = lastDayOf(endsAt);
  if (Date.parse(endsAt) <= Date.parse(startsAt) || dayKey(startsAt, timeZone) === dayKey(last, timeZone)) return 'All day';
  const day = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone });
  return `${day.format(new Date(startsAt))} – ${day.format(new Date(last))}`;
}

/** "Fri, Nov 27, 2026 · 10:00 – 11:00 AM EST"; all day: "Fri, Nov 27, 2026 · All day" or "Mon, Dec 7, 2026 – Tue, Dec 8, 2026". */
export function whenText(event: { startsAt: string; endsAt: string; allDay: boolean; timeZone: string }): string {
  const range = timeRangeText(event);
  if (event.allDay && range !== 'All day') return `${formatShortDate(event.startsAt, event.timeZone)} – ${formatShortDate(lastDayOf(event.endsAt), event.timeZone)}`;
  return `${formatShortDate(event.startsAt, event.timeZone)} · ${range}`;
}

/** The date badge: "NOV" and "27" on the event's zone. */
export function badgeParts(startsAt: string, timeZone: string): { month: string; day: string; weekday: string } {
  const date = new Date(startsAt);
  return {
    month: new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone }).format(date).toUpperCase(),
    day: new Intl.DateTimeFormat(LOCALE, { day: 'numeric', timeZone }).format(date),
    weekday: new Intl.DateTimeFormat(LOCALE, { weekday: 'short', timeZone }).format(date),
  };
}
