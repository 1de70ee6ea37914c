/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SetupIntent($appointmentId: ID!, $instantActionToken: String!) {\n    setupIntent(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors setupIntentSecret }\n  }\n": typeof types.SetupIntentDocument,
    "\n  mutation ConfirmCardSetup($appointmentId: ID!, $instantActionToken: String!, $setupIntentSecret: String!) {\n    confirmCardSetup(appointmentId: $appointmentId, instantActionToken: $instantActionToken, setupIntentSecret: $setupIntentSecret) {\n      result errors paymentMethod { brand last4 expMonth expYear }\n    }\n  }\n": typeof types.ConfirmCardSetupDocument,
    "\n  mutation SquareAddCardToCustomer($appointmentId: ID!, $instantActionToken: String!, $sourceId: String!) {\n    squareAddCardToCustomer(appointmentId: $appointmentId, instantActionToken: $instantActionToken, sourceId: $sourceId) {\n      result errors paymentMethod { brand last4 expMonth expYear }\n    }\n  }\n": typeof types.SquareAddCardToCustomerDocument,
    "\n  mutation AddTipToAppointment($appointmentId: ID!, $instantActionToken: String!, $tipAmount: Int!) {\n    addTipToAppointment(appointmentId: $appointmentId, instantActionToken: $instantActionToken, tipAmount: $tipAmount) { result errors }\n  }\n": typeof types.AddTipToAppointmentDocument,
    "\n  mutation ChargeCard($appointmentId: ID!, $instantActionToken: String!) {\n    chargeCard(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors appointment { id clientPaymentStatus } }\n  }\n": typeof types.ChargeCardDocument,
    "\n  mutation ChargeTipOnly($appointmentId: ID!, $instantActionToken: String!, $tipAmount: Int!) {\n    chargeTipOnly(appointmentId: $appointmentId, instantActionToken: $instantActionToken, tipAmount: $tipAmount) {\n      result errors appointment { id clientPaymentStatus tipAmountCents }\n    }\n  }\n": typeof types.ChargeTipOnlyDocument,
    "\n  mutation CreatePaypalOrder($appointmentId: ID!, $instantActionToken: String!, $tipAmountCents: Int!, $tipOnly: Boolean!, $fundingSource: String!) {\n    createPaypalOrder(appointmentId: $appointmentId, instantActionToken: $instantActionToken, tipAmountCents: $tipAmountCents, tipOnly: $tipOnly, fundingSource: $fundingSource) {\n      result errors orderId\n    }\n  }\n": typeof types.CreatePaypalOrderDocument,
    "\n  mutation CapturePaypalPayment($appointmentId: ID!, $instantActionToken: String!, $orderId: String!) {\n    capturePaypalPayment(appointmentId: $appointmentId, instantActionToken: $instantActionToken, orderId: $orderId) {\n      result errors appointment { id clientPaymentStatus tipAmountCents }\n    }\n  }\n": typeof types.CapturePaypalPaymentDocument,
    "\n  query TokenAppointment($instantActionToken: String!) {\n    tokenAppointment(instantActionToken: $instantActionToken) {\n      id startsAt endsAt timeZone ianaTimeZone amountCents tipAmountCents state past canCancel\n      instantActionToken fullTotal clientPaymentStatus paymentError\n      defaultPaymentMethodData { brand last4 expMonth expYear }\n      transactions { id type state amountCents tipAmountCents currency via }\n      service { id name }\n      appointmentServices { id amountCents service { id name } }\n      location { id name kind virtualType address virtualInstructions }\n      locationName virtualMeetingLinkWithFallback\n      practice {\n        id name url cancellationPolicy\n        acceptsTips hasPaymentProvider paymentProvider paymentMode hasPaypalPaymentsEnabled hasVenmoPaymentsEnabled defaultCurrency\n        acceptsCash acceptsOfflineCreditCard acceptsPaypal acceptsVenmo acceptsZelle\n      }\n      user { name email phone }\n    }\n  }\n": typeof types.TokenAppointmentDocument,
    "\n  mutation ClientCancel($appointmentId: ID!, $instantActionToken: String!) {\n    clientCancel(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors }\n  }\n": typeof types.ClientCancelDocument,
    "\n  query AppointmentCalendar($instantActionToken: String!) {\n    tokenAppointmentCalendar(instantActionToken: $instantActionToken) { fileName ics googleCalendarUrl }\n  }\n": typeof types.AppointmentCalendarDocument,
    "\n  query BookingAvailability(\n    $shortLink: String!, $serviceId: ID, $variationId: ID, $locationId: ID, $addOnServiceIds: [ID!], $from: String, $to: String\n  ) {\n    publicPractice(shortLink: $shortLink) {\n      id\n      bookingAvailability(\n        serviceId: $serviceId, variationId: $variationId, locationId: $locationId, addOnServiceIds: $addOnServiceIds, from: $from, to: $to\n      ) { timeZone availableSlots { date datetimes } }\n    }\n  }\n": typeof types.BookingAvailabilityDocument,
    "\n  mutation BookingSetupIntent($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {\n    bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $firstName, lastName: $lastName) { result errors setupIntentSecret }\n  }\n": typeof types.BookingSetupIntentDocument,
    "\n  mutation RequestAppointment($input: RequestAppointmentInput!) {\n    requestAppointment(input: $input) { result errors appointmentId instantActionToken state nextAvailableTimes }\n  }\n": typeof types.RequestAppointmentDocument,
    "\n  query PublicPractice($shortLink: String!) {\n    publicPractice(shortLink: $shortLink) {\n      id name shortLink url timeZone\n      user { name email phone }\n      services { id name description timeLength amountCents addOn public locationIds variations { id timeLength amountCents } }\n      locations { id name kind timeZone address city stateProvince zip virtualType virtualLink virtualInstructions state }\n      bookingSettings { cancellationPolicy appointmentLeadTime }\n      requireClientCcToBook paymentProvider paymentMode\n    }\n  }\n": typeof types.PublicPracticeDocument,
    "mutation AcceptAppointment($appointmentId: ID!) {\n  acceptAppointment(appointmentId: $appointmentId) { result errors }\n}": typeof types.AcceptAppointmentDocument,
    "mutation DeclineAppointment($appointmentId: ID!, $reason: String) {\n  declineAppointment(appointmentId: $appointmentId, reason: $reason) { result errors }\n}": typeof types.DeclineAppointmentDocument,
    "mutation CancelAppointment($appointmentId: ID!, $practitionerNote: String, $cancelRecurringSeries: Boolean) {\n  cancelAppointment(appointmentId: $appointmentId, practitionerNote: $practitionerNote, cancelRecurringSeries: $cancelRecurringSeries) {\n    result errors cancelledAppointmentIds\n  }\n}": typeof types.CancelAppointmentDocument,
    "mutation ProCreateAppointment($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,\n  $startsAt: String!, $endsAt: String!, $clientId: ID, $client: NewClientInput, $practitionerNote: String) {\n  proCreateAppointment(appointmentServices: $appointmentServices, locationId: $locationId, startsAt: $startsAt,\n    endsAt: $endsAt, clientId: $clientId, client: $client, practitionerNote: $practitionerNote) {\n    result errors appointment { ...CalendarAppointmentFields }\n  }\n}": typeof types.ProCreateAppointmentDocument,
    "mutation CreateAppointments($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,\n  $clientId: ID, $client: NewClientInput, $bookedFrom: String, $bookedBy: String, $recurringStartTimes: [String!]!,\n  $recurrencePattern: String!, $duration: Int!) {\n  createAppointments(appointmentServices: $appointmentServices, locationId: $locationId, clientId: $clientId,\n    client: $client, bookedFrom: $bookedFrom, bookedBy: $bookedBy, recurringStartTimes: $recurringStartTimes,\n    recurrencePattern: $recurrencePattern, duration: $duration) {\n    result errors seriesId appointments { id startsAt endsAt }\n  }\n}": typeof types.CreateAppointmentsDocument,
    "mutation UpdateAppointmentV2($appointmentId: ID!, $appointmentServices: [AppointmentServiceInput!], $locationId: ID,\n  $startsAt: String, $endsAt: String, $practitionerNote: String, $rescheduleRecurringSeries: Boolean) {\n  updateAppointmentV2(appointmentId: $appointmentId, appointmentServices: $appointmentServices, locationId: $locationId,\n    startsAt: $startsAt, endsAt: $endsAt, practitionerNote: $practitionerNote, rescheduleRecurringSeries: $rescheduleRecurringSeries) {\n    result errors appointment { ...CalendarAppointmentFields }\n  }\n}": typeof types.UpdateAppointmentV2Document,
    "mutation ResendConfirmation($appointmentId: ID!, $sendTo: String!) {\n  resendProAppointmentConfirmation(appointmentId: $appointmentId, sendTo: $sendTo) { result errors }\n}": typeof types.ResendConfirmationDocument,
    "mutation AddAppointmentNote($text: String!, $clientId: ID!, $appointmentId: ID) {\n  addNote(text: $text, clientId: $clientId, noteType: \"appointment\", appointmentId: $appointmentId) { result errors }\n}": typeof types.AddAppointmentNoteDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id practiceId state startsAt endsAt timeZone amountCents instantActionToken bookedBy createdAt past practitionerNote\n    client { id firstName lastName email phone }\n    services { serviceId name timeLength amountCents addOn }\n    location { id name kind timeZone }\n  }\n": typeof types.AppointmentFieldsFragmentDoc,
    "\n  query Appointments($filter: AppointmentFilter, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {\n    appointments(filter: $filter, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {\n      items { ...AppointmentFields }\n      total\n    }\n  }\n": typeof types.AppointmentsDocument,
    "query Appointment($id: ID!) { appointment(id: $id) { ...AppointmentFields } }": typeof types.AppointmentDocument,
    "fragment CalendarClientFields on Client { id name firstName lastName email phone formattedPhone }": typeof types.CalendarClientFieldsFragmentDoc,
    "query CalendarClients($search: String, $limit: Int) {\n  clients(search: $search, limit: $limit) { clients { ...CalendarClientFields } totalCount }\n}": typeof types.CalendarClientsDocument,
    "query CalendarClient($clientId: ID!) {\n  client(clientId: $clientId) { ...CalendarClientFields customPrices { serviceId amountCents } }\n}": typeof types.CalendarClientDocument,
    "query RecurringTimes($practiceId: ID!, $startsAt: String!, $recurrencePattern: String!, $duration: Int!, $locationId: ID) {\n  recurringTimes(practiceId: $practiceId, startsAt: $startsAt, recurrencePattern: $recurrencePattern, duration: $duration, locationId: $locationId) {\n    startsAt displayTime conflicts { id name type timeRange }\n  }\n}": typeof types.RecurringTimesDocument,
    "query AppointmentNotes($id: ID!) { appointment(id: $id) { id notes { id text time noteType } } }": typeof types.AppointmentNotesDocument,
    "\n  query AppointmentHistory($appointmentId: ID!) {\n    appointmentHistory(appointmentId: $appointmentId) { eventId revision occurredAt type actor data metadata }\n  }\n": typeof types.AppointmentHistoryDocument,
    "mutation SignUp($input: SignUpInput!) { signUp(input: $input) { result errors } }": typeof types.SignUpDocument,
    "mutation LogIn($email: String!, $password: String!) {\n  logIn(email: $email, password: $password) { result errors user { ...CurrentUserFields } }\n}": typeof types.LogInDocument,
    "mutation LogOut { logOut { result errors } }": typeof types.LogOutDocument,
    "\n  fragment BookingSettingsFields on BookingSettings {\n    appointmentBufferTime appointmentLeadTime startTimeIncrement instantClientApproval cancellationPolicy\n  }\n": typeof types.BookingSettingsFieldsFragmentDoc,
    "query BookingSettings { currentPractice { id bookingSettings { ...BookingSettingsFields } } }": typeof types.BookingSettingsDocument,
    "mutation UpdateBookingSettings($input: BookingSettingsInput!) {\n  updateBookingSettings(input: $input) { result error errors bookingSettings { ...BookingSettingsFields } }\n}": typeof types.UpdateBookingSettingsDocument,
    "mutation UpsertPersonalEvent($id: ID, $name: String, $allDay: Boolean!, $startsAt: String!, $endsAt: String!, $timeZone: String!) {\n  upsertPersonalEvent(id: $id, name: $name, allDay: $allDay, startsAt: $startsAt, endsAt: $endsAt, timeZone: $timeZone) {\n    result errors personalEvent { ...PersonalEventFields }\n  }\n}": typeof types.UpsertPersonalEventDocument,
    "mutation DeletePersonalEvent($id: ID!) { deletePersonalEvent(id: $id) { result errors } }": typeof types.DeletePersonalEventDocument,
    "\n  fragment CalendarAppointmentFields on Appointment {\n    id state startsAt endsAt timeZone amountCents instantActionToken bookedBy past practitionerNote\n    seriesId recurrencePattern\n    client { id firstName lastName email phone }\n    services { serviceId name timeLength amountCents addOn }\n    location { id name kind timeZone }\n    ...AppointmentMoneyFields\n  }\n": typeof types.CalendarAppointmentFieldsFragmentDoc,
    "fragment PersonalEventFields on PersonalEvent { id name allDay startsAt endsAt timeZone }": typeof types.PersonalEventFieldsFragmentDoc,
    "query ProCalendarEvents($from: String!, $to: String!) {\n  calendarEvents(from: $from, to: $to) {\n    id title start end allDay classNames editable backgroundColor borderColor textColor extendedProps\n  }\n}": typeof types.ProCalendarEventsDocument,
    "query AppointmentForCalendar($id: ID!) { appointment(id: $id) { ...CalendarAppointmentFields } }": typeof types.AppointmentForCalendarDocument,
    "query AppointmentByToken($token: String!) {\n  appointmentByToken(instantActionToken: $token) { ...CalendarAppointmentFields }\n}": typeof types.AppointmentByTokenDocument,
    "query ProCalendarUser {\n  currentPractice(includePrivate: true, includeAddOns: true) {\n    id timeZone\n    services { id name timeLength amountCents addOn locationIds variations { id timeLength amountCents } }\n    locations { id name kind timeZone state }\n  }\n}": typeof types.ProCalendarUserDocument,
    "query PersonalEvent($id: ID!) { personalEvent(id: $id) { ...PersonalEventFields } }": typeof types.PersonalEventDocument,
    "\n  fragment ClientAppointmentFields on Appointment {\n    id state startsAt endsAt timeZone instantActionToken services { name addOn } location { id name }\n  }\n": typeof types.ClientAppointmentFieldsFragmentDoc,
    "query PastAppointments($clientId: ID!, $limit: Int) {\n  pastAppointments(clientId: $clientId, limit: $limit) { ...ClientAppointmentFields }\n}": typeof types.PastAppointmentsDocument,
    "query UpcomingAppointments($clientId: ID!) {\n  upcomingAppointments(clientId: $clientId) { ...ClientAppointmentFields }\n}": typeof types.UpcomingAppointmentsDocument,
    "mutation AddNote($text: String!, $clientId: ID!, $noteType: String, $appointmentId: ID) {\n  addNote(text: $text, clientId: $clientId, noteType: $noteType, appointmentId: $appointmentId) {\n    result errors note { id text time noteType appointmentId }\n  }\n}": typeof types.AddNoteDocument,
    "mutation InviteClients($clients: [NewClientInput!]!) {\n  inviteClients(clients: $clients) { result errors invitedCount erroredClients { email errors } }\n}": typeof types.InviteClientsDocument,
    "\n  fragment ClientFields on Client {\n    id practiceId firstName lastName name email phone phoneExtension formattedPhone clientType invitedFrom\n    lastAppointmentDate address addressTwo city state postalCode country fullAddress createdAt deletedAt\n    notes { id text time noteType appointmentId }\n  }\n": typeof types.ClientFieldsFragmentDoc,
    "query Clients($search: String, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {\n  clients(search: $search, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {\n    clients { ...ClientFields }\n    totalCount\n  }\n}": typeof types.ClientsDocument,
    "query Client($clientId: ID!) { client(clientId: $clientId) { ...ClientFields } }": typeof types.ClientDocument,
    "mutation CreateClient($client: NewClientInput!) {\n  createClient(client: $client) { result errors client { ...ClientFields } }\n}": typeof types.CreateClientDocument,
    "mutation EditClient($clientId: ID!, $client: EditClientInput!) {\n  editClient(clientId: $clientId, client: $client) { result errors client { ...ClientFields } }\n}": typeof types.EditClientDocument,
    "mutation DeleteClient($clientId: ID!) { deleteClient(clientId: $clientId) { result errors } }": typeof types.DeleteClientDocument,
    "query SavedCard($instantActionToken: String!) {\n  defaultPaymentMethodPractice(instantActionToken: $instantActionToken) { brand last4 expMonth expYear }\n}": typeof types.SavedCardDocument,
    "mutation DetachSavedCard($appointmentId: ID!, $instantActionToken: String!) {\n  detachPaymentMethodPractice(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors }\n}": typeof types.DetachSavedCardDocument,
    "fragment CurrentUserFields on CurrentUser { id kind name email practiceId }": typeof types.CurrentUserFieldsFragmentDoc,
    "query CurrentUser { currentUser { ...CurrentUserFields } }": typeof types.CurrentUserDocument,
    "query ProInbox {\n  pendingAppointments { ...AppointmentFields }\n  failedPayments { ...AppointmentFields paymentError hasTransaction }\n  missingPayments { ...AppointmentFields paymentError hasTransaction }\n}": typeof types.ProInboxDocument,
    "mutation DisableLocation($id: ID!) { disableLocation(id: $id) { result errors } }": typeof types.DisableLocationDocument,
    "mutation EnableLocation($id: ID!) { enableLocation(id: $id) { result errors } }": typeof types.EnableLocationDocument,
    "\n  fragment LocationFields on Location {\n    id name kind timeZone address secondaryAddress city stateProvince zip country\n    virtualType virtualLink virtualInstructions travelDistance availableTimes state canDelete onlyLocationForService\n  }\n": typeof types.LocationFieldsFragmentDoc,
    "query PracticeLocations { currentPractice { id timeZone locations { ...LocationFields } } }": typeof types.PracticeLocationsDocument,
    "mutation UpsertLocation($input: UpsertLocationInput!) {\n  upsertLocation(input: $input) { result errors location { ...LocationFields } }\n}": typeof types.UpsertLocationDocument,
    "mutation DeleteLocation($id: ID!) { deleteLocation(id: $id) { result errors } }": typeof types.DeleteLocationDocument,
    "query Mailbox($limit: Int, $offset: Int) {\n  mailbox(limit: $limit, offset: $offset) { total items { id appointmentId clientId to subject template text html ics sentAt } }\n  currentPractice { id timeZone }\n}": typeof types.MailboxDocument,
    "mutation SendClientInvoice($appointmentId: ID!, $sendTo: String!) {\n  sendClientInvoiceMutation(appointmentId: $appointmentId, sendTo: $sendTo) { result errors }\n}": typeof types.SendClientInvoiceDocument,
    "\n  fragment AppointmentMoneyFields on Appointment {\n    paymentStatus isPaid markPaid paidBy paidNote paymentError hasTransaction hasPaymentMethod\n    tipAmountCents fullTotal collectedCents adjustedCents refundableCents outstandingCents\n    adjustments { id adjustedAt amountCents note refunded }\n    defaultPaymentMethod { brand last4 expMonth expYear }\n  }\n": typeof types.AppointmentMoneyFieldsFragmentDoc,
    "mutation MarkPaid($appointmentId: ID!, $paidBy: String!, $note: String) {\n  markPaid(appointmentId: $appointmentId, paidBy: $paidBy, note: $note) { result errors }\n}": typeof types.MarkPaidDocument,
    "mutation UndoMarkPaid($appointmentId: ID!) {\n  undoMarkPaid(appointmentId: $appointmentId) { result errors }\n}": typeof types.UndoMarkPaidDocument,
    "mutation RetryPayment($appointmentId: ID!) {\n  retryPayment(appointmentId: $appointmentId) { result errors }\n}": typeof types.RetryPaymentDocument,
    "mutation CreateAdjustment($appointmentId: ID!, $amountCents: Int!, $adjustedAt: String, $note: String) {\n  createAdjustment(appointmentId: $appointmentId, amountCents: $amountCents, adjustedAt: $adjustedAt, note: $note) { result errors adjustmentId }\n}": typeof types.CreateAdjustmentDocument,
    "mutation RemoveAdjustment($adjustmentId: ID!) {\n  removeAdjustment(adjustmentId: $adjustmentId) { result errors }\n}": typeof types.RemoveAdjustmentDocument,
    "\n  fragment PaymentEntryFields on PaymentDirectoryEntry {\n    id startsAt endsAt timeZone clientId clientName clientEmail clientPhone serviceName locationName\n    amountCents tipAmountCents feeCents platformFeeCents collectedCents refundedCents outstandingCents\n    currency paymentStatus badge paidBy paidNote paymentError hasCard state instantActionToken\n  }\n": typeof types.PaymentEntryFieldsFragmentDoc,
    "query PaymentDirectory(\n  $limit: Int, $offset: Int, $dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID\n) {\n  currentPractice {\n    id requireClientCcToBook paymentProvider\n    pastAppointments(limit: $limit, offset: $offset, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) {\n      ...PaymentEntryFields\n    }\n    pastAppointmentsCount(dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    everyPaymentCount: pastAppointmentsCount(clientId: $clientId)\n    totalCollected(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    totalOutstanding(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    collectedByWeek(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId) { weekStart collectedCents }\n  }\n}": typeof types.PaymentDirectoryDocument,
    "query PaymentRows($dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID) {\n  currentPractice {\n    id\n    pastAppointments(limit: null, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) {\n      ...PaymentEntryFields\n    }\n  }\n}": typeof types.PaymentRowsDocument,
    "\n  fragment ServiceFields on Service {\n    id name description timeLength amountCents addOn public locationIds variations { id timeLength amountCents }\n  }\n": typeof types.ServiceFieldsFragmentDoc,
    "query PracticeServices {\n  currentPractice(includePrivate: true, includeAddOns: true) { id services { ...ServiceFields } }\n}": typeof types.PracticeServicesDocument,
    "mutation UpsertService($input: UpsertServiceInput!) {\n  upsertService(input: $input) { result errors service { ...ServiceFields } }\n}": typeof types.UpsertServiceDocument,
    "mutation RemoveService($serviceId: ID!) { removeService(serviceId: $serviceId) { result errors } }": typeof types.RemoveServiceDocument,
    "\n  fragment BankingPaymentSettings on PaymentSettingsView {\n    paymentProvider currency currencyEnabled acceptsTips acceptsCash acceptsCreditCard acceptsPaypal acceptsVenmo acceptsZelle\n    paypalActive venmoActive requireClientCcToBook chargeClientCcAtBooking\n    paymentPastDueEmailEnabled paymentPastDueTextEnabled paymentPastDueEmailMinutes paymentPastDueTextMinutes\n  }\n": typeof types.BankingPaymentSettingsFragmentDoc,
    "\n  fragment BankingIntegrations on PaymentIntegrations {\n    paymentProvider currencyEnabled\n    stripeInfo { connected accountId displayName operational requirementsDue requirementsPastDue connectionError mode }\n    squareInfo { squareConnected merchantId displayName erroredAt message error mode }\n    paypalInfo { paypalConnected paypalActive venmoActive merchantId mode sellerStatus { isOnboardingComplete paymentsReceivable primaryEmailConfirmed } }\n  }\n": typeof types.BankingIntegrationsFragmentDoc,
    "query BankingSettings { paymentSettings { ...BankingPaymentSettings } paymentIntegrations { ...BankingIntegrations } }": typeof types.BankingSettingsDocument,
    "mutation BankingPaymentProvider($provider: String!) { updatePracticePaymentProvider(provider: $provider) { result errors } }": typeof types.BankingPaymentProviderDocument,
    "mutation BankingCurrency($currency: String!) { updatePracticeCurrency(currency: $currency) { result errors } }": typeof types.BankingCurrencyDocument,
    "mutation BankingOfflineOptions($input: OfflineOptionsInput!) { updatePracticeOfflineOptions(input: $input) { result errors } }": typeof types.BankingOfflineOptionsDocument,
    "mutation BankingAcceptsTips($acceptsTips: Boolean!) { updatePracticeAcceptsTips(acceptsTips: $acceptsTips) { result errors } }": typeof types.BankingAcceptsTipsDocument,
    "mutation BankingPaypalSettings($paypalActive: Boolean, $venmoActive: Boolean) {\n  updatePaypalSettings(paypalActive: $paypalActive, venmoActive: $venmoActive) { result errors }\n}": typeof types.BankingPaypalSettingsDocument,
    "mutation BankingCardRules($input: PaymentSettingsInput!) { updatePaymentSettings(input: $input) { result errors } }": typeof types.BankingCardRulesDocument,
    "mutation BankingDisconnectPaypal { disconnectPaypalAccount { result errors } }": typeof types.BankingDisconnectPaypalDocument,
    "mutation BankingCheckPaypal {\n  checkPaypalSellerStatus { result errors status { isOnboardingComplete paymentsReceivable primaryEmailConfirmed } }\n}": typeof types.BankingCheckPaypalDocument,
    "query BankingVerificationSession { verificationSession { id clientSecret url } }": typeof types.BankingVerificationSessionDocument,
    "mutation BankingStartConnection($provider: String!) { startPaymentConnection(provider: $provider) { result errors url } }": typeof types.BankingStartConnectionDocument,
    "mutation BankingFinishConnection($provider: String!, $session: String!) {\n  finishPaymentConnection(provider: $provider, session: $session) { result errors outcome }\n}": typeof types.BankingFinishConnectionDocument,
    "query BankingSimulatedConnection($session: String!) { simulatedConnection(session: $session) { id provider practiceName outcomes outcome } }": typeof types.BankingSimulatedConnectionDocument,
    "mutation BankingDecideSimulated($session: String!, $outcome: String!) {\n  decideSimulatedConnection(session: $session, outcome: $outcome) { result errors returnUrl }\n}": typeof types.BankingDecideSimulatedDocument,
    "query PracticeLink { currentPractice { id url } }": typeof types.PracticeLinkDocument,
};
const documents: Documents = {
    "\n  mutation SetupIntent($appointmentId: ID!, $instantActionToken: String!) {\n    setupIntent(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors setupIntentSecret }\n  }\n": types.SetupIntentDocument,
    "\n  mutation ConfirmCardSetup($appointmentId: ID!, $instantActionToken: String!, $setupIntentSecret: String!) {\n    confirmCardSetup(appointmentId: $appointmentId, instantActionToken: $instantActionToken, setupIntentSecret: $setupIntentSecret) {\n      result errors paymentMethod { brand last4 expMonth expYear }\n    }\n  }\n": types.ConfirmCardSetupDocument,
    "\n  mutation SquareAddCardToCustomer($appointmentId: ID!, $instantActionToken: String!, $sourceId: String!) {\n    squareAddCardToCustomer(appointmentId: $appointmentId, instantActionToken: $instantActionToken, sourceId: $sourceId) {\n      result errors paymentMethod { brand last4 expMonth expYear }\n    }\n  }\n": types.SquareAddCardToCustomerDocument,
    "\n  mutation AddTipToAppointment($appointmentId: ID!, $instantActionToken: String!, $tipAmount: Int!) {\n    addTipToAppointment(appointmentId: $appointmentId, instantActionToken: $instantActionToken, tipAmount: $tipAmount) { result errors }\n  }\n": types.AddTipToAppointmentDocument,
    "\n  mutation ChargeCard($appointmentId: ID!, $instantActionToken: String!) {\n    chargeCard(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors appointment { id clientPaymentStatus } }\n  }\n": types.ChargeCardDocument,
    "\n  mutation ChargeTipOnly($appointmentId: ID!, $instantActionToken: String!, $tipAmount: Int!) {\n    chargeTipOnly(appointmentId: $appointmentId, instantActionToken: $instantActionToken, tipAmount: $tipAmount) {\n      result errors appointment { id clientPaymentStatus tipAmountCents }\n    }\n  }\n": types.ChargeTipOnlyDocument,
    "\n  mutation CreatePaypalOrder($appointmentId: ID!, $instantActionToken: String!, $tipAmountCents: Int!, $tipOnly: Boolean!, $fundingSource: String!) {\n    createPaypalOrder(appointmentId: $appointmentId, instantActionToken: $instantActionToken, tipAmountCents: $tipAmountCents, tipOnly: $tipOnly, fundingSource: $fundingSource) {\n      result errors orderId\n    }\n  }\n": types.CreatePaypalOrderDocument,
    "\n  mutation CapturePaypalPayment($appointmentId: ID!, $instantActionToken: String!, $orderId: String!) {\n    capturePaypalPayment(appointmentId: $appointmentId, instantActionToken: $instantActionToken, orderId: $orderId) {\n      result errors appointment { id clientPaymentStatus tipAmountCents }\n    }\n  }\n": types.CapturePaypalPaymentDocument,
    "\n  query TokenAppointment($instantActionToken: String!) {\n    tokenAppointment(instantActionToken: $instantActionToken) {\n      id startsAt endsAt timeZone ianaTimeZone amountCents tipAmountCents state past canCancel\n      instantActionToken fullTotal clientPaymentStatus paymentError\n      defaultPaymentMethodData { brand last4 expMonth expYear }\n      transactions { id type state amountCents tipAmountCents currency via }\n      service { id name }\n      appointmentServices { id amountCents service { id name } }\n      location { id name kind virtualType address virtualInstructions }\n      locationName virtualMeetingLinkWithFallback\n      practice {\n        id name url cancellationPolicy\n        acceptsTips hasPaymentProvider paymentProvider paymentMode hasPaypalPaymentsEnabled hasVenmoPaymentsEnabled defaultCurrency\n        acceptsCash acceptsOfflineCreditCard acceptsPaypal acceptsVenmo acceptsZelle\n      }\n      user { name email phone }\n    }\n  }\n": types.TokenAppointmentDocument,
    "\n  mutation ClientCancel($appointmentId: ID!, $instantActionToken: String!) {\n    clientCancel(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors }\n  }\n": types.ClientCancelDocument,
    "\n  query AppointmentCalendar($instantActionToken: String!) {\n    tokenAppointmentCalendar(instantActionToken: $instantActionToken) { fileName ics googleCalendarUrl }\n  }\n": types.AppointmentCalendarDocument,
    "\n  query BookingAvailability(\n    $shortLink: String!, $serviceId: ID, $variationId: ID, $locationId: ID, $addOnServiceIds: [ID!], $from: String, $to: String\n  ) {\n    publicPractice(shortLink: $shortLink) {\n      id\n      bookingAvailability(\n        serviceId: $serviceId, variationId: $variationId, locationId: $locationId, addOnServiceIds: $addOnServiceIds, from: $from, to: $to\n      ) { timeZone availableSlots { date datetimes } }\n    }\n  }\n": types.BookingAvailabilityDocument,
    "\n  mutation BookingSetupIntent($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {\n    bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $firstName, lastName: $lastName) { result errors setupIntentSecret }\n  }\n": types.BookingSetupIntentDocument,
    "\n  mutation RequestAppointment($input: RequestAppointmentInput!) {\n    requestAppointment(input: $input) { result errors appointmentId instantActionToken state nextAvailableTimes }\n  }\n": types.RequestAppointmentDocument,
    "\n  query PublicPractice($shortLink: String!) {\n    publicPractice(shortLink: $shortLink) {\n      id name shortLink url timeZone\n      user { name email phone }\n      services { id name description timeLength amountCents addOn public locationIds variations { id timeLength amountCents } }\n      locations { id name kind timeZone address city stateProvince zip virtualType virtualLink virtualInstructions state }\n      bookingSettings { cancellationPolicy appointmentLeadTime }\n      requireClientCcToBook paymentProvider paymentMode\n    }\n  }\n": types.PublicPracticeDocument,
    "mutation AcceptAppointment($appointmentId: ID!) {\n  acceptAppointment(appointmentId: $appointmentId) { result errors }\n}": types.AcceptAppointmentDocument,
    "mutation DeclineAppointment($appointmentId: ID!, $reason: String) {\n  declineAppointment(appointmentId: $appointmentId, reason: $reason) { result errors }\n}": types.DeclineAppointmentDocument,
    "mutation CancelAppointment($appointmentId: ID!, $practitionerNote: String, $cancelRecurringSeries: Boolean) {\n  cancelAppointment(appointmentId: $appointmentId, practitionerNote: $practitionerNote, cancelRecurringSeries: $cancelRecurringSeries) {\n    result errors cancelledAppointmentIds\n  }\n}": types.CancelAppointmentDocument,
    "mutation ProCreateAppointment($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,\n  $startsAt: String!, $endsAt: String!, $clientId: ID, $client: NewClientInput, $practitionerNote: String) {\n  proCreateAppointment(appointmentServices: $appointmentServices, locationId: $locationId, startsAt: $startsAt,\n    endsAt: $endsAt, clientId: $clientId, client: $client, practitionerNote: $practitionerNote) {\n    result errors appointment { ...CalendarAppointmentFields }\n  }\n}": types.ProCreateAppointmentDocument,
    "mutation CreateAppointments($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,\n  $clientId: ID, $client: NewClientInput, $bookedFrom: String, $bookedBy: String, $recurringStartTimes: [String!]!,\n  $recurrencePattern: String!, $duration: Int!) {\n  createAppointments(appointmentServices: $appointmentServices, locationId: $locationId, clientId: $clientId,\n    client: $client, bookedFrom: $bookedFrom, bookedBy: $bookedBy, recurringStartTimes: $recurringStartTimes,\n    recurrencePattern: $recurrencePattern, duration: $duration) {\n    result errors seriesId appointments { id startsAt endsAt }\n  }\n}": types.CreateAppointmentsDocument,
    "mutation UpdateAppointmentV2($appointmentId: ID!, $appointmentServices: [AppointmentServiceInput!], $locationId: ID,\n  $startsAt: String, $endsAt: String, $practitionerNote: String, $rescheduleRecurringSeries: Boolean) {\n  updateAppointmentV2(appointmentId: $appointmentId, appointmentServices: $appointmentServices, locationId: $locationId,\n    startsAt: $startsAt, endsAt: $endsAt, practitionerNote: $practitionerNote, rescheduleRecurringSeries: $rescheduleRecurringSeries) {\n    result errors appointment { ...CalendarAppointmentFields }\n  }\n}": types.UpdateAppointmentV2Document,
    "mutation ResendConfirmation($appointmentId: ID!, $sendTo: String!) {\n  resendProAppointmentConfirmation(appointmentId: $appointmentId, sendTo: $sendTo) { result errors }\n}": types.ResendConfirmationDocument,
    "mutation AddAppointmentNote($text: String!, $clientId: ID!, $appointmentId: ID) {\n  addNote(text: $text, clientId: $clientId, noteType: \"appointment\", appointmentId: $appointmentId) { result errors }\n}": types.AddAppointmentNoteDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id practiceId state startsAt endsAt timeZone amountCents instantActionToken bookedBy createdAt past practitionerNote\n    client { id firstName lastName email phone }\n    services { serviceId name timeLength amountCents addOn }\n    location { id name kind timeZone }\n  }\n": types.AppointmentFieldsFragmentDoc,
    "\n  query Appointments($filter: AppointmentFilter, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {\n    appointments(filter: $filter, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {\n      items { ...AppointmentFields }\n      total\n    }\n  }\n": types.AppointmentsDocument,
    "query Appointment($id: ID!) { appointment(id: $id) { ...AppointmentFields } }": types.AppointmentDocument,
    "fragment CalendarClientFields on Client { id name firstName lastName email phone formattedPhone }": types.CalendarClientFieldsFragmentDoc,
    "query CalendarClients($search: String, $limit: Int) {\n  clients(search: $search, limit: $limit) { clients { ...CalendarClientFields } totalCount }\n}": types.CalendarClientsDocument,
    "query CalendarClient($clientId: ID!) {\n  client(clientId: $clientId) { ...CalendarClientFields customPrices { serviceId amountCents } }\n}": types.CalendarClientDocument,
    "query RecurringTimes($practiceId: ID!, $startsAt: String!, $recurrencePattern: String!, $duration: Int!, $locationId: ID) {\n  recurringTimes(practiceId: $practiceId, startsAt: $startsAt, recurrencePattern: $recurrencePattern, duration: $duration, locationId: $locationId) {\n    startsAt displayTime conflicts { id name type timeRange }\n  }\n}": types.RecurringTimesDocument,
    "query AppointmentNotes($id: ID!) { appointment(id: $id) { id notes { id text time noteType } } }": types.AppointmentNotesDocument,
    "\n  query AppointmentHistory($appointmentId: ID!) {\n    appointmentHistory(appointmentId: $appointmentId) { eventId revision occurredAt type actor data metadata }\n  }\n": types.AppointmentHistoryDocument,
    "mutation SignUp($input: SignUpInput!) { signUp(input: $input) { result errors } }": types.SignUpDocument,
    "mutation LogIn($email: String!, $password: String!) {\n  logIn(email: $email, password: $password) { result errors user { ...CurrentUserFields } }\n}": types.LogInDocument,
    "mutation LogOut { logOut { result errors } }": types.LogOutDocument,
    "\n  fragment BookingSettingsFields on BookingSettings {\n    appointmentBufferTime appointmentLeadTime startTimeIncrement instantClientApproval cancellationPolicy\n  }\n": types.BookingSettingsFieldsFragmentDoc,
    "query BookingSettings { currentPractice { id bookingSettings { ...BookingSettingsFields } } }": types.BookingSettingsDocument,
    "mutation UpdateBookingSettings($input: BookingSettingsInput!) {\n  updateBookingSettings(input: $input) { result error errors bookingSettings { ...BookingSettingsFields } }\n}": types.UpdateBookingSettingsDocument,
    "mutation UpsertPersonalEvent($id: ID, $name: String, $allDay: Boolean!, $startsAt: String!, $endsAt: String!, $timeZone: String!) {\n  upsertPersonalEvent(id: $id, name: $name, allDay: $allDay, startsAt: $startsAt, endsAt: $endsAt, timeZone: $timeZone) {\n    result errors personalEvent { ...PersonalEventFields }\n  }\n}": types.UpsertPersonalEventDocument,
    "mutation DeletePersonalEvent($id: ID!) { deletePersonalEvent(id: $id) { result errors } }": types.DeletePersonalEventDocument,
    "\n  fragment CalendarAppointmentFields on Appointment {\n    id state startsAt endsAt timeZone amountCents instantActionToken bookedBy past practitionerNote\n    seriesId recurrencePattern\n    client { id firstName lastName email phone }\n    services { serviceId name timeLength amountCents addOn }\n    location { id name kind timeZone }\n    ...AppointmentMoneyFields\n  }\n": types.CalendarAppointmentFieldsFragmentDoc,
    "fragment PersonalEventFields on PersonalEvent { id name allDay startsAt endsAt timeZone }": types.PersonalEventFieldsFragmentDoc,
    "query ProCalendarEvents($from: String!, $to: String!) {\n  calendarEvents(from: $from, to: $to) {\n    id title start end allDay classNames editable backgroundColor borderColor textColor extendedProps\n  }\n}": types.ProCalendarEventsDocument,
    "query AppointmentForCalendar($id: ID!) { appointment(id: $id) { ...CalendarAppointmentFields } }": types.AppointmentForCalendarDocument,
    "query AppointmentByToken($token: String!) {\n  appointmentByToken(instantActionToken: $token) { ...CalendarAppointmentFields }\n}": types.AppointmentByTokenDocument,
    "query ProCalendarUser {\n  currentPractice(includePrivate: true, includeAddOns: true) {\n    id timeZone\n    services { id name timeLength amountCents addOn locationIds variations { id timeLength amountCents } }\n    locations { id name kind timeZone state }\n  }\n}": types.ProCalendarUserDocument,
    "query PersonalEvent($id: ID!) { personalEvent(id: $id) { ...PersonalEventFields } }": types.PersonalEventDocument,
    "\n  fragment ClientAppointmentFields on Appointment {\n    id state startsAt endsAt timeZone instantActionToken services { name addOn } location { id name }\n  }\n": types.ClientAppointmentFieldsFragmentDoc,
    "query PastAppointments($clientId: ID!, $limit: Int) {\n  pastAppointments(clientId: $clientId, limit: $limit) { ...ClientAppointmentFields }\n}": types.PastAppointmentsDocument,
    "query UpcomingAppointments($clientId: ID!) {\n  upcomingAppointments(clientId: $clientId) { ...ClientAppointmentFields }\n}": types.UpcomingAppointmentsDocument,
    "mutation AddNote($text: String!, $clientId: ID!, $noteType: String, $appointmentId: ID) {\n  addNote(text: $text, clientId: $clientId, noteType: $noteType, appointmentId: $appointmentId) {\n    result errors note { id text time noteType appointmentId }\n  }\n}": types.AddNoteDocument,
    "mutation InviteClients($clients: [NewClientInput!]!) {\n  inviteClients(clients: $clients) { result errors invitedCount erroredClients { email errors } }\n}": types.InviteClientsDocument,
    "\n  fragment ClientFields on Client {\n    id practiceId firstName lastName name email phone phoneExtension formattedPhone clientType invitedFrom\n    lastAppointmentDate address addressTwo city state postalCode country fullAddress createdAt deletedAt\n    notes { id text time noteType appointmentId }\n  }\n": types.ClientFieldsFragmentDoc,
    "query Clients($search: String, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {\n  clients(search: $search, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {\n    clients { ...ClientFields }\n    totalCount\n  }\n}": types.ClientsDocument,
    "query Client($clientId: ID!) { client(clientId: $clientId) { ...ClientFields } }": types.ClientDocument,
    "mutation CreateClient($client: NewClientInput!) {\n  createClient(client: $client) { result errors client { ...ClientFields } }\n}": types.CreateClientDocument,
    "mutation EditClient($clientId: ID!, $client: EditClientInput!) {\n  editClient(clientId: $clientId, client: $client) { result errors client { ...ClientFields } }\n}": types.EditClientDocument,
    "mutation DeleteClient($clientId: ID!) { deleteClient(clientId: $clientId) { result errors } }": types.DeleteClientDocument,
    "query SavedCard($instantActionToken: String!) {\n  defaultPaymentMethodPractice(instantActionToken: $instantActionToken) { brand last4 expMonth expYear }\n}": types.SavedCardDocument,
    "mutation DetachSavedCard($appointmentId: ID!, $instantActionToken: String!) {\n  detachPaymentMethodPractice(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors }\n}": types.DetachSavedCardDocument,
    "fragment CurrentUserFields on CurrentUser { id kind name email practiceId }": types.CurrentUserFieldsFragmentDoc,
    "query CurrentUser { currentUser { ...CurrentUserFields } }": types.CurrentUserDocument,
    "query ProInbox {\n  pendingAppointments { ...AppointmentFields }\n  failedPayments { ...AppointmentFields paymentError hasTransaction }\n  missingPayments { ...AppointmentFields paymentError hasTransaction }\n}": types.ProInboxDocument,
    "mutation DisableLocation($id: ID!) { disableLocation(id: $id) { result errors } }": types.DisableLocationDocument,
    "mutation EnableLocation($id: ID!) { enableLocation(id: $id) { result errors } }": types.EnableLocationDocument,
    "\n  fragment LocationFields on Location {\n    id name kind timeZone address secondaryAddress city stateProvince zip country\n    virtualType virtualLink virtualInstructions travelDistance availableTimes state canDelete onlyLocationForService\n  }\n": types.LocationFieldsFragmentDoc,
    "query PracticeLocations { currentPractice { id timeZone locations { ...LocationFields } } }": types.PracticeLocationsDocument,
    "mutation UpsertLocation($input: UpsertLocationInput!) {\n  upsertLocation(input: $input) { result errors location { ...LocationFields } }\n}": types.UpsertLocationDocument,
    "mutation DeleteLocation($id: ID!) { deleteLocation(id: $id) { result errors } }": types.DeleteLocationDocument,
    "query Mailbox($limit: Int, $offset: Int) {\n  mailbox(limit: $limit, offset: $offset) { total items { id appointmentId clientId to subject template text html ics sentAt } }\n  currentPractice { id timeZone }\n}": types.MailboxDocument,
    "mutation SendClientInvoice($appointmentId: ID!, $sendTo: String!) {\n  sendClientInvoiceMutation(appointmentId: $appointmentId, sendTo: $sendTo) { result errors }\n}": types.SendClientInvoiceDocument,
    "\n  fragment AppointmentMoneyFields on Appointment {\n    paymentStatus isPaid markPaid paidBy paidNote paymentError hasTransaction hasPaymentMethod\n    tipAmountCents fullTotal collectedCents adjustedCents refundableCents outstandingCents\n    adjustments { id adjustedAt amountCents note refunded }\n    defaultPaymentMethod { brand last4 expMonth expYear }\n  }\n": types.AppointmentMoneyFieldsFragmentDoc,
    "mutation MarkPaid($appointmentId: ID!, $paidBy: String!, $note: String) {\n  markPaid(appointmentId: $appointmentId, paidBy: $paidBy, note: $note) { result errors }\n}": types.MarkPaidDocument,
    "mutation UndoMarkPaid($appointmentId: ID!) {\n  undoMarkPaid(appointmentId: $appointmentId) { result errors }\n}": types.UndoMarkPaidDocument,
    "mutation RetryPayment($appointmentId: ID!) {\n  retryPayment(appointmentId: $appointmentId) { result errors }\n}": types.RetryPaymentDocument,
    "mutation CreateAdjustment($appointmentId: ID!, $amountCents: Int!, $adjustedAt: String, $note: String) {\n  createAdjustment(appointmentId: $appointmentId, amountCents: $amountCents, adjustedAt: $adjustedAt, note: $note) { result errors adjustmentId }\n}": types.CreateAdjustmentDocument,
    "mutation RemoveAdjustment($adjustmentId: ID!) {\n  removeAdjustment(adjustmentId: $adjustmentId) { result errors }\n}": types.RemoveAdjustmentDocument,
    "\n  fragment PaymentEntryFields on PaymentDirectoryEntry {\n    id startsAt endsAt timeZone clientId clientName clientEmail clientPhone serviceName locationName\n    amountCents tipAmountCents feeCents platformFeeCents collectedCents refundedCents outstandingCents\n    currency paymentStatus badge paidBy paidNote paymentError hasCard state instantActionToken\n  }\n": types.PaymentEntryFieldsFragmentDoc,
    "query PaymentDirectory(\n  $limit: Int, $offset: Int, $dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID\n) {\n  currentPractice {\n    id requireClientCcToBook paymentProvider\n    pastAppointments(limit: $limit, offset: $offset, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) {\n      ...PaymentEntryFields\n    }\n    pastAppointmentsCount(dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    everyPaymentCount: pastAppointmentsCount(clientId: $clientId)\n    totalCollected(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    totalOutstanding(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    collectedByWeek(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId) { weekStart collectedCents }\n  }\n}": types.PaymentDirectoryDocument,
    "query PaymentRows($dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID) {\n  currentPractice {\n    id\n    pastAppointments(limit: null, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) {\n      ...PaymentEntryFields\n    }\n  }\n}": types.PaymentRowsDocument,
    "\n  fragment ServiceFields on Service {\n    id name description timeLength amountCents addOn public locationIds variations { id timeLength amountCents }\n  }\n": types.ServiceFieldsFragmentDoc,
    "query PracticeServices {\n  currentPractice(includePrivate: true, includeAddOns: true) { id services { ...ServiceFields } }\n}": types.PracticeServicesDocument,
    "mutation UpsertService($input: UpsertServiceInput!) {\n  upsertService(input: $input) { result errors service { ...ServiceFields } }\n}": types.UpsertServiceDocument,
    "mutation RemoveService($serviceId: ID!) { removeService(serviceId: $serviceId) { result errors } }": types.RemoveServiceDocument,
    "\n  fragment BankingPaymentSettings on PaymentSettingsView {\n    paymentProvider currency currencyEnabled acceptsTips acceptsCash acceptsCreditCard acceptsPaypal acceptsVenmo acceptsZelle\n    paypalActive venmoActive requireClientCcToBook chargeClientCcAtBooking\n    paymentPastDueEmailEnabled paymentPastDueTextEnabled paymentPastDueEmailMinutes paymentPastDueTextMinutes\n  }\n": types.BankingPaymentSettingsFragmentDoc,
    "\n  fragment BankingIntegrations on PaymentIntegrations {\n    paymentProvider currencyEnabled\n    stripeInfo { connected accountId displayName operational requirementsDue requirementsPastDue connectionError mode }\n    squareInfo { squareConnected merchantId displayName erroredAt message error mode }\n    paypalInfo { paypalConnected paypalActive venmoActive merchantId mode sellerStatus { isOnboardingComplete paymentsReceivable primaryEmailConfirmed } }\n  }\n": types.BankingIntegrationsFragmentDoc,
    "query BankingSettings { paymentSettings { ...BankingPaymentSettings } paymentIntegrations { ...BankingIntegrations } }": types.BankingSettingsDocument,
    "mutation BankingPaymentProvider($provider: String!) { updatePracticePaymentProvider(provider: $provider) { result errors } }": types.BankingPaymentProviderDocument,
    "mutation BankingCurrency($currency: String!) { updatePracticeCurrency(currency: $currency) { result errors } }": types.BankingCurrencyDocument,
    "mutation BankingOfflineOptions($input: OfflineOptionsInput!) { updatePracticeOfflineOptions(input: $input) { result errors } }": types.BankingOfflineOptionsDocument,
    "mutation BankingAcceptsTips($acceptsTips: Boolean!) { updatePracticeAcceptsTips(acceptsTips: $acceptsTips) { result errors } }": types.BankingAcceptsTipsDocument,
    "mutation BankingPaypalSettings($paypalActive: Boolean, $venmoActive: Boolean) {\n  updatePaypalSettings(paypalActive: $paypalActive, venmoActive: $venmoActive) { result errors }\n}": types.BankingPaypalSettingsDocument,
    "mutation BankingCardRules($input: PaymentSettingsInput!) { updatePaymentSettings(input: $input) { result errors } }": types.BankingCardRulesDocument,
    "mutation BankingDisconnectPaypal { disconnectPaypalAccount { result errors } }": types.BankingDisconnectPaypalDocument,
    "mutation BankingCheckPaypal {\n  checkPaypalSellerStatus { result errors status { isOnboardingComplete paymentsReceivable primaryEmailConfirmed } }\n}": types.BankingCheckPaypalDocument,
    "query BankingVerificationSession { verificationSession { id clientSecret url } }": types.BankingVerificationSessionDocument,
    "mutation BankingStartConnection($provider: String!) { startPaymentConnection(provider: $provider) { result errors url } }": types.BankingStartConnectionDocument,
    "mutation BankingFinishConnection($provider: String!, $session: String!) {\n  finishPaymentConnection(provider: $provider, session: $session) { result errors outcome }\n}": types.BankingFinishConnectionDocument,
    "query BankingSimulatedConnection($session: String!) { simulatedConnection(session: $session) { id provider practiceName outcomes outcome } }": types.BankingSimulatedConnectionDocument,
    "mutation BankingDecideSimulated($session: String!, $outcome: String!) {\n  decideSimulatedConnection(session: $session, outcome: $outcome) { result errors returnUrl }\n}": types.BankingDecideSimulatedDocument,
    "query PracticeLink { currentPractice { id url } }": types.PracticeLinkDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupIntent($appointmentId: ID!, $instantActionToken: String!) {\n    setupIntent(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors setupIntentSecret }\n  }\n"): typeof import('./graphql.js').SetupIntentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCardSetup($appointmentId: ID!, $instantActionToken: String!, $setupIntentSecret: String!) {\n    confirmCardSetup(appointmentId: $appointmentId, instantActionToken: $instantActionToken, setupIntentSecret: $setupIntentSecret) {\n      result errors paymentMethod { brand last4 expMonth expYear }\n    }\n  }\n"): typeof import('./graphql.js').ConfirmCardSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SquareAddCardToCustomer($appointmentId: ID!, $instantActionToken: String!, $sourceId: String!) {\n    squareAddCardToCustomer(appointmentId: $appointmentId, instantActionToken: $instantActionToken, sourceId: $sourceId) {\n      result errors paymentMethod { brand last4 expMonth expYear }\n    }\n  }\n"): typeof import('./graphql.js').SquareAddCardToCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTipToAppointment($appointmentId: ID!, $instantActionToken: String!, $tipAmount: Int!) {\n    addTipToAppointment(appointmentId: $appointmentId, instantActionToken: $instantActionToken, tipAmount: $tipAmount) { result errors }\n  }\n"): typeof import('./graphql.js').AddTipToAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChargeCard($appointmentId: ID!, $instantActionToken: String!) {\n    chargeCard(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors appointment { id clientPaymentStatus } }\n  }\n"): typeof import('./graphql.js').ChargeCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChargeTipOnly($appointmentId: ID!, $instantActionToken: String!, $tipAmount: Int!) {\n    chargeTipOnly(appointmentId: $appointmentId, instantActionToken: $instantActionToken, tipAmount: $tipAmount) {\n      result errors appointment { id clientPaymentStatus tipAmountCents }\n    }\n  }\n"): typeof import('./graphql.js').ChargeTipOnlyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaypalOrder($appointmentId: ID!, $instantActionToken: String!, $tipAmountCents: Int!, $tipOnly: Boolean!, $fundingSource: String!) {\n    createPaypalOrder(appointmentId: $appointmentId, instantActionToken: $instantActionToken, tipAmountCents: $tipAmountCents, tipOnly: $tipOnly, fundingSource: $fundingSource) {\n      result errors orderId\n    }\n  }\n"): typeof import('./graphql.js').CreatePaypalOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CapturePaypalPayment($appointmentId: ID!, $instantActionToken: String!, $orderId: String!) {\n    capturePaypalPayment(appointmentId: $appointmentId, instantActionToken: $instantActionToken, orderId: $orderId) {\n      result errors appointment { id clientPaymentStatus tipAmountCents }\n    }\n  }\n"): typeof import('./graphql.js').CapturePaypalPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokenAppointment($instantActionToken: String!) {\n    tokenAppointment(instantActionToken: $instantActionToken) {\n      id startsAt endsAt timeZone ianaTimeZone amountCents tipAmountCents state past canCancel\n      instantActionToken fullTotal clientPaymentStatus paymentError\n      defaultPaymentMethodData { brand last4 expMonth expYear }\n      transactions { id type state amountCents tipAmountCents currency via }\n      service { id name }\n      appointmentServices { id amountCents service { id name } }\n      location { id name kind virtualType address virtualInstructions }\n      locationName virtualMeetingLinkWithFallback\n      practice {\n        id name url cancellationPolicy\n        acceptsTips hasPaymentProvider paymentProvider paymentMode hasPaypalPaymentsEnabled hasVenmoPaymentsEnabled defaultCurrency\n        acceptsCash acceptsOfflineCreditCard acceptsPaypal acceptsVenmo acceptsZelle\n      }\n      user { name email phone }\n    }\n  }\n"): typeof import('./graphql.js').TokenAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCancel($appointmentId: ID!, $instantActionToken: String!) {\n    clientCancel(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors }\n  }\n"): typeof import('./graphql.js').ClientCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentCalendar($instantActionToken: String!) {\n    tokenAppointmentCalendar(instantActionToken: $instantActionToken) { fileName ics googleCalendarUrl }\n  }\n"): typeof import('./graphql.js').AppointmentCalendarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingAvailability(\n    $shortLink: String!, $serviceId: ID, $variationId: ID, $locationId: ID, $addOnServiceIds: [ID!], $from: String, $to: String\n  ) {\n    publicPractice(shortLink: $shortLink) {\n      id\n      bookingAvailability(\n        serviceId: $serviceId, variationId: $variationId, locationId: $locationId, addOnServiceIds: $addOnServiceIds, from: $from, to: $to\n      ) { timeZone availableSlots { date datetimes } }\n    }\n  }\n"): typeof import('./graphql.js').BookingAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookingSetupIntent($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {\n    bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $firstName, lastName: $lastName) { result errors setupIntentSecret }\n  }\n"): typeof import('./graphql.js').BookingSetupIntentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAppointment($input: RequestAppointmentInput!) {\n    requestAppointment(input: $input) { result errors appointmentId instantActionToken state nextAvailableTimes }\n  }\n"): typeof import('./graphql.js').RequestAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPractice($shortLink: String!) {\n    publicPractice(shortLink: $shortLink) {\n      id name shortLink url timeZone\n      user { name email phone }\n      services { id name description timeLength amountCents addOn public locationIds variations { id timeLength amountCents } }\n      locations { id name kind timeZone address city stateProvince zip virtualType virtualLink virtualInstructions state }\n      bookingSettings { cancellationPolicy appointmentLeadTime }\n      requireClientCcToBook paymentProvider paymentMode\n    }\n  }\n"): typeof import('./graphql.js').PublicPracticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptAppointment($appointmentId: ID!) {\n  acceptAppointment(appointmentId: $appointmentId) { result errors }\n}"): typeof import('./graphql.js').AcceptAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeclineAppointment($appointmentId: ID!, $reason: String) {\n  declineAppointment(appointmentId: $appointmentId, reason: $reason) { result errors }\n}"): typeof import('./graphql.js').DeclineAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelAppointment($appointmentId: ID!, $practitionerNote: String, $cancelRecurringSeries: Boolean) {\n  cancelAppointment(appointmentId: $appointmentId, practitionerNote: $practitionerNote, cancelRecurringSeries: $cancelRecurringSeries) {\n    result errors cancelledAppointmentIds\n  }\n}"): typeof import('./graphql.js').CancelAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProCreateAppointment($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,\n  $startsAt: String!, $endsAt: String!, $clientId: ID, $client: NewClientInput, $practitionerNote: String) {\n  proCreateAppointment(appointmentServices: $appointmentServices, locationId: $locationId, startsAt: $startsAt,\n    endsAt: $endsAt, clientId: $clientId, client: $client, practitionerNote: $practitionerNote) {\n    result errors appointment { ...CalendarAppointmentFields }\n  }\n}"): typeof import('./graphql.js').ProCreateAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAppointments($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,\n  $clientId: ID, $client: NewClientInput, $bookedFrom: String, $bookedBy: String, $recurringStartTimes: [String!]!,\n  $recurrencePattern: String!, $duration: Int!) {\n  createAppointments(appointmentServices: $appointmentServices, locationId: $locationId, clientId: $clientId,\n    client: $client, bookedFrom: $bookedFrom, bookedBy: $bookedBy, recurringStartTimes: $recurringStartTimes,\n    recurrencePattern: $recurrencePattern, duration: $duration) {\n    result errors seriesId appointments { id startsAt endsAt }\n  }\n}"): typeof import('./graphql.js').CreateAppointmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAppointmentV2($appointmentId: ID!, $appointmentServices: [AppointmentServiceInput!], $locationId: ID,\n  $startsAt: String, $endsAt: String, $practitionerNote: String, $rescheduleRecurringSeries: Boolean) {\n  updateAppointmentV2(appointmentId: $appointmentId, appointmentServices: $appointmentServices, locationId: $locationId,\n    startsAt: $startsAt, endsAt: $endsAt, practitionerNote: $practitionerNote, rescheduleRecurringSeries: $rescheduleRecurringSeries) {\n    result errors appointment { ...CalendarAppointmentFields }\n  }\n}"): typeof import('./graphql.js').UpdateAppointmentV2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendConfirmation($appointmentId: ID!, $sendTo: String!) {\n  resendProAppointmentConfirmation(appointmentId: $appointmentId, sendTo: $sendTo) { result errors }\n}"): typeof import('./graphql.js').ResendConfirmationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddAppointmentNote($text: String!, $clientId: ID!, $appointmentId: ID) {\n  addNote(text: $text, clientId: $clientId, noteType: \"appointment\", appointmentId: $appointmentId) { result errors }\n}"): typeof import('./graphql.js').AddAppointmentNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentFields on Appointment {\n    id practiceId state startsAt endsAt timeZone amountCents instantActionToken bookedBy createdAt past practitionerNote\n    client { id firstName lastName email phone }\n    services { serviceId name timeLength amountCents addOn }\n    location { id name kind timeZone }\n  }\n"): typeof import('./graphql.js').AppointmentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Appointments($filter: AppointmentFilter, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {\n    appointments(filter: $filter, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {\n      items { ...AppointmentFields }\n      total\n    }\n  }\n"): typeof import('./graphql.js').AppointmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Appointment($id: ID!) { appointment(id: $id) { ...AppointmentFields } }"): typeof import('./graphql.js').AppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CalendarClientFields on Client { id name firstName lastName email phone formattedPhone }"): typeof import('./graphql.js').CalendarClientFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarClients($search: String, $limit: Int) {\n  clients(search: $search, limit: $limit) { clients { ...CalendarClientFields } totalCount }\n}"): typeof import('./graphql.js').CalendarClientsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarClient($clientId: ID!) {\n  client(clientId: $clientId) { ...CalendarClientFields customPrices { serviceId amountCents } }\n}"): typeof import('./graphql.js').CalendarClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecurringTimes($practiceId: ID!, $startsAt: String!, $recurrencePattern: String!, $duration: Int!, $locationId: ID) {\n  recurringTimes(practiceId: $practiceId, startsAt: $startsAt, recurrencePattern: $recurrencePattern, duration: $duration, locationId: $locationId) {\n    startsAt displayTime conflicts { id name type timeRange }\n  }\n}"): typeof import('./graphql.js').RecurringTimesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppointmentNotes($id: ID!) { appointment(id: $id) { id notes { id text time noteType } } }"): typeof import('./graphql.js').AppointmentNotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentHistory($appointmentId: ID!) {\n    appointmentHistory(appointmentId: $appointmentId) { eventId revision occurredAt type actor data metadata }\n  }\n"): typeof import('./graphql.js').AppointmentHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($input: SignUpInput!) { signUp(input: $input) { result errors } }"): typeof import('./graphql.js').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogIn($email: String!, $password: String!) {\n  logIn(email: $email, password: $password) { result errors user { ...CurrentUserFields } }\n}"): typeof import('./graphql.js').LogInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogOut { logOut { result errors } }"): typeof import('./graphql.js').LogOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingSettingsFields on BookingSettings {\n    appointmentBufferTime appointmentLeadTime startTimeIncrement instantClientApproval cancellationPolicy\n  }\n"): typeof import('./graphql.js').BookingSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookingSettings { currentPractice { id bookingSettings { ...BookingSettingsFields } } }"): typeof import('./graphql.js').BookingSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBookingSettings($input: BookingSettingsInput!) {\n  updateBookingSettings(input: $input) { result error errors bookingSettings { ...BookingSettingsFields } }\n}"): typeof import('./graphql.js').UpdateBookingSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpsertPersonalEvent($id: ID, $name: String, $allDay: Boolean!, $startsAt: String!, $endsAt: String!, $timeZone: String!) {\n  upsertPersonalEvent(id: $id, name: $name, allDay: $allDay, startsAt: $startsAt, endsAt: $endsAt, timeZone: $timeZone) {\n    result errors personalEvent { ...PersonalEventFields }\n  }\n}"): typeof import('./graphql.js').UpsertPersonalEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePersonalEvent($id: ID!) { deletePersonalEvent(id: $id) { result errors } }"): typeof import('./graphql.js').DeletePersonalEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarAppointmentFields on Appointment {\n    id state startsAt endsAt timeZone amountCents instantActionToken bookedBy past practitionerNote\n    seriesId recurrencePattern\n    client { id firstName lastName email phone }\n    services { serviceId name timeLength amountCents addOn }\n    location { id name kind timeZone }\n    ...AppointmentMoneyFields\n  }\n"): typeof import('./graphql.js').CalendarAppointmentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PersonalEventFields on PersonalEvent { id name allDay startsAt endsAt timeZone }"): typeof import('./graphql.js').PersonalEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProCalendarEvents($from: String!, $to: String!) {\n  calendarEvents(from: $from, to: $to) {\n    id title start end allDay classNames editable backgroundColor borderColor textColor extendedProps\n  }\n}"): typeof import('./graphql.js').ProCalendarEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppointmentForCalendar($id: ID!) { appointment(id: $id) { ...CalendarAppointmentFields } }"): typeof import('./graphql.js').AppointmentForCalendarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppointmentByToken($token: String!) {\n  appointmentByToken(instantActionToken: $token) { ...CalendarAppointmentFields }\n}"): typeof import('./graphql.js').AppointmentByTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProCalendarUser {\n  currentPractice(includePrivate: true, includeAddOns: true) {\n    id timeZone\n    services { id name timeLength amountCents addOn locationIds variations { id timeLength amountCents } }\n    locations { id name kind timeZone state }\n  }\n}"): typeof import('./graphql.js').ProCalendarUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PersonalEvent($id: ID!) { personalEvent(id: $id) { ...PersonalEventFields } }"): typeof import('./graphql.js').PersonalEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientAppointmentFields on Appointment {\n    id state startsAt endsAt timeZone instantActionToken services { name addOn } location { id name }\n  }\n"): typeof import('./graphql.js').ClientAppointmentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PastAppointments($clientId: ID!, $limit: Int) {\n  pastAppointments(clientId: $clientId, limit: $limit) { ...ClientAppointmentFields }\n}"): typeof import('./graphql.js').PastAppointmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpcomingAppointments($clientId: ID!) {\n  upcomingAppointments(clientId: $clientId) { ...ClientAppointmentFields }\n}"): typeof import('./graphql.js').UpcomingAppointmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddNote($text: String!, $clientId: ID!, $noteType: String, $appointmentId: ID) {\n  addNote(text: $text, clientId: $clientId, noteType: $noteType, appointmentId: $appointmentId) {\n    result errors note { id text time noteType appointmentId }\n  }\n}"): typeof import('./graphql.js').AddNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InviteClients($clients: [NewClientInput!]!) {\n  inviteClients(clients: $clients) { result errors invitedCount erroredClients { email errors } }\n}"): typeof import('./graphql.js').InviteClientsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientFields on Client {\n    id practiceId firstName lastName name email phone phoneExtension formattedPhone clientType invitedFrom\n    lastAppointmentDate address addressTwo city state postalCode country fullAddress createdAt deletedAt\n    notes { id text time noteType appointmentId }\n  }\n"): typeof import('./graphql.js').ClientFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Clients($search: String, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {\n  clients(search: $search, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {\n    clients { ...ClientFields }\n    totalCount\n  }\n}"): typeof import('./graphql.js').ClientsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Client($clientId: ID!) { client(clientId: $clientId) { ...ClientFields } }"): typeof import('./graphql.js').ClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateClient($client: NewClientInput!) {\n  createClient(client: $client) { result errors client { ...ClientFields } }\n}"): typeof import('./graphql.js').CreateClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditClient($clientId: ID!, $client: EditClientInput!) {\n  editClient(clientId: $clientId, client: $client) { result errors client { ...ClientFields } }\n}"): typeof import('./graphql.js').EditClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteClient($clientId: ID!) { deleteClient(clientId: $clientId) { result errors } }"): typeof import('./graphql.js').DeleteClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SavedCard($instantActionToken: String!) {\n  defaultPaymentMethodPractice(instantActionToken: $instantActionToken) { brand last4 expMonth expYear }\n}"): typeof import('./graphql.js').SavedCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DetachSavedCard($appointmentId: ID!, $instantActionToken: String!) {\n  detachPaymentMethodPractice(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors }\n}"): typeof import('./graphql.js').DetachSavedCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CurrentUserFields on CurrentUser { id kind name email practiceId }"): typeof import('./graphql.js').CurrentUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentUser { currentUser { ...CurrentUserFields } }"): typeof import('./graphql.js').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProInbox {\n  pendingAppointments { ...AppointmentFields }\n  failedPayments { ...AppointmentFields paymentError hasTransaction }\n  missingPayments { ...AppointmentFields paymentError hasTransaction }\n}"): typeof import('./graphql.js').ProInboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableLocation($id: ID!) { disableLocation(id: $id) { result errors } }"): typeof import('./graphql.js').DisableLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableLocation($id: ID!) { enableLocation(id: $id) { result errors } }"): typeof import('./graphql.js').EnableLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationFields on Location {\n    id name kind timeZone address secondaryAddress city stateProvince zip country\n    virtualType virtualLink virtualInstructions travelDistance availableTimes state canDelete onlyLocationForService\n  }\n"): typeof import('./graphql.js').LocationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PracticeLocations { currentPractice { id timeZone locations { ...LocationFields } } }"): typeof import('./graphql.js').PracticeLocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpsertLocation($input: UpsertLocationInput!) {\n  upsertLocation(input: $input) { result errors location { ...LocationFields } }\n}"): typeof import('./graphql.js').UpsertLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteLocation($id: ID!) { deleteLocation(id: $id) { result errors } }"): typeof import('./graphql.js').DeleteLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Mailbox($limit: Int, $offset: Int) {\n  mailbox(limit: $limit, offset: $offset) { total items { id appointmentId clientId to subject template text html ics sentAt } }\n  currentPractice { id timeZone }\n}"): typeof import('./graphql.js').MailboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendClientInvoice($appointmentId: ID!, $sendTo: String!) {\n  sendClientInvoiceMutation(appointmentId: $appointmentId, sendTo: $sendTo) { result errors }\n}"): typeof import('./graphql.js').SendClientInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentMoneyFields on Appointment {\n    paymentStatus isPaid markPaid paidBy paidNote paymentError hasTransaction hasPaymentMethod\n    tipAmountCents fullTotal collectedCents adjustedCents refundableCents outstandingCents\n    adjustments { id adjustedAt amountCents note refunded }\n    defaultPaymentMethod { brand last4 expMonth expYear }\n  }\n"): typeof import('./graphql.js').AppointmentMoneyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkPaid($appointmentId: ID!, $paidBy: String!, $note: String) {\n  markPaid(appointmentId: $appointmentId, paidBy: $paidBy, note: $note) { result errors }\n}"): typeof import('./graphql.js').MarkPaidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UndoMarkPaid($appointmentId: ID!) {\n  undoMarkPaid(appointmentId: $appointmentId) { result errors }\n}"): typeof import('./graphql.js').UndoMarkPaidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RetryPayment($appointmentId: ID!) {\n  retryPayment(appointmentId: $appointmentId) { result errors }\n}"): typeof import('./graphql.js').RetryPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAdjustment($appointmentId: ID!, $amountCents: Int!, $adjustedAt: String, $note: String) {\n  createAdjustment(appointmentId: $appointmentId, amountCents: $amountCents, adjustedAt: $adjustedAt, note: $note) { result errors adjustmentId }\n}"): typeof import('./graphql.js').CreateAdjustmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveAdjustment($adjustmentId: ID!) {\n  removeAdjustment(adjustmentId: $adjustmentId) { result errors }\n}"): typeof import('./graphql.js').RemoveAdjustmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentEntryFields on PaymentDirectoryEntry {\n    id startsAt endsAt timeZone clientId clientName clientEmail clientPhone serviceName locationName\n    amountCents tipAmountCents feeCents platformFeeCents collectedCents refundedCents outstandingCents\n    currency paymentStatus badge paidBy paidNote paymentError hasCard state instantActionToken\n  }\n"): typeof import('./graphql.js').PaymentEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentDirectory(\n  $limit: Int, $offset: Int, $dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID\n) {\n  currentPractice {\n    id requireClientCcToBook paymentProvider\n    pastAppointments(limit: $limit, offset: $offset, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) {\n      ...PaymentEntryFields\n    }\n    pastAppointmentsCount(dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    everyPaymentCount: pastAppointmentsCount(clientId: $clientId)\n    totalCollected(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    totalOutstanding(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    collectedByWeek(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId) { weekStart collectedCents }\n  }\n}"): typeof import('./graphql.js').PaymentDirectoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentRows($dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID) {\n  currentPractice {\n    id\n    pastAppointments(limit: null, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) {\n      ...PaymentEntryFields\n    }\n  }\n}"): typeof import('./graphql.js').PaymentRowsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceFields on Service {\n    id name description timeLength amountCents addOn public locationIds variations { id timeLength amountCents }\n  }\n"): typeof import('./graphql.js').ServiceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PracticeServices {\n  currentPractice(includePrivate: true, includeAddOns: true) { id services { ...ServiceFields } }\n}"): typeof import('./graphql.js').PracticeServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpsertService($input: UpsertServiceInput!) {\n  upsertService(input: $input) { result errors service { ...ServiceFields } }\n}"): typeof import('./graphql.js').UpsertServiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveService($serviceId: ID!) { removeService(serviceId: $serviceId) { result errors } }"): typeof import('./graphql.js').RemoveServiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankingPaymentSettings on PaymentSettingsView {\n    paymentProvider currency currencyEnabled acceptsTips acceptsCash acceptsCreditCard acceptsPaypal acceptsVenmo acceptsZelle\n    paypalActive venmoActive requireClientCcToBook chargeClientCcAtBooking\n    paymentPastDueEmailEnabled paymentPastDueTextEnabled paymentPastDueEmailMinutes paymentPastDueTextMinutes\n  }\n"): typeof import('./graphql.js').BankingPaymentSettingsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankingIntegrations on PaymentIntegrations {\n    paymentProvider currencyEnabled\n    stripeInfo { connected accountId displayName operational requirementsDue requirementsPastDue connectionError mode }\n    squareInfo { squareConnected merchantId displayName erroredAt message error mode }\n    paypalInfo { paypalConnected paypalActive venmoActive merchantId mode sellerStatus { isOnboardingComplete paymentsReceivable primaryEmailConfirmed } }\n  }\n"): typeof import('./graphql.js').BankingIntegrationsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BankingSettings { paymentSettings { ...BankingPaymentSettings } paymentIntegrations { ...BankingIntegrations } }"): typeof import('./graphql.js').BankingSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankingPaymentProvider($provider: String!) { updatePracticePaymentProvider(provider: $provider) { result errors } }"): typeof import('./graphql.js').BankingPaymentProviderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankingCurrency($currency: String!) { updatePracticeCurrency(currency: $currency) { result errors } }"): typeof import('./graphql.js').BankingCurrencyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankingOfflineOptions($input: OfflineOptionsInput!) { updatePracticeOfflineOptions(input: $input) { result errors } }"): typeof import('./graphql.js').BankingOfflineOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankingAcceptsTips($acceptsTips: Boolean!) { updatePracticeAcceptsTips(acceptsTips: $acceptsTips) { result errors } }"): typeof import('./graphql.js').BankingAcceptsTipsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankingPaypalSettings($paypalActive: Boolean, $venmoActive: Boolean) {\n  updatePaypalSettings(paypalActive: $paypalActive, venmoActive: $venmoActive) { result errors }\n}"): typeof import('./graphql.js').BankingPaypalSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankingCardRules($input: PaymentSettingsInput!) { updatePaymentSettings(input: $input) { result errors } }"): typeof import('./graphql.js').BankingCardRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankingDisconnectPaypal { disconnectPaypalAccount { result errors } }"): typeof import('./graphql.js').BankingDisconnectPaypalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankingCheckPaypal {\n  checkPaypalSellerStatus { result errors status { isOnboardingComplete paymentsReceivable primaryEmailConfirmed } }\n}"): typeof import('./graphql.js').BankingCheckPaypalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BankingVerificationSession { verificationSession { id clientSecret url } }"): typeof import('./graphql.js').BankingVerificationSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankingStartConnection($provider: String!) { startPaymentConnection(provider: $provider) { result errors url } }"): typeof import('./graphql.js').BankingStartConnectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankingFinishConnection($provider: String!, $session: String!) {\n  finishPaymentConnection(provider: $provider, session: $session) { result errors outcome }\n}"): typeof import('./graphql.js').BankingFinishConnectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BankingSimulatedConnection($session: String!) { simulatedConnection(session: $session) { id provider practiceName outcomes outcome } }"): typeof import('./graphql.js').BankingSimulatedConnectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BankingDecideSimulated($session: String!, $outcome: String!) {\n  decideSimulatedConnection(session: $session, outcome: $outcome) { result errors returnUrl }\n}"): typeof import('./graphql.js').BankingDecideSimulatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PracticeLink { currentPractice { id url } }"): typeof import('./graphql.js').PracticeLinkDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
