// Practitioners as the search index holds them (libs/search): one document per practice in the
// collection the Postgres search index queries, folded from the practice (name, short link, services,
// locations), its profile (approved credentials make it verified; the first gallery photo), its
// keywords (specialties) and its reviews (mean rating). Safe to replay: each event replaces what it
// describes. The profile details (ProfileInfoUpdated: name, short link, headline, the chosen city
// with its coordinates; ProfilePhotoUpdated: the headshot) come from the practice's stream too.
import { defineProjection } from '#app/es';
import { PRACTICE_SKILLS_EVENT_TYPES, specialtyById } from '#app/reviews';
import { inOrder, PROFILE_EVENT_TYPES } from '#app/profile';
import { practitionerSearchText, PRACTITIONERS_COLLECTION, type PractitionerSearchDocument } from '#app/search';
import type { RecordedEvent } from '#app/eventstore';

interface IndexedService {
  serviceId: string;
  name: string;
  public: boolean;
  addOn: boolean;
  locationIds: string[];
}

interface IndexedLocation {
  locationId: string;
  kind: string;
  active: boolean;
  latitude: number | null;
  longitude: number | null;
}

export interface SearchPractitionerDocument extends PractitionerSearchDocument {
  searchText: string;
  /** What the public fields are derived from. */
  source: {
    services: IndexedService[];
    locations: IndexedLocation[];
    skillIds: string[];
    approvedCredentials: string[];
    gallery: { galleryImageId: string; photoUrl: string }[];
    /** reviewId -> rating (disputed reviews left out). */
    ratings: Record<string, number>;
    headline: string | null;
    /** The pro's headshot (before the first gallery photo). */
    headshotUrl?: string | null;
    latitude: number | null;
    longitude: number | null;
  };
}

const PRACTICE_EVENT_TYPES = [
  'PracticeCreated', 'ServiceUpserted', 'ServiceRemoved', 'LocationUpserted', 'LocationDisabled', 'LocationEnabled', 'LocationDeleted',
  'ProfileInfoUpdated', 'ProfilePhotoUpdated',
];

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The public fields from the source. */
export const derive = (doc: Omit<SearchPractitionerDocument, 'searchText'>): SearchPractitionerDocument => {
  const s = doc.source;
  const offered = s.services.filter((x) => x.public && !x.addOn);
  const activeLocations = s.locations.filter((l) => l.active);
  const usedLocations = activeLocations.filter((l) => offered.some((x) => x.locationIds.includes(l.locationId)));
  const kinds = new Set((usedLocations.length ? usedLocations : activeLocations).map((l) => l.kind));
  const office = activeLocations.find((l) => l.kind !== 'virtual' && l.latitude !== null && l.longitude !== null);
  const ratings = Object.values(s.ratings);
  const next: Omit<SearchPractitionerDocument, 'searchText'> = {
    ...doc,
    headline: s.headline,
    photoUrl: s.headshotUrl ?? s.gallery[0]?.photoUrl ?? null,
    services: [...new Set(offered.map((x) => x.name))],
    specialties: s.skillIds.map((id) => specialtyById(id)?.name).filter((n): n is string => !!n),
    latitude: s.latitude ?? office?.latitude ?? null,
    longitude: s.longitude ?? office?.longitude ?? null,
    virtual: kinds.has('virtual'),
    inPerson: kinds.has('office') || kinds.has('home'),
    verified: s.approvedCredentials.length > 0,
    rating: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null,
    reviewCount: ratings.length,
    listed: offered.length > 0,
  };
  return { ...next, searchText: practitionerSearchText(next) };
};

const practiceIdOf = (event: RecordedEvent): string | null => {
  if (event.streamId.startsWith('practice-')) return event.streamId.slice('practice-'.length);
  const id = (event.data as { practiceId?: unknown }).practiceId;
  return typeof id === 'string' ? id : null;
};

