import type { AppointmentDocument } from '#projections';
import type { Appointment } from './appointment.models.js';

export const toAppointment = (doc: Omit<AppointmentDocument, 'searchText'>, now: Date): Appointment => ({
  id: doc.id,
  practiceId: doc.practiceId,
  state: doc.state,
  startsAt: doc.startsAt,
  endsAt: doc.endsAt,
  timeZone: doc.timeZone,
  amountCents: doc.amountCents,
  instantActionToken: doc.instantActionToken,
  bookedBy: doc.bookedBy,
  createdAt: doc.createdAt,
  past: new Date(doc.startsAt).getTime() <= now.getTime(),
  practitionerNote: doc.practitionerNote,
  client: { id: doc.client.clientId, clientId: doc.client.clientId, firstName: doc.client.firstName, lastName: doc.client.lastName, email: doc.client.email, phone: doc.client.phone },
  services: doc.services,
  appointmentServices: doc.services,
  location: { id: doc.location.locationId, name: doc.location.name, kind: doc.location.kind, timeZone: doc.location.timeZone },
  seriesId: doc.series?.seriesId ?? null,
  recurrencePattern: doc.series?.recurrencePattern ?? null,
  recurrenceFrequency: doc.series?.recurrenceFrequency ?? null,
  recurrenceUntil: doc.series?.recurrenceUntil ?? null,
  recurrenceCount: doc.series?.recurrenceCount ?? null,
  paymentStatus: null,
});
