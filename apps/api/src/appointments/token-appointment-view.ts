import { DateTime } from 'luxon';
import type { AppointmentDocument, PracticeDocument } from '#projections';
import type { TokenAppointment } from './token-appointment.models.js';

const locationName = (doc: AppointmentDocument): string =>
  doc.location.kind === 'virtual' ? `${doc.location.name} (Video)` : doc.location.name;

export const toTokenAppointment = (doc: AppointmentDocument, practice: PracticeDocument | null, now: Date): TokenAppointment => {
  const past = new Date(doc.startsAt).getTime() <= now.getTime();
  const live = doc.state === 'pending' || doc.state === 'approved';
  const first = doc.services[0];
  return {
    id: doc.id,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    timeZone: DateTime.fromISO(doc.startsAt, { zone: doc.timeZone }).toFormat('ZZZZ'),
    ianaTimeZone: doc.timeZone,
    amountCents: doc.amountCents,
    tipAmountCents: 0,
    state: live ? doc.state : 'cancelled',
    declined: doc.state === 'declined',
    past,
    canCancel: live && !past,
    instantActionToken: doc.instantActionToken,
    fullTotal: doc.amountCents,
    service: { id: first.serviceId, name: first.name },
    appointmentServices: doc.services.map((s, i) => ({
      id: `${doc.id}-${i}`,
      service: { id: s.serviceId, name: s.name },
      amountCents: s.amountCents,
    })),
    location: { id: doc.location.locationId, name: doc.location.name, kind: doc.location.kind },
    locationName: locationName(doc),
    practice: { id: doc.practiceId, name: practice?.name ?? '', url: practice ? `/${practice.shortLink}` : '/' },
    user: { name: practice?.owner.name ?? '', email: practice?.owner.email ?? '', phone: practice?.owner.phone ?? null },
  };
};
