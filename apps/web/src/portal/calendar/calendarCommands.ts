// The calendar's commands (spec 001 §7), sent pessimistically; each returns { result, errors, ... }.
import { graphqlRequest, type MutationResult } from '../../shared/graphqlRequest';
import { CALENDAR_APPOINTMENT_FIELDS } from './calendarQueries';
import type { AppointmentServiceInput, CalendarAppointment, PersonalEventRecord } from './calendarTypes';

export type { AppointmentServiceInput } from './calendarTypes';

export interface NewClientInput {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
}

type WithAppointment = MutationResult & { appointment: CalendarAppointment | null };

async function send<T>(query: string, name: string, variables: Record<string, unknown>): Promise<T> {
  const data = await graphqlRequest<Record<string, T>>(query, variables);
  return data[name];
}

const PRO_CREATE = `mutation ProCreateAppointment($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,
  $startsAt: String!, $endsAt: String!, $clientId: ID, $client: NewClientInput, $practitionerNote: String) {
  proCreateAppointment(appointmentServices: $appointmentServices, locationId: $locationId, startsAt: $startsAt,
    endsAt: $endsAt, clientId: $clientId, client: $client, practitionerNote: $practitionerNote) {
    result errors appointment { ${CALENDAR_APPOINTMENT_FIELDS} }
  }
}`;

export function proCreateAppointment(variables: {
  appointmentServices: AppointmentServiceInput[];
  locationId: string;
  startsAt: string;
  endsAt: string;
  clientId?: string | null;
  client?: NewClientInput | null;
  practitionerNote?: string | null;
}) {
  return send<WithAppointment>(PRO_CREATE, 'proCreateAppointment', variables);
}

const CREATE_SERIES = `mutation CreateAppointments($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,
  $clientId: ID, $client: NewClientInput, $bookedFrom: String, $bookedBy: String, $recurringStartTimes: [String!]!,
  $recurrencePattern: String!, $duration: Int!) {
  createAppointments(appointmentServices: $appointmentServices, locationId: $locationId, clientId: $clientId,
    client: $client, bookedFrom: $bookedFrom, bookedBy: $bookedBy, recurringStartTimes: $recurringStartTimes,
    recurrencePattern: $recurrencePattern, duration: $duration) {
    result errors seriesId appointments { id }
  }
}`;

export function createAppointments(variables: {
  appointmentServices: AppointmentServiceInput[];
  locationId: string;
  clientId?: string | null;
  client?: NewClientInput | null;
  recurringStartTimes: string[];
  recurrencePattern: string;
  duration: number;
}) {
  return send<MutationResult & { seriesId: string | null; appointments: { id: string }[] }>(CREATE_SERIES, 'createAppointments', {
    ...variables,
    bookedFrom: 'web',
    bookedBy: 'pro',
  });
}

const UPDATE = `mutation UpdateAppointmentV2($appointmentId: ID!, $appointmentServices: [AppointmentServiceInput!], $locationId: ID,
  $startsAt: String, $endsAt: String, $practitionerNote: String, $rescheduleRecurringSeries: Boolean) {
  updateAppointmentV2(appointmentId: $appointmentId, appointmentServices: $appointmentServices, locationId: $locationId,
    startsAt: $startsAt, endsAt: $endsAt, practitionerNote: $practitionerNote, rescheduleRecurringSeries: $rescheduleRecurringSeries) {
    result errors appointment { ${CALENDAR_APPOINTMENT_FIELDS} }
  }
}`;

export function updateAppointment(variables: {
  appointmentId: string;
  appointmentServices?: AppointmentServiceInput[];
  locationId?: string;
  startsAt?: string;
  endsAt?: string;
  practitionerNote?: string | null;
  rescheduleRecurringSeries?: boolean;
}) {
  return send<WithAppointment>(UPDATE, 'updateAppointmentV2', variables);
}

const CANCEL = `mutation CancelAppointment($appointmentId: ID!, $practitionerNote: String, $cancelRecurringSeries: Boolean) {
  cancelAppointment(appointmentId: $appointmentId, practitionerNote: $practitionerNote, cancelRecurringSeries: $cancelRecurringSeries) {
    result errors cancelledAppointmentIds
  }
}`;

export function cancelAppointment(variables: { appointmentId: string; practitionerNote: string | null; cancelRecurringSeries: boolean }) {
  return send<MutationResult & { cancelledAppointmentIds: string[] }>(CANCEL, 'cancelAppointment', variables);
}

const ACCEPT = `mutation AcceptAppointment($appointmentId: ID!) { acceptAppointment(appointmentId: $appointmentId) { result errors } }`;
const DECLINE = `mutation DeclineAppointment($appointmentId: ID!) { declineAppointment(appointmentId: $appointmentId) { result errors } }`;

export const acceptAppointment = (appointmentId: string) => send<MutationResult>(ACCEPT, 'acceptAppointment', { appointmentId });
export const declineAppointment = (appointmentId: string) => send<MutationResult>(DECLINE, 'declineAppointment', { appointmentId });

const RESEND = `mutation ResendConfirmation($appointmentId: ID!, $sendTo: String!) {
  resendProAppointmentConfirmation(appointmentId: $appointmentId, sendTo: $sendTo) { result errors }
}`;

export const resendConfirmation = (appointmentId: string, sendTo: 'email' | 'sms') =>
  send<MutationResult>(RESEND, 'resendProAppointmentConfirmation', { appointmentId, sendTo });

const ADD_NOTE = `mutation AddAppointmentNote($text: String!, $clientId: ID!, $appointmentId: ID) {
  addNote(text: $text, clientId: $clientId, noteType: "appointment", appointmentId: $appointmentId) { result errors }
}`;

export const addAppointmentNote = (clientId: string, appointmentId: string, text: string) =>
  send<MutationResult>(ADD_NOTE, 'addNote', { clientId, appointmentId, text });

const UPSERT_PERSONAL = `mutation UpsertPersonalEvent($id: ID, $name: String, $allDay: Boolean!, $startsAt: String!, $endsAt: String!, $timeZone: String!) {
  upsertPersonalEvent(id: $id, name: $name, allDay: $allDay, startsAt: $startsAt, endsAt: $endsAt, timeZone: $timeZone) {
    result errors personalEvent { id name allDay startsAt endsAt timeZone }
  }
}`;

export function upsertPersonalEvent(variables: {
  id?: string | null;
  name: string | null;
  allDay: boolean;
  startsAt: string;
  endsAt: string;
  timeZone: string;
}) {
  return send<MutationResult & { personalEvent: PersonalEventRecord | null }>(UPSERT_PERSONAL, 'upsertPersonalEvent', variables);
}

const DELETE_PERSONAL = `mutation DeletePersonalEvent($id: ID!) { deletePersonalEvent(id: $id) { result errors } }`;

export const deletePersonalEvent = (id: string) => send<MutationResult>(DELETE_PERSONAL, 'deletePersonalEvent', { id });
