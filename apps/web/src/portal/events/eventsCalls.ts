// The Events page's read (spec 001 §2 Events page): the practice's scheduled events that have not ended, by start.
import { graphql } from '../../graphql';
import type { UpcomingBookableEventsQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

const UPCOMING = graphql(`query UpcomingBookableEvents {
  upcomingBookableEvents { id name description startsAt endsAt allDay timeZone capacity clientsCount atCapacity }
}`);

export type UpcomingEvent = UpcomingBookableEventsQuery['upcomingBookableEvents'][number];

export async function fetchUpcomingEvents(): Promise<UpcomingEvent[]> {
  return (await graphqlRequest(UPCOMING)).upcomingBookableEvents;
}
