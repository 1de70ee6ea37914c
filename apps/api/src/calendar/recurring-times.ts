// recurringTimes (spec 001 §3 "Recurring time"): each start of the series with its display time and
// what it would collide with, checked for EVERY occurrence (not only the first few).
import { DateTime } from 'luxon';
import type { AppointmentDocument, PersonalEventDocument } from '#projections';
import type { RecurringConflict, RecurringTime } from './calendar.models.js';
import { PERSONAL_EVENT_TITLE } from './calendar-views.js';

interface Busy {
  id: string;
  name: string;
  type: 'appointment' | 'personal';
  start: number;
  end: number;
  startsAt: string;
  endsAt: string;
}

export const displayTime = (start: DateTime): string => start.toFormat('cccc, LLLL d, yyyy h:mm a ZZZZ');

export const timeRange = (startsAt: string, endsAt: string, zone: string): string => {
  const start = DateTime.fromISO(startsAt, { zone });
  const end = DateTime.fromISO(endsAt, { zone });
  return `${start.toFormat('ccc, LLL d h:mm a')} - ${end.toFormat(start.hasSame(end, 'day') ? 'h:mm a' : 'ccc, LLL d h:mm a')}`;
};

export const busyFrom = (appointments: AppointmentDocument[], personal: PersonalEventDocument[]): Busy[] => [
  ...appointments.map((a) => ({
    id: a.id,
    name: `${a.client.firstName} ${a.client.lastName}`.trim(),
    type: 'appointment' as const,
    start: Date.parse(a.startsAt),
    end: Date.parse(a.endsAt),
    startsAt: a.startsAt,
    endsAt: a.endsAt,
  })),
  ...personal.map((p) => ({
    id: p.id,
    name: p.name ?? PERSONAL_EVENT_TITLE,
    type: 'personal' as const,
    start: Date.parse(p.startsAt),
    end: Date.parse(p.endsAt),
    startsAt: p.startsAt,
    endsAt: p.endsAt,
  })),
];

/** Each start with the held time it overlaps; `ignore` leaves out ids being moved (a series reschedule). */
export const withConflicts = (startTimes: string[], durationMinutes: number, zone: string, busy: Busy[], ignore = new Set<string>()): RecurringTime[] =>
  startTimes.map((startsAt) => {
    const start = DateTime.fromISO(startsAt, { setZone: true });
    const from = start.toMillis();
    const to = from + durationMinutes * 60_000;
    const conflicts: RecurringConflict[] = busy
      .filter((b) => !ignore.has(b.id) && from < b.end && to > b.start)
      .map((b) => ({ id: b.id, name: b.name, type: b.type, timeRange: timeRange(b.startsAt, b.endsAt, zone) }));
    return { startsAt, displayTime: displayTime(start.setZone(zone)), conflicts };
  });
