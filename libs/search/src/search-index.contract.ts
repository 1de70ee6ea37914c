// The search port's contract: the same cases for every adapter (the Postgres index on PGlite and the
// server, Meilisearch where SEARCH_URL is reachable). Call inside a describe of the adapter.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { PractitionerSearchDocument, SearchIndex } from './search-index.js';

export interface OpenedIndex {
  index: SearchIndex;
  close: () => Promise<void>;
}

export const doc = (id: string, over: Partial<PractitionerSearchDocument> = {}): PractitionerSearchDocument => ({
  id, name: id, shortLink: id.toLowerCase().replace(/ /g, '-'), headline: null, photoUrl: null, services: ['Swedish Massage'], specialties: [],
  latitude: null, longitude: null, virtual: false, inPerson: true, verified: false, rating: null, reviewCount: 0, listed: true, ...over,
});

// A few of the shipped credentials and issuers (libs/profile credential-catalog.ts), in their shipped order.
const credentials = [
  { id: 'lmt', name: 'Licensed Massage Therapist (LMT)', kind: 'license' },
  { id: 'rmt', name: 'Registered Massage Therapist (RMT)', kind: 'license' },
  { id: 'lac', name: 'Licensed Acupuncturist (LAc)', kind: 'license' },
  { id: 'ncbtmb-bc', name: 'NCBTMB Board Certification in Therapeutic Massage and Bodywork (BCTMB)', kind: 'certification' },
  { id: 'ryt-200', name: 'Registered Yoga Teacher (RYT-200)', kind: 'certification' },
  { id: 'e-ryt', name: 'Experienced Registered Yoga Teacher (E-RYT)', kind: 'certification' },
  { id: 'mac', name: 'Master of Acupuncture (MAc)', kind: 'degree' },
];
const issuers = [
  { id: 'state-massage-board', name: 'State Board of Massage Therapy', kind: 'license' },
  { id: 'state-acupuncture-board', name: 'State Board of Acupuncture', kind: 'license' },
  { id: 'cmto', name: 'College of Massage Therapists of Ontario (CMTO)', kind: 'license' },
  { id: 'nccaom', name: 'National Certification Commission for Acupuncture and Oriental Medicine (NCCAOM)', kind: 'certification' },
  { id: 'yoga-alliance', name: 'Yoga Alliance', kind: 'certification' },
];
const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

// Around Denver; Boulder is ~25 miles away, Chicago ~900.
const denver = { lat: 39.7392, lng: -104.9903 };

