// spec 002 §5 "Services".
import { DomainError } from '#app/es';
import type { ActivePractice, PracticeEvent, ServiceDefinition } from './practice.js';
import { PracticeMessages as M } from './practice-messages.js';
import { checkWeeklyHours } from './location-rules.js';

const MAX_SERVICES = 25;
const MAX_CENTS = 999_999_999; // 7 integer digits, 2 decimals (spec 001 §5 price input)

const validPrice = (cents: number) => Number.isInteger(cents) && cents >= 0 && cents <= MAX_CENTS;

const checkVariations = (service: ServiceDefinition): void => {
  const all = [{ timeLength: service.timeLength, amountCents: service.amountCents }, ...(service.variations ?? [])];
  for (const v of service.variations ?? []) {
    if (!validPrice(v.amountCents)) throw new DomainError(M.invalidPrice);
    if (!(Number.isInteger(v.timeLength) && v.timeLength >= 1)) throw new DomainError(M.durationRequired);
  }
  if (all.length === 1) return;
  const prices = new Set(all.map((v) => v.amountCents));
  const durations = new Set(all.map((v) => v.timeLength));
  if (prices.size !== all.length && durations.size !== all.length) throw new DomainError(M.variationsUnique);
  if (prices.size !== all.length) throw new DomainError(M.variationPriceUnique);
  if (durations.size !== all.length) throw new DomainError(M.variationDurationUnique);
};

/** spec 002 §5: a package has a price of at least 1 cent and at least one session. */
const checkPackage = (data: ServiceDefinition, practice: ActivePractice): void => {
  if (!data.package) return;
  if (!practice.flags.packagesEnabled) throw new DomainError(M.packagesDisabled);
  if (data.addOn) throw new DomainError(M.packageAddOn);
  if (!(data.amountCents >= 1)) throw new DomainError(M.packagePrice);
  if (!(Number.isInteger(data.numberOfSessions) && (data.numberOfSessions ?? 0) >= 1)) throw new DomainError(M.packageSessions);
};

/** An add-on's allowed services are bookable services of the same practice. */
const checkAllowedServices = (data: ServiceDefinition, practice: ActivePractice): void => {
  for (const id of data.allowedServiceIds ?? []) {
    const other = practice.services.get(id);
    if (!other || other.addOn || id === data.serviceId) throw new DomainError(M.allowedServicesUnknown);
  }
};

/**
 * The service's own hours, checked as a location's are; what the command leaves out (undefined)
 * stays as it was, so an edit that does not touch the hours or the photo keeps them.
 */
const hoursAndPhoto = (data: ServiceDefinition, practice: ActivePractice) => {
  const before = practice.services.get(data.serviceId);
  const availableTimes = data.availableTimes === undefined ? (before?.availableTimes ?? null) : data.availableTimes;
  const availableTimesEnabled = data.availableTimesEnabled ?? before?.availableTimesEnabled ?? false;
  if (availableTimes) checkWeeklyHours(availableTimes);
  if (availableTimesEnabled && !availableTimes) throw new DomainError(M.serviceHoursRequired);
  const photoUrl = data.photoUrl === undefined ? (before?.photoUrl ?? null) : data.photoUrl;
  return { availableTimes, availableTimesEnabled, photoUrl };
};

export const upsertService = (data: ServiceDefinition, practice: ActivePractice): PracticeEvent[] => {
  const name = (data.name ?? '').trim();
  const description = (data.description ?? '').trim();
  if (name.length < 2) throw new DomainError(M.nameRequired);
  if (name.length > 100) throw new DomainError(M.textTooLong);
  if (description.length < 2) throw new DomainError(M.descriptionRequired);
  if (description.length > 5000) throw new DomainError(M.textTooLong);
  if (!data.addOn && !(Number.isInteger(data.timeLength) && data.timeLength >= 1)) throw new DomainError(M.durationRequired);
  if (data.addOn && !(Number.isInteger(data.timeLength) && data.timeLength >= 0)) throw new DomainError(M.durationRequired);
  if (!validPrice(data.amountCents)) throw new DomainError(M.invalidPrice);
  checkVariations(data);
  checkPackage(data, practice);
  checkAllowedServices(data, practice);
  if (data.locationIds.some((id) => !practice.locations.has(id))) throw new DomainError(M.unknownLocation);
  if (!practice.services.has(data.serviceId) && practice.services.size >= MAX_SERVICES) throw new DomainError(M.maxServices);
  const extras = hoursAndPhoto(data, practice);
  const packageFields = data.package ? { package: true, numberOfSessions: data.numberOfSessions } : { package: false, numberOfSessions: 0 };
  const allowedServiceIds = data.addOn ? [...new Set(data.allowedServiceIds ?? [])] : [];
  return [{ type: 'ServiceUpserted', data: { ...data, name, description, variations: data.variations ?? [], ...packageFields, allowedServiceIds, ...extras } }];
};

export const removeService = (serviceId: string, practice: ActivePractice): PracticeEvent[] => {
  const service = practice.services.get(serviceId);
  if (!service) throw new DomainError(M.serviceNotFound, 'NOT_FOUND');
  // Add-ons cannot be booked alone, so the last bookable service is the one that must stay.
  const bookable = [...practice.services.values()].filter((s) => !s.addOn);
  if (!service.addOn && bookable.length <= 1) throw new DomainError(M.lastService);
  return [{ type: 'ServiceRemoved', data: { serviceId } }];
};

/** updateServicePhoto / removeServicePhoto (spec 002 §7): photoUrl null removes it. */
export const changeServicePhoto = (serviceId: string, photoUrl: string | null, practice: ActivePractice): PracticeEvent[] => {
  const service = practice.services.get(serviceId);
  if (!service) throw new DomainError(M.serviceNotFound, 'NOT_FOUND');
  if (service.photoUrl === photoUrl) return [];
  return [{ type: 'ServicePhotoChanged', data: { serviceId, photoUrl } }];
};
