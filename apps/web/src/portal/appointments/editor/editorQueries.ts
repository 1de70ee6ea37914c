// What the appointment forms read besides the appointment itself: clients to book for, a series'
// times with their conflicts, and the appointment's notes (spec 001 §7).
import { graphql } from '../../../graphql';
import type { AppointmentNotesQuery, RecurringTimesQuery, RecurringTimesQueryVariables } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import type { ClientChoice } from '../../calendar/calendarTypes';

export type AppointmentNote = NonNullable<AppointmentNotesQuery['appointment']>['notes'][number];
export type RecurringTime = RecurringTimesQuery['recurringTimes'][number];

graphql(`fragment CalendarClientFields on Client { id name firstName lastName email phone formattedPhone }`);

const CLIENTS = graphql(`query CalendarClients($search: String, $limit: Int) {
  clients(search: $search, limit: $limit) { clients { ...CalendarClientFields } totalCount }
}`);
const CLIENT = graphql(`query CalendarClient($clientId: ID!) {
  client(clientId: $clientId) { ...CalendarClientFields customPrices { serviceId amountCents } openPackages { id serviceId name sessionsRemaining numberOfSessions } }
}`);

const RECURRING_TIMES = graphql(`query RecurringTimes($practiceId: ID!, $startsAt: DateTime!, $recurrencePattern: String!, $duration: Int!, $locationId: ID) {
  recurringTimes(practiceId: $practiceId, startsAt: $startsAt, recurrencePattern: $recurrencePattern, duration: $duration, locationId: $locationId) {
    startsAt displayTime conflicts { id name type timeRange }
  }
}`);

const NOTES = graphql(`query AppointmentNotes($id: ID!) { appointment(id: $id) { id notes { id text time noteType } } }`);

export async function searchClients(search: string): Promise<ClientChoice[]> {
  const data = await graphqlRequest(CLIENTS, { search: search || null, limit: 20 });
  return data.clients.clients;
}

export async function fetchClient(clientId: string): Promise<ClientChoice | null> {
  return (await graphqlRequest(CLIENT, { clientId })).client;
}

/** The occurrences of a series with their conflicts; cap violations arrive as GraphQL errors. */
export async function fetchRecurringTimes(variables: RecurringTimesQueryVariables): Promise<RecurringTime[]> {
  return (await graphqlRequest(RECURRING_TIMES, variables)).recurringTimes;
}

export async function fetchAppointmentNotes(id: string): Promise<AppointmentNote[]> {
  const data = await graphqlRequest(NOTES, { id });
  return data.appointment?.notes ?? [];
}
