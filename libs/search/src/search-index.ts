// The search port (spec 000 §2.4, §7 search index queries): practitioners and therapies, autosuggest
// in two sections and a practitioner search ranked by relevance, then verified first, then distance;
// and the credential form's shipped credentials and issuers (spec 002 §7), searched by kind.
// The embedded default is Postgres (full-text plus pg_trgm trigram similarity) on PGlite or the
// server; a real search engine (OpenSearch, Meilisearch) would be another adapter of this interface.

/** One practitioner (a practice) as the index holds it. */
export interface PractitionerSearchDocument {
  /** The practice id. */
  id: string;
  name: string;
  shortLink: string;
  headline: string | null;
  photoUrl: string | null;
  /** Service names and specialty names the practitioner offers. */
  services: string[];
  specialties: string[];
  latitude: number | null;
  longitude: number | null;
  /** Offers a service at a virtual location / at an office or the client's home. */
  virtual: boolean;
  inPerson: boolean;
  verified: boolean;
  /** Mean rating (1..5) of rated reviews; null without any. */
  rating: number | null;
  reviewCount: number;
  /** Shown in search: has at least one public bookable service. */
  listed: boolean;
}

export interface Therapy {
  id: string;
  name: string;
  category: string;
}

/** A shipped credential or issuer (libs/profile credential-catalog.ts) as the index holds it. */
export interface CatalogDocument {
  id: string;
  name: string;
  /** license | certification | degree. */
  kind: string;
}

/** The two shipped lists the credential form searches. */
export type CatalogList = 'credentials' | 'issuers';

export interface CatalogSearch {
  query?: string | null;
  /** Only entries of this kind (e.g. 'license'); null or absent: every kind. */
  kind?: string | null;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface PractitionerHit {
  id: string;
  name: string;
  shortLink: string;
  headline: string | null;
  photoUrl: string | null;
  verified: boolean;
  rating: number | null;
  reviewCount: number;
  virtual: boolean;
  inPerson: boolean;
  /** Miles from `around`; null without `around` or without the practitioner's coordinates. */
  distanceMiles: number | null;
  /** The practitioner's coordinates (for a results map); null without them. */
  latitude: number | null;
  longitude: number | null;
}

export interface Suggestions {
  therapies: Therapy[];
  practitioners: PractitionerHit[];
}

export interface PractitionerSearch {
  query?: string | null;
  around?: LatLng | null;
  /** true: only practitioners offering a virtual service. */
  virtual?: boolean | null;
  /** With `around`: nearest first at equal relevance (then verified); otherwise verified first, then distance. */
  sortByDistance?: boolean | null;
  /** From 0. */
  page?: number | null;
}

export interface PractitionerPage {
  hits: PractitionerHit[];
  page: number;
  nbPages: number;
  nbHits: number;
}

/** Search constants (spec 000 §9: search suggestions, 10 hits per page). */
export const SEARCH_HITS_PER_PAGE = 10;
export const SUGGESTED_THERAPIES = 10;
export const SUGGESTED_PRACTITIONERS = 10;
export const MAX_QUERY_LENGTH = 100;
/** Credentials or issuers answered per search (an empty query lists the first ones in the shipped order). */
export const CATALOG_HITS = 20;

export interface SearchIndex {
  /** Creates what the index needs (idempotent). */
  ensure(): Promise<void>;
  upsertPractitioners(documents: readonly PractitionerSearchDocument[]): Promise<void>;
  removePractitioner(id: string): Promise<void>;
  upsertTherapies(therapies: readonly Therapy[]): Promise<void>;
  /** Autosuggest as the user types: therapies and practitioners matching the text (prefix and typo tolerant). */
  suggest(text: string): Promise<Suggestions>;
  searchPractitioners(search: PractitionerSearch): Promise<PractitionerPage>;
  /** Replaces a shipped list: its entries in their order (the order an empty query lists them in); entries no longer shipped go. */
  replaceCatalog(list: CatalogList, entries: readonly CatalogDocument[]): Promise<void>;
  /**
   * Entries of the list matching the query (prefix and typo tolerant), of one kind when given: names
   * holding the text as typed first (a word starting with it before a text inside a word), then typo
   * matches by closeness; the shipped order at equal rank. At most CATALOG_HITS.
   */
  searchCatalog(list: CatalogList, search: CatalogSearch): Promise<CatalogDocument[]>;
}

/** Lower-cased, accents and punctuation folded to spaces, at most MAX_QUERY_LENGTH characters. */
export const normalizeQuery = (text: string | null | undefined): string => fold((text ?? '').slice(0, MAX_QUERY_LENGTH));

const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The text a practitioner is found by: name, short link, services and specialties. */
export const practitionerSearchText = (d: Pick<PractitionerSearchDocument, 'name' | 'shortLink' | 'services' | 'specialties' | 'headline'>): string =>
  fold([d.name, d.shortLink.replace(/-/g, ' '), ...d.services, ...d.specialties, d.headline ?? ''].join(' ').slice(0, 4000));
