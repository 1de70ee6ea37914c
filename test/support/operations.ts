// The GraphQL operations the e2e tests use, written as the web app sends them.
export const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { result errors user { id kind name email practiceId } } }`;
export const LOG_IN = `mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { result errors user { id kind practiceId } } }`;
export const LOG_OUT = `mutation { logOut { result errors } }`;
export const CURRENT_USER = `{ currentUser { id kind name email practiceId } }`;
export const CURRENT_PRACTICE = `{ currentPractice { id name shortLink timeZone services { id name timeLength amountCents addOn } locations { id name kind timeZone } } }`;
export const REQUEST = `mutation($input: RequestAppointmentInput!) { requestAppointment(input: $input) { result errors appointmentId instantActionToken state nextAvailableTimes } }`;
export const AVAILABILITY = `query($shortLink: String!, $serviceId: ID, $locationId: ID, $variationId: ID, $addOnServiceIds: [ID!], $from: LocalDate, $to: LocalDate) {
  publicPractice(shortLink: $shortLink) { id bookingAvailability(serviceId: $serviceId, locationId: $locationId, variationId: $variationId, addOnServiceIds: $addOnServiceIds, from: $from, to: $to) { timeZone availableSlots { date datetimes } } } }`;
export const PENDING = `{ pendingAppointments { id state startsAt client { firstName lastName email phone } services { name } } }`;
export const APPOINTMENTS = `query($filter: AppointmentFilter, $limit: Int, $offset: Int, $sortField: String, $sortOrder: String) {
  appointments(filter: $filter, limit: $limit, offset: $offset, sortField: $sortField, sortOrder: $sortOrder) { total items { id state startsAt practiceId client { email } } } }`;
export const APPOINTMENT = `query($id: ID!) { appointment(id: $id) { id state practiceId instantActionToken practitionerNote client { email } } }`;
export const ACCEPT = `mutation($id: ID!) { acceptAppointment(appointmentId: $id) { result errors appointment { id state } } }`;
export const DECLINE = `mutation($id: ID!) { declineAppointment(appointmentId: $id) { result errors appointment { id state } } }`;
export const CANCEL = `mutation($id: ID!, $note: String) { cancelAppointment(appointmentId: $id, practitionerNote: $note) { result errors cancelledAppointmentIds } }`;
export const CLIENT_CANCEL = `mutation($id: ID!, $token: String!) { clientCancel(appointmentId: $id, instantActionToken: $token) { result errors } }`;
export const CANCEL_NO_USER = `mutation($id: ID!, $token: String!) { cancelAppointmentNoUser(appointmentId: $id, instantActionToken: $token) { result errors } }`;
export const TOKEN_APPOINTMENT = `query($token: String!) { tokenAppointment(instantActionToken: $token) {
  id state past canCancel startsAt endsAt timeZone ianaTimeZone amountCents fullTotal locationName
  service { id name } appointmentServices { amountCents service { name } } practice { name url } user { name } } }`;
export const HISTORY = `query($id: ID!) { appointmentHistory(appointmentId: $id) { eventId revision occurredAt type actor data } }`;
export const UPSERT_SERVICE = `mutation($input: UpsertServiceInput!) { upsertService(input: $input) { result errors service { id name amountCents timeLength addOn public locationIds variations { id timeLength amountCents } } } }`;
export const REMOVE_SERVICE = `mutation($id: ID!) { removeService(serviceId: $id) { result errors } }`;
export const UPSERT_LOCATION = `mutation($input: UpsertLocationInput!) { upsertLocation(input: $input) { result errors location { id name kind timeZone state canDelete availableTimes } } }`;
export const DISABLE_LOCATION = `mutation($id: ID!) { disableLocation(id: $id) { result errors } }`;
export const ENABLE_LOCATION = `mutation($id: ID!) { enableLocation(id: $id) { result errors } }`;
export const DELETE_LOCATION = `mutation($id: ID!) { deleteLocation(id: $id) { result errors } }`;
export const UPDATE_BOOKING_SETTINGS = `mutation($input: BookingSettingsInput!) { updateBookingSettings(input: $input) { result errors error bookingSettings { appointmentBufferTime appointmentLeadTime startTimeIncrement instantClientApproval cancellationPolicy } } }`;
export const PRACTICE_DETAILS = `{ currentPractice { id shortLink services { id name amountCents addOn } locations { id name kind state canDelete onlyLocationForService } bookingSettings { appointmentBufferTime appointmentLeadTime startTimeIncrement instantClientApproval cancellationPolicy } } }`;
