// One appointment as a calendar entry (VEVENT) for a message's .ics: what the client's (or the
// pro's) calendar shows, linking to the client's appointment page (or the portal).
import type { AppointmentRequestedData } from '#app/appointments';
import { appointmentDetailsText, locationLine, type LocationPlace } from './appointment-details.js';
import type { CalendarEventInput, IcsStatus, Person } from './appointment-ics.js';
import { formatAppointmentTime } from './template-variables.js';

export interface CalendarEventSources {
  appointment: AppointmentRequestedData;
  place: LocationPlace | null | undefined;
  status: IcsStatus;
  /** The revision of the appointment's stream this version stands at: the SEQUENCE. */
  sequence: number;
  stampedAt: string;
  uidDomain: string;
  /** The services' names, as the messages name them. */
  serviceName: string;
  link: string;
  organizer: Person;
  attendee: Person;
}

export const calendarEventFor = (s: CalendarEventSources): CalendarEventInput => {
  const summary = `${s.serviceName} with ${s.organizer.name}`;
  const when = formatAppointmentTime(s.appointment.startsAt, s.appointment.timeZone);
  return {
    status: s.status,
    appointmentId: s.appointment.appointmentId,
    uidDomain: s.uidDomain,
    sequence: s.sequence,
    stampedAt: s.stampedAt,
    startsAt: s.appointment.startsAt,
    endsAt: s.appointment.endsAt,
    summary,
    description: `${summary}\n${when}\n\n${appointmentDetailsText(s.appointment, s.place)}\n\n${s.link}`,
    location: locationLine(s.appointment.location, s.place),
    url: s.link,
    organizer: s.organizer,
    attendee: s.attendee,
  };
};
