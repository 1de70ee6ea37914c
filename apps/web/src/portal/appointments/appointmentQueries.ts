import { parse } from 'graphql';
import type { GetListParams, GetOneParams } from 'react-admin';
import type { ResourceQueries } from '../buildQuery';

export const APPOINTMENT_FIELDS = `
  id practiceId state startsAt endsAt timeZone amountCents instantActionToken bookedBy createdAt past practitionerNote
  client { id firstName lastName email phone }
  services { serviceId name timeLength amountCents addOn }
  location { id name kind timeZone }
`;

const LIST = parse(`
  query Appointments($filter: AppointmentFilter, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {
    appointments(filter: $filter, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {
      items { ${APPOINTMENT_FIELDS} }
      total
    }
  }
`);

const ONE = parse(`query Appointment($id: ID!) { appointment(id: $id) { ${APPOINTMENT_FIELDS} } }`);

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
  GET_LIST: ({ filter, sort, pagination }: GetListParams) => ({
    query: LIST,
    variables: {
      filter: toFilter(filter),
      sortField: sort?.field,
      sortOrder: sort?.order,
      limit: pagination?.perPage,
      offset: pagination ? (pagination.page - 1) * pagination.perPage : 0,
    },
    parseResponse: ({ data }) => ({ data: data.appointments.items, total: data.appointments.total }),
  }),
  GET_ONE: ({ id }: GetOneParams) => ({
    query: ONE,
    variables: { id: String(id) },
    parseResponse: ({ data }) => {
      if (!data.appointment) throw new Error('Appointment not found');
      return { data: data.appointment };
    },
  }),
};
