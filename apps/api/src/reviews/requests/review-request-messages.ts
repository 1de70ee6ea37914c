// Who hears what about a review request event, given the practice's requests right after it:
// ReviewRequested goes out on its own channels; ReviewRequestResent on the channels it names, with
// the request's details. Pure: the reaction loads the stream and sends.
import type { ReviewChannel, ReviewRequest, ReviewRequestData, ReviewRequestEvent, ReviewRequestsState } from '#app/reviews';
import { reviewRequestKey } from '#app/reviews';

export interface ReviewRequestDelivery {
  request: ReviewRequestData;
  email: string | null;
  phone: string | null;
}

export const deliveryOf = (event: ReviewRequestEvent, state: ReviewRequestsState): ReviewRequestDelivery | null => {
  let request: ReviewRequestData | ReviewRequest | undefined;
  let channels: ReviewChannel[];
  if (event.type === 'ReviewRequested') {
    request = event.data;
    channels = event.data.channels;
  } else if (event.type === 'ReviewRequestResent') {
    request = state.requests[reviewRequestKey(event.data.clientId, event.data.appointmentId)];
    // A request answered or dismissed meanwhile is not sent again.
    if (!request || (request as ReviewRequest).status !== 'pending') return null;
    channels = event.data.channels;
  } else {
    return null;
  }
  const email = channels.includes('email') && request.email?.trim() ? request.email.trim() : null;
  const phone = channels.includes('sms') && request.phone?.trim() ? request.phone.trim() : null;
  return email || phone ? { request, email, phone } : null;
};

/** The link as a full URL (the job stores full URLs; a path is on our host). */
export const fullLink = (baseUrl: string, link: string): string => (/^https?:\/\//.test(link) ? link : `${baseUrl.replace(/\/+$/, '')}${link.startsWith('/') ? '' : '/'}${link}`);
