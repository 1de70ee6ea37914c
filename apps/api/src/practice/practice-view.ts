import type { PracticeDocument } from '#projections';
import { isOnlyLocationForService, practiceFlagsOf, type LocationRecord, type ServiceRecord } from '#app/practice';
import type { Location, Practice, Service } from './practice.models.js';

export const toService = (s: ServiceRecord): Service => ({
  id: s.serviceId,
  name: s.name,
  description: s.description,
  timeLength: s.timeLength,
  amountCents: s.amountCents,
  addOn: s.addOn,
  public: s.public,
  locationIds: s.locationIds,
  variations: (s.variations ?? []).map((v) => ({ id: v.variationId, timeLength: v.timeLength, amountCents: v.amountCents })),
  package: s.package ?? false,
  numberOfSessions: s.numberOfSessions ?? 0,
  allowedServiceIds: s.allowedServiceIds ?? [],
  availableTimes: s.availableTimes ?? null,
  availableTimesEnabled: s.availableTimesEnabled ?? false,
  photoUrl: s.photoUrl ?? null,
});

const soleForSomeService = (doc: PracticeDocument, locationId: string): boolean =>
  isOnlyLocationForService(locationId, doc.services, (id) => doc.locations.some((l) => l.locationId === id && l.state === 'active'));

export const toLocation = (l: LocationRecord, doc: PracticeDocument): Location => ({
  id: l.locationId,
  name: l.name,
  kind: l.kind,
  timeZone: l.timeZone,
  address: l.address,
  secondaryAddress: l.secondaryAddress,
  city: l.city,
  stateProvince: l.stateProvince,
  zip: l.zip,
  country: l.country,
  virtualType: l.virtualType,
  virtualLink: l.virtualLink,
  virtualInstructions: l.virtualInstructions,
  travelDistance: l.travelDistance,
  availableTimes: l.availableTimes,
  state: l.state,
  canDelete: l.state === 'disabled',
  onlyLocationForService: soleForSomeService(doc, l.locationId),
});

/** Free services first (spec 002 §5), then in the order kept (added, or as reordered). */
export const byFreeFirst = (a: ServiceRecord, b: ServiceRecord) => Number(a.amountCents > 0) - Number(b.amountCents > 0);

export const toPractice = (doc: PracticeDocument, options: { includePrivate?: boolean; includeAddOns?: boolean } = {}): Practice => ({
  id: doc.id,
  name: doc.name,
  shortLink: doc.shortLink,
  url: `/${doc.shortLink}`,
  timeZone: doc.timeZone,
  instantClientApproval: doc.settings.instantClientApproval,
  services: [...doc.services]
    .filter((s) => (options.includePrivate ?? true) || s.public)
    .filter((s) => (options.includeAddOns ?? true) || !s.addOn)
    .sort(byFreeFirst)
    .map(toService),
  locations: doc.locations.map((l) => toLocation(l, doc)),
  bookingSettings: doc.settings,
  user: { name: doc.owner.name, email: doc.owner.email, phone: doc.owner.phone },
  clientNotesEnabled: practiceFlagsOf(doc.flags).clientNotesEnabled,
  flags: practiceFlagsOf(doc.flags),
  paymentSettings: doc.payments,
});
