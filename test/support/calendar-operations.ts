// The calendar's GraphQL operations, as the portal's calendar sends them (spec 001 §7).
const APPOINTMENT_FIELDS = `id state startsAt endsAt timeZone instantActionToken bookedBy amountCents practitionerNote past
  seriesId recurrencePattern recurrenceFrequency recurrenceUntil recurrenceCount paymentStatus
  client { id clientId firstName lastName email phone } location { id name kind }
  appointmentServices { serviceId name amountCents addOn timeLength }`;

export const PRO_CALENDAR = `query ProCalendar($from: DateTime!, $to: DateTime!) {
  practiceAppointments(from: $from, to: $to) { ${APPOINTMENT_FIELDS} }
  personalEvents(from: $from, to: $to) { id name title allDay startsAt endsAt start end timeZone } }`;
export const PRO_CALENDAR_EVENTS = `query ProCalendarEvents($from: DateTime!, $to: DateTime!) {
  calendarEvents(from: $from, to: $to) { id title start end allDay classNames editable backgroundColor borderColor textColor extendedProps } }`;
export const RECURRING_TIMES = `query($practiceId: ID!, $startsAt: DateTime!, $recurrencePattern: String!, $duration: Int!, $locationId: ID) {
  recurringTimes(practiceId: $practiceId, startsAt: $startsAt, recurrencePattern: $recurrencePattern, duration: $duration, locationId: $locationId) {
    startsAt displayTime conflicts { id name type timeRange } } }`;
export const APPOINTMENT_BY_TOKEN = `query($token: String!) { appointmentByToken(instantActionToken: $token) { ${APPOINTMENT_FIELDS} } }`;
export const CALENDAR_APPOINTMENT = `query($id: ID!) { appointment(id: $id) { ${APPOINTMENT_FIELDS} } }`;

export const UPSERT_PERSONAL_EVENT = `mutation($id: ID, $name: String, $allDay: Boolean!, $startsAt: DateTime!, $endsAt: DateTime!, $timeZone: String!) {
  upsertPersonalEvent(id: $id, name: $name, allDay: $allDay, startsAt: $startsAt, endsAt: $endsAt, timeZone: $timeZone) {
    result errors personalEvent { id name title allDay startsAt endsAt start end timeZone } } }`;
export const DELETE_PERSONAL_EVENT = `mutation($id: ID!) { deletePersonalEvent(id: $id) { result errors } }`;

export const PRO_CREATE_APPOINTMENT = `mutation($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!, $startsAt: DateTime!, $endsAt: DateTime!, $clientId: ID, $client: NewClientInput, $practitionerNote: String) {
  proCreateAppointment(appointmentServices: $appointmentServices, locationId: $locationId, startsAt: $startsAt, endsAt: $endsAt, clientId: $clientId, client: $client, practitionerNote: $practitionerNote) {
    result errors appointment { ${APPOINTMENT_FIELDS} } } }`;
export const CREATE_APPOINTMENTS = `mutation($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!, $clientId: ID, $client: NewClientInput, $bookedFrom: String, $bookedBy: String, $recurringStartTimes: [DateTime!]!, $recurrencePattern: String!, $duration: Int!) {
  createAppointments(appointmentServices: $appointmentServices, locationId: $locationId, clientId: $clientId, client: $client, bookedFrom: $bookedFrom, bookedBy: $bookedBy, recurringStartTimes: $recurringStartTimes, recurrencePattern: $recurrencePattern, duration: $duration) {
    result errors seriesId appointments { ${APPOINTMENT_FIELDS} } } }`;
export const UPDATE_APPOINTMENT = `mutation($appointmentId: ID!, $appointmentServices: [AppointmentServiceInput!], $locationId: ID, $startsAt: DateTime, $endsAt: DateTime, $practitionerNote: String, $rescheduleRecurringSeries: Boolean) {
  updateAppointmentV2(appointmentId: $appointmentId, appointmentServices: $appointmentServices, locationId: $locationId, startsAt: $startsAt, endsAt: $endsAt, practitionerNote: $practitionerNote, rescheduleRecurringSeries: $rescheduleRecurringSeries) {
    result errors appointment { ${APPOINTMENT_FIELDS} } } }`;
export const CANCEL_APPOINTMENT = `mutation($appointmentId: ID!, $practitionerNote: String, $cancelRecurringSeries: Boolean) {
  cancelAppointment(appointmentId: $appointmentId, practitionerNote: $practitionerNote, cancelRecurringSeries: $cancelRecurringSeries) { result errors cancelledAppointmentIds } }`;
export const RESEND_CONFIRMATION = `mutation($appointmentId: ID!, $sendTo: String!) { resendProAppointmentConfirmation(appointmentId: $appointmentId, sendTo: $sendTo) { result errors } }`;

export const CREATE_CLIENT = `mutation($client: NewClientInput!) { createClient(client: $client) { result errors client { id firstName lastName } } }`;
export const CLIENT_PRICES = `query($clientId: ID!) { client(clientId: $clientId) { id firstName customPrices { serviceId amountCents } } }`;
export const PERSONAL_EVENT = `query($id: ID!) { personalEvent(id: $id) { id name title allDay startsAt endsAt start end timeZone } }`;
