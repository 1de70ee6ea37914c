// A personal event's form values (spec 001 §3: name optional, all-day or timed, a time zone).
import { DateTime } from 'luxon';
import { addMinutes, DEFAULT_DURATION_MINUTES, fromLocalParts, nextFullHour, toLocalParts } from '../calendarTime.js';
import type { PersonalEventRecord } from '../calendarTypes.js';

export interface PersonalEventDraft {
  name: string;
  allDay: boolean;
  timeZone: string;
  date: string;
  startTime: string;
  endTime: string;
  /** Last day of an all-day event, inclusive. */
  endDate: string;
}

export function newPersonalDraft(zone: string, start?: string, end?: string, allDay = false): PersonalEventDraft {
  const from = start ?? nextFullHour(zone);
  const to = end ?? addMinutes(from, DEFAULT_DURATION_MINUTES, zone);
  const s = toLocalParts(from, zone);
  const e = toLocalParts(to, zone);
  const lastDay = allDay ? DateTime.fromISO(e.date).minus({ days: 1 }).toISODate()! : s.date;
  return { name: '', allDay, timeZone: zone, date: s.date, startTime: s.time, endTime: allDay ? '10:00' : e.time, endDate: lastDay < s.date ? s.date : lastDay };
}

export function personalDraftOf(event: PersonalEventRecord): PersonalEventDraft {
  const draft = newPersonalDraft(event.timeZone, event.startsAt, event.endsAt, event.allDay);
  return { ...draft, name: event.name ?? '' };
}

/** startsAt and endsAt to send, or null when the end is not after the start. */
export function personalTimes(draft: PersonalEventDraft): { startsAt: string; endsAt: string } | null {
  const startsAt = fromLocalParts(draft.date, draft.allDay ? '00:00' : draft.startTime, draft.timeZone);
  const endsAt = draft.allDay
    ? fromLocalParts(DateTime.fromISO(draft.endDate).plus({ days: 1 }).toISODate() ?? '', '00:00', draft.timeZone)
    : fromLocalParts(draft.date, draft.endTime, draft.timeZone);
  if (!startsAt || !endsAt || new Date(endsAt) <= new Date(startsAt)) return null;
  return { startsAt, endsAt };
}

/**
 * A change from the date and time inputs: a new start keeps the event's length (an hour when its
 * times before did not make sense); a new end or date is taken as it is.
 */
export function withPersonalWhen(draft: PersonalEventDraft, patch: { date?: string; startTime?: string; endTime?: string }): PersonalEventDraft {
  const { startTime, ...rest } = patch;
  const next = { ...draft, ...rest };
  if (startTime === undefined || startTime === draft.startTime) return next;
  const before = personalTimes({ ...next, allDay: false });
  const length = before ? DateTime.fromISO(before.endsAt).diff(DateTime.fromISO(before.startsAt), 'minutes').minutes : DEFAULT_DURATION_MINUTES;
  const start = fromLocalParts(next.date, startTime, next.timeZone);
  if (!start) return { ...next, startTime };
  return { ...next, startTime, endTime: toLocalParts(addMinutes(start, length, next.timeZone), next.timeZone).time };
}
