// The calendar's reads (spec 001 §7 ProCalendarEvents, AppointmentForCalendar, recurringTimes).
import { graphqlRequest } from '../../shared/graphqlRequest';
import type {
  AppointmentNote,
  CalendarAppointment,
  CalendarEventRecord,
  CalendarPractice,
  ClientChoice,
  PersonalEventRecord,
  RecurringTime,
} from './calendarTypes';

export const CALENDAR_APPOINTMENT_FIELDS = `
  id state startsAt endsAt timeZone amountCents instantActionToken bookedBy past practitionerNote
  seriesId recurrencePattern
  client { id firstName lastName email phone }
  services { serviceId name timeLength amountCents addOn }
  location { id name kind timeZone }
`;

const EVENTS = `query ProCalendarEvents($from: String!, $to: String!) {
  calendarEvents(from: $from, to: $to) {
    id title start end allDay classNames editable backgroundColor borderColor textColor extendedProps
  }
}`;

const APPOINTMENT = `query AppointmentForCalendar($id: ID!) { appointment(id: $id) { ${CALENDAR_APPOINTMENT_FIELDS} } }`;
const BY_TOKEN = `query AppointmentByToken($token: String!) {
  appointmentByToken(instantActionToken: $token) { ${CALENDAR_APPOINTMENT_FIELDS} }
}`;
const NOTES = `query AppointmentNotes($id: ID!) { appointment(id: $id) { id notes { id text time noteType } } }`;

const PRACTICE = `query ProCalendarUser {
  currentPractice(includePrivate: true, includeAddOns: true) {
    id timeZone
    services { id name timeLength amountCents addOn locationIds variations { id timeLength amountCents } }
    locations { id name kind timeZone state }
  }
}`;

const CLIENT_FIELDS = 'id name firstName lastName email phone formattedPhone';
const CLIENTS = `query CalendarClients($search: String, $limit: Int) {
  clients(search: $search, limit: $limit) { clients { ${CLIENT_FIELDS} } totalCount }
}`;
const CLIENT = `query CalendarClient($clientId: ID!) {
  client(clientId: $clientId) { ${CLIENT_FIELDS} customPrices { serviceId amountCents } }
}`;

const RECURRING_TIMES = `query RecurringTimes($practiceId: ID!, $startsAt: String!, $recurrencePattern: String!, $duration: Int!, $locationId: ID) {
  recurringTimes(practiceId: $practiceId, startsAt: $startsAt, recurrencePattern: $recurrencePattern, duration: $duration, locationId: $locationId) {
    startsAt displayTime conflicts { id name type timeRange }
  }
}`;

export async function fetchCalendarEvents(from: string, to: string): Promise<CalendarEventRecord[]> {
  return (await graphqlRequest<{ calendarEvents: CalendarEventRecord[] }>(EVENTS, { from, to })).calendarEvents;
}

export async function fetchAppointment(id: string): Promise<CalendarAppointment | null> {
  return (await graphqlRequest<{ appointment: CalendarAppointment | null }>(APPOINTMENT, { id })).appointment;
}

export async function fetchAppointmentByToken(token: string): Promise<CalendarAppointment | null> {
  return (await graphqlRequest<{ appointmentByToken: CalendarAppointment | null }>(BY_TOKEN, { token })).appointmentByToken;
}

export async function fetchAppointmentNotes(id: string): Promise<AppointmentNote[]> {
  const data = await graphqlRequest<{ appointment: { notes: AppointmentNote[] } | null }>(NOTES, { id });
  return data.appointment?.notes ?? [];
}

export async function fetchCalendarPractice(): Promise<CalendarPractice> {
  const data = await graphqlRequest<{ currentPractice: CalendarPractice | null }>(PRACTICE);
  if (!data.currentPractice) throw new Error('Only a practice owner has a calendar.');
  return data.currentPractice;
}

export async function searchClients(search: string): Promise<ClientChoice[]> {
  const data = await graphqlRequest<{ clients: { clients: ClientChoice[] } }>(CLIENTS, { search: search || null, limit: 20 });
  return data.clients.clients;
}

export async function fetchClient(clientId: string): Promise<ClientChoice | null> {
  return (await graphqlRequest<{ client: ClientChoice | null }>(CLIENT, { clientId })).client;
}

/** The occurrences of a series with their conflicts; cap violations arrive as GraphQL errors. */
export async function fetchRecurringTimes(variables: {
  practiceId: string;
  startsAt: string;
  recurrencePattern: string;
  duration: number;
  locationId?: string | null;
}): Promise<RecurringTime[]> {
  return (await graphqlRequest<{ recurringTimes: RecurringTime[] }>(RECURRING_TIMES, variables)).recurringTimes;
}

const PERSONAL_EVENT = `query PersonalEvent($id: ID!) { personalEvent(id: $id) { id name allDay startsAt endsAt timeZone } }`;

/** One personal event; null when unknown or another practice's. */
export async function fetchPersonalEvent(id: string): Promise<PersonalEventRecord | null> {
  return (await graphqlRequest<{ personalEvent: PersonalEventRecord | null }>(PERSONAL_EVENT, { id })).personalEvent;
}
