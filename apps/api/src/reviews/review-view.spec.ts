import type { ClientDocument, ReviewDocument } from '#projections';
import { toPublicReview, toReview } from './review-view.js';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const doc: ReviewDocument = {
  id: 'r1', reviewId: 'r1', practiceId: 'p1', clientId: 'c1', appointmentId: null, token: 'secret-token', source: 'client', publicName: 'Ann',
  createdAt: '2026-11-21T12:00:00.000Z', status: 'published', rating: 5, skillIds: ['reiki', 'gone-keyword'], text: 'Lovely', isAnonymous: false,
  reply: { message: 'Thank you!', repliedAt: '2026-11-22T12:00:00.000Z' }, updatedAt: '2026-11-22T12:00:00.000Z',
};
const client = { id: 'c1', practiceId: 'p1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '+15555550100', deletedAt: null } as unknown as ClientDocument;

describe('review view', () => {
  it('shows the pro the reviewer, the named endorsements and the reply; never the token', () => {
    const review = toReview(doc, client, NOW);
    expect(review).toEqual({
      id: 'r1', rating: 5, text: 'Lovely', createdAt: doc.createdAt, updatedAt: doc.updatedAt, createdAtAgoInWords: '3 days',
      client: { id: 'c1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '+15555550100' }, unverifiedName: 'Ann',
      reviewReply: doc.reply, isAnonymous: false, endorsedSkills: [{ id: 'reiki', name: 'Reiki' }], source: 'client', status: 'published', appointmentId: null,
    });
    expect(JSON.stringify(review)).not.toContain('secret-token');
  });

  it('names no client of another practice, nor a deleted one', () => {
    expect(toReview(doc, { ...client, practiceId: 'p2' } as ClientDocument, NOW).client).toBeNull();
    expect(toReview(doc, { ...client, deletedAt: NOW.toISOString() } as ClientDocument, NOW).client).toBeNull();
  });

  it('hides an anonymous reviewer’s name from visitors', () => {
    expect(toPublicReview(doc, NOW)).toMatchObject({ publicName: 'Ann', reply: doc.reply, skills: [{ id: 'reiki', name: 'Reiki' }] });
    expect(toPublicReview({ ...doc, isAnonymous: true }, NOW).publicName).toBeNull();
    expect(JSON.stringify(toPublicReview(doc, NOW))).not.toMatch(/secret-token|c1/);
  });
});
