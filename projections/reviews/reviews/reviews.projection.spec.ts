import type { ReviewEvent } from '#app/reviews';
import { OCCURRED_AT, recorded, replay } from '../../testing/recorded-event.js';
import { reviewsProjection as projection, type ReviewDocument } from './reviews.projection.js';

const LATER = '2026-11-22T08:00:00.000Z';
const ref = { reviewId: 'r1', practiceId: 'p1' };
const event = (e: ReviewEvent, occurredAt = OCCURRED_AT) => recorded(e, { streamId: 'review-r1', metadata: { occurredAt } });
const created = (source: 'client' | 'imported' = 'client') =>
  event({ type: 'ReviewCreated', data: { ...ref, clientId: 'c1', appointmentId: null, token: 'tok', source, publicName: 'Ann', createdAt: '2026-11-20T10:00:00.000Z' } });

const fresh: ReviewDocument = {
  id: 'r1', reviewId: 'r1', practiceId: 'p1', clientId: 'c1', appointmentId: null, token: 'tok', source: 'client', publicName: 'Ann', createdAt: '2026-11-20T10:00:00.000Z',
  status: 'published', rating: null, skillIds: [], text: null, isAnonymous: false, reply: null, updatedAt: OCCURRED_AT,
};

describe('reviews projection', () => {
  it('keys each review by its id and handles every review event', () => {
    expect(projection.documentId(created())).toBe('r1');
    expect(projection.eventTypes).toContain('ReviewReplied');
  });

  it('a client review is published at once; an imported one waits for its confirmation', () => {
    expect(projection.evolve(null, created())).toEqual(fresh);
    expect(projection.evolve(null, created('imported'))).toEqual({ ...fresh, source: 'imported', status: 'awaitingConfirmation' });
  });

  it('follows the rating, endorsements, text, anonymity, public name and reply, stamping updatedAt', () => {
    const doc = replay(projection.evolve, [
      created(),
      event({ type: 'ReviewRated', data: { ...ref, rating: 4, clientId: 'c1', appointmentId: null } }),
      event({ type: 'ReviewEndorsed', data: { ...ref, skillIds: ['reiki', 'swedish-massage'] } }),
      event({ type: 'ReviewTextAdded', data: { ...ref, text: 'Lovely' } }),
      event({ type: 'ReviewAnonymityChanged', data: { ...ref, isAnonymous: true } }),
      event({ type: 'ReviewPublicNameSet', data: { ...ref, publicName: 'A.' } }),
      event({ type: 'ReviewReplied', data: { ...ref, message: 'Thank you!', edited: false, repliedAt: LATER } }, LATER),
    ]);
    expect(doc).toEqual({
      ...fresh, rating: 4, skillIds: ['reiki', 'swedish-massage'], text: 'Lovely', isAnonymous: true, publicName: 'A.', reply: { message: 'Thank you!', repliedAt: LATER }, updatedAt: LATER,
    });
  });

  it('a confirmation publishes an imported review and a dispute hides it', () => {
    const imported = projection.evolve(null, created('imported'));
    expect(projection.evolve(imported, event({ type: 'ReviewConfirmed', data: ref }))?.status).toBe('published');
    expect(projection.evolve(imported, event({ type: 'ReviewDisputed', data: ref }))?.status).toBe('disputed');
  });

  it('an event of a review it never saw created leaves nothing', () => {
    expect(projection.evolve(null, event({ type: 'ReviewConfirmed', data: ref }))).toBeNull();
  });
});
