// A client's appointments for the flyout and the profile, as a read-only resource
// ('clientAppointments') so react-admin caches and refreshes them with the rest of the page:
// filter { clientId, when: 'past' | 'upcoming', limit? }.
import { parse } from 'graphql';
import type { GetListParams } from 'react-admin';
import type { ResourceQueries } from '../buildQuery';
import type { ClientAppointment } from './types';

const FIELDS = 'id state startsAt endsAt timeZone instantActionToken services { name addOn } location { id name }';

const PAST = parse(`query PastAppointments($clientId: ID!, $limit: Int) {
  pastAppointments(clientId: $clientId, limit: $limit) { ${FIELDS} }
}`);
const UPCOMING = parse(`query UpcomingAppointments($clientId: ID!) {
  upcomingAppointments(clientId: $clientId) { ${FIELDS} }
}`);

export type AppointmentsWhen = 'past' | 'upcoming';

export interface ClientAppointmentsFilter {
  clientId: string;
  when: AppointmentsWhen;
  limit?: number;
}

export const clientAppointmentQueries: ResourceQueries = {
  GET_LIST: ({ filter }: GetListParams) => {
    const { clientId, when, limit } = filter as ClientAppointmentsFilter;
    const past = when === 'past';
    return {
      query: past ? PAST : UPCOMING,
      variables: past ? { clientId, limit: limit ?? null } : { clientId },
      parseResponse: ({ data }) => {
        const items: ClientAppointment[] = past ? data.pastAppointments : data.upcomingAppointments;
        return { data: items, total: items.length };
      },
    };
  },
};
