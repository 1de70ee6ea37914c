// The reviews pages' reads and commands (spec 002 §2 Reviews, §7 "Reviews, keywords, growth"):
// one typed document per call, sent with graphqlRequest. Commands throw CommandRejected on a refusal.
import { graphql } from '../../graphql';
import type {
  PendingReviewRequestsQuery,
  PracticeReviewsQuery,
  ReviewDetailsQuery,
  ReviewsSummaryQuery,
  SendBulkReviewRequestsMutation,
} from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { requireSuccess } from '../shared/commandRejected';

const SUMMARY = graphql(`query ReviewsSummary {
  reviewsSummary { completedCount pendingCount averageRating importEnabled }
  currentPractice { id shortLink }
}`);


const LIST = graphql(`query PracticeReviews($dateFilter: String, $rating: Int, $limit: Int, $offset: Int) {
  practiceReviews(dateFilter: $dateFilter, rating: $rating, limit: $limit, offset: $offset) {
    count
    reviews { id rating text createdAt createdAtAgoInWords unverifiedName isAnonymous source status
      client { id firstName lastName email phone } reviewReply { message repliedAt } endorsedSkills { id name } }
  }
}`);

const DETAILS = graphql(`query ReviewDetails($id: ID!) {
  review(id: $id) { id rating text createdAt createdAtAgoInWords unverifiedName isAnonymous source status
    client { id firstName lastName email phone } reviewReply { message repliedAt } endorsedSkills { id name } }
}`);

const PENDING = graphql(`query PendingReviewRequests {
  pendingReviewRequests { clientId appointmentId firstName email phone reviewRequestedAt reviewLink reviewRequireConfirmation automatic }
}`);

const REPLY = graphql(`mutation AddEditReviewReply($reviewId: ID!, $message: String!) {
  addEditReviewReply(reviewId: $reviewId, message: $message) { result errors review { id reviewReply { message repliedAt } } }
}`);

const IMPORT = graphql(`mutation ProImportReview($rating: Int!, $review: String, $firstName: String!, $phone: String!, $createdAt: LocalDate!) {
  proImportReview(rating: $rating, review: $review, firstName: $firstName, phone: $phone, createdAt: $createdAt) { result errors }
}`);

const BULK = graphql(`mutation SendBulkReviewRequests($clients: [BulkReviewRequestClient!]!) {
  sendBulkReviewRequests(clients: $clients) { result errors erroredClients { email firstName phone errors } }
}`);

const RESEND = graphql(`mutation ResendProReviewRequest($clientId: ID!, $appointmentId: ID) {
  resendProReviewRequest(clientId: $clientId, appointmentId: $appointmentId) { result errors }
}`);

const DISMISS = graphql(`mutation DismissReviewRequest($clientId: ID!, $appointmentId: ID) {
  dismissReviewRequest(clientId: $clientId, appointmentId: $appointmentId) { result errors }
}`);

export type ReviewsSummary = ReviewsSummaryQuery['reviewsSummary'] & { shortLink: string | null };
export type ReviewEntry = PracticeReviewsQuery['practiceReviews']['reviews'][number];
export type ReviewDetails = NonNullable<ReviewDetailsQuery['review']>;
export type PendingRequest = PendingReviewRequestsQuery['pendingReviewRequests'][number];
export type ErroredClient = NonNullable<SendBulkReviewRequestsMutation['sendBulkReviewRequests']>['erroredClients'][number];

export interface ReviewListFilter {
  dateFilter: string;
  /** null: every rating */
  rating: number | null;
  limit: number;
  offset: number;
}

export async function fetchReviewsSummary(): Promise<ReviewsSummary> {
  const data = await graphqlRequest(SUMMARY);
  return { ...data.reviewsSummary, shortLink: data.currentPractice?.shortLink ?? null };
}

export async function fetchPracticeReviews(filter: ReviewListFilter) {
  return (await graphqlRequest(LIST, filter)).practiceReviews;
}

export async function fetchReview(id: string): Promise<ReviewDetails | null> {
  return (await graphqlRequest(DETAILS, { id })).review ?? null;
}

export async function fetchPendingRequests(): Promise<PendingRequest[]> {
  return (await graphqlRequest(PENDING)).pendingReviewRequests;
}

export async function replyToReview(reviewId: string, message: string) {
  const payload = (await graphqlRequest(REPLY, { reviewId, message })).addEditReviewReply;
  return requireSuccess(payload ?? { result: null, errors: [], review: null });
}

export interface ImportedReview {
  rating: number;
  review: string;
  firstName: string;
  phone: string;
  /** YYYY-MM-DD */
  createdAt: string;
}

export async function importReview(input: ImportedReview) {
  const payload = (await graphqlRequest(IMPORT, { ...input, review: input.review.trim() || null })).proImportReview;
  return requireSuccess(payload ?? { result: null, errors: [] });
}

/** Resolves with the rows the server refused (none when every row was asked); throws on a refusal of the whole call. */
export async function sendBulkReviewRequests(clients: Array<{ firstName: string; phone: string }>): Promise<ErroredClient[]> {
  const payload = (await graphqlRequest(BULK, { clients: clients.map((row) => ({ ...row, clientType: 'invited' })) })).sendBulkReviewRequests;
  if (payload?.erroredClients.length) return payload.erroredClients;
  requireSuccess(payload ?? { result: null, errors: [] });
  return [];
}

export async function resendReviewRequest(request: Pick<PendingRequest, 'clientId' | 'appointmentId'>) {
  const payload = (await graphqlRequest(RESEND, { clientId: request.clientId, appointmentId: request.appointmentId ?? null })).resendProReviewRequest;
  return requireSuccess(payload ?? { result: null, errors: [] });
}

export async function dismissReviewRequest(request: Pick<PendingRequest, 'clientId' | 'appointmentId'>) {
  const payload = (await graphqlRequest(DISMISS, { clientId: request.clientId, appointmentId: request.appointmentId ?? null })).dismissReviewRequest;
  return requireSuccess(payload ?? { result: null, errors: [] });
}
