// Reviews, the pro side, through the real API: keywords (search, max 50, reorder, delete), the
// Completed list with its filters and the summary, replies, importing a past review and its
// confirmation, bulk requests (errored rows, the 10 rule, already reviewed), resend and dismiss,
// the practice page's public reviews, and another practice's ids getting nothing.
import { DateTime } from 'luxon';
import { ReviewMessages as M } from '#app/reviews';
import { PracticeFlagMessages } from '#app/practice';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { CLIENT } from '../support/client-operations.js';
import { setPracticeFlags } from '../support/practice-flags.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';
import { refusalOf, refusedLocalDate } from '../support/date-time-operations.js';
import {
  ADD_EDIT_REVIEW_REPLY,
  CONFIRM_REVIEW,
  DELETE_SKILLS,
  DISMISS_REVIEW_REQUEST,
  MOVE_SKILLS,
  PENDING_REVIEW_REQUESTS,
  PRACTICE_REVIEWS,
  PRACTICE_SKILLS,
  PRO_IMPORT_REVIEW,
  PUBLIC_PRACTICE_REVIEWS,
  RESEND_REVIEW_REQUEST,
  REVIEW,
  REVIEW_ADD_ENDORSEMENTS,
  REVIEW_ADD_RATING,
  REVIEW_ADD_TEXT,
  REVIEW_CREATE_CLIENT,
  REVIEWS_SUMMARY,
  SEND_BULK_REVIEW_REQUESTS,
  SPECIALTIES,
  TOGGLE_REVIEW_ANON,
  UPDATE_SKILLS,
} from '../support/review-operations.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ publicCallsPerMinute: 100_000 });
});
afterAll(async () => server?.close());

type Pro = Awaited<ReturnType<typeof signUpPro>>;
const phones: string[] = [];
/** A phone no other test of the file used (555-01xx: numbers kept for fiction). */
const freshPhone = (): string => {
  // 10 area codes x 100 numbers: plenty for one file, never repeated.
  const n = phones.length;
  const phone = `(${['212', '312', '415', '503', '617', '702', '808', '917', '206', '305'][Math.floor(n / 100)]}) 555-${String(100 + (n % 100)).padStart(4, '0')}`;
  phones.push(phone);
  return phone;
};

const ok = <T extends { result: string | null; errors: string[] }>(payload: T): T => {
  if (payload.result !== 'success') throw new Error(`refused: ${JSON.stringify(payload)}`);
  return payload;
};

/** A client's review through the review link's calls (no session), as the client pages send them. */
const clientReview = async (practiceId: string, r: { firstName: string; rating: number; phone?: string; skills?: string[]; text?: string; anonymous?: boolean }) => {
  const visitor = await newClient(server);
  const phone = r.phone ?? freshPhone();
  const { clientId } = ok((await visitor.gql(REVIEW_CREATE_CLIENT, { practiceId, phone, firstName: r.firstName })).data.reviewCreateClient);
  const { token } = ok((await visitor.gql(REVIEW_ADD_RATING, { practiceId, clientId, rating: r.rating })).data.reviewAddRating);
  if (r.skills) ok((await visitor.gql(REVIEW_ADD_ENDORSEMENTS, { reviewId: token, endorsements: r.skills })).data.reviewAddEndorsements);
  if (r.text) ok((await visitor.gql(REVIEW_ADD_TEXT, { reviewId: token, text: r.text })).data.reviewAddTextReview);
  if (r.anonymous) ok((await visitor.gql(TOGGLE_REVIEW_ANON, { reviewId: token, isAnon: true })).data.toggleReviewAnon);
  return { clientId, token, phone };
};

const reviews = async (pro: Pro, args: Record<string, unknown> = {}) => (await pro.client.gql(PRACTICE_REVIEWS, args)).data?.practiceReviews;
const pending = async (pro: Pro) => (await pro.client.gql(PENDING_REVIEW_REQUESTS)).data.pendingReviewRequests as Array<Record<string, any>>;
const summary = async (pro: Pro) => (await pro.client.gql(REVIEWS_SUMMARY)).data.reviewsSummary;
const bulk = async (pro: Pro, clients: Array<Record<string, unknown>>) => (await pro.client.gql(SEND_BULK_REVIEW_REQUESTS, { clients })).data.sendBulkReviewRequests;
const skills = async (pro: Pro) => (await pro.client.gql(PRACTICE_SKILLS)).data.practiceSkills as Array<{ id: string; endorsementsCount: number; specialty: { name: string } }>;

