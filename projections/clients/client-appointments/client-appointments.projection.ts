// Which appointments each client has (collection `client_appointments`, one small document per
// appointment): the directory's "Last appt." and the profile's lists are read through it. Only
// AppointmentRequested names the client, so every later change is keyed by the appointment.
import { defineProjection, utcText } from '#app/es';
import type { AppointmentEvent, AppointmentStatus } from '#app/appointments';

export interface ClientAppointmentDocument {
  id: string;
  practiceId: string;
  clientId: string;
  /** ISO instant in UTC (toISOString), so text order is time order. */
  startsAt: string;
  state: AppointmentStatus;
}

// UTC text; a stored value that is no instant is kept as it was rather than stopping the projection.
const utc = (instant: string) => utcText(instant);

export const clientAppointmentsProjection = defineProjection<ClientAppointmentDocument>({
  name: 'client-appointments',
  collection: 'client_appointments',
  indexedFields: ['practiceId', 'clientId', 'prefix:clientId', 'startsAt', 'practiceId,startsAt'],
  eventTypes: ['AppointmentRequested', 'AppointmentAccepted', 'AppointmentDeclined', 'AppointmentCancelled', 'AppointmentRescheduled'],
  documentId: (event) => (event.data as { appointmentId: string }).appointmentId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as AppointmentEvent;
    if (event.type === 'AppointmentRequested') {
      const { appointmentId, practiceId, client, startsAt } = event.data;
      return { id: appointmentId, practiceId, clientId: client.clientId, startsAt: utc(startsAt), state: 'pending' };
    }
    if (!document) return null;
    switch (event.type) {
      case 'AppointmentAccepted':
        return { ...document, state: 'approved' };
      case 'AppointmentDeclined':
        return { ...document, state: 'declined' };
      case 'AppointmentCancelled':
        return { ...document, state: 'cancelled' };
      case 'AppointmentRescheduled':
        return { ...document, startsAt: utc(event.data.startsAt) };
      default:
        return document;
    }
  },
});