const evolveSource = (source: SearchPractitionerDocument['source'], type: string, data: Record<string, any>): SearchPractitionerDocument['source'] => {
  switch (type) {
    case 'ServiceUpserted': {
      const service: IndexedService = { serviceId: data.serviceId, name: String(data.name ?? ''), public: data.public !== false, addOn: !!data.addOn, locationIds: data.locationIds ?? [] };
      return { ...source, services: [...source.services.filter((x) => x.serviceId !== service.serviceId), service] };
    }
    case 'ServiceRemoved':
      return { ...source, services: source.services.filter((x) => x.serviceId !== data.serviceId) };
    case 'LocationUpserted': {
      const before = source.locations.find((l) => l.locationId === data.locationId);
      const location: IndexedLocation = {
        locationId: data.locationId, kind: String(data.kind), active: before?.active ?? true,
        latitude: num(data.latitude ?? data.lat), longitude: num(data.longitude ?? data.lng),
      };
      return { ...source, locations: [...source.locations.filter((l) => l.locationId !== location.locationId), location] };
    }
    case 'LocationDisabled':
    case 'LocationEnabled':
      return { ...source, locations: source.locations.map((l) => (l.locationId === data.locationId ? { ...l, active: type === 'LocationEnabled' } : l)) };
    case 'LocationDeleted':
      return { ...source, locations: source.locations.filter((l) => l.locationId !== data.locationId) };
    case 'ProfileInfoUpdated': {
      const next = { ...source };
      if ('headline' in data) next.headline = str(data.headline);
      const place = data.place ?? {};
      if (num(place.latitude) !== null && num(place.longitude) !== null) {
        next.latitude = num(place.latitude);
        next.longitude = num(place.longitude);
      }
      return next;
    }
    case 'ProfilePhotoUpdated':
      return { ...source, headshotUrl: str(data.photoUrl) };
    case 'ProCredentialApproved':
      return { ...source, approvedCredentials: [...source.approvedCredentials.filter((id) => id !== data.proCredentialId), data.proCredentialId] };
    case 'ProCredentialRemoved':
      return { ...source, approvedCredentials: source.approvedCredentials.filter((id) => id !== data.proCredentialId) };
    case 'GalleryImagesAdded':
      return { ...source, gallery: [...source.gallery, ...(data.images ?? [])] };
    case 'GalleryImageRemoved':
      return { ...source, gallery: source.gallery.filter((g) => g.galleryImageId !== data.galleryImageId) };
    case 'GalleryImagesReordered':
      return { ...source, gallery: inOrder(source.gallery, data.galleryImageIds ?? [], (g) => g.galleryImageId) };
    case 'PracticeSkillsUpdated':
    case 'PracticeSkillDeleted':
    case 'PracticeSkillsMoved':
      return { ...source, skillIds: data.skillIds ?? [] };
    case 'ReviewRated':
      return { ...source, ratings: { ...source.ratings, [data.reviewId]: data.rating } };
    case 'ReviewDisputed': {
      const { [data.reviewId]: _gone, ...ratings } = source.ratings;
      return { ...source, ratings };
    }
    default:
      return source;
  }
};

export const searchPractitionersProjection = defineProjection<SearchPractitionerDocument>({
  name: 'search_practitioners',
  collection: PRACTITIONERS_COLLECTION,
  indexedFields: [],
  eventTypes: [...PRACTICE_EVENT_TYPES, ...PROFILE_EVENT_TYPES, ...PRACTICE_SKILLS_EVENT_TYPES, 'ReviewRated', 'ReviewDisputed'],
  documentId: practiceIdOf,
  evolve: (document, recorded) => {
    const data = recorded.data as Record<string, any>;
    if (recorded.type === 'PracticeCreated' && recorded.streamId.startsWith('practice-')) {
      return derive({
        id: data.practiceId, name: data.name, shortLink: data.shortLink, headline: null, photoUrl: null, services: [], specialties: [],
        latitude: null, longitude: null, virtual: false, inPerson: false, verified: false, rating: null, reviewCount: 0, listed: false,
        source: { services: [], locations: [], skillIds: [], approvedCredentials: [], gallery: [], ratings: {}, headline: null, latitude: null, longitude: null, ...document?.source },
      });
    }
    if (!document) return null;
    // A new name or short link (Details tab) is what the results show and link to.
    const renamed = recorded.type === 'ProfileInfoUpdated'
      ? { name: str(data.name) ?? document.name, shortLink: str(data.shortLink) ?? document.shortLink }
      : {};
    return derive({ ...document, ...renamed, source: evolveSource(document.source, recorded.type, data) });
  },
});
