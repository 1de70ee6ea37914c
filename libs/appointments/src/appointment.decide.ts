// The appointment's rules: one small pure function per command, an exhaustive decide.
import { DomainError, NotFoundError, type Decider } from '#app/es';
import {
  evolveAppointment,
  initialAppointmentState,
  type AppointmentDetailsChangedData,
  type AppointmentEvent,
  type AppointmentRequestedData,
  type AppointmentState,
} from './appointment.js';
import { AppointmentMessages as M } from './appointment-messages.js';

export type AppointmentCommand =
  | { type: 'RequestAppointment'; data: AppointmentRequestedData & { autoAccept: boolean }; now: Date }
  | { type: 'AcceptAppointment'; appointmentId: string; now: Date }
  /** `reason` goes to the client; up to 1000 characters once trimmed. */
  | { type: 'DeclineAppointment'; appointmentId: string; reason?: string | null; now: Date }
  | {
      type: 'CancelAppointment';
      appointmentId: string;
      cancelledBy: 'pro' | 'client';
      practitionerNote: string | null;
      now: Date;
    }
  /** The pro books: approved at once; any time, also in the past (the portal confirms that first). */
  | { type: 'CreateProAppointment'; data: AppointmentRequestedData }
  | { type: 'RescheduleAppointment'; appointmentId: string; startsAt: string; endsAt: string; now: Date }
  | { type: 'ChangeAppointmentDetails'; details: AppointmentDetailsChangedData; now: Date }
  | { type: 'ResendConfirmation'; appointmentId: string; sendTo: string; now: Date }
  /** updateAppointmentV2: a new time and/or new details in one decision. */
  | {
      type: 'UpdateAppointment';
      appointmentId: string;
      times: { startsAt: string; endsAt: string } | null;
      details: AppointmentDetailsChangedData | null;
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

const MAX_REASON_LENGTH = 1000;

const decline = (command: Extract<AppointmentCommand, { type: 'DeclineAppointment' }>, state: AppointmentState): AppointmentEvent[] => {
  const appointment = existing(state);
  if (appointment.status !== 'pending') throw new DomainError(M.notPendingDecline);
  const reason = command.reason?.trim();
  if (reason && reason.length > MAX_REASON_LENGTH) throw new DomainError(M.declineReasonTooLong);
  // Without a reason the event keeps its original shape.
  return [{ type: 'AppointmentDeclined', data: reason ? { appointmentId: appointment.appointmentId, reason } : { appointmentId: appointment.appointmentId } }];
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

const MAX_LENGTH_MS = 24 * 3_600_000;

const checkTimes = (startsAt: string, endsAt: string): void => {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (!(end > start)) throw new DomainError(M.endBeforeStart);
  if (end - start > MAX_LENGTH_MS) throw new DomainError(M.tooLong);
};

const checkNote = (note: string | null | undefined): void => {
  if (note && note.length > 1000) throw new DomainError(M.practitionerNoteTooLong);
};

const createByPro = (command: Extract<AppointmentCommand, { type: 'CreateProAppointment' }>, state: AppointmentState): AppointmentEvent[] => {
  if (state.status !== 'none') throw new DomainError(M.alreadyExists);
  const { data } = command;
  checkTimes(data.startsAt, data.endsAt);
  checkNote(data.practitionerNote);
  return [
    { type: 'AppointmentRequested', data: { ...data, bookedBy: 'pro', practitionerNote: data.practitionerNote?.trim() || null } },
    { type: 'AppointmentAccepted', data: { appointmentId: data.appointmentId, acceptedBy: 'pro' } },
  ];
};

/** Still holding its time: neither cancelled nor declined. */
const live = (state: AppointmentState): Existing => {
  const appointment = existing(state);
  if (appointment.status === 'cancelled' || appointment.status === 'declined') throw new DomainError(M.cannotChangeEnded);
  return appointment;
};

const reschedule = (command: Extract<AppointmentCommand, { type: 'RescheduleAppointment' }>, state: AppointmentState): AppointmentEvent[] => {
  const appointment = live(state);
  if (isPast(appointment, command.now)) throw new DomainError(M.pastCannotChange);
  checkTimes(command.startsAt, command.endsAt);
  const startsAt = new Date(command.startsAt).toISOString();
  const endsAt = new Date(command.endsAt).toISOString();
  if (startsAt === appointment.startsAt && endsAt === appointment.endsAt) return [];
  return [
    {
      type: 'AppointmentRescheduled',
      data: { appointmentId: appointment.appointmentId, startsAt, endsAt, previousStartsAt: appointment.startsAt, previousEndsAt: appointment.endsAt },
    },
  ];
};

const changeDetails = (command: Extract<AppointmentCommand, { type: 'ChangeAppointmentDetails' }>, state: AppointmentState): AppointmentEvent[] => {
  const appointment = live(state);
  checkNote(command.details.practitionerNote);
  // Paid appointments keep their services and prices (spec 001 §4): payments do not exist yet.
  return [
    {
      type: 'AppointmentDetailsChanged',
      data: { ...command.details, appointmentId: appointment.appointmentId, practitionerNote: command.details.practitionerNote?.trim() || null },
    },
  ];
};

const resend = (command: Extract<AppointmentCommand, { type: 'ResendConfirmation' }>, state: AppointmentState): AppointmentEvent[] => {
  const appointment = existing(state);
  const sendTo = command.sendTo;
  if (sendTo !== 'email' && sendTo !== 'sms') throw new DomainError(M.invalidSendTo);
  if (appointment.status !== 'approved' || isPast(appointment, command.now)) throw new DomainError(M.resendNotConfirmed);
  if (sendTo === 'sms' && !appointment.client.phone.trim()) throw new DomainError(M.noPhone);
  return [{ type: 'ConfirmationResent', data: { appointmentId: appointment.appointmentId, sendTo } }];
};

const update = (command: Extract<AppointmentCommand, { type: 'UpdateAppointment' }>, state: AppointmentState): AppointmentEvent[] => {
  live(state);
  const { appointmentId, now } = command;
  return [
    ...(command.times ? reschedule({ type: 'RescheduleAppointment', appointmentId, ...command.times, now }, state) : []),
    ...(command.details ? changeDetails({ type: 'ChangeAppointmentDetails', details: command.details, now }, state) : []),
  ];
};

export const decideAppointment = (command: AppointmentCommand, state: AppointmentState): AppointmentEvent[] => {
  switch (command.type) {
    case 'RequestAppointment':
      return request(command, state);
    case 'AcceptAppointment':
      return accept(state);
    case 'DeclineAppointment':
      return decline(command, state);
    case 'CancelAppointment':
      return cancel(command, state);
    case 'CreateProAppointment':
      return createByPro(command, state);
    case 'RescheduleAppointment':
      return reschedule(command, state);
    case 'ChangeAppointmentDetails':
      return changeDetails(command, state);
    case 'ResendConfirmation':
      return resend(command, state);
    case 'UpdateAppointment':
      return update(command, state);
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
