// Read-model documents as the calendar shows them: personal events, and display-ready
// FullCalendar events (spec 001 §2: titles, colours, editable, extendedProps).
import { DateTime } from 'luxon';
import { entryColours } from '#app/calendar';
import type { AppointmentDocument, BookableEventDocument, PersonalEventDocument } from '#projections';
import type { CalendarEvent, PersonalEvent } from './calendar.models.js';

export const PERSONAL_EVENT_TITLE = 'Personal event';
const SHORT_MINUTES = 30;

/** YYYY-MM-DDTHH:mm:ss±HH:MM in the zone (spec 001 §7). */
export const zoned = (instant: string, zone: string): string =>
  DateTime.fromISO(instant, { zone }).toISO({ suppressMilliseconds: true, includeOffset: true })!;

const zonedDate = (instant: string, zone: string): string => DateTime.fromISO(instant, { zone }).toISODate()!;

const minutesBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

export const toPersonalEvent = (doc: PersonalEventDocument): PersonalEvent => ({
  id: doc.id,
  name: doc.name,
  title: doc.name ?? PERSONAL_EVENT_TITLE,
  allDay: doc.allDay,
  startsAt: doc.startsAt,
  endsAt: doc.endsAt,
  start: doc.allDay ? zonedDate(doc.startsAt, doc.timeZone) : zoned(doc.startsAt, doc.timeZone),
  end: doc.allDay ? zonedDate(doc.endsAt, doc.timeZone) : zoned(doc.endsAt, doc.timeZone),
  timeZone: doc.timeZone,
});

const clientName = (doc: AppointmentDocument) => `${doc.client.firstName} ${doc.client.lastName}`.trim();

/** The client's name; under 30 minutes the service name is added; pending ones start with 'Request: '. */
export const appointmentTitle = (doc: AppointmentDocument): string => {
  const duration = minutesBetween(doc.startsAt, doc.endsAt);
  const service = doc.services[0]?.name;
  const base = duration < SHORT_MINUTES && service ? `${clientName(doc)} - ${service}` : clientName(doc);
  return doc.state === 'pending' ? `Request: ${base}` : base;
};

export const appointmentCalendarEvent = (doc: AppointmentDocument, now: Date): CalendarEvent => {
  const past = Date.parse(doc.startsAt) <= now.getTime();
  const duration = minutesBetween(doc.startsAt, doc.endsAt);
  const services = doc.services.map((s) => s.name).join(', ');
  return {
    id: doc.id,
    title: appointmentTitle(doc),
    start: zoned(doc.startsAt, doc.timeZone),
    end: zoned(doc.endsAt, doc.timeZone),
    allDay: false,
    classNames: ['appointment', `appointment-${doc.state}`, ...(past ? ['past'] : [])],
    editable: !past,
    ...entryColours(past ? 'past' : doc.state === 'pending' ? 'request' : 'confirmed'),
    extendedProps: {
      kind: 'appointment',
      appointmentId: doc.id,
      token: doc.instantActionToken,
      state: doc.state,
      description: services,
      duration,
      about: `${clientName(doc)}: ${services}`,
      calendarName: 'Appointments',
      location: doc.location.name,
      timeZone: doc.timeZone,
      seriesId: doc.seriesId ?? null,
      clientId: doc.client.clientId,
    },
  };
};

export const personalCalendarEvent = (doc: PersonalEventDocument): CalendarEvent => {
  const event = toPersonalEvent(doc);
  return {
    id: doc.id,
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: doc.allDay,
    classNames: ['personal-event'],
    editable: true,
    ...entryColours('personal'),
    extendedProps: {
      kind: 'personal',
      personalEventId: doc.id,
      description: null,
      duration: minutesBetween(doc.startsAt, doc.endsAt),
      about: event.title,
      calendarName: 'Personal',
      location: null,
      timeZone: doc.timeZone,
    },
  };
};

/** A scheduled group event (a class): read-only here, opened in its own panel (extendedProps.groupEventId). */
export const groupCalendarEvent = (doc: BookableEventDocument, now: Date): CalendarEvent => {
  const past = Date.parse(doc.endsAt) <= now.getTime();
  const clientsCount = doc.registrations.filter((r) => r.status === 'active').length;
  return {
    id: doc.id,
    title: doc.name,
    start: doc.allDay ? zonedDate(doc.startsAt, doc.timeZone) : zoned(doc.startsAt, doc.timeZone),
    end: doc.allDay ? zonedDate(doc.endsAt, doc.timeZone) : zoned(doc.endsAt, doc.timeZone),
    allDay: doc.allDay,
    classNames: ['group-event', ...(past ? ['past'] : [])],
    editable: false,
    ...entryColours(past ? 'past' : 'groupEvent'),
    extendedProps: {
      kind: 'group',
      groupEventId: doc.id,
      bookableEventTypeId: doc.bookableEventTypeId,
      clientsCount,
      capacity: doc.capacity,
      description: doc.description,
      duration: minutesBetween(doc.startsAt, doc.endsAt),
      about: doc.name,
      calendarName: 'Events',
      location: doc.location,
      timeZone: doc.timeZone,
    },
  };
};
