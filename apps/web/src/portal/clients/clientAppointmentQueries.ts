// A client's appointments for the flyout and the profile, as a read-only resource
// ('clientAppointments') so react-admin caches and refreshes them with the rest of the page:
// filter { clientId, when: 'past' | 'upcoming', limit? }.
import type { GetListParams } from 'react-admin';
import { graphql } from '../../graphql';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';
import type { ClientAppointment } from './types';

graphql(`
  fragment ClientAppointmentFields on Appointment {
    id state startsAt endsAt timeZone instantActionToken services { name addOn } location { id name }
  }
`);

const PAST = graphql(`query PastAppointments($clientId: ID!, $limit: Int) {
  pastAppointments(clientId: $clientId, limit: $limit) { ...ClientAppointmentFields }
}`);
const UPCOMING = graphql(`query UpcomingAppointments($clientId: ID!) {
  upcomingAppointments(clientId: $clientId) { ...ClientAppointmentFields }
}`);

export type AppointmentsWhen = 'past' | 'upcoming';

export interface ClientAppointmentsFilter {
  clientId: string;
  when: AppointmentsWhen;
  limit?: number;
}

const listOf = (items: ClientAppointment[]) => ({ data: items, total: items.length });

export const clientAppointmentQueries: ResourceQueries = {
  GET_LIST: ({ filter }: GetListParams) => {
    const { clientId, when, limit } = filter as ClientAppointmentsFilter;
    return when === 'past'
      ? resourceQuery(PAST, { clientId, limit: limit ?? null }, (data) => listOf(data.pastAppointments))
      : resourceQuery(UPCOMING, { clientId }, (data) => listOf(data.upcomingAppointments));
  },
};
