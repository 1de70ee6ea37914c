// The review flow's calls (spec 000 §2.3, §7). The client has no session: the practice is found by
// its referral code (its short link) and the review by its token, never by its id.
import { ReviewMessages } from '@app/reviews/shared';
import { graphql } from '../../graphql';
import type { ReviewFlowPracticeQuery, ReviewFlowReviewQuery } from '../../graphql/graphql';
import { GraphQLRequestError, graphqlRequest, type MutationResult } from '../../shared/graphqlRequest';

export type ReviewPractice = NonNullable<ReviewFlowPracticeQuery['reviewPractice']>;
export type ClientReview = NonNullable<ReviewFlowReviewQuery['reviewByToken']>;

const REVIEW_PRACTICE = graphql(`
  query ReviewFlowPractice($referralCode: String!) {
    reviewPractice(referralCode: $referralCode) { practiceId name title photoUrl shortLink skills { id name } }
  }
`);

const CLIENT_REVIEW = graphql(`
  query ReviewFlowReview($token: String!) {
    reviewByToken(token: $token) {
      token rating text isAnonymous publicName skillIds source status createdAt appointmentId clientId
      practice { practiceId name title photoUrl shortLink skills { id name } }
    }
  }
`);

const CREATE_CLIENT = graphql(`
  mutation ReviewFlowCreateClient($practiceId: ID!, $phone: String!, $firstName: String!) {
    reviewCreateClient(practiceId: $practiceId, phone: $phone, firstName: $firstName) { result errors clientId }
  }
`);

const ADD_RATING = graphql(`
  mutation ReviewFlowAddRating($practiceId: ID!, $clientId: ID!, $rating: Int!, $appointmentId: ID) {
    reviewAddRating(practiceId: $practiceId, clientId: $clientId, rating: $rating, appointmentId: $appointmentId) { result errors token }
  }
`);

const ADD_ENDORSEMENTS = graphql(`
  mutation ReviewFlowAddEndorsements($reviewId: String!, $endorsements: [String!]!) {
    reviewAddEndorsements(reviewId: $reviewId, endorsements: $endorsements) { result errors }
  }
`);

const ADD_TEXT = graphql(`
  mutation ReviewFlowAddText($reviewId: String!, $text: String!) {
    reviewAddTextReview(reviewId: $reviewId, text: $text) { result errors }
  }
`);

const TOGGLE_ANON = graphql(`
  mutation ReviewFlowToggleAnon($reviewId: String!, $isAnon: Boolean!) {
    toggleReviewAnon(reviewId: $reviewId, isAnon: $isAnon) { result errors }
  }
`);

const SET_PUBLIC_NAME = graphql(`
  mutation ReviewFlowSetPublicName($reviewId: String!, $name: String!) {
    setReviewPublicName(reviewId: $reviewId, name: $name) { result errors }
  }
`);

const CONFIRM = graphql(`
  mutation ReviewFlowConfirm($reviewId: String!) {
    confirmReview(reviewId: $reviewId) { result errors }
  }
`);

const DISPUTE = graphql(`
  mutation ReviewFlowDispute($reviewId: String!) {
    disputeReview(reviewId: $reviewId) { result errors }
  }
`);

const FEATURE_REQUEST = graphql(`
  mutation ReviewFlowFeatureRequest($name: String!, $clientId: ID) {
    featureRequest(name: $name, clientId: $clientId) { result errors }
  }
`);

/** Null when no practice has that referral code. */
export async function fetchReviewPractice(referralCode: string): Promise<ReviewPractice | null> {
  return (await graphqlRequest(REVIEW_PRACTICE, { referralCode: referralCode.toLowerCase() })).reviewPractice;
}

/** Null when the token is unknown. */
export async function fetchClientReview(token: string): Promise<ClientReview | null> {
  return (await graphqlRequest(CLIENT_REVIEW, { token })).reviewByToken;
}

const NO_ANSWER = 'The server did not answer. Please try again.';

/** What a step's call came to: the value it needs next, or the errors to show. Never rejects. */
export type CallOutcome<T> = { ok: true; value: T } | { ok: false; errors: string[] };

type Payload<T> = (MutationResult & { value?: T | null }) | null | undefined;

async function attempt<T>(call: () => Promise<Payload<T>>): Promise<CallOutcome<T>> {
  try {
    const payload = await call();
    if (payload?.result === 'success' && payload.value !== undefined && payload.value !== null) return { ok: true, value: payload.value };
    return { ok: false, errors: payload?.errors.length ? payload.errors : [NO_ANSWER] };
  } catch (error) {
    return { ok: false, errors: [error instanceof GraphQLRequestError || error instanceof Error ? error.message : 'Network error'] };
  }
}

const done = (payload: MutationResult | null | undefined): Payload<true> => payload && { ...payload, value: true };

export const createReviewClient = (practiceId: string, firstName: string, phone: string) =>
  attempt(async () => {
    const { reviewCreateClient: payload } = await graphqlRequest(CREATE_CLIENT, { practiceId, firstName: firstName.trim(), phone: phone.trim() });
    return payload && { ...payload, value: payload.clientId };
  });

export const addRating = (practiceId: string, clientId: string, rating: number, appointmentId: string | null) =>
  attempt(async () => {
    const { reviewAddRating: payload } = await graphqlRequest(ADD_RATING, { practiceId, clientId, rating, appointmentId });
    return payload && { ...payload, value: payload.token };
  });

export const addEndorsements = (token: string, skillIds: string[]) =>
  attempt(async () => done((await graphqlRequest(ADD_ENDORSEMENTS, { reviewId: token, endorsements: skillIds })).reviewAddEndorsements));

export const addTextReview = (token: string, text: string) =>
  attempt(async () => done((await graphqlRequest(ADD_TEXT, { reviewId: token, text: text.trim() })).reviewAddTextReview));

export const toggleAnonymous = (token: string, isAnon: boolean) =>
  attempt(async () => done((await graphqlRequest(TOGGLE_ANON, { reviewId: token, isAnon })).toggleReviewAnon));

export const setPublicName = (token: string, name: string) =>
  attempt(async () => done((await graphqlRequest(SET_PUBLIC_NAME, { reviewId: token, name: name.trim() })).setReviewPublicName));

export const confirmReview = (token: string) => attempt(async () => done((await graphqlRequest(CONFIRM, { reviewId: token })).confirmReview));

export const disputeReview = (token: string) => attempt(async () => done((await graphqlRequest(DISPUTE, { reviewId: token })).disputeReview));

/** Video reviews are a feature request only (spec 000 §2.3); a failure to record it is not the client's concern. */
export async function requestVideoReviews(clientId: string): Promise<void> {
  try {
    await graphqlRequest(FEATURE_REQUEST, { name: 'video_review', clientId });
  } catch {
    // Nothing to tell the client: the message they see does not depend on it.
  }
}

/** Spec 000 §8: failures of the client, rating, endorsement and text steps. */
export const creatingError = (errors: string[]): string => withPrefix(ReviewMessages.creatingPrefix, errors);
/** Spec 000 §8: failures of anonymity, public name, confirm and dispute. */
export const updatingError = (errors: string[]): string => withPrefix(ReviewMessages.updatingPrefix, errors);

// The server may already word a message with the prefix (ReviewMessages.invalidClientInfo).
function withPrefix(prefix: string, errors: string[]): string {
  const text = errors.join(', ');
  return text.startsWith(prefix) ? text : prefix + text;
}
