// 'Add to calendar' for a just-booked appointment: its calendar entry by the appointment's
// token, the same entry as its e-mails' .ics, and a Google Calendar link to it.
import { graphql } from '../../graphql';
import type { AppointmentCalendarQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

export type AppointmentCalendarEntry = NonNullable<AppointmentCalendarQuery['tokenAppointmentCalendar']>;

const APPOINTMENT_CALENDAR = graphql(`
  query AppointmentCalendar($instantActionToken: String!) {
    tokenAppointmentCalendar(instantActionToken: $instantActionToken) { fileName ics googleCalendarUrl }
  }
`);

export async function fetchAppointmentCalendar(instantActionToken: string): Promise<AppointmentCalendarEntry | null> {
  return (await graphqlRequest(APPOINTMENT_CALENDAR, { instantActionToken })).tokenAppointmentCalendar;
}
