// A booking of the bookings tabs as the client's card shows it, with the practice as it is now.
import { DateTime } from 'luxon';
import { locationPlace } from '#app/messaging';
import { bookingStateLabel, transactionDescription, transactionStateLabel, type ClientBookingDocument, type PracticeDocument } from '#projections';
import { appointmentStateName } from '../appointments/appointment-view.js';
import type { ClientBooking } from './client-bookings.models.js';

export const toClientBooking = (doc: ClientBookingDocument, practice: PracticeDocument | null): ClientBooking => {
  const place = practice?.locations.find((l) => l.locationId === doc.location.locationId);
  const details = place ? locationPlace(place) : null;
  const main = doc.services.find((s) => !s.addOn) ?? doc.services[0];
  return {
    id: doc.id,
    state: appointmentStateName(doc.state),
    stateLabel: bookingStateLabel(doc.state),
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    amountCents: doc.amountCents,
    feeCents: doc.feeCents,
    platformFeeCents: doc.platformFeeCents,
    instantActionToken: doc.instantActionToken,
    appointmentTimeLength: Math.round((Date.parse(doc.endsAt) - Date.parse(doc.startsAt)) / 60_000),
    practiceId: doc.practiceId,
    serviceId: main?.serviceId ?? '',
    practice: practice ? { id: practice.id, name: practice.name, url: `/${practice.shortLink}`, defaultCurrency: practice.payments.currency ?? 'USD' } : null,
    services: doc.services.map((s) => ({ id: s.serviceId, name: s.name, timeLength: s.timeLength, amountCents: s.amountCents, addOn: s.addOn })),
    location: {
      id: doc.location.locationId,
      name: doc.location.name,
      kind: doc.location.kind,
      address: doc.location.kind === 'virtual' ? null : (details?.address ?? null),
      timeZone: doc.timeZone,
      timeZoneAbbr: DateTime.fromISO(doc.startsAt, { zone: doc.timeZone }).toFormat('ZZZZ'),
      virtualInstructions: doc.location.kind === 'virtual' ? (details?.virtualInstructions ?? null) : null,
    },
    transaction: doc.transaction
      ? {
          id: doc.transaction.id,
          type: doc.transaction.type,
          state: doc.transaction.state,
          amountCents: doc.transaction.amountCents,
          stateLabel: transactionStateLabel(doc.transaction),
          description: transactionDescription(doc.transaction.type),
        }
      : null,
  };
};
