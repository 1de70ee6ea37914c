import { graphql } from '../../graphql';
import type { Appointment } from '../appointments/types';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';

const PRO_INBOX = graphql(`query ProInbox { pendingAppointments { ...AppointmentFields } }`);

/** Spec 001 §2: pending first, then by start time. */
export function sortInbox(items: Appointment[]): Appointment[] {
  return [...items].sort((a, b) => {
    const pendingFirst = Number(b.state === 'pending') - Number(a.state === 'pending');
    return pendingFirst || a.startsAt.localeCompare(b.startsAt);
  });
}

export const inboxQueries: ResourceQueries = {
  GET_LIST: () =>
    resourceQuery(PRO_INBOX, {}, (data) => ({ data: sortInbox(data.pendingAppointments), total: data.pendingAppointments.length })),
};
