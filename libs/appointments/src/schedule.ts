// The practice's schedule (stream `schedule-<practiceId>`): which time ranges are held by pending
// or approved appointments. Booking reserves a range here in the same atomic append as the
// appointment's own events, so two requests for one slot can never both succeed: the second
// conflicts on this stream's revision, re-decides on fresh state and finds the slot taken.
import { DomainError, isInstantInRange, type Decider, type DomainEvent } from '#app/es';
import { DateTime } from 'luxon';
import { isSlotAvailable, nextAvailableSlots, type BusyInterval, type SlotRules } from '#app/availability';

export interface Reservation {
  /** The appointment's id, the personal event's id when kind is 'personal', the group event's when 'group'. */
  appointmentId: string;
  startsAt: string;
  endsAt: string;
  kind?: 'personal' | 'group';
}

export type ScheduleEvent =
  | DomainEvent<'SlotReserved', Reservation>
  | DomainEvent<'SlotReleased', { appointmentId: string }>;

/** The location's bookable hours, as the client saw them; null when the pro books (any time is theirs to choose). */
export type BookingRules = Omit<SlotRules, 'busy'>;

export type ScheduleCommand =
  | {
      type: 'ReserveSlot';
      reservation: Reservation;
      bufferMinutes: number;
      rules: BookingRules | null;
      /**
       * Busy time in the pro's connected calendars around the request (conflict checking on), as
       * last fetched: held like reservations, though not ours to reserve.
       */
      externalBusy?: readonly BusyInterval[];
    }
  | { type: 'ReleaseSlot'; appointmentId: string }
  /**
   * The pro holds time (appointments, a series, personal events): any time of day, no grid and no
   * buffer, but an appointment never overlaps another held time. A reservation whose id is held
   * already moves (reschedule). Personal events may overlap (checkOverlap false).
   */
  | { type: 'ReserveTimes'; reservations: Reservation[]; checkOverlap: boolean; timeZone: string }
  | { type: 'ReleaseSlots'; appointmentIds: string[] };

export interface ScheduleState {
  reservations: Map<string, { start: number; end: number }>;
}

export const SLOT_TAKEN_MESSAGE = 'Sorry, that time was just taken. Please choose another time.';
export const SLOT_UNAVAILABLE_MESSAGE = 'This time is not available for booking. Please choose another time.';

/** A rejected booking, with the next free start times to offer instead. */
export class SlotTakenError extends DomainError {
  constructor(readonly nextAvailableTimes: string[]) {
    super(SLOT_TAKEN_MESSAGE, 'SLOT_TAKEN');
  }
}

export const scheduleStreamId = (practiceId: string): string => `schedule-${practiceId}`;

const evolveSchedule = (state: ScheduleState, event: ScheduleEvent): ScheduleState => {
  if (event.type === 'SlotReserved') {
    state.reservations.set(event.data.appointmentId, { start: Date.parse(event.data.startsAt), end: Date.parse(event.data.endsAt) });
  } else {
    state.reservations.delete(event.data.appointmentId);
  }
  // Folding mutates the map in place: a stream can hold thousands of reservations.
  return state;
};

/**
 * The reservations that hold time. One whose instants cannot be read or lie outside 1900-2100 (a
 * personal event saved in year 0 before the API checked dates) holds none: it stays in the state,
 * so releasing it still works, but it never blocks or breaks a booking. The read side logs it.
 */
const heldTimes = function* (state: ScheduleState): Generator<[string, { start: number; end: number }]> {
  for (const entry of state.reservations) {
    const [, r] = entry;
    if (isInstantInRange(r.start) && isInstantInRange(r.end) && r.end >= r.start) yield entry;
  }
};

export const overlapsReservation = (state: ScheduleState, start: number, end: number, bufferMs: number): boolean => {
  for (const [, r] of heldTimes(state)) {
    if (start < r.end + bufferMs && end > r.start - bufferMs) return true;
  }
  return false;
};

/** The held times as busy intervals; only those overlapping [from, to) when given. */
export const busyIntervals = (state: ScheduleState, from = -Infinity, to = Infinity) => {
  const busy: BusyInterval[] = [];
  for (const [, r] of heldTimes(state)) {
    if (r.start < to && r.end > from) busy.push({ startsAt: new Date(r.start).toISOString(), endsAt: new Date(r.end).toISOString() });
  }
  return busy;
};

const DAY_MS = 24 * 60 * 60_000;

