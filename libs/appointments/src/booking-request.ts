// Turns a visitor's raw request into a checked appointment request against the practice's
// current services, locations and settings. Pure: no I/O, no clock.
import { DomainError, NotFoundError } from '#app/es';
import { fitsWeeklyHours, serviceBookableHours } from '#app/availability';
import type { PracticeState } from '#app/practice';
import { isValidEmail, normalizeEmail } from '#app/access';
import { normalizePhone } from '#app/clients';
import type { AppointmentRequestedData } from './appointment.js';
import { AppointmentMessages } from './appointment-messages.js';
import type { BookingRules } from './schedule.js';

/** What a visitor sends from the public booking page (spec 000 §7 requestAppointment). */
export interface RequestAppointmentInput {
  practiceId: string;
  serviceId: string;
  locationId: string;
  startsAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  variationId?: string | null;
  addOnServiceIds?: string[] | null;
  /**
   * A card the provider confirmed for this booking (set by the server after checking the card the
   * page saved, never taken from the visitor's input as such).
   */
  cardConfirmed?: boolean;
  /** A coupon code the visitor entered (apps/api/src/coupons/redeem-at-booking.ts applies it). */
  discountCode?: string | null;
  /** A gift card code the visitor entered (the resolver finds its card: giftCardId). */
  giftCardCode?: string | null;
  /** The card of giftCardCode in this practice, found by the server (apps/api/src/gift-cards/redeem-at-booking.ts spends it). */
  giftCardId?: string | null;
}

export const BookingMessages = {
  practiceNotFound: 'Practice not found',
  serviceNotFound: 'Please choose a service.',
  addOnOnly: "You can't create an appointment with only add-on services",
  locationNotFound: 'Please choose a location.',
  variationNotFound: 'Please choose one of the lengths offered for this service.',
  serviceNotAtLocation: 'This service is not offered at this location.',
  invalidStart: 'Please choose a valid start time.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  nameTooLong: 'Names can be at most 100 characters.',
  invalidEmail: 'Invalid email',
  addOnNotFound: 'Please choose add-ons this practice offers.',
  addOnNotOffered: 'Please choose add-ons offered with the chosen services.',
  /** Packages are sold by the pro at booking in the calendar (spec 001 §5); not on the public page. */
  packageNotOnline: 'Packages are sold by the practitioner. Please contact them to book this package.',
  cardRequired: 'Please add a credit card to book. You will not be charged until your appointment.',
  /** The service has its own hours (availableTimesEnabled) and the time falls outside them. */
  outsideServiceHours: 'This service is not offered at that time. Please choose one of the times shown.',
} as const;

const MAX_ADD_ONS = 10;

const requiredName = (value: string, message: string): string => {
  const trimmed = (value ?? '').trim();
  if (!trimmed) throw new DomainError(message);
  if (trimmed.length > 100) throw new DomainError(BookingMessages.nameTooLong);
  return trimmed;
};

export type CheckedRequest = Omit<AppointmentRequestedData, 'appointmentId' | 'instantActionToken' | 'client'> & {
  client: Omit<AppointmentRequestedData['client'], 'clientId'>;
  autoAccept: boolean;
  bufferMinutes: number;
  /** The hours, grid, lead time and buffer the visitor's time must fit. */
  rules: BookingRules;
};

/**
 * The visitor's e-mail and phone as checkBookingRequest keeps them, or null where it would refuse
 * them: for reading the visitor's client claims before the request is checked.
 */
export const requestedContact = (input: Pick<RequestAppointmentInput, 'email' | 'phone'>): { email: string; phone: string } | null => {
  if (!isValidEmail(input.email ?? '')) return null;
  try {
    return { email: normalizeEmail(input.email), phone: normalizePhone(input.phone) };
  } catch {
    return null;
  }
};

