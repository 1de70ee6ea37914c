import type { GetListParams, GetOneParams } from 'react-admin';
import { graphql } from '../../graphql';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';

// What every appointment view reads (list, inbox, history): operations spread ...AppointmentFields.
graphql(`
  fragment AppointmentFields on Appointment {
    id practiceId state startsAt endsAt timeZone amountCents instantActionToken bookedBy createdAt past practitionerNote
    client { id firstName lastName email phone }
    services { serviceId name timeLength amountCents addOn }
    location { id name kind timeZone }
  }
`);

const LIST = graphql(`
  query Appointments($filter: AppointmentFilter, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {
    appointments(filter: $filter, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {
      items { ...AppointmentFields }
      total
    }
  }
`);

const ONE = graphql(`query Appointment($id: ID!) { appointment(id: $id) { ...AppointmentFields } }`);

/** Only the filters the contract's AppointmentFilter knows, without empty values. */
function toFilter(filter: Record<string, unknown> = {}) {
  const result: Record<string, string> = {};
  for (const key of ['state', 'q', 'practiceId']) {
    const value = filter[key];
    if (typeof value === 'string' && value !== '') result[key] = value;
  }
  return result;
}

export const appointmentQueries: ResourceQueries = {
  GET_LIST: ({ filter, sort, pagination }: GetListParams) =>
    resourceQuery(
      LIST,
      {
        filter: toFilter(filter),
        sortField: sort?.field,
        sortOrder: sort?.order,
        limit: pagination?.perPage,
        offset: pagination ? (pagination.page - 1) * pagination.perPage : 0,
      },
      (data) => ({ data: data.appointments.items, total: data.appointments.total }),
    ),
  GET_ONE: ({ id }: GetOneParams) =>
    resourceQuery(ONE, { id: String(id) }, (data) => {
      if (!data.appointment) throw new Error('Appointment not found');
      return { data: data.appointment };
    }),
};
