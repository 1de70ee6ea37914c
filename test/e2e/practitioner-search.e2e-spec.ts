// Practitioner search through the real API on the demo data: autosuggest in two sections (prefix,
// typo), search ranked verified first then by distance, the virtual filter, input limits, and a
// practice that removes its last service leaving the results. Public: no session needed.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CURRENT_PRACTICE, UPSERT_SERVICE } from '../support/operations.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';

const SUGGEST = `query($query: String!) { searchSuggestions(query: $query) { therapies { id name category } practitioners { id name shortLink verified } } }`;
const SEARCH = `query($query: String, $aroundLat: Float, $aroundLng: Float, $virtual: Boolean, $page: Int) {
  searchPractitioners(query: $query, aroundLat: $aroundLat, aroundLng: $aroundLng, virtual: $virtual, page: $page) {
    page nbPages nbHits hits { id name shortLink verified rating virtual inPerson distanceMiles photoUrl headline } } }`;
const DENVER = { aroundLat: 39.7392, aroundLng: -104.9903 };
const SEARCH_NEAR = `query($query: String, $aroundLat: Float, $aroundLng: Float, $virtual: Boolean, $sortByDistance: Boolean) {
  searchPractitioners(query: $query, aroundLat: $aroundLat, aroundLng: $aroundLng, virtual: $virtual, sortByDistance: $sortByDistance) {
    nbHits hits { name shortLink verified virtual distanceMiles latitude longitude nextAvailable } } }`;
const LOCATION = `query($text: String, $placeId: ID) { searchLocation(text: $text, placeId: $placeId) { id description latitude longitude } }`;
const PLACES = `query($text: String!) { placeSuggestions(text: $text, limit: 5) { id description types } }`;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(async () => server?.close());

