// Practitioner search calls (spec 000 §2.4, §7 search index queries): public, no session.
import { graphql } from '../../graphql';
import type { PractitionerSearchQuery, SearchLocationQuery, SearchPlaceSuggestionsQuery, SearchSuggestionsQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

export type Suggestions = SearchSuggestionsQuery['searchSuggestions'];
export type SearchPage = PractitionerSearchQuery['searchPractitioners'];
export type PractitionerResult = SearchPage['hits'][number];

const SUGGESTIONS = graphql(`
  query SearchSuggestions($query: String!) {
    searchSuggestions(query: $query) {
      therapies { id name category }
      practitioners { id name shortLink photoUrl verified }
    }
  }
`);

const SEARCH = graphql(`
  query PractitionerSearch($query: String, $aroundLat: Float, $aroundLng: Float, $virtual: Boolean, $page: Int, $sortByDistance: Boolean) {
    searchPractitioners(query: $query, aroundLat: $aroundLat, aroundLng: $aroundLng, virtual: $virtual, page: $page, sortByDistance: $sortByDistance) {
      page nbPages nbHits
      hits { id name shortLink headline photoUrl verified rating reviewCount virtual inPerson distanceMiles latitude longitude nextAvailable }
    }
  }
`);

const PLACE_SUGGESTIONS = graphql(`
  query SearchPlaceSuggestions($text: String!, $limit: Int) {
    placeSuggestions(text: $text, limit: $limit) { id description mainText secondaryText types }
  }
`);

const LOCATION = graphql(`
  query SearchLocation($text: String, $placeId: ID) {
    searchLocation(text: $text, placeId: $placeId) { id description latitude longitude }
  }
`);

export type PlaceSuggestion = SearchPlaceSuggestionsQuery['placeSuggestions'][number];
export type SearchLocation = NonNullable<SearchLocationQuery['searchLocation']>;

/** Places allowed as a search location (spec 000 §2.4). */
const ALLOWED_PLACE_TYPES = new Set(['locality', 'sublocality', 'neighborhood']);

export const fetchPlaceSuggestions = async (text: string): Promise<PlaceSuggestion[]> =>
  (await graphqlRequest(PLACE_SUGGESTIONS, { text, limit: 6 })).placeSuggestions.filter((p) => p.types.some((t) => ALLOWED_PLACE_TYPES.has(t)));

/** Geocodes: the chosen suggestion, else the first place matching the text; null when nothing matches. */
export const fetchSearchLocation = async (place: { text?: string; placeId?: string }): Promise<SearchLocation | null> =>
  (await graphqlRequest(LOCATION, { text: place.text ?? null, placeId: place.placeId ?? null })).searchLocation ?? null;

/** The chosen location, remembered for the session (spec 000 §2.4). */
export interface RememberedLocation {
  searchedLocation: string;
  lat: number;
  lng: number;
}
const SESSION_KEY = 'practitioner-search.location';

export const rememberLocation = (location: RememberedLocation | null): void => {
  try {
    if (location) window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(location));
    else window.sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage off (private mode): the location lasts for this page only.
  }
};

export const rememberedLocation = (): RememberedLocation | null => {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? 'null') as Partial<RememberedLocation> | null;
    if (!value || typeof value.searchedLocation !== 'string' || !Number.isFinite(value.lat) || !Number.isFinite(value.lng)) return null;
    return { searchedLocation: value.searchedLocation.slice(0, 200), lat: Number(value.lat), lng: Number(value.lng) };
  } catch {
    return null;
  }
};

export const fetchSuggestions = async (query: string): Promise<Suggestions> => (await graphqlRequest(SUGGESTIONS, { query })).searchSuggestions;

export interface SearchParams {
  query: string;
  searchedLocation: string;
  lat: number | null;
  lng: number | null;
  virtual: boolean;
  activeFilter: string;
  page: number;
}

const number = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The page's URL parameters (spec 000 §2.4), plus page (from 1 in the URL). */
export const readSearchParams = (search: URLSearchParams): SearchParams => ({
  query: (search.get('query') ?? '').slice(0, 100),
  searchedLocation: search.get('searched_location') ?? '',
  lat: number(search.get('aroundLatLng[lat]')),
  lng: number(search.get('aroundLatLng[lng]')),
  virtual: search.get('virtual') === 'true',
  activeFilter: search.get('activeFilter') ?? '',
  page: Math.max(1, Math.floor(number(search.get('page')) ?? 1)),
});

export const searchUrl = (p: SearchParams): string => {
  const q = new URLSearchParams();
  if (p.query) q.set('query', p.query);
  if (p.searchedLocation) q.set('searched_location', p.searchedLocation);
  if (p.lat !== null && p.lng !== null) {
    q.set('aroundLatLng[lat]', String(p.lat));
    q.set('aroundLatLng[lng]', String(p.lng));
  }
  if (p.virtual) q.set('virtual', 'true');
  if (p.activeFilter) q.set('activeFilter', p.activeFilter);
  if (p.page > 1) q.set('page', String(p.page));
  const text = q.toString();
  return `/practitioner-search${text ? `?${text}` : ''}`;
};

export const fetchSearch = async (p: SearchParams): Promise<SearchPage> =>
  (
    await graphqlRequest(SEARCH, {
      query: p.query || null,
      aroundLat: p.virtual ? null : p.lat,
      aroundLng: p.virtual ? null : p.lng,
      virtual: p.virtual,
      page: p.page - 1,
      sortByDistance: !p.virtual && p.lat !== null && p.lng !== null,
    })
  ).searchPractitioners;
