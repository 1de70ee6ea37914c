// Who may change an appointment: the pro of its practice, or whoever holds its token.
// Anyone else is told it does not exist, so ids and tokens of other practices reveal nothing.
import { timingSafeEqual } from 'node:crypto';
import { NotFoundError } from '#app/es';
import type { AppointmentState, ExistingAppointment } from './appointment.js';
import { AppointmentMessages } from './appointment-messages.js';

export type AppointmentAccess = { by: 'pro'; practiceId: string } | { by: 'token'; instantActionToken: string };

const sameToken = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const checkAccess = (state: AppointmentState, access: AppointmentAccess): ExistingAppointment => {
  if (state.status === 'none') throw new NotFoundError(AppointmentMessages.notFound);
  const allowed =
    access.by === 'pro'
      ? state.practiceId === access.practiceId
      : typeof access.instantActionToken === 'string' && sameToken(state.instantActionToken, access.instantActionToken);
  if (!allowed) throw new NotFoundError(AppointmentMessages.notFound);
  return state;
};
