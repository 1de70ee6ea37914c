import type { AppointmentStatus } from '#app/appointments';
import type { AppointmentDocument } from '#projections';
import type { Appointment } from './appointment.models.js';

/**
 * An appointment's state as the API names it (spec 000 §4, 001 §4): a request the pro declined
 * is `unavailable`. The events and the read models keep their own word (AppointmentDeclined,
 * 'declined'); only what leaves the API is renamed.
 */
export type AppointmentStateName = 'pending' | 'approved' | 'unavailable' | 'cancelled';

export const appointmentStateName = (status: AppointmentStatus): AppointmentStateName => (status === 'declined' ? 'unavailable' : status);

const STORED_STATE: Record<AppointmentStateName, AppointmentStatus> = { pending: 'pending', approved: 'approved', unavailable: 'declined', cancelled: 'cancelled' };

/** The read model's state for a state named in a filter; a word the API does not use ('declined' too) matches nothing. */
export const storedAppointmentState = (name: string): string =>
  Object.hasOwn(STORED_STATE, name) ? STORED_STATE[name as AppointmentStateName] : `unknown:${name}`;

export const toAppointment = (doc: Omit<AppointmentDocument, 'searchText'>, now: Date): Appointment => ({
  id: doc.id,
  practiceId: doc.practiceId,
  state: appointmentStateName(doc.state),
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
  discountCodeRedemptions: doc.discountCodeRedemptions ?? [],
  giftCardRedemptions: (doc.giftCardRedemptions ?? []).map(({ code, amountCents }) => ({ code, amountCents })),
  packageSessionNumber: doc.packageSession?.sessionNumber ?? null,
  packageNumberOfSessions: doc.packageSession?.numberOfSessions ?? null,
  paymentFacts: doc.payment,
});