const reserve = (command: Extract<ScheduleCommand, { type: 'ReserveSlot' }>, state: ScheduleState): ScheduleEvent[] => {
  const { reservation, bufferMinutes, rules, externalBusy = [] } = command;
  if (rules) {
    if (!isSlotAvailable({ ...rules, busy: [] }, reservation.startsAt)) throw new DomainError(SLOT_UNAVAILABLE_MESSAGE, 'SLOT_UNAVAILABLE');
    // Whether the start is free depends only on held time near it: the slots of its local date
    // (which lies within a day of it) widened by the buffer. Three days around it cover that, so a
    // schedule of thousands of appointments does not turn into thousands of intervals per request.
    const start = Date.parse(reservation.startsAt);
    const margin = Number.isFinite(start) ? 3 * DAY_MS + (rules.bufferMinutes + rules.durationMinutes) * 60_000 : Infinity;
    const near = { ...rules, busy: [...busyIntervals(state, start - margin, start + margin), ...externalBusy] };
    if (isSlotAvailable(near, reservation.startsAt)) return [{ type: 'SlotReserved', data: reservation }];
    // Taken: the alternatives look weeks ahead, so they see all of it.
    throw new SlotTakenError(nextAvailableSlots({ ...rules, busy: [...busyIntervals(state), ...externalBusy] }, reservation.startsAt, 3));
  } else {
    const start = Date.parse(reservation.startsAt);
    const end = Date.parse(reservation.endsAt);
    const buffer = bufferMinutes * 60_000;
    const externalClash = externalBusy.some((b) => start < Date.parse(b.endsAt) + buffer && Date.parse(b.startsAt) - buffer < end);
    if (externalClash || overlapsReservation(state, start, end, buffer)) throw new SlotTakenError([]);
  }
  return [{ type: 'SlotReserved', data: reservation }];
};

/** The reserved time overlaps other held time; `times` names the requested ranges that clash. */
export class TimeOverlapError extends DomainError {
  constructor(readonly times: string[]) {
    super(
      times.length === 1
        ? `This time overlaps another appointment or personal event: ${times[0]}. Please choose another time.`
        : `These times overlap other appointments or personal events: ${times.join('; ')}. Please choose other times.`,
      'TIME_OVERLAP',
    );
  }
}

const describeRange = (r: Reservation, timeZone: string): string => {
  const start = DateTime.fromISO(r.startsAt, { zone: timeZone });
  const end = DateTime.fromISO(r.endsAt, { zone: timeZone });
  return `${start.toFormat('ccc LLL d, yyyy h:mm a')} - ${end.toFormat(start.hasSame(end, 'day') ? 'h:mm a' : 'ccc LLL d h:mm a')}`;
};

const reserveTimes = (command: Extract<ScheduleCommand, { type: 'ReserveTimes' }>, state: ScheduleState): ScheduleEvent[] => {
  const moving = new Set(command.reservations.map((r) => r.appointmentId));
  const clashes: string[] = [];
  if (command.checkOverlap) {
    const mine = command.reservations.map((r) => ({ start: Date.parse(r.startsAt), end: Date.parse(r.endsAt) }));
    command.reservations.forEach((r, i) => {
      const { start, end } = mine[i];
      let clash = mine.some((o, j) => j !== i && start < o.end && end > o.start);
      for (const [id, held] of heldTimes(state)) {
        if (clash) break;
        if (!moving.has(id) && start < held.end && end > held.start) clash = true;
      }
      if (clash) clashes.push(describeRange(r, command.timeZone));
    });
  }
  if (clashes.length > 0) throw new TimeOverlapError(clashes);
  return command.reservations.map((r) => ({ type: 'SlotReserved', data: r }));
};

const decideSchedule = (command: ScheduleCommand, state: ScheduleState): ScheduleEvent[] => {
  if (command.type === 'ReserveTimes') return reserveTimes(command, state);
  if (command.type === 'ReleaseSlots') {
    return command.appointmentIds
      .filter((id) => state.reservations.has(id))
      .map((appointmentId) => ({ type: 'SlotReleased', data: { appointmentId } }));
  }
  if (command.type === 'ReleaseSlot') {
    return state.reservations.has(command.appointmentId)
      ? [{ type: 'SlotReleased', data: { appointmentId: command.appointmentId } }]
      : [];
  }
  return reserve(command, state);
};

/** The schedule as a snapshot: [id, start ms, end ms] triples, in the map's order. */
type ScheduleSnapshot = { reservations: Array<[string, number, number]> };

export const scheduleDecider: Decider<ScheduleCommand, ScheduleEvent, ScheduleState> = {
  decide: decideSchedule,
  evolve: evolveSchedule,
  initialState: () => ({ reservations: new Map() }),
  // A busy practice's schedule holds tens of thousands of reservations: load it from a snapshot.
  snapshot: {
    version: 1,
    every: 100,
    toJSON: (state): ScheduleSnapshot => ({ reservations: [...state.reservations].map(([id, r]) => [id, r.start, r.end]) }),
    // JSON has no NaN (an unparsable instant): it comes back as null.
    fromJSON: (json) => ({
      reservations: new Map((json as ScheduleSnapshot).reservations.map(([id, start, end]) => [id, { start: start ?? NaN, end: end ?? NaN }])),
    }),
  },
};
