// When a scheduled event starts and ends (spec 001 §5 group event): times on 15-minute steps in the
// event's zone; a day-length type ends on its start date + (duration - 1) days; an all-day event
// covers whole local days (its end is the start of the day after its last).
import { DateTime } from 'luxon';
import { DomainError } from '#app/es';
import { GroupEventMessages as M } from './group-event-messages.js';
import type { DurationUnit } from './event-type-rules.js';

export const TIME_STEP_MINUTES = 15;
const MAX_DAYS = 31;

export interface EventTimesInput {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  timeZone: string;
}

const parse = (value: unknown, zone: string, message: string): DateTime => {
  const at = typeof value === 'string' && value.length <= 40 ? DateTime.fromISO(value, { zone }) : DateTime.invalid('none');
  if (!at.isValid) throw new DomainError(message);
  return at;
};

const onStep = (at: DateTime) => at.second === 0 && at.millisecond === 0 && at.minute % TIME_STEP_MINUTES === 0;

/** The event's instants in UTC, checked (throws the rule the input breaks). */
export const normaliseEventTimes = (input: EventTimesInput, type: { duration: number; durationUnit: DurationUnit }): { startsAt: string; endsAt: string; allDay: boolean; timeZone: string } => {
  if (typeof input.timeZone !== 'string' || !DateTime.local().setZone(input.timeZone).isValid) throw new DomainError(M.invalidTimeZone);
  const zone = input.timeZone;
  let start = parse(input.startsAt, zone, M.invalidStart).setZone(zone);
  let end = parse(input.endsAt, zone, M.invalidEnd).setZone(zone);
  const allDay = input.allDay === true;
  if (type.durationUnit === 'day') {
    // The end date follows from the start; the end's time of day is the pro's to choose.
    const lastDay = start.startOf('day').plus({ days: type.duration - 1 });
    end = allDay ? lastDay.plus({ days: 1 }) : lastDay.set({ hour: end.hour, minute: end.minute, second: end.second, millisecond: end.millisecond });
    if (allDay) start = start.startOf('day');
  } else if (allDay) {
    start = start.startOf('day');
    end = end.equals(end.startOf('day')) && end > start ? end : end.startOf('day').plus({ days: 1 });
  }
  if (!allDay && (!onStep(start) || !onStep(end))) throw new DomainError(M.notOnQuarterHour);
  if (!(end > start)) throw new DomainError(M.endBeforeStart);
  if (end.diff(start, 'days').days > MAX_DAYS) throw new DomainError(M.tooLong);
  return { startsAt: start.toUTC().toISO()!, endsAt: end.toUTC().toISO()!, allDay, timeZone: zone };
};

/** The end a form proposes for a start: + (duration - 1) days for day types, else + the duration. */
export const defaultEventEnd = (startsAt: DateTime, type: { duration: number; durationUnit: DurationUnit }): DateTime =>
  type.durationUnit === 'day'
    ? startsAt.plus({ days: type.duration - 1 }).set({ hour: 17, minute: 0 })
    : startsAt.plus(type.durationUnit === 'hour' ? { hours: type.duration } : { minutes: type.duration });
