import type { RecordedEvent } from '#app/eventstore';
import { searchPractitionersProjection, type SearchPractitionerDocument } from './search-practitioners.projection.js';

let position = 0;
const recorded = (streamId: string, type: string, data: object): RecordedEvent =>
  ({ type, data, metadata: {}, streamId, recordedAt: '2026-01-01T00:00:00.000Z', globalPosition: BigInt(++position), streamRevision: BigInt(position) }) as unknown as RecordedEvent;
const practice = (type: string, data: object) => recorded('practice-p1', type, data);
const fold = (events: RecordedEvent[]) =>
  events.reduce<SearchPractitionerDocument | null>((d, e) => {
    expect(searchPractitionersProjection.documentId(e)).toBe('p1');
    return searchPractitionersProjection.evolve(d, e);
  }, null)!;

const created = practice('PracticeCreated', { practiceId: 'p1', name: 'Maya Chen Massage', shortLink: 'maya-chen-massage', timeZone: 'UTC', owner: { proId: 'u', name: 'Maya', email: 'm@x', phone: null } });
const office = practice('LocationUpserted', { locationId: 'o', kind: 'office', name: 'Office', address: '1 Main', timeZone: 'UTC', latitude: 39.7, longitude: -104.9 });
const zoom = practice('LocationUpserted', { locationId: 'v', kind: 'virtual', name: 'Zoom', address: null, timeZone: 'UTC' });
const service = (serviceId: string, name: string, locationIds: string[], extra = {}) =>
  practice('ServiceUpserted', { serviceId, name, description: '', timeLength: 60, amountCents: 100, addOn: false, public: true, locationIds, ...extra });

describe('search practitioners projection', () => {
  it('indexes name, short link, services, in person or virtual, coordinates, verified, rating and specialties', () => {
    const doc = fold([
      created, office, zoom, service('s1', 'Deep Tissue Massage', ['o']), service('s2', 'Video Consult', ['v']), service('s3', 'Hot Towels', ['o'], { addOn: true }),
      recorded('profile-p1', 'ProCredentialSubmitted', { practiceId: 'p1', proCredentialId: 'c1' }),
      recorded('profile-p1', 'ProCredentialApproved', { practiceId: 'p1', proCredentialId: 'c1' }),
      recorded('profile-p1', 'GalleryImagesAdded', { practiceId: 'p1', images: [{ galleryImageId: 'g1', photoUrl: '/files/1' }] }),
      recorded('practiceSkills-p1', 'PracticeSkillsUpdated', { practiceId: 'p1', skillIds: ['reiki'] }),
      recorded('review-r1', 'ReviewRated', { practiceId: 'p1', reviewId: 'r1', rating: 5 }),
      recorded('review-r2', 'ReviewRated', { practiceId: 'p1', reviewId: 'r2', rating: 4 }),
      recorded('review-r2', 'ReviewRated', { practiceId: 'p1', reviewId: 'r2', rating: 3 }),
    ]);
    expect(doc).toMatchObject({
      id: 'p1', name: 'Maya Chen Massage', shortLink: 'maya-chen-massage', services: ['Deep Tissue Massage', 'Video Consult'], specialties: ['Reiki'],
      virtual: true, inPerson: true, latitude: 39.7, longitude: -104.9, verified: true, rating: 4, reviewCount: 2, photoUrl: '/files/1', listed: true,
    });
    expect(doc.searchText).toContain('deep tissue massage');
  });

  it('is unlisted without a public service, and on replay gives the same document', () => {
    const events = [created, office, service('s1', 'Reiki', ['o']), practice('ServiceRemoved', { serviceId: 's1' })];
    const doc = fold(events);
    expect(doc.listed).toBe(false);
    expect(fold(events)).toEqual(doc);
    expect(fold([created, office, service('s1', 'Reiki', ['o'], { public: false })]).listed).toBe(false);
  });

  it('moves a practitioner off coordinates when its office goes, and ignores events of unknown practices', () => {
    expect(fold([created, office, service('s1', 'Reiki', ['o']), practice('LocationDisabled', { locationId: 'o' })]).latitude).toBeNull();
    expect(searchPractitionersProjection.evolve(null, recorded('review-r9', 'ReviewRated', { practiceId: 'p1', reviewId: 'r9', rating: 5 }))).toBeNull();
  });

  it('takes the profile details: a new name and short link, the headline, the city coordinates and the headshot', () => {
    const doc = fold([
      created, zoom, service('s1', 'Reiki', ['v']),
      practice('ProfileInfoUpdated', { name: 'Maya Chen Bodywork', shortLink: 'maya-bodywork', previousShortLink: 'maya-chen-massage', headline: 'Calm hands', place: { placeId: 'x', name: 'Denver, CO, US', latitude: 39.74, longitude: -104.99 } }),
      practice('ProfilePhotoUpdated', { photoUrl: '/files/head' }),
    ]);
    expect(doc).toMatchObject({ name: 'Maya Chen Bodywork', shortLink: 'maya-bodywork', headline: 'Calm hands', latitude: 39.74, longitude: -104.99, photoUrl: '/files/head' });
    expect(doc.searchText).toContain('calm hands');
  });
});
