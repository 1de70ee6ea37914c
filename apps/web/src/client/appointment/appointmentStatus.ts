// Heading and status sentence of the client appointment page (spec 000 §2.2).
// Cancelled appointments have no heading, nor has a request the practitioner could not take
// (the state spec 000 §4 calls unavailable).
import type { TokenAppointment, TokenAppointmentState } from './tokenAppointment';

/** The state's label (spec 000 §4: approved CONFIRMED, pending PENDING, unavailable UNAVAILABLE; and cancelled). */
export const STATE_LABELS: Record<TokenAppointmentState, string> = {
  approved: 'CONFIRMED',
  pending: 'PENDING',
  unavailable: 'UNAVAILABLE',
  cancelled: 'CANCELLED',
};

export const appointmentStateLabel = (state: TokenAppointmentState): string => STATE_LABELS[state];

export const PAST_NOTICE =
  "The appointment start time has past so this appointment can't be cancelled or rescheduled.";

export function appointmentHeading(appointment: TokenAppointment): string | null {
  if (appointment.state === 'cancelled' || appointment.state === 'unavailable') return null;
  if (appointment.past) return 'Appointment passed';
  return appointment.state === 'pending' ? 'Appointment pending' : 'Appointment accepted!';
}

export function appointmentStatusSentence(appointment: TokenAppointment): string {
  const practitioner = appointment.user.name;
  switch (appointment.state) {
    case 'unavailable':
      return `${practitioner} is unavailable at the requested time, so this request was declined.`;
    case 'cancelled':
      return 'This appointment has been cancelled.';
    case 'pending':
      return appointment.past
        ? `This request was not confirmed by ${practitioner} before its start time.`
        : `Your request has been sent to ${practitioner}. You will get an email when it is confirmed.`;
    case 'approved':
      return appointment.past
        ? `Thank you for your appointment with ${practitioner}.`
        : `Your appointment with ${practitioner} is confirmed. We look forward to seeing you.`;
  }
}
