import { parse } from 'graphql';
import type { ResourceQueries } from '../buildQuery';
import { APPOINTMENT_FIELDS } from '../appointments/appointmentQueries';
import type { Appointment } from '../appointments/types';

const PRO_INBOX = parse(`query ProInbox { pendingAppointments { ${APPOINTMENT_FIELDS} } }`);

/** Spec 001 §2: pending first, then by start time. */
export function sortInbox(items: Appointment[]): Appointment[] {
  return [...items].sort((a, b) => {
    const pendingFirst = Number(b.state === 'pending') - Number(a.state === 'pending');
    return pendingFirst || a.startsAt.localeCompare(b.startsAt);
  });
}

export const inboxQueries: ResourceQueries = {
  GET_LIST: () => ({
    query: PRO_INBOX,
    variables: {},
    parseResponse: ({ data }) => ({ data: sortInbox(data.pendingAppointments), total: data.pendingAppointments.length }),
  }),
};