export const checkBookingRequest = (input: RequestAppointmentInput, practice: PracticeState, now: Date): CheckedRequest => {
  if (practice.status === 'none') throw new NotFoundError(BookingMessages.practiceNotFound);
  const service = practice.services.get(input.serviceId);
  // A service the pro keeps private is booked by the pro only: the public page hides it, and an id
  // sent anyway is not one a visitor may choose.
  if (!service || !service.public) throw new DomainError(BookingMessages.serviceNotFound);
  if (service.addOn) throw new DomainError(BookingMessages.addOnOnly);
  if (service.package) throw new DomainError(BookingMessages.packageNotOnline);
  const variation = input.variationId ? service.variations.find((v) => v.variationId === input.variationId) : undefined;
  if (input.variationId && !variation) throw new DomainError(BookingMessages.variationNotFound);
  const addOnIds = [...new Set(input.addOnServiceIds ?? [])];
  if (addOnIds.length > MAX_ADD_ONS) throw new DomainError(BookingMessages.addOnNotFound);
  const addOns = addOnIds.map((id) => {
    const addOn = practice.services.get(id);
    if (!addOn || !addOn.addOn || !addOn.public) throw new DomainError(BookingMessages.addOnNotFound);
    // An add-on offered only with some services (allowedServiceIds) is refused with others.
    if (addOn.allowedServiceIds.length > 0 && !addOn.allowedServiceIds.includes(service.serviceId)) throw new DomainError(BookingMessages.addOnNotOffered);
    return { serviceId: addOn.serviceId, name: addOn.name, timeLength: addOn.timeLength, amountCents: addOn.amountCents, addOn: true };
  });
  const lines = [
    { serviceId: service.serviceId, name: service.name, timeLength: variation?.timeLength ?? service.timeLength, amountCents: variation?.amountCents ?? service.amountCents, addOn: false },
    ...addOns,
  ];
  // Add-ons lengthen the appointment and add to its price.
  const timeLength = lines.reduce((sum, l) => sum + l.timeLength, 0);
  const amountCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const location = practice.locations.get(input.locationId);
  if (!location || location.state !== 'active') throw new DomainError(BookingMessages.locationNotFound);
  if (service.locationIds.length > 0 && !service.locationIds.includes(location.locationId)) {
    throw new DomainError(BookingMessages.serviceNotAtLocation);
  }
  const start = typeof input.startsAt === 'string' && input.startsAt.length <= 40 ? new Date(input.startsAt) : new Date(NaN);
  if (Number.isNaN(start.getTime())) throw new DomainError(BookingMessages.invalidStart);
  if (start.getTime() <= now.getTime()) throw new DomainError(AppointmentMessages.startInPast);
  // The service's own hours narrow the location's; said plainly here rather than as "not available".
  if (service.availableTimesEnabled && service.availableTimes && !fitsWeeklyHours(service.availableTimes, location.timeZone, start.toISOString(), timeLength)) {
    throw new DomainError(BookingMessages.outsideServiceHours, 'SLOT_UNAVAILABLE');
  }
  const firstName = requiredName(input.firstName, BookingMessages.firstNameRequired);
  const lastName = requiredName(input.lastName, BookingMessages.lastNameRequired);
  if (!isValidEmail(input.email ?? '')) throw new DomainError(BookingMessages.invalidEmail);
  const phone = normalizePhone(input.phone);
  // The practice requires a card on file to book (requireClientCcToBook); a free booking never does.
  if (practice.payments.requireClientCcToBook && amountCents > 0 && !input.cardConfirmed) throw new DomainError(BookingMessages.cardRequired);
  return {
    practiceId: practice.practice.practiceId,
    client: { firstName, lastName, email: normalizeEmail(input.email), phone },
    services: lines,
    location: { locationId: location.locationId, name: location.name, kind: location.kind, timeZone: location.timeZone },
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + timeLength * 60_000).toISOString(),
    timeZone: location.timeZone,
    amountCents,
    bookedBy: 'client',
    source: 'web',
    autoAccept: practice.settings.instantClientApproval,
    bufferMinutes: practice.settings.appointmentBufferTime,
    rules: {
      timeZone: location.timeZone,
      weeklyHours: serviceBookableHours(location.availableTimes, service),
      durationMinutes: timeLength,
      incrementMinutes: practice.settings.startTimeIncrement,
      bufferMinutes: practice.settings.appointmentBufferTime,
      leadTimeMinutes: practice.settings.appointmentLeadTime,
      now,
    },
  };
};
