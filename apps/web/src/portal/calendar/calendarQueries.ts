// The calendar's reads (spec 001 §7 ProCalendarEvents, AppointmentForCalendar, the practice, personal events).
import { graphql } from '../../graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import type { CalendarAppointment, CalendarEventRecord, CalendarPractice, PersonalEventRecord } from './calendarTypes';

// The appointment the flyout shows; appointments/appointmentCommands.ts reads it back after a change.
graphql(`
  fragment CalendarAppointmentFields on Appointment {
    id state startsAt endsAt timeZone amountCents instantActionToken bookedBy past practitionerNote
    seriesId recurrencePattern
    client { id firstName lastName email phone }
    services { serviceId name timeLength amountCents addOn }
    location { id name kind timeZone }
    discountCodeRedemptions { code amountCents }
    giftCardRedemptions { code amountCents }
    packageSessionNumber packageNumberOfSessions
    ...AppointmentMoneyFields
  }
`);

graphql(`fragment PersonalEventFields on PersonalEvent { id name allDay startsAt endsAt timeZone }`);

const EVENTS = graphql(`query ProCalendarEvents($from: DateTime!, $to: DateTime!) {
  calendarEvents(from: $from, to: $to) {
    id title start end allDay classNames editable backgroundColor borderColor textColor extendedProps
  }
}`);

const APPOINTMENT = graphql(`query AppointmentForCalendar($id: ID!) { appointment(id: $id) { ...CalendarAppointmentFields } }`);
const BY_TOKEN = graphql(`query AppointmentByToken($token: String!) {
  appointmentByToken(instantActionToken: $token) { ...CalendarAppointmentFields }
}`);

const PRACTICE = graphql(`query ProCalendarUser {
  currentPractice(includePrivate: true, includeAddOns: true) {
    id timeZone
    services { id name timeLength amountCents addOn locationIds variations { id timeLength amountCents } package numberOfSessions allowedServiceIds }
    locations { id name kind timeZone state }
  }
}`);

const PERSONAL_EVENT = graphql(`query PersonalEvent($id: ID!) { personalEvent(id: $id) { ...PersonalEventFields } }`);

export async function fetchCalendarEvents(from: string, to: string): Promise<CalendarEventRecord[]> {
  // extendedProps is JSON in the schema; the server fills it as CalendarEventProps.
  return (await graphqlRequest(EVENTS, { from, to })).calendarEvents as CalendarEventRecord[];
}

export async function fetchAppointment(id: string): Promise<CalendarAppointment | null> {
  return (await graphqlRequest(APPOINTMENT, { id })).appointment;
}

export async function fetchAppointmentByToken(token: string): Promise<CalendarAppointment | null> {
  return (await graphqlRequest(BY_TOKEN, { token })).appointmentByToken;
}

export async function fetchCalendarPractice(): Promise<CalendarPractice> {
  const data = await graphqlRequest(PRACTICE);
  if (!data.currentPractice) throw new Error('Only a practice owner has a calendar.');
  return data.currentPractice;
}

/** One personal event; null when unknown or another practice's. */
export async function fetchPersonalEvent(id: string): Promise<PersonalEventRecord | null> {
  return (await graphqlRequest(PERSONAL_EVENT, { id })).personalEvent;
}
