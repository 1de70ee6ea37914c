// When a virtual appointment gets a meeting, and how the answers are recorded. The reaction that
// calls the provider (apps/api/src/conferencing) asks `needsVirtualMeeting`, records the request,
// calls, then records the answer: every step a no-op when already done, so a replay or a restart
// never makes a second meeting.
import type { Decider } from '#app/es';
import { evolveAppointment, initialAppointmentState, type AppointmentEvent, type AppointmentState } from './appointment.js';
import {
  evolveVirtualMeeting,
  initialVirtualMeetingState,
  isVirtualMeetingEvent,
  virtualMeetingKey,
  type VirtualMeeting,
  type VirtualMeetingEvent,
  type VirtualMeetingState,
} from './virtual-meeting.js';

export interface AppointmentWithMeeting {
  appointment: AppointmentState;
  meeting: VirtualMeetingState;
}

export type VirtualMeetingCommand =
  | { type: 'RequestVirtualMeeting'; accountId: string; requestedAt: string }
  | { type: 'RecordVirtualMeeting'; meeting: VirtualMeeting }
  | { type: 'RecordVirtualMeetingFailure'; reason: string };

/** A live virtual appointment without a meeting or a definite refusal. */
export const needsVirtualMeeting = ({ appointment, meeting }: AppointmentWithMeeting): boolean =>
  appointment.status !== 'none' &&
  (appointment.status === 'pending' || appointment.status === 'approved') &&
  appointment.location.kind === 'virtual' &&
  meeting.meeting === null &&
  meeting.failure === null;

export const decideVirtualMeeting = (command: VirtualMeetingCommand, state: AppointmentWithMeeting): VirtualMeetingEvent[] => {
  if (state.appointment.status === 'none') return [];
  const { appointmentId } = state.appointment;
  switch (command.type) {
    case 'RequestVirtualMeeting':
      if (!needsVirtualMeeting(state) || state.meeting.requestedAt !== null) return [];
      return [{ type: 'VirtualMeetingRequested', data: { appointmentId, provider: 'zoom', accountId: command.accountId, idempotencyKey: virtualMeetingKey(appointmentId), requestedAt: command.requestedAt } }];
    case 'RecordVirtualMeeting':
      return state.meeting.meeting ? [] : [{ type: 'VirtualMeetingCreated', data: { appointmentId, ...command.meeting } }];
    case 'RecordVirtualMeetingFailure':
      return state.meeting.meeting || state.meeting.failure ? [] : [{ type: 'VirtualMeetingFailed', data: { appointmentId, provider: 'zoom', reason: command.reason } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown virtual meeting command ${JSON.stringify(unknown)}`);
    }
  }
};

/** Folds the appointment stream: the appointment's own events and its meeting's; others pass. */
export const virtualMeetingDecider: Decider<VirtualMeetingCommand, AppointmentEvent | VirtualMeetingEvent, AppointmentWithMeeting> = {
  decide: decideVirtualMeeting,
  evolve: (state, event) =>
    isVirtualMeetingEvent(event)
      ? { ...state, meeting: evolveVirtualMeeting(state.meeting, event) }
      : { ...state, appointment: evolveAppointment(state.appointment, event as AppointmentEvent) },
  initialState: () => ({ appointment: initialAppointmentState(), meeting: initialVirtualMeetingState() }),
};
