// The practice's event types with upcoming dates, listed on its public page (publicEventTypes).
import { graphql } from '../../graphql';
import type { PracticeEventTypesQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

export type PracticeEventType = PracticeEventTypesQuery['publicEventTypes'][number];

const PRACTICE_EVENT_TYPES = graphql(`
  query PracticeEventTypes($shortLink: String!) {
    publicEventTypes(shortLink: $shortLink) {
      id name slug kind location duration durationUnit amountCents amountCurrency
      events { id startsAt endsAt allDay timeZone seatsLeft full }
    }
  }
`);

export async function fetchPracticeEventTypes(shortLink: string): Promise<PracticeEventType[]> {
  return (await graphqlRequest(PRACTICE_EVENT_TYPES, { shortLink: shortLink.toLowerCase() })).publicEventTypes;
}
