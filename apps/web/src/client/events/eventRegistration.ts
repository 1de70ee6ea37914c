// The registration page's data by the registration's token (spec 000 §3 "Event registration"), and
// the client's cancel: the one REST call of the client side (spec 000 §7), JSON with the CSRF header.
import { GroupEventMessages } from '@app/group-events/shared';
import { graphql } from '../../graphql';
import type { EventRegistrationQuery } from '../../graphql/graphql';
import { csrfFetch } from '../../shared/csrfFetch';
import { graphqlRequest } from '../../shared/graphqlRequest';

export type EventRegistration = NonNullable<EventRegistrationQuery['eventRegistration']>;

const EVENT_REGISTRATION = graphql(`
  query EventRegistration($token: String!) {
    eventRegistration(token: $token) {
      id token state isOwnerCancelled amountCents createdAt paymentStatus paymentLabel
      discount { code amountCents }
      event { id name kind location startsAt endsAt allDay timeZone photoUrl imageUrl description instructions }
      eventType { slug url }
      client { firstName lastName email }
      practice { name shortLink email phone }
    }
  }
`);

/** Null when no registration has this token. */
export async function fetchEventRegistration(token: string): Promise<EventRegistration | null> {
  return (await graphqlRequest(EVENT_REGISTRATION, { token })).eventRegistration;
}

/** What POST /manage_event_registrations/{token}/cancel answers. */
interface CancelAnswer {
  success: boolean;
  message: string | null;
  error: string | null;
}

/**
 * Cancels the registration. Resolves when it is cancelled; rejects with the words to show: the
 * server's error, or 'Failed to cancel appointment. Please try again.' when it gave none.
 */
export async function cancelEventRegistration(token: string): Promise<void> {
  let answer: CancelAnswer | null = null;
  try {
    // csrfFetch fetches the csrf cookie first when the page has none, and sends it as x-csrf-token.
    const response = await csrfFetch(`/manage_event_registrations/${encodeURIComponent(token)}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    });
    answer = (await response.json().catch(() => null)) as CancelAnswer | null;
  } catch {
    throw new Error(GroupEventMessages.cancelFailed);
  }
  if (!answer?.success) throw new Error(answer?.error || GroupEventMessages.cancelFailed);
}