export function searchIndexContract(open: () => Promise<OpenedIndex>): void {
  let opened: OpenedIndex;
  let index: SearchIndex;
  beforeAll(async () => {
    opened = await open();
    index = opened.index;
    await index.ensure();
    await index.ensure(); // idempotent
    await index.upsertTherapies([
      { id: 'swedish-massage', name: 'Swedish Massage', category: 'Massage' },
      { id: 'reiki', name: 'Reiki', category: 'Energy Work' },
      { id: 'acupuncture', name: 'Acupuncture', category: 'Acupuncture & TCM' },
    ]);
    await index.upsertPractitioners([
      doc('Far Verified', { latitude: 41.8781, longitude: -87.6298, verified: true }),
      doc('Near Unverified', { latitude: 39.74, longitude: -104.99 }),
      doc('Boulder Verified', { latitude: 40.015, longitude: -105.2705, verified: true }),
      doc('Nowhere Verified', { verified: true }),
      doc('Zen Needles', { services: ['Acupuncture'], virtual: true, inPerson: false }),
      doc('Hidden Healer', { services: ['Reiki'], listed: false }),
    ]);
    await index.replaceCatalog('credentials', [...credentials, { id: 'retired', name: 'Retired Massage Credential', kind: 'license' }]);
    await index.replaceCatalog('credentials', credentials);
    await index.replaceCatalog('issuers', issuers);
  });
  afterAll(() => opened.close());

  it('suggests by prefix as the user types, in two sections', async () => {
    const s = await index.suggest('mass');
    expect(s.therapies.map((t) => t.name)).toEqual(['Swedish Massage']);
    expect(s.practitioners.map((p) => p.name)).toEqual(expect.arrayContaining(['Far Verified', 'Near Unverified', 'Boulder Verified', 'Nowhere Verified']));
    expect((await index.suggest('ze')).practitioners.map((p) => p.name)).toEqual(['Zen Needles']);
    expect((await index.suggest('acu')).therapies.map((t) => t.id)).toEqual(['acupuncture']);
    expect(await index.suggest('  ')).toEqual({ therapies: [], practitioners: [] });
  });

  it('tolerates typos', async () => {
    expect((await index.suggest('masage')).therapies.map((t) => t.name)).toEqual(['Swedish Massage']);
    expect((await index.searchPractitioners({ query: 'masage' })).nbHits).toBe(4);
    expect((await index.searchPractitioners({ query: 'acupunture' })).hits.map((h) => h.name)).toEqual(['Zen Needles']);
  });

  it('ranks verified first at equal relevance, then by distance, without coordinates last', async () => {
    const page = await index.searchPractitioners({ query: 'swedish massage', around: denver });
    expect(page.hits.map((h) => h.name)).toEqual(['Boulder Verified', 'Far Verified', 'Nowhere Verified', 'Near Unverified']);
    expect(page.hits[0].distanceMiles).toBeGreaterThan(20);
    expect(page.hits[0].distanceMiles).toBeLessThan(30);
    expect(page.hits[2].distanceMiles).toBeNull();
  });

  it('sorts nearest first when asked, with coordinates on each hit', async () => {
    const page = await index.searchPractitioners({ query: 'swedish massage', around: denver, sortByDistance: true });
    expect(page.hits.map((h) => h.name)).toEqual(['Near Unverified', 'Boulder Verified', 'Far Verified', 'Nowhere Verified']);
    expect(page.hits[0]).toMatchObject({ latitude: 39.74, longitude: -104.99 });
    expect(page.hits[3]).toMatchObject({ latitude: null, longitude: null, distanceMiles: null });
  });

  it('answers around the tiniest coordinates (no float underflow)', async () => {
    const page = await index.searchPractitioners({ query: 'swedish massage', around: { lat: 5e-324, lng: -1e-310 }, sortByDistance: true });
    expect(page.hits.map((h) => h.name)).toEqual(['Far Verified', 'Near Unverified', 'Boulder Verified', 'Nowhere Verified']);
  });

  it('filters virtual services', async () => {
    const page = await index.searchPractitioners({ virtual: true });
    expect(page.hits.map((h) => h.name)).toEqual(['Zen Needles']);
    expect(page.hits[0].virtual).toBe(true);
  });

  it('pages by 10', async () => {
    await index.upsertPractitioners(Array.from({ length: 12 }, (_, i) => doc(`Bulk ${i}`, { services: ['Thai Massage'] })));
    const first = await index.searchPractitioners({ query: 'thai' });
    const second = await index.searchPractitioners({ query: 'thai', page: 1 });
    expect([first.hits.length, second.hits.length, first.nbHits, first.nbPages]).toEqual([10, 2, 12, 2]);
  });

  it('drops a practitioner that is unlisted or removed', async () => {
    expect((await index.suggest('hidden')).practitioners).toEqual([]);
    await index.upsertPractitioners([doc('Near Unverified', { listed: false })]);
    expect((await index.suggest('near')).practitioners).toEqual([]);
    await index.removePractitioner('Zen Needles');
    expect((await index.searchPractitioners({ virtual: true })).nbHits).toBe(0);
  });

  it('finds credentials and issuers by prefix, of the kind asked, in the shipped order', async () => {
    expect(ids(await index.searchCatalog('credentials', { query: 'massage', kind: 'license' }))).toEqual(['lmt', 'rmt']);
    expect(ids(await index.searchCatalog('credentials', { query: 'massage' }))).toEqual(['lmt', 'rmt', 'ncbtmb-bc']);
    expect(ids(await index.searchCatalog('credentials', { query: 'acup', kind: 'license' }))).toEqual(['lac']);
    expect(ids(await index.searchCatalog('credentials', { query: 'Registered Yoga' }))).toEqual(['ryt-200', 'e-ryt']);
    expect(ids(await index.searchCatalog('issuers', { query: 'acup', kind: 'license' }))).toEqual(['state-acupuncture-board']);
    expect(ids(await index.searchCatalog('issuers', { query: 'yoga' }))).toEqual(['yoga-alliance']);
    expect(ids(await index.searchCatalog('issuers', { query: 'natio' }))).toEqual(['nccaom']);
  });

  it('lists the kind in the shipped order without a query, and only what the last replacement shipped', async () => {
    expect(ids(await index.searchCatalog('credentials', { kind: 'license' }))).toEqual(['lmt', 'rmt', 'lac']);
    expect(ids(await index.searchCatalog('issuers', { query: '  ', kind: 'certification' }))).toEqual(['nccaom', 'yoga-alliance']);
    expect(await index.searchCatalog('credentials', { query: 'retired' })).toEqual([]);
  });

  it('tolerates typos in credentials and issuers', async () => {
    const [credential] = await index.searchCatalog('credentials', { query: 'licenced massage therpist', kind: 'license' });
    expect(credential).toEqual({ id: 'lmt', name: 'Licensed Massage Therapist (LMT)', kind: 'license' });
    expect(ids(await index.searchCatalog('credentials', { query: 'acupunturist' }))[0]).toBe('lac');
    expect(ids(await index.searchCatalog('issuers', { query: 'masage therapy', kind: 'license' }))[0]).toBe('state-massage-board');
    expect(await index.searchCatalog('issuers', { query: 'zzzz qqqq' })).toEqual([]);
  });
}