const eventually = async <T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> => {
  for (let i = 0; ; i++) {
    const value = await read();
    if (ok(value) || i >= 50) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
};

it('suggests therapies and practitioners as a visitor types, typos included', async () => {
  const visitor = await newClient(server);
  const mass = (await visitor.gql(SUGGEST, { query: 'mass' })).data.searchSuggestions;
  expect(mass.therapies[0]).toEqual({ id: 'category-massage', name: 'Massage', category: 'Massage' });
  expect(mass.therapies.length).toBeLessThanOrEqual(10);
  expect(mass.practitioners.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Mile High Massage', 'Maya Chen Massage']));
  const typo = (await visitor.gql(SUGGEST, { query: 'acupunture' })).data.searchSuggestions;
  expect(typo.therapies.map((t: { name: string }) => t.name)).toContain('Acupuncture');
  expect(typo.practitioners.map((p: { shortLink: string }) => p.shortLink)).toContain('lotus-acupuncture-studio');
  const long = await visitor.gql(SUGGEST, { query: 'x'.repeat(5000) });
  expect(long.errors).toBeUndefined();
  expect(long.data.searchSuggestions.practitioners).toEqual([]);
});

it('ranks verified first at equal relevance, then by distance, and filters virtual services', async () => {
  const visitor = await newClient(server);
  const page = (await visitor.gql(SEARCH, { query: 'Massage', ...DENVER })).data.searchPractitioners;
  expect(page.hits[0]).toMatchObject({ name: 'Mile High Massage', verified: true, inPerson: true });
  expect(page.hits[0].distanceMiles).toBeLessThan(5);
  const verified = page.hits.filter((h: { verified: boolean }) => h.verified);
  expect(page.hits.slice(0, verified.length)).toEqual(verified);
  expect(page.hits.length).toBeLessThanOrEqual(10);
  const virtual = (await visitor.gql(SEARCH, { virtual: true })).data.searchPractitioners;
  expect(virtual.nbHits).toBeGreaterThanOrEqual(5);
  expect(virtual.hits.every((h: { virtual: boolean }) => h.virtual)).toBe(true);
  const bad = (await visitor.gql(SEARCH, { query: 'massage', aroundLat: 999, aroundLng: 0, page: -3 })).data.searchPractitioners;
  expect(bad.page).toBe(0);
  expect(bad.hits.every((h: { distanceMiles: number | null }) => h.distanceMiles === null)).toBe(true);
});

it('a practice leaves the results when it no longer offers a public service (unpublished)', async () => {
  const { client: pro } = await signUpPro(server, 'Quokka Quietude Massage');
  const visitor = await newClient(server);
  const names = async () => (await visitor.gql(SUGGEST, { query: 'quokka' })).data.searchSuggestions.practitioners.map((p: { name: string }) => p.name);
  const current = (await pro.gql(CURRENT_PRACTICE)).data.currentPractice;
  expect(current.services.length).toBeGreaterThan(0);
  expect(await eventually(names, (n) => n.length === 1)).toEqual(['Quokka Quietude Massage']);
  const [consultation] = current.services;
  const hidden = await pro.gql(UPSERT_SERVICE, { input: { id: consultation.id, name: consultation.name, description: 'Private.', timeLength: 60, amountCents: 0, public: false } });
  expect(hidden.data.upsertService.result).toBe('success');
  expect(await eventually(names, (n) => n.length === 0)).toEqual([]);
});

it('geocodes a chosen place and sorts by distance from it, each result with its next available time in the future', async () => {
  const visitor = await newClient(server);
  const [portland] = (await visitor.gql(PLACES, { text: 'Portla' })).data.placeSuggestions;
  expect(portland).toMatchObject({ description: 'Portland, OR, US' });
  const place = (await visitor.gql(LOCATION, { placeId: portland.id })).data.searchLocation;
  expect(place).toMatchObject({ description: 'Portland, OR, US' });
  expect((await visitor.gql(LOCATION, { text: 'portland' })).data.searchLocation.description).toBe(place.description);
  expect((await visitor.gql(LOCATION, { text: 'Nowhere-ville-xyz' })).data.searchLocation).toBeNull();

  const near = { aroundLat: place.latitude, aroundLng: place.longitude };
  const { hits } = (await visitor.gql(SEARCH_NEAR, { query: 'Massage', ...near, sortByDistance: true })).data.searchPractitioners;
  expect(hits.length).toBeGreaterThanOrEqual(5);
  const distances = hits.map((h: { distanceMiles: number | null }) => h.distanceMiles);
  const located = distances.filter((d: number | null) => d !== null);
  expect(located.length).toBeGreaterThanOrEqual(3);
  expect(located).toEqual([...located].sort((a: number, b: number) => a - b));
  expect(distances.slice(0, located.length)).toEqual(located); // no coordinates: last
  expect(located[0]).toBeLessThan(20); // a Portland practitioner first
  expect(hits[0].latitude).toEqual(expect.any(Number));
  // Not asked to sort by distance: verified first, as before.
  const ranked = (await visitor.gql(SEARCH_NEAR, { query: 'Massage', ...near })).data.searchPractitioners.hits;
  expect(ranked.map((h: { verified: boolean }) => h.verified)).toEqual([...ranked.map((h: { verified: boolean }) => h.verified)].sort((a, b) => Number(b) - Number(a)));
  expect(ranked.map((h: { name: string }) => h.name)).not.toEqual(hits.map((h: { name: string }) => h.name));

  const withTimes = hits.filter((h: { nextAvailable: string | null }) => h.nextAvailable !== null);
  expect(withTimes.length).toBeGreaterThanOrEqual(3);
  for (const h of withTimes) {
    expect(h.nextAvailable).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/);
    expect(Date.parse(h.nextAvailable)).toBeGreaterThan(Date.now());
    expect(Date.parse(h.nextAvailable)).toBeLessThan(Date.now() + 15 * 86_400_000);
  }
});

it('the virtual filter keeps only virtual practitioners, with their next available times', async () => {
  const visitor = await newClient(server);
  const all = (await visitor.gql(SEARCH_NEAR, {})).data.searchPractitioners;
  const virtual = (await visitor.gql(SEARCH_NEAR, { virtual: true })).data.searchPractitioners;
  expect(virtual.nbHits).toBeGreaterThan(0);
  expect(virtual.nbHits).toBeLessThan(all.nbHits);
  expect(virtual.hits.every((h: { virtual: boolean }) => h.virtual)).toBe(true);
  expect(virtual.hits.some((h: { nextAvailable: string | null }) => h.nextAvailable !== null)).toBe(true);
  // Suggestions do not compute times.
  const suggested = await visitor.gql(`{ searchSuggestions(query: "mass") { practitioners { name nextAvailable } } }`);
  expect(suggested.data.searchSuggestions.practitioners.every((p: { nextAvailable: string | null }) => p.nextAvailable === null)).toBe(true);
});
