// The client's page of one appointment, from its read model and the practice's: where it
// happens is told as the e-mails tell it (the address of an in-person location; for a virtual
// one '(Video)' or '(Phone Call)', the link and the instructions, as the practice holds them now),
// and its money: the payment status, the client's saved card and the practice's ways to pay.
import { DateTime } from 'luxon';
import { virtualMeetingLinkWithFallback } from '#app/appointments';
import { locationPlace, type LocationPlace } from '#app/messaging';
import { clientPaymentStatus, initialPaymentState, usableCard, type WalletState } from '#app/payments';
import { defaultPaymentSettings } from '#app/practice';
import type { AppointmentDocument, PracticeDocument } from '#projections';
import { appointmentStateName } from './appointment-view.js';
import type { TokenAppointment, TokenLocation } from './token-appointment.models.js';

const placeOf = (doc: AppointmentDocument, practice: PracticeDocument | null): LocationPlace | null => {
  const location = practice?.locations.find((l) => l.locationId === doc.location.locationId);
  return location ? locationPlace(location) : null;
};

const tokenLocation = (doc: AppointmentDocument, place: LocationPlace | null): TokenLocation => {
  const { locationId: id, name, kind } = doc.location;
  if (kind !== 'virtual') return { id, name, kind, virtualType: null, address: place?.address ?? null, virtualInstructions: null };
  return { id, name, kind, virtualType: place?.virtualType ?? 'video', address: null, virtualInstructions: place?.virtualInstructions ?? null };
};

const locationName = (location: TokenLocation): string =>
  location.kind === 'virtual' ? `${location.name} (${location.virtualType === 'phone' ? 'Phone Call' : 'Video'})` : location.name;

/** The money part of the page: status, card, transactions, the practice's ways to pay. */
const paymentView = (doc: AppointmentDocument, practice: PracticeDocument | null, wallet: WalletState | null, now: Date) => {
  const settings = { ...defaultPaymentSettings, ...practice?.payments };
  const payment = doc.payment ?? initialPaymentState();
  const card = wallet ? usableCard(wallet, settings.paymentProvider) : null;
  return {
    tipAmountCents: payment.tipAmountCents,
    fullTotal: doc.amountCents + payment.tipAmountCents,
    clientPaymentStatus: clientPaymentStatus({ status: doc.state, startsAt: doc.startsAt, amountCents: doc.amountCents, payment, clientHasCard: card !== null, now }),
    paymentError: payment.lastError?.reason ?? null,
    defaultPaymentMethodData: card && { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
    transactions: payment.transactions.map(({ card: _card, purpose: _purpose, ...t }) => t),
  };
};

const practicePayments = (practice: PracticeDocument | null, paymentMode: 'simulated' | 'live') => {
  const p = { ...defaultPaymentSettings, ...practice?.payments };
  return {
    defaultCurrency: p.currency,
    acceptsTips: p.acceptsTips,
    hasPaymentProvider: p.paymentProvider !== null,
    paymentProvider: p.paymentProvider,
    paymentMode,
    hasPaypalPaymentsEnabled: p.paypalActive,
    hasVenmoPaymentsEnabled: p.venmoActive,
    acceptsCash: p.acceptsCash,
    acceptsOfflineCreditCard: p.acceptsCreditCard,
    acceptsPaypal: p.acceptsPaypal,
    acceptsVenmo: p.acceptsVenmo,
    acceptsZelle: p.acceptsZelle,
  };
};

export const toTokenAppointment = (
  doc: AppointmentDocument,
  practice: PracticeDocument | null,
  now: Date,
  wallet: WalletState | null = null,
  paymentMode: 'simulated' | 'live' = 'simulated',
): TokenAppointment => {
  const past = new Date(doc.startsAt).getTime() <= now.getTime();
  const live = doc.state === 'pending' || doc.state === 'approved';
  const first = doc.services[0];
  const place = placeOf(doc, practice);
  const location = tokenLocation(doc, place);
  return {
    id: doc.id,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    timeZone: DateTime.fromISO(doc.startsAt, { zone: doc.timeZone }).toFormat('ZZZZ'),
    ianaTimeZone: doc.timeZone,
    amountCents: doc.amountCents,
    state: appointmentStateName(doc.state),
    past,
    canCancel: live && !past,
    instantActionToken: doc.instantActionToken,
    service: { id: first.serviceId, name: first.name },
    appointmentServices: doc.services.map((s, i) => ({
      id: `${doc.id}-${i}`,
      service: { id: s.serviceId, name: s.name },
      amountCents: s.amountCents,
    })),
    location,
    locationName: locationName(location),
    virtualMeetingLinkWithFallback: virtualMeetingLinkWithFallback(location, doc.virtualMeeting, place?.virtualLink ?? null),
    practice: {
      id: doc.practiceId,
      name: practice?.name ?? '',
      url: practice ? `/${practice.shortLink}` : '/',
      cancellationPolicy: practice?.settings.cancellationPolicy?.trim() || null,
      ...practicePayments(practice, paymentMode),
    },
    user: { name: practice?.owner.name ?? '', email: practice?.owner.email ?? '', phone: practice?.owner.phone ?? null },
    ...paymentView(doc, practice, wallet, now),
  };
};