describe('reviews, the pro side', () => {
  let pro: Pro;
  let other: Pro;
  beforeAll(async () => {
    pro = await signUpPro(server, 'Calm Hands Massage');
    other = await signUpPro(server, 'Other Practice');
  });

  it('every pro call needs a session', async () => {
    const visitor = await newClient(server);
    for (const query of [PRACTICE_REVIEWS, REVIEWS_SUMMARY, PENDING_REVIEW_REQUESTS, PRACTICE_SKILLS]) {
      expect((await visitor.gql(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await visitor.gql(SEND_BULK_REVIEW_REQUESTS, { clients: [{ firstName: 'Ann', phone: freshPhone() }] })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  describe('keywords', () => {
    it('searches the shipped specialties', async () => {
      const page = (await pro.client.gql(SPECIALTIES, { text: 'reiki', hitsPerPage: 5 })).data.specialties;
      expect(page.hits.map((h: { id: string }) => h.id)).toContain('reiki');
      expect(page.nbHits).toBeGreaterThan(0);
      const all = (await pro.client.gql(SPECIALTIES, {})).data.specialties;
      expect(all.hits).toHaveLength(50);
      expect(all.nbHits).toBeGreaterThanOrEqual(250);
    });

    it('sets, refuses unknown ids and more than 50, reorders, deletes', async () => {
      const set = ok((await pro.client.gql(UPDATE_SKILLS, { skillIds: ['reiki', 'swedish-massage', 'deep-tissue-massage'] })).data.updateSkills);
      expect(set.skills.map((s: { id: string }) => s.id)).toEqual(['reiki', 'swedish-massage', 'deep-tissue-massage']);
      expect(set.skills[1]).toEqual({ id: 'swedish-massage', endorsementsCount: 0, specialty: { id: 'swedish-massage', name: 'Swedish Massage', category: 'Massage' } });

      expect((await pro.client.gql(UPDATE_SKILLS, { skillIds: ['reiki', 'not-a-thing'] })).data.updateSkills).toEqual({ result: null, errors: [M.unknownSpecialty], skills: [] });
      const hundred = (await pro.client.gql(SPECIALTIES, { hitsPerPage: 100 })).data.specialties.hits.map((h: { id: string }) => h.id);
      expect((await pro.client.gql(UPDATE_SKILLS, { skillIds: hundred.slice(0, 51) })).data.updateSkills.errors).toEqual([M.maxKeywords]);
      expect(ok((await pro.client.gql(UPDATE_SKILLS, { skillIds: hundred.slice(0, 50) })).data.updateSkills).skills).toHaveLength(50);
      ok((await pro.client.gql(UPDATE_SKILLS, { skillIds: ['reiki', 'swedish-massage', 'deep-tissue-massage'] })).data.updateSkills);
      expect((await skills(pro)).map((s) => s.id)).toEqual(['reiki', 'swedish-massage', 'deep-tissue-massage']);

      const moved = ok((await pro.client.gql(MOVE_SKILLS, { skillArray: ['reiki:3', 'swedish-massage:1', 'deep-tissue-massage:2'] })).data.moveSkills);
      expect(moved.skills.map((s: { id: string }) => s.id)).toEqual(['swedish-massage', 'deep-tissue-massage', 'reiki']);
      expect((await pro.client.gql(MOVE_SKILLS, { skillArray: ['reiki=3', 'x'] })).data.moveSkills.errors).toEqual([M.reorderKeywordsFailed]);
      expect((await pro.client.gql(MOVE_SKILLS, { skillArray: ['reiki:1', 'swedish-massage:1', 'deep-tissue-massage:2'] })).data.moveSkills.errors).toEqual([M.invalidOrder]);

      expect((await pro.client.gql(DELETE_SKILLS, { skillId: 'cupping-therapy' })).data.deleteSkills.errors).toEqual([M.keywordNotFound]);
      ok((await pro.client.gql(UPDATE_SKILLS, { skillIds: ['swedish-massage', 'deep-tissue-massage', 'reiki', 'cupping-therapy'] })).data.updateSkills);
      const deleted = ok((await pro.client.gql(DELETE_SKILLS, { skillId: 'cupping-therapy' })).data.deleteSkills);
      expect(deleted.skills.map((s: { id: string }) => s.id)).toEqual(['swedish-massage', 'deep-tissue-massage', 'reiki']);
    });

    it("another practice's keyword is not theirs to delete or move", async () => {
      expect(await skills(other)).toEqual([]);
      expect((await other.client.gql(DELETE_SKILLS, { skillId: 'reiki' })).data.deleteSkills.errors).toEqual([M.keywordNotFound]);
      expect((await other.client.gql(MOVE_SKILLS, { skillArray: ['reiki:1'] })).data.moveSkills.errors).toEqual([M.invalidOrder]);
      expect((await skills(pro)).map((s) => s.id)).toEqual(['swedish-massage', 'deep-tissue-massage', 'reiki']);
    });
  });

  describe('completed reviews', () => {
    let first: { clientId: string; token: string; phone: string };
    let second: { clientId: string; token: string; phone: string };
    beforeAll(async () => {
      first = await clientReview(pro.practice.id, { firstName: 'Ann', rating: 5, skills: ['reiki', 'swedish-massage'], text: 'Wonderful hands, truly.' });
      second = await clientReview(pro.practice.id, { firstName: 'Bob', rating: 3, skills: ['reiki'], anonymous: true });
    });

    it('lists published reviews newest first, with the reviewer and the endorsements', async () => {
      const list = await reviews(pro);
      expect(list.count).toBe(2);
      expect(list.reviews.map((r: { client: { id: string } }) => r.client.id)).toEqual([second.clientId, first.clientId]);
      expect(list.reviews[1]).toMatchObject({
        rating: 5, text: 'Wonderful hands, truly.', unverifiedName: 'Ann', isAnonymous: false, source: 'client', status: 'published', reviewReply: null, appointmentId: null,
        createdAtAgoInWords: 'less than a minute', client: { firstName: 'Ann', phone: expect.stringMatching(/^\+1/) },
        endorsedSkills: [{ id: 'reiki', name: 'Reiki' }, { id: 'swedish-massage', name: 'Swedish Massage' }],
      });
      expect(list.reviews[0].isAnonymous).toBe(true);
    });

    it('filters by stars and date (the practice’s zone), pages, and refuses an unknown filter', async () => {
      expect((await reviews(pro, { rating: 3 })).count).toBe(1);
      expect((await reviews(pro, { rating: 4 })).count).toBe(0);
      expect((await reviews(pro, { dateFilter: 'this_week' })).count).toBe(2);
      expect((await reviews(pro, { dateFilter: 'this_year' })).count).toBe(2);
      expect((await reviews(pro, { dateFilter: 'last_week' })).count).toBe(0);
      expect((await reviews(pro, { dateFilter: 'last_month' })).count).toBe(0);
      expect((await reviews(pro, { dateFilter: 'all_time', limit: 1, offset: 1 })).reviews.map((r: { client: { id: string } }) => r.client.id)).toEqual([first.clientId]);
      const refused = await pro.client.gql(PRACTICE_REVIEWS, { dateFilter: 'yesterday' });
      expect(refused.errors?.[0]?.message).toBe('Unknown date filter "yesterday". Use one of: all_time, this_week, last_week, this_month, last_month, this_year, last_year.');
      expect((await pro.client.gql(PRACTICE_REVIEWS, { rating: 6 })).errors?.[0]?.message).toBe('The rating filter must be a whole number from 1 to 5.');
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await pro.client.gql(PRACTICE_REVIEWS, { limit: 0 })).errors?.[0]?.message).toBe('The page size (limit) must be a whole number from 1 to 100.');
    });

    it('sums up and counts endorsements of published reviews per keyword', async () => {
      expect(await summary(pro)).toEqual({ completedCount: 2, pendingCount: 0, averageRating: 4, importEnabled: false });
      await setPracticeFlags(server, pro.practice.id, { importReviewsEnabled: true });
      expect((await summary(pro)).importEnabled).toBe(true);
      expect((await skills(pro)).map((s) => [s.id, s.endorsementsCount])).toEqual([['swedish-massage', 1], ['deep-tissue-massage', 0], ['reiki', 2]]);
    });

    it("another practice sees none of them, and cannot read or reply to one by id", async () => {
      const [review] = (await reviews(pro)).reviews;
      expect((await pro.client.gql(REVIEW, { id: review.id })).data.review.id).toBe(review.id);
      expect((await reviews(other)).count).toBe(0);
      expect((await other.client.gql(REVIEW, { id: review.id })).data.review).toBeNull();
      expect((await other.client.gql(REVIEW, { id: 'not-an-id' })).data.review).toBeNull();
      expect((await other.client.gql(ADD_EDIT_REVIEW_REPLY, { reviewId: review.id, message: 'Not my review at all' })).data.addEditReviewReply).toEqual({ result: null, errors: [M.reviewNotFound], review: null });
      expect((await pro.client.gql(REVIEW, { id: review.id })).data.review.reviewReply).toBeNull();
      expect(await summary(other)).toEqual({ completedCount: 0, pendingCount: 0, averageRating: null, importEnabled: false });
    });

    it('replies (more than 5 characters) and edits the reply', async () => {
      const id = (await reviews(pro)).reviews.find((r: { client: { id: string } }) => r.client.id === first.clientId).id;
      expect((await pro.client.gql(ADD_EDIT_REVIEW_REPLY, { reviewId: id, message: ' Thx! ' })).data.addEditReviewReply.errors).toEqual([M.replyTooShort]);
      const posted = ok((await pro.client.gql(ADD_EDIT_REVIEW_REPLY, { reviewId: id, message: 'Thank you, Ann!' })).data.addEditReviewReply);
      expect(posted.review.reviewReply.message).toBe('Thank you, Ann!');
      const edited = ok((await pro.client.gql(ADD_EDIT_REVIEW_REPLY, { reviewId: id, message: 'Thank you so much, Ann!' })).data.addEditReviewReply);
      expect(edited.review.reviewReply.message).toBe('Thank you so much, Ann!');
    });

    it("shows the published reviews on the practice's public page, without an anonymous reviewer's name", async () => {
      const visitor = await newClient(server);
      const page = (await visitor.gql(PUBLIC_PRACTICE_REVIEWS, { shortLink: pro.practice.shortLink, limit: 5 })).data.publicPractice;
      expect(page.reviewsSummary).toEqual({ averageRating: 4, count: 2 });
      expect(page.latestReviews).toHaveLength(2);
      expect(page.latestReviews[0]).toMatchObject({ rating: 3, publicName: null, text: null, reply: null, skills: [{ id: 'reiki', name: 'Reiki' }] });
      expect(page.latestReviews[1]).toMatchObject({ rating: 5, publicName: 'Ann', text: 'Wonderful hands, truly.', reply: { message: 'Thank you so much, Ann!' } });
      expect((await visitor.gql(PUBLIC_PRACTICE_REVIEWS, { shortLink: pro.practice.shortLink, limit: 1 })).data.publicPractice.latestReviews).toHaveLength(1);
      expect((await visitor.gql(PUBLIC_PRACTICE_REVIEWS, { shortLink: other.practice.shortLink })).data.publicPractice).toMatchObject({ reviewsSummary: { averageRating: null, count: 0 }, latestReviews: [] });
    });

    it('a bulk request to a client who already reviewed comes back errored', async () => {
      const res = await bulk(pro, [{ firstName: 'Ann', phone: first.phone }]);
      expect(res.result).toBe('success');
      expect(res.erroredClients).toEqual([{ firstName: 'Ann', phone: expect.stringMatching(/^\+1/), email: null, errors: [M.requestCompleted] }]);
      expect(await pending(pro)).toEqual([]);
    });
  });

  describe('importing a past review', () => {
    const importReview = (client: TestClient, fields: Record<string, unknown>) =>
      client.gql(PRO_IMPORT_REVIEW, { rating: 5, review: 'She fixed my back.', firstName: 'Cara', phone: '(212) 555-0199', createdAt: '2025-06-01', ...fields }).then((r) => r.data.proImportReview);

    it('is refused while the practice has importing off (the tab is hidden too), changing nothing', async () => {
      await setPracticeFlags(server, pro.practice.id, { importReviewsEnabled: false });
      expect((await importReview(pro.client, {})).errors).toEqual([PracticeFlagMessages.importReviewsDisabled]);
      expect(await pending(pro)).toEqual([]);
      await setPracticeFlags(server, pro.practice.id, { importReviewsEnabled: true });
    });

    it('refuses a missing rating, name, phone or date and a date in the future, changing nothing', async () => {
      expect((await importReview(pro.client, { rating: 0 })).errors).toEqual([M.importRatingRequired]);
      expect((await importReview(pro.client, { firstName: '  ' })).errors).toEqual([M.importFirstNameRequired]);
      expect((await importReview(pro.client, { phone: '12' })).errors).toEqual([M.importPhoneRequired]);
      const june = await pro.client.gql(PRO_IMPORT_REVIEW, { rating: 5, firstName: 'Cara', phone: '(212) 555-0199', createdAt: 'June' });
      expect(refusalOf(june)).toEqual(refusedLocalDate());
      const tomorrow = DateTime.now().plus({ days: 2 }).toISODate()!;
      expect((await importReview(pro.client, { createdAt: tomorrow })).errors).toEqual([M.importDateInFuture]);
      expect(await pending(pro)).toEqual([]);
    });

    it('records the review awaiting confirmation and sends the reviewer a confirmation request', async () => {
      const res = ok(await importReview(pro.client, {}));
      expect(res.review).toMatchObject({ rating: 5, text: 'She fixed my back.', source: 'imported', status: 'awaitingConfirmation', unverifiedName: 'Cara', client: { firstName: 'Cara' } });
      expect(res.review.createdAt.slice(0, 10)).toBe('2025-06-01');
      expect(M.importSent('Cara')).toBe('We sent Cara a request to confirm this review.');
      const [request] = await pending(pro);
      expect(request).toMatchObject({ clientId: res.review.client.id, appointmentId: null, firstName: 'Cara', phone: '+12125550199', reviewRequireConfirmation: true, automatic: false });
      expect(request.reviewLink).toMatch(/^https?:\/\/[^/]+\/i\/r\/confirm\/[A-Za-z0-9_-]{16,64}$/);
      // Not shown until the client confirms it.
      expect((await reviews(pro)).count).toBe(2);
      expect((await summary(pro)).pendingCount).toBe(1);

      const token = request.reviewLink.split('/').pop();
      ok((await (await newClient(server)).gql(CONFIRM_REVIEW, { reviewId: token })).data.confirmReview);
      expect((await reviews(pro)).count).toBe(3);
      expect((await pro.client.gql(REVIEW, { id: res.review.id })).data.review.status).toBe('published');
    });

    it('a reviewer who already reviewed the practice cannot be imported again', async () => {
      expect((await importReview(pro.client, {})).errors).toEqual([M.alreadyReviewedPractice]);
    });
  });

  describe('review requests', () => {
    let asker: Pro;
    beforeAll(async () => {
      asker = await signUpPro(server, 'Asking Practice');
    });

    it('drops blank rows and returns the rows it could not ask with their errors', async () => {
      expect((await bulk(asker, [{ firstName: '', phone: '' }])).errors).toEqual([M.bulkNoRows]);
      const good = freshPhone();
      const res = await bulk(asker, [
        { firstName: '', phone: '' },
        { firstName: 'Dana', phone: good, clientType: 'review' },
        { firstName: 'Eve', phone: '555' },
        { firstName: '', phone: freshPhone() },
      ]);
      expect(res.result).toBe('success');
      expect(res.erroredClients).toEqual([
        { firstName: 'Eve', phone: '555', email: null, errors: [M.importPhoneRequired] },
        { firstName: '', phone: expect.any(String), email: null, errors: [M.importFirstNameRequired] },
      ]);
      const [request] = await pending(asker);
      expect(request).toMatchObject({ firstName: 'Dana', email: null, appointmentId: null, reviewRequireConfirmation: false, automatic: false });
      expect(request.reviewLink).toMatch(new RegExp(`^https?://[^/]+/i/r/${asker.practice.shortLink}\\?client_id=${request.clientId}$`));
      expect((await summary(asker)).pendingCount).toBe(1);
      // The row became a client of the practice, invited, with the phone normalised.
      expect((await asker.client.gql(CLIENT, { clientId: request.clientId })).data.client).toMatchObject({ firstName: 'Dana', clientType: 'invited', phone: request.phone });
      // Asked again by phone: the same client, sent again (still one pending request).
      ok(await bulk(asker, [{ firstName: 'Dana', phone: good }]));
      expect((await pending(asker)).map((r) => r.clientId)).toEqual([request.clientId]);
    });

    it('resends and dismisses pending requests; another practice gets not found', async () => {
      const [request] = await pending(asker);
      const before = request.reviewRequestedAt;
      expect((await other.client.gql(RESEND_REVIEW_REQUEST, { clientId: request.clientId })).data.resendProReviewRequest).toEqual({ result: null, errors: [M.requestNotFound] });
      expect((await other.client.gql(DISMISS_REVIEW_REQUEST, { clientId: request.clientId })).data.dismissReviewRequest).toEqual({ result: null, errors: [M.requestNotFound] });
      expect(await pending(asker)).toHaveLength(1);
      ok((await asker.client.gql(RESEND_REVIEW_REQUEST, { clientId: request.clientId })).data.resendProReviewRequest);
      expect((await pending(asker))[0].reviewRequestedAt >= before).toBe(true);
      ok((await asker.client.gql(DISMISS_REVIEW_REQUEST, { clientId: request.clientId, appointmentId: null })).data.dismissReviewRequest);
      expect(await pending(asker)).toEqual([]);
      expect((await asker.client.gql(DISMISS_REVIEW_REQUEST, { clientId: request.clientId })).data.dismissReviewRequest.errors).toEqual([M.requestNotPending]);
      expect((await asker.client.gql(RESEND_REVIEW_REQUEST, { clientId: request.clientId })).data.resendProReviewRequest.errors).toEqual([M.requestNotPending]);
    });

    it('keeps at most 10 pending requests, counting the pending ones', async () => {
      const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ firstName: `Client${i}`, phone: freshPhone() }));
      expect((await bulk(asker, rows(11))).errors).toEqual([M.bulkTooMany]);
      expect(await pending(asker)).toEqual([]);
      ok(await bulk(asker, rows(9)));
      expect(await pending(asker)).toHaveLength(9);
      expect((await bulk(asker, rows(2))).errors).toEqual([M.bulkTooMany]);
      ok(await bulk(asker, rows(1)));
      const all = await pending(asker);
      expect(all).toHaveLength(10);
      expect([...all].map((r) => r.reviewRequestedAt)).toEqual([...all].map((r) => r.reviewRequestedAt).sort().reverse());
      expect((await bulk(asker, rows(1))).errors).toEqual([M.bulkTooMany]);
    });

    it('a request completes when the client leaves their review', async () => {
      const [request] = await pending(asker);
      const visitor = await newClient(server);
      ok((await visitor.gql(REVIEW_ADD_RATING, { practiceId: asker.practice.id, clientId: request.clientId, rating: 4 })).data.reviewAddRating);
      expect((await pending(asker)).map((r) => r.clientId)).not.toContain(request.clientId);
      expect(await summary(asker)).toMatchObject({ completedCount: 1, pendingCount: 9, averageRating: 4 });
    });
  });
});
