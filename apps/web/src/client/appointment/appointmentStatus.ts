// Heading and status sentence of the client appointment page (spec 000 §2.2).
// Cancelled appointments have no heading; a declined request reads cancelled.
import type { TokenAppointment } from './tokenAppointment';

export const PAST_NOTICE =
  "The appointment start time has past so this appointment can't be cancelled or rescheduled.";

export function appointmentHeading(appointment: TokenAppointment): string | null {
  if (appointment.state === 'cancelled') return null;
  if (appointment.past) return 'Appointment passed';
  return appointment.state === 'pending' ? 'Appointment pending' : 'Appointment accepted!';
}

export function appointmentStatusSentence(appointment: TokenAppointment): string {
  const practitioner = appointment.user.name;
  if (appointment.declined) return 'This appointment request was declined.';
  switch (appointment.state) {
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
