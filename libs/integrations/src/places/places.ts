// The places port (spec 002 §5: a location is chosen by a places search limited to localities):
// autocomplete a few typed letters, then read the chosen place with its coordinates. Embedded
// default: the offline gazetteer of US and Canadian localities (gazetteer-places.ts); a geocoding
// API is a second adapter with the same contract (places.contract.ts).
export type PlaceType = 'locality' | 'sublocality' | 'neighborhood';

export interface PlaceSuggestion {
  id: string;
  /** "Portland, OR, US": what the list shows and the profile keeps. */
  description: string;
  mainText: string;
  secondaryText: string;
  types: PlaceType[];
}

export interface Place {
  id: string;
  description: string;
  city: string;
  /** Two-letter state or province. */
  stateAbbreviation: string;
  /** ISO 3166 alpha-2: US or CA. */
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  types: PlaceType[];
}

export interface Places {
  /** At most `limit` places whose name starts with the text (accents and case ignored), largest first. */
  autocomplete(text: string, limit: number): Promise<PlaceSuggestion[]>;
  /** The place behind a suggestion's id; null when there is none. */
  place(id: string): Promise<Place | null>;
}

export const MAX_PLACE_SUGGESTIONS = 10;
