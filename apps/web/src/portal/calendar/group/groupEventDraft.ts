// A scheduled group event's form values and times (spec 001 §5 group event, §9 defaults): an event
// type, a start on the practice's clock in 15-minute steps, an end the type proposes (day-length types
// end on the start date + (duration - 1) days, other types after their duration) that the pro may
// change, all day, a time zone, and no repetition.
import { DateTime } from 'luxon';
import { DEFAULT_DURATION_MINUTES, fromLocalParts, nextFullHour, toLocalParts } from '../calendarTime.js';

export interface GroupEventDraft {
  bookableEventTypeId: string;
  allDay: boolean;
  timeZone: string;
  date: string;
  startTime: string;
  /** Last day of the event (inclusive for an all-day event). */
  endDate: string;
  endTime: string;
}

/** What the form needs of an event type to propose an end. */
export interface TypeLength {
  duration: number;
  durationUnit: string;
}

/** The end the type proposes for a start (wall clock in the draft's zone). */
export function proposedEnd(date: string, startTime: string, zone: string, type: TypeLength | null): { endDate: string; endTime: string } {
  const start = DateTime.fromISO(`${date}T${startTime}`, { zone });
  if (!start.isValid) return { endDate: date, endTime: startTime };
  let end: DateTime;
  if (type?.durationUnit === 'day') {
    const lastDay = start.plus({ days: Math.max(1, type.duration) - 1 });
    // The last day ends at 5 PM, or an hour after the start when that is later (a one-day evening class).
    end = lastDay.set({ hour: 17, minute: 0 });
    if (end <= start) end = start.plus({ minutes: DEFAULT_DURATION_MINUTES });
  } else if (type) {
    end = start.plus(type.durationUnit === 'hour' ? { hours: type.duration } : { minutes: type.duration });
  } else {
    end = start.plus({ minutes: DEFAULT_DURATION_MINUTES });
  }
  return { endDate: end.toFormat('yyyy-MM-dd'), endTime: roundUpToStep(end).toFormat('HH:mm') };
}

function roundUpToStep(at: DateTime): DateTime {
  const extra = at.minute % 15;
  return extra === 0 ? at.startOf('minute') : at.startOf('minute').plus({ minutes: 15 - extra });
}

/** A new event: the picked slot, or the next full hour; the end follows the type when there is one. */
export function newGroupDraft(zone: string, type: (TypeLength & { id: string }) | null, start?: string, end?: string, allDay = false): GroupEventDraft {
  const s = toLocalParts(start ?? nextFullHour(zone), zone);
  const draft: GroupEventDraft = { bookableEventTypeId: type?.id ?? '', allDay, timeZone: zone, date: s.date, startTime: allDay ? '09:00' : s.time, endDate: s.date, endTime: '' };
  if (!type && end && !allDay) {
    const e = toLocalParts(end, zone);
    return { ...draft, endDate: e.date, endTime: e.time };
  }
  return { ...draft, ...proposedEnd(draft.date, draft.startTime, zone, type) };
}

/** An existing event as the form shows it. */
export function groupDraftOf(event: { bookableEventTypeId: string; startsAt: string; endsAt: string; allDay: boolean; timeZone: string }): GroupEventDraft {
  const zone = event.timeZone;
  const s = toLocalParts(event.startsAt, zone);
  const e = toLocalParts(event.endsAt, zone);
  // An all-day event ends at the start of the day after its last.
  const endDate = event.allDay ? (DateTime.fromISO(e.date).minus({ days: 1 }).toISODate() ?? e.date) : e.date;
  return {
    bookableEventTypeId: event.bookableEventTypeId,
    allDay: event.allDay,
    timeZone: zone,
    date: s.date,
    startTime: event.allDay ? '09:00' : s.time,
    endDate: endDate < s.date ? s.date : endDate,
    endTime: event.allDay ? '17:00' : e.time,
  };
}

/** startsAt and endsAt to send, or null when the end is not after the start. */
export function groupTimes(draft: GroupEventDraft): { startsAt: string; endsAt: string } | null {
  const startsAt = fromLocalParts(draft.date, draft.allDay ? '00:00' : draft.startTime, draft.timeZone);
  const endsAt = draft.allDay
    ? fromLocalParts(DateTime.fromISO(draft.endDate).plus({ days: 1 }).toISODate() ?? '', '00:00', draft.timeZone)
    : fromLocalParts(draft.endDate, draft.endTime, draft.timeZone);
  if (!startsAt || !endsAt || new Date(endsAt) <= new Date(startsAt)) return null;
  return { startsAt, endsAt };
}

/** A new start date or time: the end follows the type (or keeps the event's length without one). */
export function withGroupStart(draft: GroupEventDraft, patch: { date?: string; startTime?: string }, type: TypeLength | null): GroupEventDraft {
  const next = { ...draft, ...patch };
  if (type) return { ...next, ...proposedEnd(next.date, next.startTime, next.timeZone, type) };
  const before = groupTimes(draft);
  const length = before ? DateTime.fromISO(before.endsAt).diff(DateTime.fromISO(before.startsAt), 'minutes').minutes : DEFAULT_DURATION_MINUTES;
  const start = DateTime.fromISO(`${next.date}T${next.startTime}`, { zone: next.timeZone });
  if (!start.isValid) return next;
  const end = start.plus({ minutes: draft.allDay ? 0 : length });
  return { ...next, endDate: end.toFormat('yyyy-MM-dd') < next.date ? next.date : end.toFormat('yyyy-MM-dd'), endTime: draft.allDay ? next.endTime : end.toFormat('HH:mm') };
}

/** A new event type: its duration proposes the end. */
export function withGroupType(draft: GroupEventDraft, bookableEventTypeId: string, type: TypeLength | null): GroupEventDraft {
  return { ...draft, bookableEventTypeId, ...(type ? proposedEnd(draft.date, draft.startTime, draft.timeZone, type) : {}) };
}

/** "3/10" registered of capacity ("3/∞" when unlimited). */
export function seatsText(clientsCount: number, capacity: number | null | undefined): string {
  return `${clientsCount}/${capacity ?? '∞'}`;
}

/** "3/10 registered", or "3 registered (unlimited)". */
export function registeredText(clientsCount: number, capacity: number | null | undefined): string {
  return capacity == null ? `${clientsCount} registered (unlimited)` : `${clientsCount}/${capacity} registered`;
}
