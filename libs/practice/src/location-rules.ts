// spec 002 §4 "Location" and §5 "Locations and hours".
import { DomainError } from '#app/es';
import { validateWeeklyHours } from '#app/availability';
import type { ActivePractice, LocationDefinition, PracticeEvent } from './practice.js';
import { PracticeMessages as M } from './practice-messages.js';
import { isValidTimeZone } from './time-zones.js';

/** Weekly hours a location (or a service, for its own hours) can open by; the first problem in words. */
export const checkWeeklyHours = (hours: unknown): void => {
  const problem = validateWeeklyHours(hours);
  if (problem) throw new DomainError(problem);
};

const blank = (text: string | null | undefined) => !text || !text.trim();

export const upsertLocation = (data: LocationDefinition, practice: ActivePractice): PracticeEvent[] => {
  if (blank(data.name)) throw new DomainError(M.nameRequired);
  for (const text of [data.name, data.address, data.secondaryAddress, data.city, data.virtualLink, data.virtualInstructions]) {
    if (text && text.length > 1000) throw new DomainError(M.textTooLong);
  }
  if (!isValidTimeZone(data.timeZone)) throw new DomainError(M.invalidTimeZone);
  if ((data.kind === 'office' || data.kind === 'home') && blank(data.address)) throw new DomainError(M.addressRequired);
  if (data.kind === 'virtual' && blank(data.virtualLink) && blank(data.virtualInstructions)) throw new DomainError(M.virtualNeedsLinkOrInstructions);
  if (data.kind === 'home') {
    if (data.travelDistance === null || data.travelDistance === undefined) throw new DomainError(M.travelDistanceRequired);
    if (!(data.travelDistance >= 1 && data.travelDistance <= 50)) throw new DomainError(M.travelDistanceRange);
  }
  const others = [...practice.locations.values()].filter((l) => l.locationId !== data.locationId);
  if (data.kind === 'virtual' && others.some((l) => l.kind === 'virtual')) throw new DomainError(M.oneVirtual);
  if (data.kind === 'home' && others.some((l) => l.kind === 'home')) throw new DomainError(M.oneHome);
  if (data.availableTimes) checkWeeklyHours(data.availableTimes);
  return [{ type: 'LocationUpserted', data: { ...data, name: data.name.trim() } }];
};

const existing = (practice: ActivePractice, locationId: string) => {
  const location = practice.locations.get(locationId);
  if (!location) throw new DomainError(M.locationNotFound, 'NOT_FOUND');
  return location;
};

/** Whether some service is offered only here (among active locations): disabling would orphan it. */
export const isOnlyLocationForService = (
  locationId: string,
  services: Iterable<{ locationIds: string[] }>,
  isActive: (locationId: string) => boolean,
): boolean =>
  [...services].some((s) => s.locationIds.includes(locationId) && s.locationIds.filter(isActive).length === 1);

export const disableLocation = (locationId: string, practice: ActivePractice): PracticeEvent[] => {
  const location = existing(practice, locationId);
  if (location.state === 'disabled') return [];
  if (isOnlyLocationForService(locationId, practice.services.values(), (id) => practice.locations.get(id)?.state === 'active')) {
    throw new DomainError(M.onlyLocationForService);
  }
  const active = [...practice.locations.values()].filter((l) => l.state === 'active');
  if (active.length <= 1) throw new DomainError(M.onlyActiveLocation);
  return [{ type: 'LocationDisabled', data: { locationId } }];
};

export const enableLocation = (locationId: string, practice: ActivePractice): PracticeEvent[] =>
  existing(practice, locationId).state === 'active' ? [] : [{ type: 'LocationEnabled', data: { locationId } }];

export const deleteLocation = (locationId: string, practice: ActivePractice): PracticeEvent[] => {
  if (existing(practice, locationId).state !== 'disabled') throw new DomainError(M.deleteActiveLocation);
  return [{ type: 'LocationDeleted', data: { locationId } }];
};
