// Practitioner search for visitors (spec 000 §2.4, §7 search index queries): autosuggest in two
// sections and the search page's results. Public (no session), rate limited like other public calls.
import { Inject, UseGuards } from '@nestjs/common';
import { Args, Float, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { MAX_QUERY_LENGTH, type SearchIndex, type Therapy } from '#app/search';
import { SPECIALTIES } from '#app/reviews';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import type { Places } from '#app/integrations';
import { PLACES } from '../profile/places.provider.js';
import { NextAvailable } from './next-available.js';
import { PractitionerSearchPage, SearchLocation, SearchSuggestions, TherapyCategory } from './search.models.js';
import { SEARCH_INDEX } from './search.tokens.js';

/**
 * The therapies search suggests: each 'Browse Services' category (e.g. 'Massage', id `category-massage`)
 * and every shipped specialty (libs/reviews specialties.ts, the one list of therapies).
 */
export const SHIPPED_THERAPIES: Therapy[] = [
  ...[...new Set(SPECIALTIES.map((s) => s.category))].map((category) => ({ id: `category-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, name: category, category })),
  ...SPECIALTIES.map(({ id, name, category }) => ({ id, name, category })),
];

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_QUERY_LENGTH) : '');
const coordinate = (value: unknown, limit: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class SearchResolver {
  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    @Inject(PLACES) private readonly places: Places,
    private readonly nextAvailable: NextAvailable,
  ) {}

  @Query(() => SearchSuggestions, { description: 'Autosuggest: therapies and practitioners matching the text (prefix and typo tolerant; 10 each at most; text cut at 100 characters)' })
  searchSuggestions(@Args('query', { type: () => String }) query: string): Promise<SearchSuggestions> {
    return this.index.suggest(text(query));
  }

  @Query(() => PractitionerSearchPage, { description: 'Practitioners by relevance, then verified first, then distance from aroundLat/aroundLng (both or neither); 10 per page, page from 0' })
  async searchPractitioners(
    @Args('query', { type: () => String, nullable: true }) query?: string | null,
    @Args('aroundLat', { type: () => Float, nullable: true }) aroundLat?: number | null,
    @Args('aroundLng', { type: () => Float, nullable: true }) aroundLng?: number | null,
    @Args('virtual', { type: () => Boolean, nullable: true }) virtual?: boolean | null,
    @Args('page', { type: () => Int, nullable: true }) page?: number | null,
    @Args('sortByDistance', { type: () => Boolean, nullable: true, description: 'With aroundLat/aroundLng: nearest first at equal relevance' }) sortByDistance?: boolean | null,
  ): Promise<PractitionerSearchPage> {
    const lat = coordinate(aroundLat, 90);
    const lng = coordinate(aroundLng, 180);
    const found = await this.index.searchPractitioners({
      query: text(query),
      around: lat !== null && lng !== null ? { lat, lng } : null,
      virtual: virtual === true,
      sortByDistance: sortByDistance === true,
      page: typeof page === 'number' && Number.isInteger(page) ? Math.max(0, Math.min(page, 1000)) : 0,
    });
    const times = await this.nextAvailable.of(found.hits.map((h) => h.id));
    return { ...found, hits: found.hits.map((h) => ({ ...h, nextAvailable: times.get(h.id) ?? null })) };
  }

  @Query(() => SearchLocation, {
    nullable: true,
    description: 'Geocodes the search location: the place of placeId (from placeSuggestions), else the first place matching text; null when none',
  })
  async searchLocation(
    @Args('text', { type: () => String, nullable: true }) text?: string | null,
    @Args('placeId', { type: () => ID, nullable: true }) placeId?: string | null,
  ): Promise<SearchLocation | null> {
    const id = typeof placeId === 'string' && placeId ? placeId.slice(0, 200) : (await this.places.autocomplete(typeof text === 'string' ? text.slice(0, 100) : '', 1))[0]?.id;
    const place = id ? await this.places.place(id) : null;
    return place ? { id: place.id, description: place.description, latitude: place.latitude, longitude: place.longitude } : null;
  }

  @Query(() => [TherapyCategory], { description: "'Browse Services': the shipped therapies by category, in list order" })
  therapyCategories(): TherapyCategory[] {
    const byCategory = new Map<string, TherapyCategory>();
    for (const s of SPECIALTIES) {
      const category = byCategory.get(s.category) ?? { name: s.category, therapies: [] };
      category.therapies.push({ id: s.id, name: s.name, category: s.category });
      byCategory.set(s.category, category);
    }
    return [...byCategory.values()];
  }
}
