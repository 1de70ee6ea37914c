import { deciderSpec } from '#testing/es';
import { ReviewMessages as M } from './review-messages.js';
import { reviewDecider, type ReviewCommand } from './review.decide.js';
import { evolveReview, initialReviewState, reviewClaimStreamId, type ReviewEvent } from './review.js';

const spec = deciderSpec(reviewDecider);
const ref = { reviewId: 'r1', practiceId: 'p1' };
const create = (overrides: Partial<Extract<ReviewCommand, { type: 'CreateReview' }>> = {}): ReviewCommand => ({
  type: 'CreateReview', reviewId: 'r1', practiceId: 'p1', clientId: 'c1', appointmentId: 'a1', token: 't1', source: 'client',
  publicName: 'Ada', rating: 5, createdAt: '2026-11-01T10:00:00.000Z', ...overrides,
});
const created: ReviewEvent = {
  type: 'ReviewCreated',
  data: { ...ref, clientId: 'c1', appointmentId: 'a1', token: 't1', source: 'client', publicName: 'Ada', createdAt: '2026-11-01T10:00:00.000Z' },
};
const rated = (rating: number): ReviewEvent => ({ type: 'ReviewRated', data: { ...ref, rating, clientId: 'c1', appointmentId: 'a1' } });
const texted = (text: string): ReviewEvent => ({ type: 'ReviewTextAdded', data: { ...ref, text } });
const imported: ReviewEvent = { type: 'ReviewCreated', data: { ...created.data, appointmentId: null, source: 'imported' } as Extract<ReviewEvent, { type: 'ReviewCreated' }>['data'] };
const importedRated: ReviewEvent = { type: 'ReviewRated', data: { ...ref, rating: 4, clientId: 'c1', appointmentId: null } };
const confirmed: ReviewEvent = { type: 'ReviewConfirmed', data: ref };
const disputed: ReviewEvent = { type: 'ReviewDisputed', data: ref };
const review = [created, rated(5)];

