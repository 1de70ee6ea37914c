// What the pro books in the calendar flyout (spec 001 §5 "Appointment save"), checked against the
// practice's services and locations: the service lines with the pro's prices, and the location.
// Pure: no I/O, no clock.
import { DateTime } from 'luxon';
import { DomainError } from '#app/es';
import type { ClientInput } from '#app/clients';
import type { ActivePractice } from '#app/practice';
import type { LocationSnapshot, ServiceLine } from './appointment.js';

export const ProBookingMessages = {
  serviceRequired: 'Please choose a service.',
  tooManyServices: 'An appointment can have at most 10 services.',
  addOnOnly: "You can't create an appointment with only add-on services",
  firstIsAddOn: 'The first service cannot be an add-on.',
  variationNotFound: 'Please choose one of the lengths offered for this service.',
  invalidPrice: 'Please enter a price from $0.00 to $9,999,999.99.',
  locationRequired: 'Please choose a location.',
  invalidStart: 'Please choose a valid start time.',
  invalidEnd: 'Please choose a valid end time.',
  clientRequired: 'Please choose a client.',
  noContact: 'No email or phone on file',
  /** spec 001 §5, word for word. */
  packageAlone: 'A package service cannot have other services added at booking.',
  addOnNotOffered: 'Please choose add-ons offered with the chosen services.',
  /** A package session's service is its package's; a package is sold only by booking it. */
  packageServiceFixed: "A package session's service cannot be changed. Cancel it and book another appointment instead.",
} as const;

const M = ProBookingMessages;
const MAX_SERVICES = 10;
/** Up to 7 integer digits of dollars (spec 001 §5 price input). */
export const MAX_PRICE_CENTS = 999_999_999;

export interface ProServiceInput {
  serviceId: string;
  amountCents: number;
  saveCustomPrice?: boolean | null;
  variationId?: string | null;
}

/** One appointment at a chosen time, or a recurring series from its pattern. */
export type ProBookingTimes =
  | { kind: 'single'; startsAt: string; endsAt: string }
  | { kind: 'series'; recurringStartTimes: string[]; recurrencePattern: string; duration: number };

/** What the pro books in the calendar flyout (spec 001 §7 proCreateAppointment / createAppointments). */
export interface ProBookingInput {
  practiceId: string;
  services: ProServiceInput[];
  locationId: string;
  clientId?: string | null;
  newClient?: ClientInput | null;
  practitionerNote?: string | null;
  times: ProBookingTimes;
  /** The client's open package whose sessions a package service uses (absent: the open one, else a new package). */
  packageId?: string | null;
}

/**
 * The lines in the pro's order with the pro's prices. The first is the main service (never an
 * add-on); a package service takes no other services; an add-on offered only with some services
 * (allowedServiceIds) needs one of them among the lines.
 */
export const checkProServices = (inputs: ProServiceInput[] | null | undefined, practice: ActivePractice): ServiceLine[] => {
  if (!Array.isArray(inputs) || inputs.length === 0) throw new DomainError(M.serviceRequired);
  if (inputs.length > MAX_SERVICES) throw new DomainError(M.tooManyServices);
  const lines = inputs.map((input) => {
    const service = typeof input.serviceId === 'string' ? practice.services.get(input.serviceId) : undefined;
    if (!service) throw new DomainError(M.serviceRequired);
    const variation = input.variationId ? service.variations.find((v) => v.variationId === input.variationId) : undefined;
    if (input.variationId && !variation) throw new DomainError(M.variationNotFound);
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0 || input.amountCents > MAX_PRICE_CENTS) throw new DomainError(M.invalidPrice);
    return { serviceId: service.serviceId, name: service.name, timeLength: variation?.timeLength ?? service.timeLength, amountCents: input.amountCents, addOn: service.addOn };
  });
  if (lines.every((l) => l.addOn)) throw new DomainError(M.addOnOnly);
  if (lines[0].addOn) throw new DomainError(M.firstIsAddOn);
  const records = lines.map((l) => practice.services.get(l.serviceId)!);
  if (lines.length > 1 && records.some((r) => r.package)) throw new DomainError(M.packageAlone);
  checkAddOnsAllowed(records);
  return lines;
};

/** Each add-on restricted to some services (allowedServiceIds) comes with at least one of them. */
export const checkAddOnsAllowed = (services: ReadonlyArray<{ serviceId: string; addOn: boolean; allowedServiceIds?: string[] }>): void => {
  const chosen = new Set(services.filter((s) => !s.addOn).map((s) => s.serviceId));
  for (const s of services) {
    const allowed = s.addOn ? (s.allowedServiceIds ?? []) : [];
    if (allowed.length > 0 && !allowed.some((id) => chosen.has(id))) throw new DomainError(M.addOnNotOffered);
  }
};

export const checkProLocation = (locationId: string | null | undefined, practice: ActivePractice): LocationSnapshot => {
  const location = typeof locationId === 'string' ? practice.locations.get(locationId) : undefined;
  if (!location || location.state !== 'active') throw new DomainError(M.locationRequired);
  return { locationId: location.locationId, name: location.name, kind: location.kind, timeZone: location.timeZone };
};

/** A date-time as the portal sends it (YYYY-MM-DDTHH:mm:ss±HH:MM), as an ISO instant. */
export const parseInstant = (value: string | null | undefined, message: string): string => {
  const at = typeof value === 'string' && value.length <= 40 ? DateTime.fromISO(value, { setZone: true }) : DateTime.invalid('none');
  if (!at.isValid) throw new DomainError(message);
  return at.toUTC().toISO()!;
};

export const totalCents = (lines: ServiceLine[]): number => lines.reduce((sum, l) => sum + l.amountCents, 0);
