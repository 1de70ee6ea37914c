// The public page of an event type (spec 000 §3 "Bookable event type (client-visible)"): the type,
// its practice and its upcoming dates with the seats left, by the practice's short link and the slug.
import { graphql } from '../../graphql';
import type { PublicEventTypeQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

export type PublicEventType = NonNullable<PublicEventTypeQuery['publicEventType']>;
/** `seatsLeft` null: unlimited; `full`: no seat left for a visitor. */
export type PublicEventDate = PublicEventType['events'][number];

const PUBLIC_EVENT_TYPE = graphql(`
  query PublicEventType($shortLink: String!, $slug: String!) {
    publicEventType(shortLink: $shortLink, slug: $slug) {
      id name slug kind location photoUrl description instructions duration durationUnit
      amountCents amountCurrency capacity url requiresCard
      practice { id name shortLink paymentProvider }
      events { id startsAt endsAt allDay timeZone seatsLeft full }
    }
  }
`);

/** Null when the practice has no event type at that link (unknown, or deleted). */
export async function fetchPublicEventType(shortLink: string, slug: string): Promise<PublicEventType | null> {
  const data = await graphqlRequest(PUBLIC_EVENT_TYPE, { shortLink: shortLink.toLowerCase(), slug: slug.toLowerCase() });
  return data.publicEventType;
}
