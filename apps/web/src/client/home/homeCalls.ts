// The homepage's data (spec 002 §2 Other): the recent public reviews and the 'Browse Services'
// categories. Public calls, no session.
import { graphql } from '../../graphql';
import type { RecentClientReviewsQuery, TherapyCategoriesQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

export type RecentReview = RecentClientReviewsQuery['recentClientReviews'][number];
export type Category = TherapyCategoriesQuery['therapyCategories'][number];

const RECENT_REVIEWS = graphql(`
  query RecentClientReviews($limit: Int) {
    recentClientReviews(limit: $limit) {
      id rating text publicName createdAt
      practitioner { name shortLink title photoUrl }
    }
  }
`);

const CATEGORIES = graphql(`
  query TherapyCategories {
    therapyCategories { name }
  }
`);

export const fetchRecentReviews = async (): Promise<RecentReview[]> => (await graphqlRequest(RECENT_REVIEWS, { limit: 12 })).recentClientReviews;
export const fetchCategories = async (): Promise<Category[]> => (await graphqlRequest(CATEGORIES, {})).therapyCategories;

/** The search page for a service name (spec: an optional URL-encoded service-name query). */
export const searchFor = (serviceName?: string): string =>
  serviceName ? `/practitioner-search?query=${encodeURIComponent(serviceName)}` : '/practitioner-search';
