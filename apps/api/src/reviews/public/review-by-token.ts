// A client call's token finds its review through the token claim (reviewTokenStreamId): the write
// path's lookup, so a review is found the moment its rating was appended. Anything that is not a
// link token, or names no review, is "not found" before any other read.
import { claimDecider, isLinkToken, NotFoundError } from '#app/es';
import type { StreamLoader } from '#app/es-runtime';
import { reviewDecider, ReviewMessages as M, reviewStreamId, reviewTokenStreamId, type ExistingReview } from '#app/reviews';

export const loadReviewByToken = async (loader: StreamLoader, token: unknown): Promise<ExistingReview | null> => {
  if (!isLinkToken(token)) return null;
  const { ownerId } = await loader.load(reviewTokenStreamId(token), claimDecider);
  if (!ownerId) return null;
  const review = await loader.load(reviewStreamId(ownerId), reviewDecider);
  // The claim and the review are appended together; a token must match its own review.
  return review.status !== 'none' && review.token === token ? review : null;
};

export const requireReviewByToken = async (loader: StreamLoader, token: unknown): Promise<ExistingReview> => {
  const review = await loadReviewByToken(loader, token);
  if (!review) throw new NotFoundError(M.reviewNotFound);
  return review;
};
