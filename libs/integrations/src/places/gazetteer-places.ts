// The places port's embedded default: ~1,000 US and Canadian localities shipped with the product
// (us-ca-localities.data.ts), searched in memory. Works offline; knows cities and towns only, no
// streets or neighbourhoods.
import type { Place, PlaceSuggestion, Places } from './places.js';
import { US_CA_LOCALITIES } from './us-ca-localities.data.js';

interface Locality extends Place {
  population: number;
  /** Name folded for matching ("montreal"), and name with state ("montreal qc"). */
  key: string;
  keyWithState: string;
}

export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

const parse = (data: string): Locality[] =>
  data.split('\n').filter(Boolean).map((line) => {
    const [id, city, state, country, lat, lng, timeZone, population] = line.split('|');
    const description = `${city}, ${state}, ${country}`;
    return {
      id, description, city, stateAbbreviation: state, countryCode: country, latitude: Number(lat), longitude: Number(lng), timeZone,
      types: ['locality'], population: Number(population), key: foldText(city), keyWithState: foldText(`${city} ${state}`),
    };
  });

const toPlace = ({ population: _p, key: _k, keyWithState: _s, ...place }: Locality): Place => place;

export class GazetteerPlaces implements Places {
  private readonly localities: Locality[];
  private readonly byId: Map<string, Locality>;

  constructor(data: string = US_CA_LOCALITIES) {
    // Largest first, so the first matches are the likeliest.
    this.localities = parse(data).sort((a, b) => b.population - a.population);
    this.byId = new Map(this.localities.map((l) => [l.id, l]));
  }

  async autocomplete(text: string, limit: number): Promise<PlaceSuggestion[]> {
    const wanted = foldText(text);
    if (!wanted || limit < 1) return [];
    const matches: Locality[] = [];
    for (const l of this.localities) {
      if (l.key.startsWith(wanted) || l.keyWithState.startsWith(wanted) || foldText(l.description).startsWith(wanted)) matches.push(l);
      if (matches.length >= limit) break;
    }
    return matches.map((l) => ({ id: l.id, description: l.description, mainText: l.city, secondaryText: `${l.stateAbbreviation}, ${l.countryCode}`, types: l.types }));
  }

  async place(id: string): Promise<Place | null> {
    const found = this.byId.get(id);
    return found ? toPlace(found) : null;
  }
}
