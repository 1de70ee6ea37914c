// A visitor's registration for one date of an event type: the seat is taken (and, for a paid type,
// the confirmed card charged at once) by registerForBookableEvent.
import { graphql } from '../../graphql';
import { GraphQLRequestError, graphqlRequest } from '../../shared/graphqlRequest';
import type { BookingCardRef } from '../booking/bookingCard';

const REGISTER = graphql(`
  mutation RegisterForBookableEvent(
    $bookableEventId: ID!, $firstName: String!, $lastName: String!, $email: String!, $phone: String,
    $setupIntentSecret: String, $cardSourceId: String, $discountCode: String
  ) {
    registerForBookableEvent(
      bookableEventId: $bookableEventId, firstName: $firstName, lastName: $lastName, email: $email, phone: $phone,
      setupIntentSecret: $setupIntentSecret, cardSourceId: $cardSourceId, discountCode: $discountCode
    ) { result errors token paymentStatus }
  }
`);

export interface RegistrationRequest {
  bookableEventId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** A paid type's confirmed card. */
  card?: BookingCardRef;
  /** The coupon code the visitor applied (paid types). */
  discountCode?: string | null;
}

export type RegistrationOutcome = { ok: true; token: string } | { ok: false; errors: string[] };

/** Never rejects: a transport failure is an outcome with the spec's 'Error: {message}' wording. */
export async function registerForEvent({ card, phone, ...visitor }: RegistrationRequest): Promise<RegistrationOutcome> {
  try {
    const data = await graphqlRequest(REGISTER, { ...visitor, discountCode: visitor.discountCode ?? null, phone: phone || null, ...(card ?? {}) });
    const payload = data.registerForBookableEvent;
    if (payload?.result === 'success' && payload.token) return { ok: true, token: payload.token };
    return { ok: false, errors: payload?.errors.length ? payload.errors : ['Your registration could not be sent. Please try again.'] };
  } catch (error) {
    return { ok: false, errors: [`Error: ${error instanceof GraphQLRequestError || error instanceof Error ? error.message : 'Network error'}`] };
  }
}
