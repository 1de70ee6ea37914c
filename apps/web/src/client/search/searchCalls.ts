// Practitioner search calls (spec 000 §2.4, §7 search index queries): public, no session.
import { graphql } from '../../graphql';
import type { PractitionerSearchQuery, SearchSuggestionsQuery } from '../../graphql/graphql';
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
  query PractitionerSearch($query: String, $aroundLat: Float, $aroundLng: Float, $virtual: Boolean, $page: Int) {
    searchPractitioners(query: $query, aroundLat: $aroundLat, aroundLng: $aroundLng, virtual: $virtual, page: $page) {
      page nbPages nbHits
      hits { id name shortLink headline photoUrl verified rating reviewCount virtual inPerson distanceMiles }
    }
  }
`);

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
    })
  ).searchPractitioners;
