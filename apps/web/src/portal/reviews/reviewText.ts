// How a review reads on the pro's pages (spec 002 §3 Review).
import type { ReviewEntry } from './reviewCalls';

export const NO_TEXT = 'No text review';

/** The client's name when the reviewer is a client, else the name they typed. */
export function reviewerName(review: Pick<ReviewEntry, 'client' | 'unverifiedName'>): string {
  const client = review.client;
  const name = client ? `${client.firstName} ${client.lastName}`.trim() : '';
  return name || review.unverifiedName || 'Anonymous';
}

export function reviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
