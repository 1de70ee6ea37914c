// The appointment's rules: one small pure function per command, an exhaustive decide.
import { DomainError, NotFoundError, type Decider } from '../../es/src/decider.js';
import {
  evolveAppointment,
  initialAppointmentState,
  type AppointmentEvent,
  type AppointmentRequestedData,
  type AppointmentState,
} from './appointment.js';
import { AppointmentMessages as M } from './appointment-messages.js';

export type AppointmentCommand =
  | { type: 'RequestAppointment'; data: AppointmentRequestedData & { autoAccept: boolean }; now: Date }
  | { type: 'AcceptAppointment'; appointmentId: string; now: Date }
  | { type: 'DeclineAppointment'; appointmentId: string; now: Date }
  | {
      type: 'CancelAppointment';
      appointmentId: string;
      cancelledBy: 'pro' | 'client';
      practitionerNote: string | null;
      now: Date;
    };

type Existing = Exclude<AppointmentState, { status: 'none' }>;

const existing = (state: AppointmentState): Existing => {
  if (state.status === 'none') throw new NotFoundError(M.notFound);
  return state;
};

const isPast = (state: Existing, now: Date): boolean => new Date(state.startsAt).getTime() <= now.getTime();

const request = (command: Extract<AppointmentCommand, { type: 'RequestAppointment' }>, state: AppointmentState): AppointmentEvent[] => {
  if (state.status !== 'none') throw new DomainError(M.alreadyExists);
  const { autoAccept, ...data } = command.data;
  const startsAt = new Date(data.startsAt).getTime();
  if (startsAt <= command.now.getTime()) throw new DomainError(M.startInPast);
  if (new Date(data.endsAt).getTime() <= startsAt) throw new DomainError(M.endBeforeStart);
  const requested: AppointmentEvent = { type: 'AppointmentRequested', data };
  if (!autoAccept) return [requested];
  return [requested, { type: 'AppointmentAccepted', data: { appointmentId: data.appointmentId, acceptedBy: 'auto' } }];
};

const accept = (state: AppointmentState): AppointmentEvent[] => {
  const appointment = existing(state);
  if (appointment.status !== 'pending') throw new DomainError(M.notPendingAccept);
  return [{ type: 'AppointmentAccepted', data: { appointmentId: appointment.appointmentId, acceptedBy: 'pro' } }];
};

const decline = (state: AppointmentState): AppointmentEvent[] => {
  const appointment = existing(state);
  if (appointment.status !== 'pending') throw new DomainError(M.notPendingDecline);
  return [{ type: 'AppointmentDeclined', data: { appointmentId: appointment.appointmentId } }];
};

const cancel = (command: Extract<AppointmentCommand, { type: 'CancelAppointment' }>, state: AppointmentState): AppointmentEvent[] => {
  const appointment = existing(state);
  if (appointment.status === 'cancelled') throw new DomainError(M.alreadyCancelled);
  if (appointment.status === 'declined') throw new DomainError(M.declinedCannotCancel);
  if (isPast(appointment, command.now)) throw new DomainError(M.pastCannotChange);
  if (command.practitionerNote && command.practitionerNote.length > 1000) throw new DomainError(M.practitionerNoteTooLong);
  return [
    {
      type: 'AppointmentCancelled',
      data: {
        appointmentId: appointment.appointmentId,
        cancelledBy: command.cancelledBy,
        practitionerNote: command.practitionerNote?.trim() || null,
      },
    },
  ];
};

export const decideAppointment = (command: AppointmentCommand, state: AppointmentState): AppointmentEvent[] => {
  switch (command.type) {
    case 'RequestAppointment':
      return request(command, state);
    case 'AcceptAppointment':
      return accept(state);
    case 'DeclineAppointment':
      return decline(state);
    case 'CancelAppointment':
      return cancel(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const appointmentDecider: Decider<AppointmentCommand, AppointmentEvent, AppointmentState> = {
  decide: decideAppointment,
  evolve: evolveAppointment,
  initialState: initialAppointmentState,
};

/** Whether the client may still cancel (spec 000 §4: not past and not cancelled). */
export const clientMayCancel = (state: AppointmentState, now: Date): boolean =>
  state.status !== 'none' &&
  (state.status === 'pending' || state.status === 'approved') &&
  !isPast(state, now);
