import type { RecordedEvent } from '#app/eventstore';
import { profilesProjection, type ProfileDocument } from './profiles.projection.js';

let position = 0;
const recorded = (type: string, data: object, occurredAt: string): RecordedEvent =>
  ({ type, data, metadata: { occurredAt }, streamId: 'profile-p1', recordedAt: occurredAt, globalPosition: BigInt(++position), streamRevision: BigInt(position) }) as unknown as RecordedEvent;

const credential = { practiceId: 'p1', kind: 'license', credentialId: 'lmt', credentialName: 'LMT', issuerId: 'b', issuerName: 'Board', stateIssued: 'CA', licenseNumber: '1', documentUrl: null, documentName: null };

describe('profiles projection', () => {
  it('keeps credentials with their submission time, pending first, approved in order; gallery in order; the modal flag', () => {
    const events = [
      recorded('ProCredentialSubmitted', { ...credential, proCredentialId: 'a' }, '2026-01-01T00:00:00.000Z'),
      recorded('ProCredentialSubmitted', { ...credential, proCredentialId: 'b' }, '2026-01-02T00:00:00.000Z'),
      recorded('ProCredentialApproved', { practiceId: 'p1', proCredentialId: 'a' }, '2026-01-03T00:00:00.000Z'),
      recorded('GalleryImagesAdded', { practiceId: 'p1', images: [{ galleryImageId: 'g1', photoUrl: '/files/1' }, { galleryImageId: 'g2', photoUrl: '/files/2' }] }, '2026-01-04T00:00:00.000Z'),
      recorded('GalleryImagesReordered', { practiceId: 'p1', galleryImageIds: ['g2', 'g1'] }, '2026-01-05T00:00:00.000Z'),
      recorded('ProfileCompletedModalDismissed', { practiceId: 'p1' }, '2026-01-06T00:00:00.000Z'),
    ];
    const doc = events.reduce<ProfileDocument | null>((d, e) => profilesProjection.evolve(d, e) as ProfileDocument | null, null)!;
    expect(doc.id).toBe('p1');
    expect(doc.credentials.map((c) => [c.proCredentialId, c.state, c.createdAt])).toEqual([
      ['b', 'pending', '2026-01-02T00:00:00.000Z'],
      ['a', 'approved', '2026-01-01T00:00:00.000Z'],
    ]);
    expect(doc.gallery.map((g) => g.galleryImageId)).toEqual(['g2', 'g1']);
    expect(doc.completedModalDismissed).toBe(true);
  });
});
