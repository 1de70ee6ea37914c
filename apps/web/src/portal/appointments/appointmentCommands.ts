// The portal's appointment commands (spec 001 §7), sent pessimistically by the list, the inbox
// and the calendar's flyout; each returns the server's { result, errors, ... } payload.
import { graphql } from '../../graphql';
import type {
  CancelAppointmentMutationVariables,
  CreateAppointmentsMutationVariables,
  ProCreateAppointmentMutationVariables,
  UpdateAppointmentV2MutationVariables,
} from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

const ACCEPT = graphql(`mutation AcceptAppointment($appointmentId: ID!) {
  acceptAppointment(appointmentId: $appointmentId) { result errors }
}`);
const DECLINE = graphql(`mutation DeclineAppointment($appointmentId: ID!, $reason: String) {
  declineAppointment(appointmentId: $appointmentId, reason: $reason) { result errors }
}`);
const CANCEL = graphql(`mutation CancelAppointment($appointmentId: ID!, $practitionerNote: String, $cancelRecurringSeries: Boolean) {
  cancelAppointment(appointmentId: $appointmentId, practitionerNote: $practitionerNote, cancelRecurringSeries: $cancelRecurringSeries) {
    result errors cancelledAppointmentIds
  }
}`);

export async function acceptAppointment(appointmentId: string) {
  return (await graphqlRequest(ACCEPT, { appointmentId })).acceptAppointment;
}

/** `reason` goes to the client (at most 1000 characters). */
export async function declineAppointment(appointmentId: string, reason: string | null = null) {
  return (await graphqlRequest(DECLINE, { appointmentId, reason })).declineAppointment;
}

/** `cancelRecurringSeries` cancels the following sessions of a series too. */
export async function cancelAppointment(variables: CancelAppointmentMutationVariables) {
  return (await graphqlRequest(CANCEL, variables)).cancelAppointment;
}

// The changed appointment comes back as the calendar's flyout reads it (calendar/calendarQueries.ts).
const PRO_CREATE = graphql(`mutation ProCreateAppointment($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,
  $startsAt: DateTime!, $endsAt: DateTime!, $clientId: ID, $client: NewClientInput, $practitionerNote: String, $packageId: ID) {
  proCreateAppointment(appointmentServices: $appointmentServices, locationId: $locationId, startsAt: $startsAt,
    endsAt: $endsAt, clientId: $clientId, client: $client, practitionerNote: $practitionerNote, packageId: $packageId) {
    result errors appointment { ...CalendarAppointmentFields }
  }
}`);

export async function proCreateAppointment(variables: ProCreateAppointmentMutationVariables) {
  return (await graphqlRequest(PRO_CREATE, variables)).proCreateAppointment;
}

const CREATE_SERIES = graphql(`mutation CreateAppointments($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,
  $clientId: ID, $client: NewClientInput, $bookedFrom: String, $bookedBy: String, $recurringStartTimes: [DateTime!]!,
  $recurrencePattern: String!, $duration: Int!, $packageId: ID) {
  createAppointments(appointmentServices: $appointmentServices, locationId: $locationId, clientId: $clientId,
    client: $client, bookedFrom: $bookedFrom, bookedBy: $bookedBy, recurringStartTimes: $recurringStartTimes,
    recurrencePattern: $recurrencePattern, duration: $duration, packageId: $packageId) {
    result errors seriesId appointments { id startsAt endsAt }
  }
}`);

/** A recurring series, booked by the pro from the web. */
export async function createAppointments(variables: Omit<CreateAppointmentsMutationVariables, 'bookedFrom' | 'bookedBy'>) {
  return (await graphqlRequest(CREATE_SERIES, { ...variables, bookedFrom: 'web', bookedBy: 'pro' })).createAppointments;
}

const UPDATE = graphql(`mutation UpdateAppointmentV2($appointmentId: ID!, $appointmentServices: [AppointmentServiceInput!], $locationId: ID,
  $startsAt: DateTime, $endsAt: DateTime, $practitionerNote: String, $rescheduleRecurringSeries: Boolean) {
  updateAppointmentV2(appointmentId: $appointmentId, appointmentServices: $appointmentServices, locationId: $locationId,
    startsAt: $startsAt, endsAt: $endsAt, practitionerNote: $practitionerNote, rescheduleRecurringSeries: $rescheduleRecurringSeries) {
    result errors appointment { ...CalendarAppointmentFields }
  }
}`);

export async function updateAppointment(variables: UpdateAppointmentV2MutationVariables) {
  return (await graphqlRequest(UPDATE, variables)).updateAppointmentV2;
}

const RESEND = graphql(`mutation ResendConfirmation($appointmentId: ID!, $sendTo: String!) {
  resendProAppointmentConfirmation(appointmentId: $appointmentId, sendTo: $sendTo) { result errors }
}`);

export async function resendConfirmation(appointmentId: string, sendTo: 'email' | 'sms') {
  return (await graphqlRequest(RESEND, { appointmentId, sendTo })).resendProAppointmentConfirmation;
}

const ADD_NOTE = graphql(`mutation AddAppointmentNote($text: String!, $clientId: ID!, $appointmentId: ID) {
  addNote(text: $text, clientId: $clientId, noteType: "appointment", appointmentId: $appointmentId) { result errors }
}`);

export async function addAppointmentNote(clientId: string, appointmentId: string, text: string) {
  return (await graphqlRequest(ADD_NOTE, { clientId, appointmentId, text })).addNote;
}
