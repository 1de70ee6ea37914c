// The practice's schedule (stream `schedule-<practiceId>`): which time ranges are held by pending
// or approved appointments. Booking reserves a range here in the same atomic append as the
// appointment's own events, so two requests for one slot can never both succeed: the second
// conflicts on this stream's revision, re-decides on fresh state and finds the slot taken.
import { DomainError, type Decider, type DomainEvent } from '../../es/src/decider.js';

export interface Reservation {
  appointmentId: string;
  startsAt: string;
  endsAt: string;
}

export type ScheduleEvent =
  | DomainEvent<'SlotReserved', Reservation>
  | DomainEvent<'SlotReleased', { appointmentId: string }>;

export type ScheduleCommand =
  | { type: 'ReserveSlot'; reservation: Reservation; bufferMinutes: number }
  | { type: 'ReleaseSlot'; appointmentId: string };

export interface ScheduleState {
  reservations: Map<string, { start: number; end: number }>;
}

export const SLOT_TAKEN_MESSAGE = 'Sorry, that time was just taken. Please choose another time.';

export const scheduleStreamId = (practiceId: string): string => `schedule-${practiceId}`;

const evolveSchedule = (state: ScheduleState, event: ScheduleEvent): ScheduleState => {
  const reservations = state.reservations;
  if (event.type === 'SlotReserved') {
    reservations.set(event.data.appointmentId, {
      start: Date.parse(event.data.startsAt),
      end: Date.parse(event.data.endsAt),
    });
  } else {
    reservations.delete(event.data.appointmentId);
  }
  // Folding mutates the map in place: a stream can hold thousands of reservations.
  return state;
};

export const overlapsReservation = (state: ScheduleState, start: number, end: number, bufferMs: number): boolean => {
  for (const r of state.reservations.values()) {
    if (start < r.end + bufferMs && end > r.start - bufferMs) return true;
  }
  return false;
};

const decideSchedule = (command: ScheduleCommand, state: ScheduleState): ScheduleEvent[] => {
  if (command.type === 'ReleaseSlot') {
    return state.reservations.has(command.appointmentId)
      ? [{ type: 'SlotReleased', data: { appointmentId: command.appointmentId } }]
      : [];
  }
  const { reservation, bufferMinutes } = command;
  const start = Date.parse(reservation.startsAt);
  const end = Date.parse(reservation.endsAt);
  if (overlapsReservation(state, start, end, bufferMinutes * 60_000)) throw new DomainError(SLOT_TAKEN_MESSAGE, 'SLOT_TAKEN');
  return [{ type: 'SlotReserved', data: reservation }];
};

export const scheduleDecider: Decider<ScheduleCommand, ScheduleEvent, ScheduleState> = {
  decide: decideSchedule,
  evolve: evolveSchedule,
  initialState: () => ({ reservations: new Map() }),
};