describe('review decider', () => {
  it('creates a review with its rating; the state is published with no text', () => {
    spec.given([]).when(create()).then([created, rated(5)]);
    const state = [created, rated(5)].reduce(evolveReview, initialReviewState());
    expect(state).toMatchObject({ status: 'published', rating: 5, text: null, skillIds: [], isAnonymous: false, reply: null });
  });

  it('a rating is a whole number from 1 to 5', () => {
    for (const rating of [0, 6, 2.5, '5', null, undefined, -1]) spec.given([]).when(create({ rating })).thenThrows(M.invalidRating);
    spec.given([]).when(create({ rating: 1 })).then([created, rated(1)]);
  });

  it('a review exists once', () => spec.given(review).when(create()).thenThrows(M.alreadyReviewed));

  it('an imported review comes with its text (trimmed, checked) and awaits confirmation; a client review ignores a text', () => {
    spec.given([]).when(create({ appointmentId: null, source: 'imported', rating: 4, text: '  Lovely hands  ' })).then([imported, importedRated, texted('Lovely hands')]);
    spec.given([]).when(create({ appointmentId: null, source: 'imported', rating: 4, text: '   ' })).then([imported, importedRated]);
    spec.given([]).when(create({ appointmentId: null, source: 'imported', rating: 4, text: 'ok' })).thenThrows(M.textTooShort);
    spec.given([]).when(create({ text: 'Lovely hands' })).then([created, rated(5)]);
    expect([imported].reduce(evolveReview, initialReviewState())).toMatchObject({ status: 'awaitingConfirmation' });
  });

  it('a client may change the stars while the review has no text; the same stars change nothing', () => {
    spec.given(review).when({ type: 'RateReview', rating: 3 }).then([rated(3)]);
    spec.given(review).when({ type: 'RateReview', rating: 5 }).thenNothingHappens();
    spec.given(review).when({ type: 'RateReview', rating: 7 }).thenThrows(M.invalidRating);
    spec.given([...review, texted('Great session')]).when({ type: 'RateReview', rating: 3 }).thenThrows(M.alreadyReviewed);
    spec.given([imported, importedRated]).when({ type: 'RateReview', rating: 3 }).thenThrows(M.alreadyReviewedPractice);
    spec.given([]).when({ type: 'RateReview', rating: 3 }).thenThrows(M.reviewNotFound);
  });

  it("endorses at least one of the practice's skills, duplicates removed; the same set changes nothing", () => {
    const practiceSkillIds = ['reiki', 'acupuncture', 'swedish-massage'];
    const endorsed: ReviewEvent = { type: 'ReviewEndorsed', data: { ...ref, skillIds: ['reiki', 'acupuncture'] } };
    spec.given(review).when({ type: 'EndorseReview', skillIds: ['reiki', 'acupuncture', 'reiki'], practiceSkillIds }).then([endorsed]);
    spec.given(review).when({ type: 'EndorseReview', skillIds: [], practiceSkillIds }).thenThrows(M.endorsementRequired);
    spec.given(review).when({ type: 'EndorseReview', skillIds: ['reiki', 'tarot-reading'], practiceSkillIds }).thenThrows(M.unknownEndorsement);
    spec.given([...review, endorsed]).when({ type: 'EndorseReview', skillIds: ['acupuncture', 'reiki'], practiceSkillIds }).thenNothingHappens();
    spec.given([...review, endorsed]).when({ type: 'EndorseReview', skillIds: ['reiki'], practiceSkillIds }).then([{ type: 'ReviewEndorsed', data: { ...ref, skillIds: ['reiki'] } }]);
    spec.given([]).when({ type: 'EndorseReview', skillIds: ['reiki'], practiceSkillIds }).thenThrows(M.reviewNotFound);
  });

  it('a text is more than 2 characters once trimmed and at most 5000', () => {
    spec.given(review).when({ type: 'AddReviewText', text: '  Great session!  ' }).then([texted('Great session!')]);
    spec.given(review).when({ type: 'AddReviewText', text: ' ok ' }).thenThrows(M.textTooShort);
    spec.given(review).when({ type: 'AddReviewText', text: 42 }).thenThrows(M.textTooShort);
    spec.given(review).when({ type: 'AddReviewText', text: 'abc' }).then([texted('abc')]);
    spec.given(review).when({ type: 'AddReviewText', text: 'a'.repeat(5000) }).then([texted('a'.repeat(5000))]);
    spec.given(review).when({ type: 'AddReviewText', text: 'a'.repeat(5001) }).thenThrows(M.textTooLong);
    spec.given([...review, texted('Great session!')]).when({ type: 'AddReviewText', text: 'Great session!' }).thenNothingHappens();
    spec.given([imported, importedRated, texted('Lovely hands')]).when({ type: 'AddReviewText', text: 'Something else' }).thenThrows(M.alreadyConfirmed);
  });

  it('only an imported review is confirmed or disputed, once, while awaiting confirmation', () => {
    const awaiting = [imported, importedRated];
    spec.given(awaiting).when({ type: 'ConfirmReview' }).then([confirmed]);
    spec.given(awaiting).when({ type: 'DisputeReview' }).then([disputed]);
    spec.given([...awaiting, confirmed]).when({ type: 'ConfirmReview' }).thenNothingHappens();
    spec.given([...awaiting, confirmed]).when({ type: 'DisputeReview' }).thenThrows(M.alreadyConfirmed);
    spec.given([...awaiting, disputed]).when({ type: 'DisputeReview' }).thenNothingHappens();
    spec.given([...awaiting, disputed]).when({ type: 'ConfirmReview' }).thenThrows(M.alreadyDisputed);
    spec.given(review).when({ type: 'ConfirmReview' }).thenThrows(M.notImported);
    spec.given(review).when({ type: 'DisputeReview' }).thenThrows(M.notImported);
    expect([...awaiting, confirmed].reduce(evolveReview, initialReviewState())).toMatchObject({ status: 'published' });
    expect([...awaiting, disputed].reduce(evolveReview, initialReviewState())).toMatchObject({ status: 'disputed' });
  });

  it('anonymity changes when it differs', () => {
    spec.given(review).when({ type: 'SetReviewAnonymity', isAnonymous: true }).then([{ type: 'ReviewAnonymityChanged', data: { ...ref, isAnonymous: true } }]);
    spec.given(review).when({ type: 'SetReviewAnonymity', isAnonymous: false }).thenNothingHappens();
    spec.given([...review, { type: 'ReviewAnonymityChanged', data: { ...ref, isAnonymous: true } }]).when({ type: 'SetReviewAnonymity', isAnonymous: false })
      .then([{ type: 'ReviewAnonymityChanged', data: { ...ref, isAnonymous: false } }]);
    spec.given([]).when({ type: 'SetReviewAnonymity', isAnonymous: true }).thenThrows(M.reviewNotFound);
  });

  it('the public name is required, trimmed, at most 100 characters; the same name changes nothing', () => {
    spec.given(review).when({ type: 'SetReviewPublicName', publicName: '  Ada L.  ' }).then([{ type: 'ReviewPublicNameSet', data: { ...ref, publicName: 'Ada L.' } }]);
    spec.given(review).when({ type: 'SetReviewPublicName', publicName: ' Ada ' }).thenNothingHappens();
    spec.given(review).when({ type: 'SetReviewPublicName', publicName: '   ' }).thenThrows(M.publicNameRequired);
    spec.given(review).when({ type: 'SetReviewPublicName', publicName: null }).thenThrows(M.publicNameRequired);
    spec.given(review).when({ type: 'SetReviewPublicName', publicName: 'a'.repeat(101) }).thenThrows(M.publicNameTooLong);
  });

  it("the owner replies (over 5 characters, at most 5000); an edit is flagged; the same message changes nothing; another practice's review is not found", () => {
    const reply = (message: unknown, practiceId = 'p1'): ReviewCommand => ({ type: 'ReplyToReview', practiceId, message, now: '2026-11-02T09:00:00.000Z' });
    const replied: ReviewEvent = { type: 'ReviewReplied', data: { ...ref, message: 'Thank you!', edited: false, repliedAt: '2026-11-02T09:00:00.000Z' } };
    spec.given(review).when(reply('  Thank you!  ')).then([replied]);
    spec.given(review).when(reply('Thanks')).then(([e]) => expect(e).toMatchObject({ data: { message: 'Thanks' } }));
    spec.given(review).when(reply(' Thank ')).thenThrows(M.replyTooShort);
    spec.given(review).when(reply('a'.repeat(5001))).thenThrows(M.replyTooLong);
    spec.given(review).when(reply('Thank you!', 'p2')).thenThrows(M.reviewNotFound);
    spec.given([...review, replied]).when(reply('Thank you!')).thenNothingHappens();
    spec.given([...review, replied]).when(reply('Thank you so much!')).then([{ type: 'ReviewReplied', data: { ...ref, message: 'Thank you so much!', edited: true, repliedAt: '2026-11-02T09:00:00.000Z' } }]);
    expect([...review, replied].reduce(evolveReview, initialReviewState())).toMatchObject({ reply: { message: 'Thank you!', repliedAt: '2026-11-02T09:00:00.000Z' } });
    spec.given([]).when(reply('Thank you!')).thenThrows(M.reviewNotFound);
  });

  it('one review per appointment, or per client of a practice without one', () => {
    expect(reviewClaimStreamId('p1', 'c1', 'a1')).toBe('reviewOfAppointment-a1');
    expect(reviewClaimStreamId('p1', 'c1', null)).toBe('reviewOfClient-p1-c1');
  });
});
