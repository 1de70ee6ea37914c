// The reviews a practice's public page shows (published only, newest first), by its short link.
import { graphql } from '../../graphql';
import type { PublicPracticeReviewsQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

type Practice = NonNullable<PublicPracticeReviewsQuery['publicPractice']>;
export type PublicReviewsSummary = Practice['reviewsSummary'];
/** `publicName` null: posted anonymously. */
export type PublicReview = Practice['latestReviews'][number];

export const LATEST_REVIEWS = 5;

const PUBLIC_PRACTICE_REVIEWS = graphql(`
  query PublicPracticeReviews($shortLink: String!, $limit: Int) {
    publicPractice(shortLink: $shortLink) {
      id
      reviewsSummary { averageRating count }
      latestReviews(limit: $limit) {
        id rating text publicName createdAt createdAtAgoInWords
        reply { message repliedAt }
        skills { id name }
      }
    }
  }
`);

/** Null when the practice is unknown. */
export async function fetchPublicReviews(shortLink: string): Promise<Pick<Practice, 'reviewsSummary' | 'latestReviews'> | null> {
  const data = await graphqlRequest(PUBLIC_PRACTICE_REVIEWS, { shortLink: shortLink.toLowerCase(), limit: LATEST_REVIEWS });
  return data.publicPractice;
}
