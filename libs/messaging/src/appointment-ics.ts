// The calendar attachment of an appointment message (iCalendar with iTIP methods, RFC 5545/5546).
// One UID per appointment, so a calendar updates or removes the same entry; SEQUENCE grows with
// the appointment stream's revision, so a later message always supersedes an earlier one. A
// series' message holds one VEVENT per session, each with its session's own UID, so a later
// message about one session updates or removes exactly that entry.
// Built with the `ics` package (it escapes text values); folding is redone by octets (see foldIcs).
import * as ics from 'ics';
import { foldIcs } from './fold-ics-lines.js';

export type IcsMethod = 'REQUEST' | 'CANCEL';
export type IcsStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

export interface Person {
  name: string;
  email: string;
}

/** One appointment as a VEVENT. */
export interface CalendarEventInput {
  status: IcsStatus;
  appointmentId: string;
  /** Our domain, for a globally unique UID: `<appointmentId>@<uidDomain>`. */
  uidDomain: string;
  sequence: number;
  /** When this version of the event was made (the causing event's time): DTSTAMP. */
  stampedAt: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer: Person;
  attendee: Person;
}

export interface AppointmentIcsInput extends CalendarEventInput {
  method: IcsMethod;
}

export const PRODUCT_ID = '-//Wellness Booking//Appointments//EN';

// A double quote cannot appear inside a quoted parameter value (CN="..."), and `ics` would write
// it as \" which calendars misread; a bare CR would survive its newline escaping.
const paramSafe = (name: string): string => name.replace(/"/g, "'").replace(/[\r\n]+/g, ' ').trim() || 'Guest';
const textSafe = (value: string): string => value.replace(/\r\n?/g, '\n');

export const appointmentIcsUid = (appointmentId: string, uidDomain: string): string => `${appointmentId}@${uidDomain}`;

const eventAttributes = (input: CalendarEventInput): ics.EventAttributes =>
  ({
    uid: appointmentIcsUid(input.appointmentId, input.uidDomain),
    sequence: input.sequence,
    timestamp: Date.parse(input.stampedAt),
    start: Date.parse(input.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(input.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: textSafe(input.summary),
    description: textSafe(input.description),
    location: textSafe(input.location),
    url: input.url,
    status: input.status,
    organizer: { name: paramSafe(input.organizer.name), email: input.organizer.email },
    attendees: [{ name: paramSafe(input.attendee.name), email: input.attendee.email, rsvp: false, role: 'REQ-PARTICIPANT' }],
  }) as ics.EventAttributes;

/** One calendar object with one VEVENT per appointment, all under one iTIP method. */
export const buildCalendarIcs = (method: IcsMethod, events: CalendarEventInput[]): string => {
  if (events.length === 0) throw new Error('A calendar attachment needs at least one event');
  const { error, value } = ics.createEvents(events.map(eventAttributes), { productId: PRODUCT_ID, method });
  if (error || !value) throw new Error(`Could not build the calendar attachment: ${error?.message ?? 'no output'}`);
  return foldIcs(value);
};

export const buildAppointmentIcs = ({ method, ...event }: AppointmentIcsInput): string => buildCalendarIcs(method, [event]);
