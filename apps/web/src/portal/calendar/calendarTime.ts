// Wall-clock times in the practice's zone, and the wire format spec 001 §7 asks for:
// "YYYY-MM-DDTHH:mm:ss±HH:MM".
import { DateTime } from 'luxon';

export const SLOT_MINUTES = 15;
export const DEFAULT_DURATION_MINUTES = 60;

/** "2026-11-23T10:00:00-05:00" for an instant, on the clock of `zone`. */
export function toWireTime(instant: string | Date | DateTime, zone: string): string {
  const dt = DateTime.isDateTime(instant)
    ? instant
    : instant instanceof Date
      ? DateTime.fromJSDate(instant)
      : /^\d{4}-\d{2}-\d{2}$/.test(instant)
        ? DateTime.fromISO(instant, { zone }) // an all-day date: midnight on the practice's clock
        : DateTime.fromISO(instant, { setZone: true });
  return dt.setZone(zone).toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");
}

/** The wall-clock date ("2026-11-23") and time ("10:00") of an instant in `zone`. */
export function toLocalParts(instant: string, zone: string): { date: string; time: string } {
  const dt = DateTime.fromISO(instant, { setZone: true }).setZone(zone);
  return { date: dt.toFormat('yyyy-MM-dd'), time: dt.toFormat('HH:mm') };
}

/** The instant of a wall-clock date and time in `zone`, in the wire format; null when unreadable. */
export function fromLocalParts(date: string, time: string, zone: string): string | null {
  const dt = DateTime.fromISO(`${date}T${time}`, { zone });
  return dt.isValid ? dt.toFormat("yyyy-MM-dd'T'HH:mm:ssZZ") : null;
}

/** A new appointment's start: the next full hour in `zone` (spec 001 §9). */
export function nextFullHour(zone: string, now: DateTime = DateTime.now()): string {
  return toWireTime(now.setZone(zone).startOf('hour').plus({ hours: 1 }), zone);
}

export function addMinutes(instant: string, minutes: number, zone: string): string {
  return toWireTime(DateTime.fromISO(instant, { setZone: true }).plus({ minutes }), zone);
}

export function minutesBetween(start: string, end: string): number {
  return Math.round(DateTime.fromISO(end).diff(DateTime.fromISO(start), 'minutes').minutes);
}

export function isPast(instant: string, now: DateTime = DateTime.now()): boolean {
  return DateTime.fromISO(instant) < now;
}

/** Times of day in 15-minute steps: [{ value: '09:15', label: '9:15 AM' }, ...]. */
export function timeChoices(): { value: string; label: string }[] {
  const choices = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += SLOT_MINUTES) {
    const dt = DateTime.fromObject({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
    choices.push({ value: dt.toFormat('HH:mm'), label: dt.toFormat('h:mm a') });
  }
  return choices;
}

/** "Monday, November 23, 2026 · 10:00 – 11:00 AM EST" for the flyout's summary. */
export function whenText(start: string, end: string, zone: string): string {
  const s = DateTime.fromISO(start).setZone(zone);
  const e = DateTime.fromISO(end).setZone(zone);
  return `${s.toFormat('cccc, LLLL d, yyyy')} · ${s.toFormat('h:mm a')} – ${e.toFormat('h:mm a ZZZZ')}`;
}
