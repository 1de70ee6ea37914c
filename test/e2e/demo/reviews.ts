// The demo practice shows reviews working after `npm start`: keywords with endorsements, published
// reviews (one anonymous, one with the pro's reply) on the pro's pages and the public page, an
// imported review waiting for its confirmation, a pending bulk request, and the referral program.
import { DEMO_LOGIN } from '../../../apps/api/src/demo/seed-demo-data.js';
import { LOG_IN } from '../../support/operations.js';
import { PENDING_REVIEW_REQUESTS, PRACTICE_REVIEWS, PRACTICE_SKILLS, PUBLIC_PRACTICE_REVIEWS, REVIEWS_SUMMARY } from '../../support/review-operations.js';
import { newClient } from '../../support/test-server.js';
import { demo } from './demo-server.js';

export const reviewsDemo = () =>
  describe('reviews', () => {
    it('the demo practice has keywords, reviews with a reply, an imported review to confirm, a pending request and referrals', async () => {
      const pro = await newClient(demo.server);
      expect((await pro.gql(LOG_IN, DEMO_LOGIN)).data.logIn.result).toBe('success');
      const summary = (await pro.gql(REVIEWS_SUMMARY)).data.reviewsSummary;
      expect(summary).toMatchObject({ completedCount: 4, averageRating: 4.75, importEnabled: true });
      const skills = (await pro.gql(PRACTICE_SKILLS)).data.practiceSkills.map((s: { id: string; endorsementsCount: number }) => [s.id, s.endorsementsCount]);
      expect(skills).toEqual([['swedish-massage', 1], ['deep-tissue-massage', 1], ['hot-stone-massage', 1], ['prenatal-massage', 1], ['sports-massage', 1], ['reiki', 1]]);
      const reviews = (await pro.gql(PRACTICE_REVIEWS, { dateFilter: 'all_time' })).data.practiceReviews;
      expect(reviews.count).toBe(4);
      expect(reviews.reviews[0]).toMatchObject({ rating: 5, client: { firstName: 'Ada' }, reviewReply: { message: 'Thank you, Ada! See you next month.' } });
      const pending = (await pro.gql(PENDING_REVIEW_REQUESTS)).data.pendingReviewRequests as { firstName: string; reviewRequireConfirmation: boolean }[];
      expect(pending.filter((r) => r.reviewRequireConfirmation).map((r) => r.firstName)).toEqual(['Rosa']);
      expect(pending.map((r) => r.firstName)).toContain('Tom');
      expect(summary.pendingCount).toBe(pending.length);

      const visitor = await newClient(demo.server);
      const page = (await visitor.gql(PUBLIC_PRACTICE_REVIEWS, { shortLink: 'maya-chen-massage', limit: 5 })).data.publicPractice;
      expect(page.reviewsSummary).toEqual({ averageRating: 4.75, count: 4 });
      expect(page.latestReviews.map((r: { publicName: string | null }) => r.publicName)).toEqual(['Ada', 'Leo', null, 'Sam']);

      const referral = (await pro.gql(`{ practitionerReferral { discountCode referralUses { id } withdrawals { status } isLifer } }`)).data.practitionerReferral;
      expect(referral).toMatchObject({ discountCode: expect.stringMatching(/^MAYA-/), isLifer: true });
      expect(referral.referralUses).toHaveLength(3);
      expect(referral.withdrawals.map((w: { status: string }) => w.status).sort()).toEqual(['paid', 'pending']);
    });
  });
