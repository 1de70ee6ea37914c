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
    "\n  query ClientUser {\n    clientUser { id email }\n  }\n": typeof types.ClientUserDocument,
    "\n  mutation RequestClientSignInLink($email: String!) {\n    requestClientSignInLink(email: $email) { result errors }\n  }\n": typeof types.RequestClientSignInLinkDocument,
    "\n  mutation RequestClientSignInLinkForAppointment($instantActionToken: String!) {\n    requestClientSignInLinkForAppointment(instantActionToken: $instantActionToken) { result errors sentTo }\n  }\n": typeof types.RequestClientSignInLinkForAppointmentDocument,
    "\n  mutation SignInClient($token: String!) {\n    signInClient(token: $token) { result errors clientUser { id email } }\n  }\n": typeof types.SignInClientDocument,
    "\n  mutation SignOutClient {\n    signOutClient { result errors }\n  }\n": typeof types.SignOutClientDocument,
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
    "\n  query BookingAvailability(\n    $shortLink: String!, $serviceId: ID, $variationId: ID, $locationId: ID, $addOnServiceIds: [ID!], $from: LocalDate, $to: LocalDate\n  ) {\n    publicPractice(shortLink: $shortLink) {\n      id\n      bookingAvailability(\n        serviceId: $serviceId, variationId: $variationId, locationId: $locationId, addOnServiceIds: $addOnServiceIds, from: $from, to: $to\n      ) { timeZone availableSlots { date datetimes } }\n    }\n  }\n": typeof types.BookingAvailabilityDocument,
    "\n  mutation BookingSetupIntent($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {\n    bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $firstName, lastName: $lastName) { result errors setupIntentSecret }\n  }\n": typeof types.BookingSetupIntentDocument,
    "\n  mutation RequestAppointment($input: RequestAppointmentInput!) {\n    requestAppointment(input: $input) { result errors appointmentId instantActionToken state nextAvailableTimes }\n  }\n": typeof types.RequestAppointmentDocument,
    "\n  query DiscountCodeQuote($practiceId: ID!, $code: String!, $serviceId: ID!, $variationId: ID, $addOnServiceIds: [ID!]) {\n    discountCodeQuote(practiceId: $practiceId, code: $code, serviceId: $serviceId, variationId: $variationId, addOnServiceIds: $addOnServiceIds) {\n      result errors code discountCents totalCents\n    }\n  }\n": typeof types.DiscountCodeQuoteDocument,
    "\n  query EventDiscountCodeQuote($bookableEventId: ID!, $code: String!) {\n    eventDiscountCodeQuote(bookableEventId: $bookableEventId, code: $code) { result errors code discountCents totalCents }\n  }\n": typeof types.EventDiscountCodeQuoteDocument,
    "\n  query EventRegistration($token: String!) {\n    eventRegistration(token: $token) {\n      id token state isOwnerCancelled amountCents createdAt paymentStatus paymentLabel\n      discount { code amountCents }\n      event { id name kind location startsAt endsAt allDay timeZone photoUrl imageUrl description instructions }\n      eventType { slug url }\n      client { firstName lastName email }\n      practice { name shortLink email phone }\n    }\n  }\n": typeof types.EventRegistrationDocument,
    "\n  query PracticeEventTypes($shortLink: String!) {\n    publicEventTypes(shortLink: $shortLink) {\n      id name slug kind location duration durationUnit amountCents amountCurrency\n      events { id startsAt endsAt allDay timeZone seatsLeft full }\n    }\n  }\n": typeof types.PracticeEventTypesDocument,
    "\n  query PublicEventType($shortLink: String!, $slug: String!) {\n    publicEventType(shortLink: $shortLink, slug: $slug) {\n      id name slug kind location photoUrl description instructions duration durationUnit\n      amountCents amountCurrency capacity url requiresCard\n      practice { id name shortLink paymentProvider }\n      events { id startsAt endsAt allDay timeZone seatsLeft full }\n    }\n  }\n": typeof types.PublicEventTypeDocument,
    "\n  mutation RegisterForBookableEvent(\n    $bookableEventId: ID!, $firstName: String!, $lastName: String!, $email: String!, $phone: String,\n    $setupIntentSecret: String, $cardSourceId: String, $discountCode: String\n  ) {\n    registerForBookableEvent(\n      bookableEventId: $bookableEventId, firstName: $firstName, lastName: $lastName, email: $email, phone: $phone,\n      setupIntentSecret: $setupIntentSecret, cardSourceId: $cardSourceId, discountCode: $discountCode\n    ) { result errors token paymentStatus }\n  }\n": typeof types.RegisterForBookableEventDocument,
    "\n  mutation GiftCardSetupIntent($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {\n    bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $firstName, lastName: $lastName) { result errors setupIntentSecret }\n  }\n": typeof types.GiftCardSetupIntentDocument,
    "\n  query GiftCardBalance($practiceId: ID!, $code: String!) {\n    giftCardBalance(practiceId: $practiceId, code: $code) { result errors code balanceCents currency }\n  }\n": typeof types.GiftCardBalanceDocument,
    "\n  query PublicGiftCardTemplates($shortLink: String!) {\n    publicGiftCardTemplates(shortLink: $shortLink) { id amountCents amountCurrency description }\n  }\n": typeof types.PublicGiftCardTemplatesDocument,
    "\n  mutation PurchaseGiftCard($practiceId: ID!, $giftCardTemplateId: ID!, $buyerName: String!, $buyerEmail: String!, $recipientName: String!,\n    $recipientEmail: String!, $message: String, $setupIntentSecret: String, $cardSourceId: String) {\n    purchaseGiftCard(practiceId: $practiceId, giftCardTemplateId: $giftCardTemplateId, buyerName: $buyerName, buyerEmail: $buyerEmail,\n      recipientName: $recipientName, recipientEmail: $recipientEmail, message: $message, setupIntentSecret: $setupIntentSecret, cardSourceId: $cardSourceId) {\n      result errors giftCard { code amountCents currency recipientEmail }\n    }\n  }\n": typeof types.PurchaseGiftCardDocument,
    "\n  query RecentClientReviews($limit: Int) {\n    recentClientReviews(limit: $limit) {\n      id rating text publicName createdAt\n      practitioner { name shortLink title photoUrl }\n    }\n  }\n": typeof types.RecentClientReviewsDocument,
    "\n  query TherapyCategories {\n    therapyCategories { name }\n  }\n": typeof types.TherapyCategoriesDocument,
    "\n  query IntakeFormFill($uniqueId: String!) {\n    intakeFormByUniqueId(uniqueId: $uniqueId) { uniqueId completed form theme practiceName practiceUrl }\n  }\n": typeof types.IntakeFormFillDocument,
    "\n  mutation SaveIntakeFormResponse($uniqueId: String!, $formData: String!) {\n    saveIntakeFormResponse(uniqueId: $uniqueId, formData: $formData) { result errors }\n  }\n": typeof types.SaveIntakeFormResponseDocument,
    "\n  query ClientPaymentMethods {\n    clientPaymentMethods {\n      clientId\n      practice { id name url hasPaymentProvider paymentProvider paymentMode }\n      paymentMethod { brand last4 expMonth expYear }\n    }\n  }\n": typeof types.ClientPaymentMethodsDocument,
    "\n  mutation ClientCardSetup($clientId: ID!) {\n    setupIntent(clientId: $clientId) { result errors setupIntentSecret }\n  }\n": typeof types.ClientCardSetupDocument,
    "\n  mutation ConfirmClientCardSetup($clientId: ID!, $setupIntentSecret: String!) {\n    confirmCardSetup(clientId: $clientId, setupIntentSecret: $setupIntentSecret) { result errors paymentMethod { brand last4 expMonth expYear } }\n  }\n": typeof types.ConfirmClientCardSetupDocument,
    "\n  mutation SquareAddClientCard($clientId: ID!, $sourceId: String!) {\n    squareAddCardToCustomer(clientId: $clientId, sourceId: $sourceId) { result errors paymentMethod { brand last4 expMonth expYear } }\n  }\n": typeof types.SquareAddClientCardDocument,
    "\n  mutation DetachClientPaymentMethod($clientId: ID!) {\n    detachPaymentMethodPractice(clientId: $clientId) { result errors }\n  }\n": typeof types.DetachClientPaymentMethodDocument,
    "\n  query PracticeGallery($shortLink: String!) {\n    publicGalleryImages(shortLink: $shortLink) { id defaultPhotoUrl altText }\n  }\n": typeof types.PracticeGalleryDocument,
    "\n  query PublicWebsite($shortLink: String!) {\n    publicWebsite(shortLink: $shortLink) { websiteMetadata { id title description ogSiteName } scripts { id headScripts bodyScripts } }\n  }\n": typeof types.PublicWebsiteDocument,
    "\n  query PublicPractice($shortLink: String!) {\n    publicPractice(shortLink: $shortLink) {\n      id name shortLink url timeZone\n      user { name email phone }\n      services { id name description timeLength amountCents addOn public locationIds variations { id timeLength amountCents } package allowedServiceIds photoUrl }\n      locations { id name kind timeZone address city stateProvince zip virtualType virtualLink virtualInstructions state }\n      bookingSettings { cancellationPolicy appointmentLeadTime }\n      requireClientCcToBook paymentProvider paymentMode\n      profile { title headline about location photoUrl }\n      approvedCredentials { id kind name issuer stateIssued }\n      specialties { id name }\n      reviewsSummary { averageRating count }\n      flags { discountCodesEnabled giftCardsEnabled }\n    }\n  }\n": typeof types.PublicPracticeDocument,
    "\n  query PublicPracticeReviews($shortLink: String!, $limit: Int) {\n    publicPractice(shortLink: $shortLink) {\n      id\n      reviewsSummary { averageRating count }\n      latestReviews(limit: $limit) {\n        id rating text publicName createdAt createdAtAgoInWords\n        reply { message repliedAt }\n        skills { id name }\n      }\n    }\n  }\n": typeof types.PublicPracticeReviewsDocument,
    "\n  query ReviewFlowPractice($referralCode: String!) {\n    reviewPractice(referralCode: $referralCode) { practiceId name title photoUrl shortLink skills { id name } }\n  }\n": typeof types.ReviewFlowPracticeDocument,
    "\n  query ReviewFlowReview($token: String!) {\n    reviewByToken(token: $token) {\n      token rating text isAnonymous publicName skillIds source status createdAt appointmentId clientId\n      practice { practiceId name title photoUrl shortLink skills { id name } }\n    }\n  }\n": typeof types.ReviewFlowReviewDocument,
    "\n  mutation ReviewFlowCreateClient($practiceId: ID!, $phone: String!, $firstName: String!) {\n    reviewCreateClient(practiceId: $practiceId, phone: $phone, firstName: $firstName) { result errors clientId }\n  }\n": typeof types.ReviewFlowCreateClientDocument,
    "\n  mutation ReviewFlowAddRating($practiceId: ID!, $clientId: ID!, $rating: Int!, $appointmentId: ID) {\n    reviewAddRating(practiceId: $practiceId, clientId: $clientId, rating: $rating, appointmentId: $appointmentId) { result errors token }\n  }\n": typeof types.ReviewFlowAddRatingDocument,
    "\n  mutation ReviewFlowAddEndorsements($reviewId: String!, $endorsements: [String!]!) {\n    reviewAddEndorsements(reviewId: $reviewId, endorsements: $endorsements) { result errors }\n  }\n": typeof types.ReviewFlowAddEndorsementsDocument,
    "\n  mutation ReviewFlowAddText($reviewId: String!, $text: String!) {\n    reviewAddTextReview(reviewId: $reviewId, text: $text) { result errors }\n  }\n": typeof types.ReviewFlowAddTextDocument,
    "\n  mutation ReviewFlowToggleAnon($reviewId: String!, $isAnon: Boolean!) {\n    toggleReviewAnon(reviewId: $reviewId, isAnon: $isAnon) { result errors }\n  }\n": typeof types.ReviewFlowToggleAnonDocument,
    "\n  mutation ReviewFlowSetPublicName($reviewId: String!, $name: String!) {\n    setReviewPublicName(reviewId: $reviewId, name: $name) { result errors }\n  }\n": typeof types.ReviewFlowSetPublicNameDocument,
    "\n  mutation ReviewFlowConfirm($reviewId: String!) {\n    confirmReview(reviewId: $reviewId) { result errors }\n  }\n": typeof types.ReviewFlowConfirmDocument,
    "\n  mutation ReviewFlowDispute($reviewId: String!) {\n    disputeReview(reviewId: $reviewId) { result errors }\n  }\n": typeof types.ReviewFlowDisputeDocument,
    "\n  mutation ReviewFlowFeatureRequest($name: String!, $clientId: ID) {\n    featureRequest(name: $name, clientId: $clientId) { result errors }\n  }\n": typeof types.ReviewFlowFeatureRequestDocument,
    "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query) {\n      therapies { id name category }\n      practitioners { id name shortLink photoUrl verified }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query PractitionerSearch($query: String, $aroundLat: Float, $aroundLng: Float, $virtual: Boolean, $page: Int, $sortByDistance: Boolean) {\n    searchPractitioners(query: $query, aroundLat: $aroundLat, aroundLng: $aroundLng, virtual: $virtual, page: $page, sortByDistance: $sortByDistance) {\n      page nbPages nbHits\n      hits { id name shortLink headline photoUrl verified rating reviewCount virtual inPerson distanceMiles latitude longitude nextAvailable }\n    }\n  }\n": typeof types.PractitionerSearchDocument,
    "\n  query SearchPlaceSuggestions($text: String!, $limit: Int) {\n    placeSuggestions(text: $text, limit: $limit) { id description mainText secondaryText types }\n  }\n": typeof types.SearchPlaceSuggestionsDocument,
    "\n  query SearchLocation($text: String, $placeId: ID) {\n    searchLocation(text: $text, placeId: $placeId) { id description latitude longitude }\n  }\n": typeof types.SearchLocationDocument,
    "\n  query ClientBookings {\n    clientBookings {\n      upcomingAppointments { ...BookingCardFields }\n      pastAppointments { ...BookingCardFields }\n      expiredAppointments { ...BookingCardFields }\n      transactions { ...BookingCardFields }\n    }\n  }\n  fragment BookingCardFields on ClientBooking {\n    id state stateLabel startsAt endsAt amountCents feeCents platformFeeCents instantActionToken appointmentTimeLength practiceId serviceId\n    practice { id name url defaultCurrency }\n    services { id name timeLength amountCents addOn }\n    location { id name kind address timeZone timeZoneAbbr }\n    transaction { id type state amountCents stateLabel description }\n  }\n": typeof types.ClientBookingsDocument,
    "\n  mutation CancelClientBooking($appointmentId: ID!) {\n    cancelClientBooking(appointmentId: $appointmentId) { result errors }\n  }\n": typeof types.CancelClientBookingDocument,
    "mutation AcceptAppointment($appointmentId: ID!) {\n  acceptAppointment(appointmentId: $appointmentId) { result errors }\n}": typeof types.AcceptAppointmentDocument,
    "mutation DeclineAppointment($appointmentId: ID!, $reason: String) {\n  declineAppointment(appointmentId: $appointmentId, reason: $reason) { result errors }\n}": typeof types.DeclineAppointmentDocument,
    "mutation CancelAppointment($appointmentId: ID!, $practitionerNote: String, $cancelRecurringSeries: Boolean) {\n  cancelAppointment(appointmentId: $appointmentId, practitionerNote: $practitionerNote, cancelRecurringSeries: $cancelRecurringSeries) {\n    result errors cancelledAppointmentIds\n  }\n}": typeof types.CancelAppointmentDocument,
    "mutation ProCreateAppointment($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,\n  $startsAt: DateTime!, $endsAt: DateTime!, $clientId: ID, $client: NewClientInput, $practitionerNote: String, $packageId: ID) {\n  proCreateAppointment(appointmentServices: $appointmentServices, locationId: $locationId, startsAt: $startsAt,\n    endsAt: $endsAt, clientId: $clientId, client: $client, practitionerNote: $practitionerNote, packageId: $packageId) {\n    result errors appointment { ...CalendarAppointmentFields }\n  }\n}": typeof types.ProCreateAppointmentDocument,
    "mutation CreateAppointments($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,\n  $clientId: ID, $client: NewClientInput, $bookedFrom: String, $bookedBy: String, $recurringStartTimes: [DateTime!]!,\n  $recurrencePattern: String!, $duration: Int!, $packageId: ID) {\n  createAppointments(appointmentServices: $appointmentServices, locationId: $locationId, clientId: $clientId,\n    client: $client, bookedFrom: $bookedFrom, bookedBy: $bookedBy, recurringStartTimes: $recurringStartTimes,\n    recurrencePattern: $recurrencePattern, duration: $duration, packageId: $packageId) {\n    result errors seriesId appointments { id startsAt endsAt }\n  }\n}": typeof types.CreateAppointmentsDocument,
    "mutation UpdateAppointmentV2($appointmentId: ID!, $appointmentServices: [AppointmentServiceInput!], $locationId: ID,\n  $startsAt: DateTime, $endsAt: DateTime, $practitionerNote: String, $rescheduleRecurringSeries: Boolean) {\n  updateAppointmentV2(appointmentId: $appointmentId, appointmentServices: $appointmentServices, locationId: $locationId,\n    startsAt: $startsAt, endsAt: $endsAt, practitionerNote: $practitionerNote, rescheduleRecurringSeries: $rescheduleRecurringSeries) {\n    result errors appointment { ...CalendarAppointmentFields }\n  }\n}": typeof types.UpdateAppointmentV2Document,
    "mutation ResendConfirmation($appointmentId: ID!, $sendTo: String!) {\n  resendProAppointmentConfirmation(appointmentId: $appointmentId, sendTo: $sendTo) { result errors }\n}": typeof types.ResendConfirmationDocument,
    "mutation AddAppointmentNote($text: String!, $clientId: ID!, $appointmentId: ID) {\n  addNote(text: $text, clientId: $clientId, noteType: \"appointment\", appointmentId: $appointmentId) { result errors }\n}": typeof types.AddAppointmentNoteDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id practiceId state startsAt endsAt timeZone amountCents instantActionToken bookedBy createdAt past practitionerNote\n    client { id firstName lastName email phone }\n    services { serviceId name timeLength amountCents addOn }\n    location { id name kind timeZone }\n  }\n": typeof types.AppointmentFieldsFragmentDoc,
    "\n  query Appointments($filter: AppointmentFilter, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {\n    appointments(filter: $filter, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {\n      items { ...AppointmentFields }\n      total\n    }\n  }\n": typeof types.AppointmentsDocument,
    "query Appointment($id: ID!) { appointment(id: $id) { ...AppointmentFields } }": typeof types.AppointmentDocument,
    "fragment CalendarClientFields on Client { id name firstName lastName email phone formattedPhone }": typeof types.CalendarClientFieldsFragmentDoc,
    "query CalendarClients($search: String, $limit: Int) {\n  clients(search: $search, limit: $limit) { clients { ...CalendarClientFields } totalCount }\n}": typeof types.CalendarClientsDocument,
    "query CalendarClient($clientId: ID!) {\n  client(clientId: $clientId) { ...CalendarClientFields customPrices { serviceId amountCents } openPackages { id serviceId name sessionsRemaining numberOfSessions } }\n}": typeof types.CalendarClientDocument,
    "query RecurringTimes($practiceId: ID!, $startsAt: DateTime!, $recurrencePattern: String!, $duration: Int!, $locationId: ID) {\n  recurringTimes(practiceId: $practiceId, startsAt: $startsAt, recurrencePattern: $recurrencePattern, duration: $duration, locationId: $locationId) {\n    startsAt displayTime conflicts { id name type timeRange }\n  }\n}": typeof types.RecurringTimesDocument,
    "query AppointmentNotes($id: ID!) { appointment(id: $id) { id notes { id text time noteType } } }": typeof types.AppointmentNotesDocument,
    "\n  query AppointmentHistory($appointmentId: ID!) {\n    appointmentHistory(appointmentId: $appointmentId) { eventId revision occurredAt type actor data metadata }\n  }\n": typeof types.AppointmentHistoryDocument,
    "mutation SignUp($input: SignUpInput!) { signUp(input: $input) { result errors } }": typeof types.SignUpDocument,
    "mutation LogIn($email: String!, $password: String!) {\n  logIn(email: $email, password: $password) { result errors user { ...CurrentUserFields } }\n}": typeof types.LogInDocument,
    "mutation LogOut { logOut { result errors } }": typeof types.LogOutDocument,
    "\n  fragment BookingSettingsFields on BookingSettings {\n    appointmentBufferTime appointmentLeadTime startTimeIncrement instantClientApproval cancellationPolicy\n  }\n": typeof types.BookingSettingsFieldsFragmentDoc,
    "query BookingSettings { currentPractice { id bookingSettings { ...BookingSettingsFields } } }": typeof types.BookingSettingsDocument,
    "mutation UpdateBookingSettings($input: BookingSettingsInput!) {\n  updateBookingSettings(input: $input) { result error errors bookingSettings { ...BookingSettingsFields } }\n}": typeof types.UpdateBookingSettingsDocument,
    "mutation UpsertPersonalEvent($id: ID, $name: String, $allDay: Boolean!, $startsAt: DateTime!, $endsAt: DateTime!, $timeZone: String!) {\n  upsertPersonalEvent(id: $id, name: $name, allDay: $allDay, startsAt: $startsAt, endsAt: $endsAt, timeZone: $timeZone) {\n    result errors personalEvent { ...PersonalEventFields }\n  }\n}": typeof types.UpsertPersonalEventDocument,
    "mutation DeletePersonalEvent($id: ID!) { deletePersonalEvent(id: $id) { result errors } }": typeof types.DeletePersonalEventDocument,
    "\n  fragment CalendarAppointmentFields on Appointment {\n    id state startsAt endsAt timeZone amountCents instantActionToken bookedBy past practitionerNote\n    seriesId recurrencePattern\n    client { id firstName lastName email phone }\n    services { serviceId name timeLength amountCents addOn }\n    location { id name kind timeZone }\n    discountCodeRedemptions { code amountCents }\n    giftCardRedemptions { code amountCents }\n    packageSessionNumber packageNumberOfSessions\n    ...AppointmentMoneyFields\n  }\n": typeof types.CalendarAppointmentFieldsFragmentDoc,
    "fragment PersonalEventFields on PersonalEvent { id name allDay startsAt endsAt timeZone }": typeof types.PersonalEventFieldsFragmentDoc,
    "query ProCalendarEvents($from: DateTime!, $to: DateTime!) {\n  calendarEvents(from: $from, to: $to) {\n    id title start end allDay classNames editable backgroundColor borderColor textColor extendedProps\n  }\n}": typeof types.ProCalendarEventsDocument,
    "query AppointmentForCalendar($id: ID!) { appointment(id: $id) { ...CalendarAppointmentFields } }": typeof types.AppointmentForCalendarDocument,
    "query AppointmentByToken($token: String!) {\n  appointmentByToken(instantActionToken: $token) { ...CalendarAppointmentFields }\n}": typeof types.AppointmentByTokenDocument,
    "query ProCalendarUser {\n  currentPractice(includePrivate: true, includeAddOns: true) {\n    id timeZone\n    services { id name timeLength amountCents addOn locationIds variations { id timeLength amountCents } package numberOfSessions allowedServiceIds }\n    locations { id name kind timeZone state }\n  }\n}": typeof types.ProCalendarUserDocument,
    "query PersonalEvent($id: ID!) { personalEvent(id: $id) { ...PersonalEventFields } }": typeof types.PersonalEventDocument,
    "fragment CalendarGroupEventFields on BookableEvent {\n  id bookableEventTypeId name location kind startsAt endsAt allDay timeZone capacity amountCents amountCurrency clientsCount atCapacity\n  bookableEventType { id name duration durationUnit slug }\n  clients { id registrationId firstName lastName email phone paymentStatus paymentLabel amountCents overCapacity createdAt }\n}": typeof types.CalendarGroupEventFieldsFragmentDoc,
    "query BookableEventForCalendar($id: ID!) { bookableEvent(id: $id) { ...CalendarGroupEventFields } }": typeof types.BookableEventForCalendarDocument,
    "query CalendarBookableEventTypes {\n  bookableEventTypes { id name duration durationUnit capacity amountCents amountCurrency }\n}": typeof types.CalendarBookableEventTypesDocument,
    "query RegistrantPayment($bookableEventId: ID!, $clientId: ID!) {\n  bookableEventRegistration(bookableEventId: $bookableEventId, clientId: $clientId) {\n    id paymentStatus paymentLabel amountCents createdAt canProcessPayment failureReason discount { code amountCents }\n  }\n}": typeof types.RegistrantPaymentDocument,
    "mutation UpsertBookableEvent($id: ID, $bookableEventTypeId: ID!, $startsAt: DateTime!, $endsAt: DateTime!, $allDay: Boolean!, $timeZone: String!) {\n  upsertBookableEvent(id: $id, bookableEventTypeId: $bookableEventTypeId, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay, timeZone: $timeZone) {\n    result errors bookableEvent { id }\n  }\n}": typeof types.UpsertBookableEventDocument,
    "mutation DeleteBookableEvent($id: ID!) { deleteBookableEvent(id: $id) { result errors } }": typeof types.DeleteBookableEventDocument,
    "mutation AddClientToBookableEvent($bookableEventId: ID!, $clientId: ID, $clientParams: ClientParamsInput) {\n  addClientToBookableEvent(bookableEventId: $bookableEventId, clientId: $clientId, clientParams: $clientParams) {\n    result errors registrationsCount overCapacity\n  }\n}": typeof types.AddClientToBookableEventDocument,
    "mutation RemoveClientFromBookableEvent($bookableEventId: ID!, $clientId: ID!) {\n  removeClientFromBookableEvent(bookableEventId: $bookableEventId, clientId: $clientId) { result errors registrationsCount }\n}": typeof types.RemoveClientFromBookableEventDocument,
    "mutation ProcessRegistrationPayment($bookableEventId: ID!, $clientId: ID!) {\n  processRegistrationPayment(bookableEventId: $bookableEventId, clientId: $clientId) {\n    result errors registration { id paymentStatus paymentLabel amountCents createdAt canProcessPayment failureReason discount { code amountCents } }\n  }\n}": typeof types.ProcessRegistrationPaymentDocument,
    "\n  fragment ClientAppointmentFields on Appointment {\n    id state startsAt endsAt timeZone instantActionToken services { name addOn } location { id name }\n  }\n": typeof types.ClientAppointmentFieldsFragmentDoc,
    "query PastAppointments($clientId: ID!, $limit: Int) {\n  pastAppointments(clientId: $clientId, limit: $limit) { ...ClientAppointmentFields }\n}": typeof types.PastAppointmentsDocument,
    "query UpcomingAppointments($clientId: ID!) {\n  upcomingAppointments(clientId: $clientId) { ...ClientAppointmentFields }\n}": typeof types.UpcomingAppointmentsDocument,
    "mutation AddNote($text: String!, $clientId: ID!, $noteType: String, $appointmentId: ID) {\n  addNote(text: $text, clientId: $clientId, noteType: $noteType, appointmentId: $appointmentId) {\n    result errors note { id text time noteType appointmentId }\n  }\n}": typeof types.AddNoteDocument,
    "mutation InviteClients($clients: [NewClientInput!]!) {\n  inviteClients(clients: $clients) { result errors invitedCount erroredClients { email errors } }\n}": typeof types.InviteClientsDocument,
    "query ClientOpenPackages($clientId: ID!) {\n  client(clientId: $clientId) { id openPackages { id serviceId name sessionsRemaining numberOfSessions createdAt } }\n}": typeof types.ClientOpenPackagesDocument,
    "\n  fragment ClientFields on Client {\n    id practiceId firstName lastName name email phone phoneExtension formattedPhone clientType invitedFrom\n    lastAppointmentDate address addressTwo city state postalCode country fullAddress createdAt deletedAt\n    notes { id text time noteType appointmentId }\n  }\n": typeof types.ClientFieldsFragmentDoc,
    "query Clients($search: String, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {\n  clients(search: $search, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {\n    clients { ...ClientFields }\n    totalCount\n  }\n}": typeof types.ClientsDocument,
    "query Client($clientId: ID!) { client(clientId: $clientId) { ...ClientFields } }": typeof types.ClientDocument,
    "mutation CreateClient($client: NewClientInput!) {\n  createClient(client: $client) { result errors client { ...ClientFields } }\n}": typeof types.CreateClientDocument,
    "mutation EditClient($clientId: ID!, $client: EditClientInput!) {\n  editClient(clientId: $clientId, client: $client) { result errors client { ...ClientFields } }\n}": typeof types.EditClientDocument,
    "mutation DeleteClient($clientId: ID!) { deleteClient(clientId: $clientId) { result errors } }": typeof types.DeleteClientDocument,
    "query SavedCard($instantActionToken: String!) {\n  defaultPaymentMethodPractice(instantActionToken: $instantActionToken) { brand last4 expMonth expYear }\n}": typeof types.SavedCardDocument,
    "mutation DetachSavedCard($appointmentId: ID!, $instantActionToken: String!) {\n  detachPaymentMethodPractice(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors }\n}": typeof types.DetachSavedCardDocument,
    "query ClientIntake($clientId: ID!) {\n  client(clientId: $clientId) { id intakeForm { uniqueId data time form sentAt } intakeFormSubmitted intakeLastSentAt }\n}": typeof types.ClientIntakeDocument,
    "mutation SendIntakeForm($clientId: ID!) { sendIntakeForm(clientId: $clientId) { result errors } }": typeof types.SendIntakeFormDocument,
    "query EmailTemplatePreview($name: String!, $content: String) {\n  emailTemplatePreview(name: $name, content: $content) { subject html renderedFor error }\n}": typeof types.EmailTemplatePreviewDocument,
    "\n  fragment CommunicationSettingsFields on CommunicationSettingsView {\n    appointmentReminderEmailEnabled appointmentReminderTextEnabled appointmentEmailReminderMinutes appointmentTextReminderMinutes\n    paymentPastDueEmailEnabled paymentPastDueTextEnabled paymentPastDueEmailMinutes paymentPastDueTextMinutes reminderMinutesOptions\n    emailTemplates { name customContent defaultContent allowedVariables content }\n  }\n": typeof types.CommunicationSettingsFieldsFragmentDoc,
    "query CommunicationSettings { communicationSettings { ...CommunicationSettingsFields } }": typeof types.CommunicationSettingsDocument,
    "mutation UpdateCommunicationSettings($input: CommunicationSettingsInput!) {\n  updateCommunicationSettings(input: $input) { result error errors communicationSettings { ...CommunicationSettingsFields } }\n}": typeof types.UpdateCommunicationSettingsDocument,
    "fragment CurrentUserFields on CurrentUser { id kind name email practiceId }": typeof types.CurrentUserFieldsFragmentDoc,
    "query CurrentUser { currentUser { ...CurrentUserFields } }": typeof types.CurrentUserDocument,
    "query UpcomingBookableEvents {\n  upcomingBookableEvents { id name description startsAt endsAt allDay timeZone capacity clientsCount atCapacity }\n}": typeof types.UpcomingBookableEventsDocument,
    "query GiftCardTemplates {\n  giftCardTemplates { id amountCents amountCurrency description active public }\n}": typeof types.GiftCardTemplatesDocument,
    "query GiftCardActivity {\n  giftCardActivity { id kind at giftCardId code amountCents balanceCents currency buyerName recipientName recipientEmail appointmentId }\n}": typeof types.GiftCardActivityDocument,
    "mutation UpsertGiftCardTemplate($id: ID, $amountCents: Int, $description: String, $active: Boolean, $public: Boolean) {\n  upsertGiftCardTemplate(id: $id, amountCents: $amountCents, description: $description, active: $active, public: $public) {\n    result errors giftCardTemplate { id }\n  }\n}": typeof types.UpsertGiftCardTemplateDocument,
    "mutation RedeemGiftCard($code: String!, $amountCents: Int!) {\n  redeemGiftCard(code: $code, amountCents: $amountCents) { result errors balanceCents }\n}": typeof types.RedeemGiftCardDocument,
    "query ProInbox {\n  pendingAppointments { ...AppointmentFields }\n  failedPayments { ...AppointmentFields paymentError hasTransaction }\n  missingPayments { ...AppointmentFields paymentError hasTransaction }\n}": typeof types.ProInboxDocument,
    "query IntakeFormDesign { intakeForm { data theme saveNo savedAt } }": typeof types.IntakeFormDesignDocument,
    "mutation UpsertIntakeForm($data: String!, $saveNo: Int!) { upsertIntakeForm(data: $data, saveNo: $saveNo) { result errors saveNo } }": typeof types.UpsertIntakeFormDocument,
    "mutation UpsertIntakeFormTheme($data: String!) { upsertIntakeFormTheme(data: $data) { result errors } }": typeof types.UpsertIntakeFormThemeDocument,
    "query CalendarConnectionStatus { calendarIntegrations { connections { id providerName profileName errored } } }": typeof types.CalendarConnectionStatusDocument,
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
    "mutation CreateAdjustment($appointmentId: ID!, $amountCents: Int!, $adjustedAt: DateTime, $note: String) {\n  createAdjustment(appointmentId: $appointmentId, amountCents: $amountCents, adjustedAt: $adjustedAt, note: $note) { result errors adjustmentId }\n}": typeof types.CreateAdjustmentDocument,
    "mutation RemoveAdjustment($adjustmentId: ID!) {\n  removeAdjustment(adjustmentId: $adjustmentId) { result errors }\n}": typeof types.RemoveAdjustmentDocument,
    "\n  fragment PaymentEntryFields on PaymentDirectoryEntry {\n    id startsAt endsAt timeZone clientId clientName clientEmail clientPhone serviceName locationName\n    amountCents tipAmountCents feeCents platformFeeCents collectedCents refundedCents outstandingCents\n    currency paymentStatus badge paidBy paidNote paymentError hasCard state instantActionToken\n    discountCodeRedemptions { code amountCents }\n    giftCardRedemptions { code amountCents }\n  }\n": typeof types.PaymentEntryFieldsFragmentDoc,
    "query PaymentDirectory(\n  $limit: Int, $offset: Int, $dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID\n) {\n  currentPractice {\n    id requireClientCcToBook paymentProvider\n    pastAppointments(limit: $limit, offset: $offset, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) {\n      ...PaymentEntryFields\n    }\n    pastAppointmentsCount(dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    everyPaymentCount: pastAppointmentsCount(clientId: $clientId)\n    totalCollected(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    totalOutstanding(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    collectedByWeek(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId) { weekStart collectedCents }\n  }\n}": typeof types.PaymentDirectoryDocument,
    "query PaymentRows($dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID) {\n  currentPractice {\n    id\n    pastAppointments(limit: null, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) {\n      ...PaymentEntryFields\n    }\n  }\n}": typeof types.PaymentRowsDocument,
    "query PracticeFlags { currentPractice { id flags {\n  recurringBookingsEnabled packagesEnabled clientNotesEnabled bookableEventsEnabled requireCcEnabled giftCardsEnabled conferencingEnabled\n  websitePlan discountCodesEnabled eventsEnabled servicesPagesEnabled importReviewsEnabled subscriptionLinkEnabled } } }": typeof types.PracticeFlagsDocument,
    "query ProCredentials {\n  proCredentials { id kind stateIssued licenseNumber filestackDocument filestackDocumentName state createdAt credential { id name } issuer { id name } }\n}": typeof types.ProCredentialsDocument,
    "query CredentialCatalogSearch($query: String, $kind: String) {\n  credentialSearch(query: $query, kind: $kind) { id name kind }\n  issuerSearch(query: $query, kind: $kind) { id name kind }\n}": typeof types.CredentialCatalogSearchDocument,
    "mutation CreateProCredential($credentialId: ID, $issuerId: ID, $stateIssued: String, $licenseNumber: String, $filestackDocument: String, $filestackDocumentName: String) {\n  createProCredential(credentialId: $credentialId, issuerId: $issuerId, stateIssued: $stateIssued, licenseNumber: $licenseNumber, filestackDocument: $filestackDocument, filestackDocumentName: $filestackDocumentName) {\n    result errors proCredential { id state }\n  }\n}": typeof types.CreateProCredentialDocument,
    "mutation RemoveCredential($credentialId: ID!) { removeCredential(credentialId: $credentialId) { result errors } }": typeof types.RemoveCredentialDocument,
    "mutation ReorderCredentials($credentials: [CredentialPositionInput!]!) { reorderCredentials(credentials: $credentials) { result errors } }": typeof types.ReorderCredentialsDocument,
    "query GalleryImages { galleryImages { id defaultPhotoUrl altText } }": typeof types.GalleryImagesDocument,
    "mutation UpdateGalleryImageAltText($galleryId: ID!, $altText: String) { updateGalleryImageAltText(galleryId: $galleryId, altText: $altText) { result errors } }": typeof types.UpdateGalleryImageAltTextDocument,
    "mutation GeneratePhotoAltText($context: String) { generateImageAltText(context: $context) { result errors altText } }": typeof types.GeneratePhotoAltTextDocument,
    "mutation AddGalleryImage($handles: [String!]!) { addGalleryImage(handles: $handles) { result errors galleryImages { id defaultPhotoUrl } } }": typeof types.AddGalleryImageDocument,
    "mutation RemoveGalleryImage($galleryId: ID!) { removeGalleryImage(galleryId: $galleryId) { result errors } }": typeof types.RemoveGalleryImageDocument,
    "mutation ReorderGalleryImages($photosArray: [ID!]!) { reorderGalleryImages(photosArray: $photosArray) { result errors } }": typeof types.ReorderGalleryImagesDocument,
    "query ProfileDetailsPage {\n  profileDetails { name location locationId title headline about shortLink photoUrl\n    practiceDetails { id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan } }\n}": typeof types.ProfileDetailsPageDocument,
    "mutation UpdateInfo($name: String, $location: String, $locationId: ID, $title: String, $headline: String, $about: String, $shortLink: String) {\n  updateInfo(name: $name, location: $location, locationId: $locationId, title: $title, headline: $headline, about: $about, shortLink: $shortLink) {\n    result errors profileDetails { name location locationId title headline about shortLink photoUrl\n      practiceDetails { id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan } }\n  }\n}": typeof types.UpdateInfoDocument,
    "mutation UpdateUserPhoto($handle: String!) { updateUserPhoto(handle: $handle) { result errors photoUrl } }": typeof types.UpdateUserPhotoDocument,
    "mutation UpdatePracticeDetails($locationId: ID, $languageIds: [ID!], $ageWorkWithIds: [ID!], $workWithIds: [ID!], $website: String, $facebook: String,\n  $instagram: String, $twitter: String, $linkedin: String, $tiktok: String, $youtube: String) {\n  updatePracticeDetails(locationId: $locationId, languageIds: $languageIds, ageWorkWithIds: $ageWorkWithIds, workWithIds: $workWithIds, website: $website, facebook: $facebook,\n    instagram: $instagram, twitter: $twitter, linkedin: $linkedin, tiktok: $tiktok, youtube: $youtube) {\n    result errors practice { id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan }\n  }\n}": typeof types.UpdatePracticeDetailsDocument,
    "query ShortLinkCheck($shortLink: String!) { shortLinkCheck(shortLink: $shortLink) { shortLink changed available message } }": typeof types.ShortLinkCheckDocument,
    "query PlaceSuggestions($text: String!, $limit: Int) { placeSuggestions(text: $text, limit: $limit) { id description mainText secondaryText } }": typeof types.PlaceSuggestionsDocument,
    "query ProfileChoices { profileChoices { languages { id name } ageWorkWiths { id name } workWiths { id name } } }": typeof types.ProfileChoicesDocument,
    "query ProfileStatusData {\n  profileStatusData {\n    status completionPercent unfinishedSteps practitionerFirstName profileUrl showCompletedModal showTermsModal\n    completionSteps { name link completed }\n    verificationSteps { name link completed }\n  }\n}": typeof types.ProfileStatusDataDocument,
    "mutation DismissProfileCompletedModal { dismissProfileCompletedModal { result errors } }": typeof types.DismissProfileCompletedModalDocument,
    "query PractitionerReferral {\n  practitionerReferral { discountCode amountCents referralUses { id useDate } withdrawals { id withdrawalDate amountCents status } isLifer }\n}": typeof types.PractitionerReferralDocument,
    "mutation EnsurePractitionerReferral {\n  ensurePractitionerReferral { result errors practitionerReferral {\n    discountCode amountCents referralUses { id useDate } withdrawals { id withdrawalDate amountCents status } isLifer\n  } }\n}": typeof types.EnsurePractitionerReferralDocument,
    "query ImportReviewPracticeZone { currentPractice { id timeZone } }": typeof types.ImportReviewPracticeZoneDocument,
    "query PracticeSkills { practiceSkills { id endorsementsCount specialty { id name category } } }": typeof types.PracticeSkillsDocument,
    "query Specialties($text: String, $page: Int, $hitsPerPage: Int) {\n  specialties(text: $text, page: $page, hitsPerPage: $hitsPerPage) { page nbPages nbHits hits { id name category } }\n}": typeof types.SpecialtiesDocument,
    "mutation UpdateSkills($skillIds: [ID!]!) {\n  updateSkills(skillIds: $skillIds) { result errors skills { id endorsementsCount specialty { id name category } } }\n}": typeof types.UpdateSkillsDocument,
    "mutation DeleteSkills($skillId: String!) {\n  deleteSkills(skillId: $skillId) { result errors skills { id endorsementsCount specialty { id name category } } }\n}": typeof types.DeleteSkillsDocument,
    "mutation MoveSkills($skillArray: [String!]!) {\n  moveSkills(skillArray: $skillArray) { result errors skills { id endorsementsCount specialty { id name category } } }\n}": typeof types.MoveSkillsDocument,
    "query ReviewsSummary {\n  reviewsSummary { completedCount pendingCount averageRating importEnabled }\n  currentPractice { id shortLink }\n}": typeof types.ReviewsSummaryDocument,
    "query PracticeReviews($dateFilter: String, $rating: Int, $limit: Int, $offset: Int) {\n  practiceReviews(dateFilter: $dateFilter, rating: $rating, limit: $limit, offset: $offset) {\n    count\n    reviews { id rating text createdAt createdAtAgoInWords unverifiedName isAnonymous source status\n      client { id firstName lastName email phone } reviewReply { message repliedAt } endorsedSkills { id name } }\n  }\n}": typeof types.PracticeReviewsDocument,
    "query ReviewDetails($id: ID!) {\n  review(id: $id) { id rating text createdAt createdAtAgoInWords unverifiedName isAnonymous source status\n    client { id firstName lastName email phone } reviewReply { message repliedAt } endorsedSkills { id name } }\n}": typeof types.ReviewDetailsDocument,
    "query PendingReviewRequests {\n  pendingReviewRequests { clientId appointmentId firstName email phone reviewRequestedAt reviewLink reviewRequireConfirmation automatic }\n}": typeof types.PendingReviewRequestsDocument,
    "mutation AddEditReviewReply($reviewId: ID!, $message: String!) {\n  addEditReviewReply(reviewId: $reviewId, message: $message) { result errors review { id reviewReply { message repliedAt } } }\n}": typeof types.AddEditReviewReplyDocument,
    "mutation ProImportReview($rating: Int!, $review: String, $firstName: String!, $phone: String!, $createdAt: LocalDate!) {\n  proImportReview(rating: $rating, review: $review, firstName: $firstName, phone: $phone, createdAt: $createdAt) { result errors }\n}": typeof types.ProImportReviewDocument,
    "mutation SendBulkReviewRequests($clients: [BulkReviewRequestClient!]!) {\n  sendBulkReviewRequests(clients: $clients) { result errors erroredClients { email firstName phone errors } }\n}": typeof types.SendBulkReviewRequestsDocument,
    "mutation ResendProReviewRequest($clientId: ID!, $appointmentId: ID) {\n  resendProReviewRequest(clientId: $clientId, appointmentId: $appointmentId) { result errors }\n}": typeof types.ResendProReviewRequestDocument,
    "mutation DismissReviewRequest($clientId: ID!, $appointmentId: ID) {\n  dismissReviewRequest(clientId: $clientId, appointmentId: $appointmentId) { result errors }\n}": typeof types.DismissReviewRequestDocument,
    "query DiscountCodes {\n  discountCodes { id code kind amountCents percent expiresAt maxRedemptions redemptionCount combinationLimit serviceIds applyToSpecificServices editable }\n}": typeof types.DiscountCodesDocument,
    "mutation UpsertDiscountCode($input: UpsertDiscountCodeInput!) {\n  upsertDiscountCode(input: $input) { result errors discountCode { id code } }\n}": typeof types.UpsertDiscountCodeDocument,
    "query CouponServices { currentPractice(includePrivate: true) { id services { id name } } }": typeof types.CouponServicesDocument,
    "mutation DeleteDiscountCode($id: ID!) { deleteDiscountCode(id: $id) { result errors } }": typeof types.DeleteDiscountCodeDocument,
    "query GetBookableEventTypes {\n  bookableEventTypes {\n    id name description instructions capacity amountCents amountCurrency location kind duration durationUnit slug url photoUrl eventsCount\n  }\n}": typeof types.GetBookableEventTypesDocument,
    "query GetScheduledEvents($bookableEventTypeId: ID!) {\n  bookableEventType(id: $bookableEventTypeId) {\n    id bookableEvents { id startsAt endsAt timeZone allDay clientsCount capacity atCapacity }\n  }\n}": typeof types.GetScheduledEventsDocument,
    "mutation UpsertBookableEventType($id: ID, $name: String!, $description: String, $instructions: String, $capacity: Int,\n  $unlimitedCapacity: Boolean, $amountCents: Int, $location: String!, $kind: String, $duration: Int, $durationUnit: String, $slug: String) {\n  upsertBookableEventType(id: $id, name: $name, description: $description, instructions: $instructions, capacity: $capacity,\n    unlimitedCapacity: $unlimitedCapacity, amountCents: $amountCents, location: $location, kind: $kind, duration: $duration,\n    durationUnit: $durationUnit, slug: $slug) {\n    result errors bookableEventType { id name slug }\n  }\n}": typeof types.UpsertBookableEventTypeDocument,
    "mutation DeleteBookableEventType($id: ID!) { deleteBookableEventType(id: $id) { result errors } }": typeof types.DeleteBookableEventTypeDocument,
    "mutation UpdateBookableEventTypePhoto($id: ID!, $handle: String!) {\n  updateBookableEventTypePhoto(id: $id, handle: $handle) { result errors photoUrl }\n}": typeof types.UpdateBookableEventTypePhotoDocument,
    "mutation RemoveBookableEventTypePhoto($id: ID!) { removeBookableEventTypePhoto(id: $id) { result errors } }": typeof types.RemoveBookableEventTypePhotoDocument,
    "mutation ReorderServices($servicesArray: [ServicePositionInput!]!) {\n  reorderServices(servicesArray: $servicesArray) { result errors services { id } }\n}": typeof types.ReorderServicesDocument,
    "mutation UpdateServicePhoto($handle: String!, $serviceId: ID!) {\n  updateServicePhoto(handle: $handle, serviceId: $serviceId) { result errors photoUrl }\n}": typeof types.UpdateServicePhotoDocument,
    "mutation RemoveServicePhoto($serviceId: ID!) { removeServicePhoto(serviceId: $serviceId) { result errors } }": typeof types.RemoveServicePhotoDocument,
    "\n  fragment ServiceFields on Service {\n    id name description timeLength amountCents addOn public locationIds package numberOfSessions allowedServiceIds variations { id timeLength amountCents }\n    availableTimes availableTimesEnabled photoUrl\n  }\n": typeof types.ServiceFieldsFragmentDoc,
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
    "query CalendarIntegrationsPage {\n  calendarIntegrations {\n    conflictChecking\n    subscriptionPath\n    writeCalendar { calendarId calendarName }\n    connections { id providerName profileName profileId feedUrl errored lastRefreshedAt lastFailedAt calendars { id calendarId calendarName active } }\n  }\n}": typeof types.CalendarIntegrationsPageDocument,
    "mutation CalendarCreateFeed($feedUrl: String!) {\n  createCronofyFeed(feedUrl: $feedUrl) { result errors feed { id profileName } }\n}": typeof types.CalendarCreateFeedDocument,
    "mutation CalendarUpdateCalendars($calendars: [CalendarActiveInput!]!) {\n  updateCronofyCalendars(calendars: $calendars) { result errors }\n}": typeof types.CalendarUpdateCalendarsDocument,
    "mutation CalendarConflictChecking($enabled: Boolean!) {\n  updateCalendarConflictChecking(enabled: $enabled) { result errors }\n}": typeof types.CalendarConflictCheckingDocument,
    "mutation CalendarWriteCalendar($writeCalendarId: String) { updateCronofyClient(writeCalendarId: $writeCalendarId) { result errors } }": typeof types.CalendarWriteCalendarDocument,
    "mutation CalendarStartConnection($provider: String!) { startCalendarConnection(provider: $provider) { result errors url } }": typeof types.CalendarStartConnectionDocument,
    "mutation CalendarConnectAccount($provider: String!, $code: String!, $state: String!) {\n  connectCalendarAccount(provider: $provider, code: $code, state: $state) { result errors connection { id profileName } }\n}": typeof types.CalendarConnectAccountDocument,
    "mutation CalendarRemoveProfile($profileId: ID!) { removeCronofyProfile(profileId: $profileId) { result errors } }": typeof types.CalendarRemoveProfileDocument,
    "mutation CalendarCreateSubscriptionLink { createAppointmentsSubscriptionLink { result errors } }": typeof types.CalendarCreateSubscriptionLinkDocument,
    "mutation CalendarRevokeSubscriptionLink { revokeAppointmentsSubscriptionLink { result errors } }": typeof types.CalendarRevokeSubscriptionLinkDocument,
    "query VideoConferencingPage {\n  videoConferencing { mode conferencingServices { provider active } zoomInfo { connected erroredAt accountName accountEmail } }\n}": typeof types.VideoConferencingPageDocument,
    "mutation ConferencingApproveSimulated($provider: String!) {\n  approveSimulatedVideoConferencing(provider: $provider) { result errors }\n}": typeof types.ConferencingApproveSimulatedDocument,
    "mutation ConferencingDeactivate($provider: String!) {\n  deactivateVideoConferencing(provider: $provider) { result errors }\n}": typeof types.ConferencingDeactivateDocument,
    "query PersonalSettingsPage { personalSettings { id name email phone gender customGender dob } }": typeof types.PersonalSettingsPageDocument,
    "mutation UpdatePersonalSettings($input: PersonalSettingsInput!) {\n  updatePersonalSettings(input: $input) { result errors user { id name email phone gender customGender dob } }\n}": typeof types.UpdatePersonalSettingsDocument,
    "query PracticeLink { currentPractice { id url } }": typeof types.PracticeLinkDocument,
    "query AppointmentStory($appointmentId: ID!) {\n  appointmentStory(appointmentId: $appointmentId) {\n    appointmentId practiceId practiceName currency timeZone clientToken\n    entries {\n      eventId revision type occurredAt occurredAtLocal summary actor correlationId\n      origin { ip userAgent }\n      changes { field before after }\n      after { revision at status startsAtLocal clientName rows { field value } }\n      data\n      email { to subject html text ics }\n      payment { provider idempotencyKey providerReference transactionId }\n    }\n    notes { eventId at atLocal note supportName }\n  }\n}": typeof types.AppointmentStoryDocument,
    "query AppointmentAsOf($appointmentId: ID!, $revision: Int, $at: DateTime) {\n  appointmentAsOf(appointmentId: $appointmentId, revision: $revision, at: $at) { revision at status startsAtLocal clientName rows { field value } }\n}": typeof types.AppointmentAsOfDocument,
    "query AppointmentDiff($appointmentId: ID!, $fromRevision: Int!, $toRevision: Int!) {\n  appointmentDiff(appointmentId: $appointmentId, fromRevision: $fromRevision, toRevision: $toRevision) { field before after }\n}": typeof types.AppointmentDiffDocument,
    "query AppointmentRelated($appointmentId: ID!) {\n  appointmentRelated(appointmentId: $appointmentId) {\n    clientAppointments { appointmentId practiceName clientName services startsAtLocal state }\n    scheduleChanges { at atLocal summary streamId appointmentId }\n    messages { at atLocal channel to subject status eventId }\n  }\n}": typeof types.AppointmentRelatedDocument,
    "query SupportSearch($text: String!) {\n  supportSearch(text: $text) {\n    appointmentId practiceId practiceName shortLink clientName clientEmail clientPhone services startsAt timeZone startsAtLocal state\n  }\n}": typeof types.SupportSearchDocument,
    "query SupportAudit($limit: Int, $offset: Int) {\n  supportAudit(limit: $limit, offset: $offset) {\n    total items { id at supportAccountId supportName supportEmail action target practiceId }\n  }\n}": typeof types.SupportAuditDocument,
    "mutation AddSupportNote($appointmentId: ID!, $note: String!) {\n  addSupportNote(appointmentId: $appointmentId, note: $note) { result errors }\n}": typeof types.AddSupportNoteDocument,
    "query TextOutbox($limit: Int, $offset: Int) {\n  textOutbox(limit: $limit, offset: $offset) { total items { id to body type recipientKind sentVia sentAt } }\n  currentPractice { id timeZone }\n}": typeof types.TextOutboxDocument,
    "query CustomDomain { customDomain { domain kind dnsRecords { type host value ttl } } }": typeof types.CustomDomainDocument,
    "mutation DomainProviderJwtToken { domainProviderJwtToken { result errors jwtToken provider } }": typeof types.DomainProviderJwtTokenDocument,
    "mutation UpsertCustomDomain($domain: String!, $step: String) {\n  upsertCustomDomain(domain: $domain, step: $step) { result errors customDomain { domain kind } }\n}": typeof types.UpsertCustomDomainDocument,
    "mutation DeleteCustomDomain { deleteCustomDomain { result errors } }": typeof types.DeleteCustomDomainDocument,
    "query DomainStatus($domain: String!, $fresh: Boolean) { domainStatus(domain: $domain, fresh: $fresh) }": typeof types.DomainStatusDocument,
    "query WebsiteMetadata { websiteMetadata { id title description ogSiteName primaryModality } }": typeof types.WebsiteMetadataDocument,
    "query PracticeScripts { practiceScripts { id headScripts bodyScripts } }": typeof types.PracticeScriptsDocument,
    "mutation UpsertWebsiteMetadata($input: WebsiteMetadataInput!) {\n  upsertWebsiteMetadata(input: $input) { result errors websiteMetadata { id title description ogSiteName primaryModality } }\n}": typeof types.UpsertWebsiteMetadataDocument,
    "mutation GenerateSiteMetadata {\n  generateSiteMetadata { result errors websiteMetadata { id title description ogSiteName primaryModality } }\n}": typeof types.GenerateSiteMetadataDocument,
    "mutation UpdatePracticeScripts($headScripts: String, $bodyScripts: String) {\n  updatePracticeScripts(headScripts: $headScripts, bodyScripts: $bodyScripts) { result errors practice { id headScripts bodyScripts } }\n}": typeof types.UpdatePracticeScriptsDocument,
    "mutation SendDownloadAppText { sendText(type: \"download_mobile_app\") { result errors } }": typeof types.SendDownloadAppTextDocument,
};
const documents: Documents = {
    "\n  query ClientUser {\n    clientUser { id email }\n  }\n": types.ClientUserDocument,
    "\n  mutation RequestClientSignInLink($email: String!) {\n    requestClientSignInLink(email: $email) { result errors }\n  }\n": types.RequestClientSignInLinkDocument,
    "\n  mutation RequestClientSignInLinkForAppointment($instantActionToken: String!) {\n    requestClientSignInLinkForAppointment(instantActionToken: $instantActionToken) { result errors sentTo }\n  }\n": types.RequestClientSignInLinkForAppointmentDocument,
    "\n  mutation SignInClient($token: String!) {\n    signInClient(token: $token) { result errors clientUser { id email } }\n  }\n": types.SignInClientDocument,
    "\n  mutation SignOutClient {\n    signOutClient { result errors }\n  }\n": types.SignOutClientDocument,
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
    "\n  query BookingAvailability(\n    $shortLink: String!, $serviceId: ID, $variationId: ID, $locationId: ID, $addOnServiceIds: [ID!], $from: LocalDate, $to: LocalDate\n  ) {\n    publicPractice(shortLink: $shortLink) {\n      id\n      bookingAvailability(\n        serviceId: $serviceId, variationId: $variationId, locationId: $locationId, addOnServiceIds: $addOnServiceIds, from: $from, to: $to\n      ) { timeZone availableSlots { date datetimes } }\n    }\n  }\n": types.BookingAvailabilityDocument,
    "\n  mutation BookingSetupIntent($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {\n    bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $firstName, lastName: $lastName) { result errors setupIntentSecret }\n  }\n": types.BookingSetupIntentDocument,
    "\n  mutation RequestAppointment($input: RequestAppointmentInput!) {\n    requestAppointment(input: $input) { result errors appointmentId instantActionToken state nextAvailableTimes }\n  }\n": types.RequestAppointmentDocument,
    "\n  query DiscountCodeQuote($practiceId: ID!, $code: String!, $serviceId: ID!, $variationId: ID, $addOnServiceIds: [ID!]) {\n    discountCodeQuote(practiceId: $practiceId, code: $code, serviceId: $serviceId, variationId: $variationId, addOnServiceIds: $addOnServiceIds) {\n      result errors code discountCents totalCents\n    }\n  }\n": types.DiscountCodeQuoteDocument,
    "\n  query EventDiscountCodeQuote($bookableEventId: ID!, $code: String!) {\n    eventDiscountCodeQuote(bookableEventId: $bookableEventId, code: $code) { result errors code discountCents totalCents }\n  }\n": types.EventDiscountCodeQuoteDocument,
    "\n  query EventRegistration($token: String!) {\n    eventRegistration(token: $token) {\n      id token state isOwnerCancelled amountCents createdAt paymentStatus paymentLabel\n      discount { code amountCents }\n      event { id name kind location startsAt endsAt allDay timeZone photoUrl imageUrl description instructions }\n      eventType { slug url }\n      client { firstName lastName email }\n      practice { name shortLink email phone }\n    }\n  }\n": types.EventRegistrationDocument,
    "\n  query PracticeEventTypes($shortLink: String!) {\n    publicEventTypes(shortLink: $shortLink) {\n      id name slug kind location duration durationUnit amountCents amountCurrency\n      events { id startsAt endsAt allDay timeZone seatsLeft full }\n    }\n  }\n": types.PracticeEventTypesDocument,
    "\n  query PublicEventType($shortLink: String!, $slug: String!) {\n    publicEventType(shortLink: $shortLink, slug: $slug) {\n      id name slug kind location photoUrl description instructions duration durationUnit\n      amountCents amountCurrency capacity url requiresCard\n      practice { id name shortLink paymentProvider }\n      events { id startsAt endsAt allDay timeZone seatsLeft full }\n    }\n  }\n": types.PublicEventTypeDocument,
    "\n  mutation RegisterForBookableEvent(\n    $bookableEventId: ID!, $firstName: String!, $lastName: String!, $email: String!, $phone: String,\n    $setupIntentSecret: String, $cardSourceId: String, $discountCode: String\n  ) {\n    registerForBookableEvent(\n      bookableEventId: $bookableEventId, firstName: $firstName, lastName: $lastName, email: $email, phone: $phone,\n      setupIntentSecret: $setupIntentSecret, cardSourceId: $cardSourceId, discountCode: $discountCode\n    ) { result errors token paymentStatus }\n  }\n": types.RegisterForBookableEventDocument,
    "\n  mutation GiftCardSetupIntent($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {\n    bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $firstName, lastName: $lastName) { result errors setupIntentSecret }\n  }\n": types.GiftCardSetupIntentDocument,
    "\n  query GiftCardBalance($practiceId: ID!, $code: String!) {\n    giftCardBalance(practiceId: $practiceId, code: $code) { result errors code balanceCents currency }\n  }\n": types.GiftCardBalanceDocument,
    "\n  query PublicGiftCardTemplates($shortLink: String!) {\n    publicGiftCardTemplates(shortLink: $shortLink) { id amountCents amountCurrency description }\n  }\n": types.PublicGiftCardTemplatesDocument,
    "\n  mutation PurchaseGiftCard($practiceId: ID!, $giftCardTemplateId: ID!, $buyerName: String!, $buyerEmail: String!, $recipientName: String!,\n    $recipientEmail: String!, $message: String, $setupIntentSecret: String, $cardSourceId: String) {\n    purchaseGiftCard(practiceId: $practiceId, giftCardTemplateId: $giftCardTemplateId, buyerName: $buyerName, buyerEmail: $buyerEmail,\n      recipientName: $recipientName, recipientEmail: $recipientEmail, message: $message, setupIntentSecret: $setupIntentSecret, cardSourceId: $cardSourceId) {\n      result errors giftCard { code amountCents currency recipientEmail }\n    }\n  }\n": types.PurchaseGiftCardDocument,
    "\n  query RecentClientReviews($limit: Int) {\n    recentClientReviews(limit: $limit) {\n      id rating text publicName createdAt\n      practitioner { name shortLink title photoUrl }\n    }\n  }\n": types.RecentClientReviewsDocument,
    "\n  query TherapyCategories {\n    therapyCategories { name }\n  }\n": types.TherapyCategoriesDocument,
    "\n  query IntakeFormFill($uniqueId: String!) {\n    intakeFormByUniqueId(uniqueId: $uniqueId) { uniqueId completed form theme practiceName practiceUrl }\n  }\n": types.IntakeFormFillDocument,
    "\n  mutation SaveIntakeFormResponse($uniqueId: String!, $formData: String!) {\n    saveIntakeFormResponse(uniqueId: $uniqueId, formData: $formData) { result errors }\n  }\n": types.SaveIntakeFormResponseDocument,
    "\n  query ClientPaymentMethods {\n    clientPaymentMethods {\n      clientId\n      practice { id name url hasPaymentProvider paymentProvider paymentMode }\n      paymentMethod { brand last4 expMonth expYear }\n    }\n  }\n": types.ClientPaymentMethodsDocument,
    "\n  mutation ClientCardSetup($clientId: ID!) {\n    setupIntent(clientId: $clientId) { result errors setupIntentSecret }\n  }\n": types.ClientCardSetupDocument,
    "\n  mutation ConfirmClientCardSetup($clientId: ID!, $setupIntentSecret: String!) {\n    confirmCardSetup(clientId: $clientId, setupIntentSecret: $setupIntentSecret) { result errors paymentMethod { brand last4 expMonth expYear } }\n  }\n": types.ConfirmClientCardSetupDocument,
    "\n  mutation SquareAddClientCard($clientId: ID!, $sourceId: String!) {\n    squareAddCardToCustomer(clientId: $clientId, sourceId: $sourceId) { result errors paymentMethod { brand last4 expMonth expYear } }\n  }\n": types.SquareAddClientCardDocument,
    "\n  mutation DetachClientPaymentMethod($clientId: ID!) {\n    detachPaymentMethodPractice(clientId: $clientId) { result errors }\n  }\n": types.DetachClientPaymentMethodDocument,
    "\n  query PracticeGallery($shortLink: String!) {\n    publicGalleryImages(shortLink: $shortLink) { id defaultPhotoUrl altText }\n  }\n": types.PracticeGalleryDocument,
    "\n  query PublicWebsite($shortLink: String!) {\n    publicWebsite(shortLink: $shortLink) { websiteMetadata { id title description ogSiteName } scripts { id headScripts bodyScripts } }\n  }\n": types.PublicWebsiteDocument,
    "\n  query PublicPractice($shortLink: String!) {\n    publicPractice(shortLink: $shortLink) {\n      id name shortLink url timeZone\n      user { name email phone }\n      services { id name description timeLength amountCents addOn public locationIds variations { id timeLength amountCents } package allowedServiceIds photoUrl }\n      locations { id name kind timeZone address city stateProvince zip virtualType virtualLink virtualInstructions state }\n      bookingSettings { cancellationPolicy appointmentLeadTime }\n      requireClientCcToBook paymentProvider paymentMode\n      profile { title headline about location photoUrl }\n      approvedCredentials { id kind name issuer stateIssued }\n      specialties { id name }\n      reviewsSummary { averageRating count }\n      flags { discountCodesEnabled giftCardsEnabled }\n    }\n  }\n": types.PublicPracticeDocument,
    "\n  query PublicPracticeReviews($shortLink: String!, $limit: Int) {\n    publicPractice(shortLink: $shortLink) {\n      id\n      reviewsSummary { averageRating count }\n      latestReviews(limit: $limit) {\n        id rating text publicName createdAt createdAtAgoInWords\n        reply { message repliedAt }\n        skills { id name }\n      }\n    }\n  }\n": types.PublicPracticeReviewsDocument,
    "\n  query ReviewFlowPractice($referralCode: String!) {\n    reviewPractice(referralCode: $referralCode) { practiceId name title photoUrl shortLink skills { id name } }\n  }\n": types.ReviewFlowPracticeDocument,
    "\n  query ReviewFlowReview($token: String!) {\n    reviewByToken(token: $token) {\n      token rating text isAnonymous publicName skillIds source status createdAt appointmentId clientId\n      practice { practiceId name title photoUrl shortLink skills { id name } }\n    }\n  }\n": types.ReviewFlowReviewDocument,
    "\n  mutation ReviewFlowCreateClient($practiceId: ID!, $phone: String!, $firstName: String!) {\n    reviewCreateClient(practiceId: $practiceId, phone: $phone, firstName: $firstName) { result errors clientId }\n  }\n": types.ReviewFlowCreateClientDocument,
    "\n  mutation ReviewFlowAddRating($practiceId: ID!, $clientId: ID!, $rating: Int!, $appointmentId: ID) {\n    reviewAddRating(practiceId: $practiceId, clientId: $clientId, rating: $rating, appointmentId: $appointmentId) { result errors token }\n  }\n": types.ReviewFlowAddRatingDocument,
    "\n  mutation ReviewFlowAddEndorsements($reviewId: String!, $endorsements: [String!]!) {\n    reviewAddEndorsements(reviewId: $reviewId, endorsements: $endorsements) { result errors }\n  }\n": types.ReviewFlowAddEndorsementsDocument,
    "\n  mutation ReviewFlowAddText($reviewId: String!, $text: String!) {\n    reviewAddTextReview(reviewId: $reviewId, text: $text) { result errors }\n  }\n": types.ReviewFlowAddTextDocument,
    "\n  mutation ReviewFlowToggleAnon($reviewId: String!, $isAnon: Boolean!) {\n    toggleReviewAnon(reviewId: $reviewId, isAnon: $isAnon) { result errors }\n  }\n": types.ReviewFlowToggleAnonDocument,
    "\n  mutation ReviewFlowSetPublicName($reviewId: String!, $name: String!) {\n    setReviewPublicName(reviewId: $reviewId, name: $name) { result errors }\n  }\n": types.ReviewFlowSetPublicNameDocument,
    "\n  mutation ReviewFlowConfirm($reviewId: String!) {\n    confirmReview(reviewId: $reviewId) { result errors }\n  }\n": types.ReviewFlowConfirmDocument,
    "\n  mutation ReviewFlowDispute($reviewId: String!) {\n    disputeReview(reviewId: $reviewId) { result errors }\n  }\n": types.ReviewFlowDisputeDocument,
    "\n  mutation ReviewFlowFeatureRequest($name: String!, $clientId: ID) {\n    featureRequest(name: $name, clientId: $clientId) { result errors }\n  }\n": types.ReviewFlowFeatureRequestDocument,
    "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query) {\n      therapies { id name category }\n      practitioners { id name shortLink photoUrl verified }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  query PractitionerSearch($query: String, $aroundLat: Float, $aroundLng: Float, $virtual: Boolean, $page: Int, $sortByDistance: Boolean) {\n    searchPractitioners(query: $query, aroundLat: $aroundLat, aroundLng: $aroundLng, virtual: $virtual, page: $page, sortByDistance: $sortByDistance) {\n      page nbPages nbHits\n      hits { id name shortLink headline photoUrl verified rating reviewCount virtual inPerson distanceMiles latitude longitude nextAvailable }\n    }\n  }\n": types.PractitionerSearchDocument,
    "\n  query SearchPlaceSuggestions($text: String!, $limit: Int) {\n    placeSuggestions(text: $text, limit: $limit) { id description mainText secondaryText types }\n  }\n": types.SearchPlaceSuggestionsDocument,
    "\n  query SearchLocation($text: String, $placeId: ID) {\n    searchLocation(text: $text, placeId: $placeId) { id description latitude longitude }\n  }\n": types.SearchLocationDocument,
    "\n  query ClientBookings {\n    clientBookings {\n      upcomingAppointments { ...BookingCardFields }\n      pastAppointments { ...BookingCardFields }\n      expiredAppointments { ...BookingCardFields }\n      transactions { ...BookingCardFields }\n    }\n  }\n  fragment BookingCardFields on ClientBooking {\n    id state stateLabel startsAt endsAt amountCents feeCents platformFeeCents instantActionToken appointmentTimeLength practiceId serviceId\n    practice { id name url defaultCurrency }\n    services { id name timeLength amountCents addOn }\n    location { id name kind address timeZone timeZoneAbbr }\n    transaction { id type state amountCents stateLabel description }\n  }\n": types.ClientBookingsDocument,
    "\n  mutation CancelClientBooking($appointmentId: ID!) {\n    cancelClientBooking(appointmentId: $appointmentId) { result errors }\n  }\n": types.CancelClientBookingDocument,
    "mutation AcceptAppointment($appointmentId: ID!) {\n  acceptAppointment(appointmentId: $appointmentId) { result errors }\n}": types.AcceptAppointmentDocument,
    "mutation DeclineAppointment($appointmentId: ID!, $reason: String) {\n  declineAppointment(appointmentId: $appointmentId, reason: $reason) { result errors }\n}": types.DeclineAppointmentDocument,
    "mutation CancelAppointment($appointmentId: ID!, $practitionerNote: String, $cancelRecurringSeries: Boolean) {\n  cancelAppointment(appointmentId: $appointmentId, practitionerNote: $practitionerNote, cancelRecurringSeries: $cancelRecurringSeries) {\n    result errors cancelledAppointmentIds\n  }\n}": types.CancelAppointmentDocument,
    "mutation ProCreateAppointment($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,\n  $startsAt: DateTime!, $endsAt: DateTime!, $clientId: ID, $client: NewClientInput, $practitionerNote: String, $packageId: ID) {\n  proCreateAppointment(appointmentServices: $appointmentServices, locationId: $locationId, startsAt: $startsAt,\n    endsAt: $endsAt, clientId: $clientId, client: $client, practitionerNote: $practitionerNote, packageId: $packageId) {\n    result errors appointment { ...CalendarAppointmentFields }\n  }\n}": types.ProCreateAppointmentDocument,
    "mutation CreateAppointments($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,\n  $clientId: ID, $client: NewClientInput, $bookedFrom: String, $bookedBy: String, $recurringStartTimes: [DateTime!]!,\n  $recurrencePattern: String!, $duration: Int!, $packageId: ID) {\n  createAppointments(appointmentServices: $appointmentServices, locationId: $locationId, clientId: $clientId,\n    client: $client, bookedFrom: $bookedFrom, bookedBy: $bookedBy, recurringStartTimes: $recurringStartTimes,\n    recurrencePattern: $recurrencePattern, duration: $duration, packageId: $packageId) {\n    result errors seriesId appointments { id startsAt endsAt }\n  }\n}": types.CreateAppointmentsDocument,
    "mutation UpdateAppointmentV2($appointmentId: ID!, $appointmentServices: [AppointmentServiceInput!], $locationId: ID,\n  $startsAt: DateTime, $endsAt: DateTime, $practitionerNote: String, $rescheduleRecurringSeries: Boolean) {\n  updateAppointmentV2(appointmentId: $appointmentId, appointmentServices: $appointmentServices, locationId: $locationId,\n    startsAt: $startsAt, endsAt: $endsAt, practitionerNote: $practitionerNote, rescheduleRecurringSeries: $rescheduleRecurringSeries) {\n    result errors appointment { ...CalendarAppointmentFields }\n  }\n}": types.UpdateAppointmentV2Document,
    "mutation ResendConfirmation($appointmentId: ID!, $sendTo: String!) {\n  resendProAppointmentConfirmation(appointmentId: $appointmentId, sendTo: $sendTo) { result errors }\n}": types.ResendConfirmationDocument,
    "mutation AddAppointmentNote($text: String!, $clientId: ID!, $appointmentId: ID) {\n  addNote(text: $text, clientId: $clientId, noteType: \"appointment\", appointmentId: $appointmentId) { result errors }\n}": types.AddAppointmentNoteDocument,
    "\n  fragment AppointmentFields on Appointment {\n    id practiceId state startsAt endsAt timeZone amountCents instantActionToken bookedBy createdAt past practitionerNote\n    client { id firstName lastName email phone }\n    services { serviceId name timeLength amountCents addOn }\n    location { id name kind timeZone }\n  }\n": types.AppointmentFieldsFragmentDoc,
    "\n  query Appointments($filter: AppointmentFilter, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {\n    appointments(filter: $filter, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {\n      items { ...AppointmentFields }\n      total\n    }\n  }\n": types.AppointmentsDocument,
    "query Appointment($id: ID!) { appointment(id: $id) { ...AppointmentFields } }": types.AppointmentDocument,
    "fragment CalendarClientFields on Client { id name firstName lastName email phone formattedPhone }": types.CalendarClientFieldsFragmentDoc,
    "query CalendarClients($search: String, $limit: Int) {\n  clients(search: $search, limit: $limit) { clients { ...CalendarClientFields } totalCount }\n}": types.CalendarClientsDocument,
    "query CalendarClient($clientId: ID!) {\n  client(clientId: $clientId) { ...CalendarClientFields customPrices { serviceId amountCents } openPackages { id serviceId name sessionsRemaining numberOfSessions } }\n}": types.CalendarClientDocument,
    "query RecurringTimes($practiceId: ID!, $startsAt: DateTime!, $recurrencePattern: String!, $duration: Int!, $locationId: ID) {\n  recurringTimes(practiceId: $practiceId, startsAt: $startsAt, recurrencePattern: $recurrencePattern, duration: $duration, locationId: $locationId) {\n    startsAt displayTime conflicts { id name type timeRange }\n  }\n}": types.RecurringTimesDocument,
    "query AppointmentNotes($id: ID!) { appointment(id: $id) { id notes { id text time noteType } } }": types.AppointmentNotesDocument,
    "\n  query AppointmentHistory($appointmentId: ID!) {\n    appointmentHistory(appointmentId: $appointmentId) { eventId revision occurredAt type actor data metadata }\n  }\n": types.AppointmentHistoryDocument,
    "mutation SignUp($input: SignUpInput!) { signUp(input: $input) { result errors } }": types.SignUpDocument,
    "mutation LogIn($email: String!, $password: String!) {\n  logIn(email: $email, password: $password) { result errors user { ...CurrentUserFields } }\n}": types.LogInDocument,
    "mutation LogOut { logOut { result errors } }": types.LogOutDocument,
    "\n  fragment BookingSettingsFields on BookingSettings {\n    appointmentBufferTime appointmentLeadTime startTimeIncrement instantClientApproval cancellationPolicy\n  }\n": types.BookingSettingsFieldsFragmentDoc,
    "query BookingSettings { currentPractice { id bookingSettings { ...BookingSettingsFields } } }": types.BookingSettingsDocument,
    "mutation UpdateBookingSettings($input: BookingSettingsInput!) {\n  updateBookingSettings(input: $input) { result error errors bookingSettings { ...BookingSettingsFields } }\n}": types.UpdateBookingSettingsDocument,
    "mutation UpsertPersonalEvent($id: ID, $name: String, $allDay: Boolean!, $startsAt: DateTime!, $endsAt: DateTime!, $timeZone: String!) {\n  upsertPersonalEvent(id: $id, name: $name, allDay: $allDay, startsAt: $startsAt, endsAt: $endsAt, timeZone: $timeZone) {\n    result errors personalEvent { ...PersonalEventFields }\n  }\n}": types.UpsertPersonalEventDocument,
    "mutation DeletePersonalEvent($id: ID!) { deletePersonalEvent(id: $id) { result errors } }": types.DeletePersonalEventDocument,
    "\n  fragment CalendarAppointmentFields on Appointment {\n    id state startsAt endsAt timeZone amountCents instantActionToken bookedBy past practitionerNote\n    seriesId recurrencePattern\n    client { id firstName lastName email phone }\n    services { serviceId name timeLength amountCents addOn }\n    location { id name kind timeZone }\n    discountCodeRedemptions { code amountCents }\n    giftCardRedemptions { code amountCents }\n    packageSessionNumber packageNumberOfSessions\n    ...AppointmentMoneyFields\n  }\n": types.CalendarAppointmentFieldsFragmentDoc,
    "fragment PersonalEventFields on PersonalEvent { id name allDay startsAt endsAt timeZone }": types.PersonalEventFieldsFragmentDoc,
    "query ProCalendarEvents($from: DateTime!, $to: DateTime!) {\n  calendarEvents(from: $from, to: $to) {\n    id title start end allDay classNames editable backgroundColor borderColor textColor extendedProps\n  }\n}": types.ProCalendarEventsDocument,
    "query AppointmentForCalendar($id: ID!) { appointment(id: $id) { ...CalendarAppointmentFields } }": types.AppointmentForCalendarDocument,
    "query AppointmentByToken($token: String!) {\n  appointmentByToken(instantActionToken: $token) { ...CalendarAppointmentFields }\n}": types.AppointmentByTokenDocument,
    "query ProCalendarUser {\n  currentPractice(includePrivate: true, includeAddOns: true) {\n    id timeZone\n    services { id name timeLength amountCents addOn locationIds variations { id timeLength amountCents } package numberOfSessions allowedServiceIds }\n    locations { id name kind timeZone state }\n  }\n}": types.ProCalendarUserDocument,
    "query PersonalEvent($id: ID!) { personalEvent(id: $id) { ...PersonalEventFields } }": types.PersonalEventDocument,
    "fragment CalendarGroupEventFields on BookableEvent {\n  id bookableEventTypeId name location kind startsAt endsAt allDay timeZone capacity amountCents amountCurrency clientsCount atCapacity\n  bookableEventType { id name duration durationUnit slug }\n  clients { id registrationId firstName lastName email phone paymentStatus paymentLabel amountCents overCapacity createdAt }\n}": types.CalendarGroupEventFieldsFragmentDoc,
    "query BookableEventForCalendar($id: ID!) { bookableEvent(id: $id) { ...CalendarGroupEventFields } }": types.BookableEventForCalendarDocument,
    "query CalendarBookableEventTypes {\n  bookableEventTypes { id name duration durationUnit capacity amountCents amountCurrency }\n}": types.CalendarBookableEventTypesDocument,
    "query RegistrantPayment($bookableEventId: ID!, $clientId: ID!) {\n  bookableEventRegistration(bookableEventId: $bookableEventId, clientId: $clientId) {\n    id paymentStatus paymentLabel amountCents createdAt canProcessPayment failureReason discount { code amountCents }\n  }\n}": types.RegistrantPaymentDocument,
    "mutation UpsertBookableEvent($id: ID, $bookableEventTypeId: ID!, $startsAt: DateTime!, $endsAt: DateTime!, $allDay: Boolean!, $timeZone: String!) {\n  upsertBookableEvent(id: $id, bookableEventTypeId: $bookableEventTypeId, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay, timeZone: $timeZone) {\n    result errors bookableEvent { id }\n  }\n}": types.UpsertBookableEventDocument,
    "mutation DeleteBookableEvent($id: ID!) { deleteBookableEvent(id: $id) { result errors } }": types.DeleteBookableEventDocument,
    "mutation AddClientToBookableEvent($bookableEventId: ID!, $clientId: ID, $clientParams: ClientParamsInput) {\n  addClientToBookableEvent(bookableEventId: $bookableEventId, clientId: $clientId, clientParams: $clientParams) {\n    result errors registrationsCount overCapacity\n  }\n}": types.AddClientToBookableEventDocument,
    "mutation RemoveClientFromBookableEvent($bookableEventId: ID!, $clientId: ID!) {\n  removeClientFromBookableEvent(bookableEventId: $bookableEventId, clientId: $clientId) { result errors registrationsCount }\n}": types.RemoveClientFromBookableEventDocument,
    "mutation ProcessRegistrationPayment($bookableEventId: ID!, $clientId: ID!) {\n  processRegistrationPayment(bookableEventId: $bookableEventId, clientId: $clientId) {\n    result errors registration { id paymentStatus paymentLabel amountCents createdAt canProcessPayment failureReason discount { code amountCents } }\n  }\n}": types.ProcessRegistrationPaymentDocument,
    "\n  fragment ClientAppointmentFields on Appointment {\n    id state startsAt endsAt timeZone instantActionToken services { name addOn } location { id name }\n  }\n": types.ClientAppointmentFieldsFragmentDoc,
    "query PastAppointments($clientId: ID!, $limit: Int) {\n  pastAppointments(clientId: $clientId, limit: $limit) { ...ClientAppointmentFields }\n}": types.PastAppointmentsDocument,
    "query UpcomingAppointments($clientId: ID!) {\n  upcomingAppointments(clientId: $clientId) { ...ClientAppointmentFields }\n}": types.UpcomingAppointmentsDocument,
    "mutation AddNote($text: String!, $clientId: ID!, $noteType: String, $appointmentId: ID) {\n  addNote(text: $text, clientId: $clientId, noteType: $noteType, appointmentId: $appointmentId) {\n    result errors note { id text time noteType appointmentId }\n  }\n}": types.AddNoteDocument,
    "mutation InviteClients($clients: [NewClientInput!]!) {\n  inviteClients(clients: $clients) { result errors invitedCount erroredClients { email errors } }\n}": types.InviteClientsDocument,
    "query ClientOpenPackages($clientId: ID!) {\n  client(clientId: $clientId) { id openPackages { id serviceId name sessionsRemaining numberOfSessions createdAt } }\n}": types.ClientOpenPackagesDocument,
    "\n  fragment ClientFields on Client {\n    id practiceId firstName lastName name email phone phoneExtension formattedPhone clientType invitedFrom\n    lastAppointmentDate address addressTwo city state postalCode country fullAddress createdAt deletedAt\n    notes { id text time noteType appointmentId }\n  }\n": types.ClientFieldsFragmentDoc,
    "query Clients($search: String, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {\n  clients(search: $search, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {\n    clients { ...ClientFields }\n    totalCount\n  }\n}": types.ClientsDocument,
    "query Client($clientId: ID!) { client(clientId: $clientId) { ...ClientFields } }": types.ClientDocument,
    "mutation CreateClient($client: NewClientInput!) {\n  createClient(client: $client) { result errors client { ...ClientFields } }\n}": types.CreateClientDocument,
    "mutation EditClient($clientId: ID!, $client: EditClientInput!) {\n  editClient(clientId: $clientId, client: $client) { result errors client { ...ClientFields } }\n}": types.EditClientDocument,
    "mutation DeleteClient($clientId: ID!) { deleteClient(clientId: $clientId) { result errors } }": types.DeleteClientDocument,
    "query SavedCard($instantActionToken: String!) {\n  defaultPaymentMethodPractice(instantActionToken: $instantActionToken) { brand last4 expMonth expYear }\n}": types.SavedCardDocument,
    "mutation DetachSavedCard($appointmentId: ID!, $instantActionToken: String!) {\n  detachPaymentMethodPractice(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors }\n}": types.DetachSavedCardDocument,
    "query ClientIntake($clientId: ID!) {\n  client(clientId: $clientId) { id intakeForm { uniqueId data time form sentAt } intakeFormSubmitted intakeLastSentAt }\n}": types.ClientIntakeDocument,
    "mutation SendIntakeForm($clientId: ID!) { sendIntakeForm(clientId: $clientId) { result errors } }": types.SendIntakeFormDocument,
    "query EmailTemplatePreview($name: String!, $content: String) {\n  emailTemplatePreview(name: $name, content: $content) { subject html renderedFor error }\n}": types.EmailTemplatePreviewDocument,
    "\n  fragment CommunicationSettingsFields on CommunicationSettingsView {\n    appointmentReminderEmailEnabled appointmentReminderTextEnabled appointmentEmailReminderMinutes appointmentTextReminderMinutes\n    paymentPastDueEmailEnabled paymentPastDueTextEnabled paymentPastDueEmailMinutes paymentPastDueTextMinutes reminderMinutesOptions\n    emailTemplates { name customContent defaultContent allowedVariables content }\n  }\n": types.CommunicationSettingsFieldsFragmentDoc,
    "query CommunicationSettings { communicationSettings { ...CommunicationSettingsFields } }": types.CommunicationSettingsDocument,
    "mutation UpdateCommunicationSettings($input: CommunicationSettingsInput!) {\n  updateCommunicationSettings(input: $input) { result error errors communicationSettings { ...CommunicationSettingsFields } }\n}": types.UpdateCommunicationSettingsDocument,
    "fragment CurrentUserFields on CurrentUser { id kind name email practiceId }": types.CurrentUserFieldsFragmentDoc,
    "query CurrentUser { currentUser { ...CurrentUserFields } }": types.CurrentUserDocument,
    "query UpcomingBookableEvents {\n  upcomingBookableEvents { id name description startsAt endsAt allDay timeZone capacity clientsCount atCapacity }\n}": types.UpcomingBookableEventsDocument,
    "query GiftCardTemplates {\n  giftCardTemplates { id amountCents amountCurrency description active public }\n}": types.GiftCardTemplatesDocument,
    "query GiftCardActivity {\n  giftCardActivity { id kind at giftCardId code amountCents balanceCents currency buyerName recipientName recipientEmail appointmentId }\n}": types.GiftCardActivityDocument,
    "mutation UpsertGiftCardTemplate($id: ID, $amountCents: Int, $description: String, $active: Boolean, $public: Boolean) {\n  upsertGiftCardTemplate(id: $id, amountCents: $amountCents, description: $description, active: $active, public: $public) {\n    result errors giftCardTemplate { id }\n  }\n}": types.UpsertGiftCardTemplateDocument,
    "mutation RedeemGiftCard($code: String!, $amountCents: Int!) {\n  redeemGiftCard(code: $code, amountCents: $amountCents) { result errors balanceCents }\n}": types.RedeemGiftCardDocument,
    "query ProInbox {\n  pendingAppointments { ...AppointmentFields }\n  failedPayments { ...AppointmentFields paymentError hasTransaction }\n  missingPayments { ...AppointmentFields paymentError hasTransaction }\n}": types.ProInboxDocument,
    "query IntakeFormDesign { intakeForm { data theme saveNo savedAt } }": types.IntakeFormDesignDocument,
    "mutation UpsertIntakeForm($data: String!, $saveNo: Int!) { upsertIntakeForm(data: $data, saveNo: $saveNo) { result errors saveNo } }": types.UpsertIntakeFormDocument,
    "mutation UpsertIntakeFormTheme($data: String!) { upsertIntakeFormTheme(data: $data) { result errors } }": types.UpsertIntakeFormThemeDocument,
    "query CalendarConnectionStatus { calendarIntegrations { connections { id providerName profileName errored } } }": types.CalendarConnectionStatusDocument,
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
    "mutation CreateAdjustment($appointmentId: ID!, $amountCents: Int!, $adjustedAt: DateTime, $note: String) {\n  createAdjustment(appointmentId: $appointmentId, amountCents: $amountCents, adjustedAt: $adjustedAt, note: $note) { result errors adjustmentId }\n}": types.CreateAdjustmentDocument,
    "mutation RemoveAdjustment($adjustmentId: ID!) {\n  removeAdjustment(adjustmentId: $adjustmentId) { result errors }\n}": types.RemoveAdjustmentDocument,
    "\n  fragment PaymentEntryFields on PaymentDirectoryEntry {\n    id startsAt endsAt timeZone clientId clientName clientEmail clientPhone serviceName locationName\n    amountCents tipAmountCents feeCents platformFeeCents collectedCents refundedCents outstandingCents\n    currency paymentStatus badge paidBy paidNote paymentError hasCard state instantActionToken\n    discountCodeRedemptions { code amountCents }\n    giftCardRedemptions { code amountCents }\n  }\n": types.PaymentEntryFieldsFragmentDoc,
    "query PaymentDirectory(\n  $limit: Int, $offset: Int, $dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID\n) {\n  currentPractice {\n    id requireClientCcToBook paymentProvider\n    pastAppointments(limit: $limit, offset: $offset, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) {\n      ...PaymentEntryFields\n    }\n    pastAppointmentsCount(dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    everyPaymentCount: pastAppointmentsCount(clientId: $clientId)\n    totalCollected(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    totalOutstanding(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)\n    collectedByWeek(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId) { weekStart collectedCents }\n  }\n}": types.PaymentDirectoryDocument,
    "query PaymentRows($dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID) {\n  currentPractice {\n    id\n    pastAppointments(limit: null, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) {\n      ...PaymentEntryFields\n    }\n  }\n}": types.PaymentRowsDocument,
    "query PracticeFlags { currentPractice { id flags {\n  recurringBookingsEnabled packagesEnabled clientNotesEnabled bookableEventsEnabled requireCcEnabled giftCardsEnabled conferencingEnabled\n  websitePlan discountCodesEnabled eventsEnabled servicesPagesEnabled importReviewsEnabled subscriptionLinkEnabled } } }": types.PracticeFlagsDocument,
    "query ProCredentials {\n  proCredentials { id kind stateIssued licenseNumber filestackDocument filestackDocumentName state createdAt credential { id name } issuer { id name } }\n}": types.ProCredentialsDocument,
    "query CredentialCatalogSearch($query: String, $kind: String) {\n  credentialSearch(query: $query, kind: $kind) { id name kind }\n  issuerSearch(query: $query, kind: $kind) { id name kind }\n}": types.CredentialCatalogSearchDocument,
    "mutation CreateProCredential($credentialId: ID, $issuerId: ID, $stateIssued: String, $licenseNumber: String, $filestackDocument: String, $filestackDocumentName: String) {\n  createProCredential(credentialId: $credentialId, issuerId: $issuerId, stateIssued: $stateIssued, licenseNumber: $licenseNumber, filestackDocument: $filestackDocument, filestackDocumentName: $filestackDocumentName) {\n    result errors proCredential { id state }\n  }\n}": types.CreateProCredentialDocument,
    "mutation RemoveCredential($credentialId: ID!) { removeCredential(credentialId: $credentialId) { result errors } }": types.RemoveCredentialDocument,
    "mutation ReorderCredentials($credentials: [CredentialPositionInput!]!) { reorderCredentials(credentials: $credentials) { result errors } }": types.ReorderCredentialsDocument,
    "query GalleryImages { galleryImages { id defaultPhotoUrl altText } }": types.GalleryImagesDocument,
    "mutation UpdateGalleryImageAltText($galleryId: ID!, $altText: String) { updateGalleryImageAltText(galleryId: $galleryId, altText: $altText) { result errors } }": types.UpdateGalleryImageAltTextDocument,
    "mutation GeneratePhotoAltText($context: String) { generateImageAltText(context: $context) { result errors altText } }": types.GeneratePhotoAltTextDocument,
    "mutation AddGalleryImage($handles: [String!]!) { addGalleryImage(handles: $handles) { result errors galleryImages { id defaultPhotoUrl } } }": types.AddGalleryImageDocument,
    "mutation RemoveGalleryImage($galleryId: ID!) { removeGalleryImage(galleryId: $galleryId) { result errors } }": types.RemoveGalleryImageDocument,
    "mutation ReorderGalleryImages($photosArray: [ID!]!) { reorderGalleryImages(photosArray: $photosArray) { result errors } }": types.ReorderGalleryImagesDocument,
    "query ProfileDetailsPage {\n  profileDetails { name location locationId title headline about shortLink photoUrl\n    practiceDetails { id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan } }\n}": types.ProfileDetailsPageDocument,
    "mutation UpdateInfo($name: String, $location: String, $locationId: ID, $title: String, $headline: String, $about: String, $shortLink: String) {\n  updateInfo(name: $name, location: $location, locationId: $locationId, title: $title, headline: $headline, about: $about, shortLink: $shortLink) {\n    result errors profileDetails { name location locationId title headline about shortLink photoUrl\n      practiceDetails { id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan } }\n  }\n}": types.UpdateInfoDocument,
    "mutation UpdateUserPhoto($handle: String!) { updateUserPhoto(handle: $handle) { result errors photoUrl } }": types.UpdateUserPhotoDocument,
    "mutation UpdatePracticeDetails($locationId: ID, $languageIds: [ID!], $ageWorkWithIds: [ID!], $workWithIds: [ID!], $website: String, $facebook: String,\n  $instagram: String, $twitter: String, $linkedin: String, $tiktok: String, $youtube: String) {\n  updatePracticeDetails(locationId: $locationId, languageIds: $languageIds, ageWorkWithIds: $ageWorkWithIds, workWithIds: $workWithIds, website: $website, facebook: $facebook,\n    instagram: $instagram, twitter: $twitter, linkedin: $linkedin, tiktok: $tiktok, youtube: $youtube) {\n    result errors practice { id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan }\n  }\n}": types.UpdatePracticeDetailsDocument,
    "query ShortLinkCheck($shortLink: String!) { shortLinkCheck(shortLink: $shortLink) { shortLink changed available message } }": types.ShortLinkCheckDocument,
    "query PlaceSuggestions($text: String!, $limit: Int) { placeSuggestions(text: $text, limit: $limit) { id description mainText secondaryText } }": types.PlaceSuggestionsDocument,
    "query ProfileChoices { profileChoices { languages { id name } ageWorkWiths { id name } workWiths { id name } } }": types.ProfileChoicesDocument,
    "query ProfileStatusData {\n  profileStatusData {\n    status completionPercent unfinishedSteps practitionerFirstName profileUrl showCompletedModal showTermsModal\n    completionSteps { name link completed }\n    verificationSteps { name link completed }\n  }\n}": types.ProfileStatusDataDocument,
    "mutation DismissProfileCompletedModal { dismissProfileCompletedModal { result errors } }": types.DismissProfileCompletedModalDocument,
    "query PractitionerReferral {\n  practitionerReferral { discountCode amountCents referralUses { id useDate } withdrawals { id withdrawalDate amountCents status } isLifer }\n}": types.PractitionerReferralDocument,
    "mutation EnsurePractitionerReferral {\n  ensurePractitionerReferral { result errors practitionerReferral {\n    discountCode amountCents referralUses { id useDate } withdrawals { id withdrawalDate amountCents status } isLifer\n  } }\n}": types.EnsurePractitionerReferralDocument,
    "query ImportReviewPracticeZone { currentPractice { id timeZone } }": types.ImportReviewPracticeZoneDocument,
    "query PracticeSkills { practiceSkills { id endorsementsCount specialty { id name category } } }": types.PracticeSkillsDocument,
    "query Specialties($text: String, $page: Int, $hitsPerPage: Int) {\n  specialties(text: $text, page: $page, hitsPerPage: $hitsPerPage) { page nbPages nbHits hits { id name category } }\n}": types.SpecialtiesDocument,
    "mutation UpdateSkills($skillIds: [ID!]!) {\n  updateSkills(skillIds: $skillIds) { result errors skills { id endorsementsCount specialty { id name category } } }\n}": types.UpdateSkillsDocument,
    "mutation DeleteSkills($skillId: String!) {\n  deleteSkills(skillId: $skillId) { result errors skills { id endorsementsCount specialty { id name category } } }\n}": types.DeleteSkillsDocument,
    "mutation MoveSkills($skillArray: [String!]!) {\n  moveSkills(skillArray: $skillArray) { result errors skills { id endorsementsCount specialty { id name category } } }\n}": types.MoveSkillsDocument,
    "query ReviewsSummary {\n  reviewsSummary { completedCount pendingCount averageRating importEnabled }\n  currentPractice { id shortLink }\n}": types.ReviewsSummaryDocument,
    "query PracticeReviews($dateFilter: String, $rating: Int, $limit: Int, $offset: Int) {\n  practiceReviews(dateFilter: $dateFilter, rating: $rating, limit: $limit, offset: $offset) {\n    count\n    reviews { id rating text createdAt createdAtAgoInWords unverifiedName isAnonymous source status\n      client { id firstName lastName email phone } reviewReply { message repliedAt } endorsedSkills { id name } }\n  }\n}": types.PracticeReviewsDocument,
    "query ReviewDetails($id: ID!) {\n  review(id: $id) { id rating text createdAt createdAtAgoInWords unverifiedName isAnonymous source status\n    client { id firstName lastName email phone } reviewReply { message repliedAt } endorsedSkills { id name } }\n}": types.ReviewDetailsDocument,
    "query PendingReviewRequests {\n  pendingReviewRequests { clientId appointmentId firstName email phone reviewRequestedAt reviewLink reviewRequireConfirmation automatic }\n}": types.PendingReviewRequestsDocument,
    "mutation AddEditReviewReply($reviewId: ID!, $message: String!) {\n  addEditReviewReply(reviewId: $reviewId, message: $message) { result errors review { id reviewReply { message repliedAt } } }\n}": types.AddEditReviewReplyDocument,
    "mutation ProImportReview($rating: Int!, $review: String, $firstName: String!, $phone: String!, $createdAt: LocalDate!) {\n  proImportReview(rating: $rating, review: $review, firstName: $firstName, phone: $phone, createdAt: $createdAt) { result errors }\n}": types.ProImportReviewDocument,
    "mutation SendBulkReviewRequests($clients: [BulkReviewRequestClient!]!) {\n  sendBulkReviewRequests(clients: $clients) { result errors erroredClients { email firstName phone errors } }\n}": types.SendBulkReviewRequestsDocument,
    "mutation ResendProReviewRequest($clientId: ID!, $appointmentId: ID) {\n  resendProReviewRequest(clientId: $clientId, appointmentId: $appointmentId) { result errors }\n}": types.ResendProReviewRequestDocument,
    "mutation DismissReviewRequest($clientId: ID!, $appointmentId: ID) {\n  dismissReviewRequest(clientId: $clientId, appointmentId: $appointmentId) { result errors }\n}": types.DismissReviewRequestDocument,
    "query DiscountCodes {\n  discountCodes { id code kind amountCents percent expiresAt maxRedemptions redemptionCount combinationLimit serviceIds applyToSpecificServices editable }\n}": types.DiscountCodesDocument,
    "mutation UpsertDiscountCode($input: UpsertDiscountCodeInput!) {\n  upsertDiscountCode(input: $input) { result errors discountCode { id code } }\n}": types.UpsertDiscountCodeDocument,
    "query CouponServices { currentPractice(includePrivate: true) { id services { id name } } }": types.CouponServicesDocument,
    "mutation DeleteDiscountCode($id: ID!) { deleteDiscountCode(id: $id) { result errors } }": types.DeleteDiscountCodeDocument,
    "query GetBookableEventTypes {\n  bookableEventTypes {\n    id name description instructions capacity amountCents amountCurrency location kind duration durationUnit slug url photoUrl eventsCount\n  }\n}": types.GetBookableEventTypesDocument,
    "query GetScheduledEvents($bookableEventTypeId: ID!) {\n  bookableEventType(id: $bookableEventTypeId) {\n    id bookableEvents { id startsAt endsAt timeZone allDay clientsCount capacity atCapacity }\n  }\n}": types.GetScheduledEventsDocument,
    "mutation UpsertBookableEventType($id: ID, $name: String!, $description: String, $instructions: String, $capacity: Int,\n  $unlimitedCapacity: Boolean, $amountCents: Int, $location: String!, $kind: String, $duration: Int, $durationUnit: String, $slug: String) {\n  upsertBookableEventType(id: $id, name: $name, description: $description, instructions: $instructions, capacity: $capacity,\n    unlimitedCapacity: $unlimitedCapacity, amountCents: $amountCents, location: $location, kind: $kind, duration: $duration,\n    durationUnit: $durationUnit, slug: $slug) {\n    result errors bookableEventType { id name slug }\n  }\n}": types.UpsertBookableEventTypeDocument,
    "mutation DeleteBookableEventType($id: ID!) { deleteBookableEventType(id: $id) { result errors } }": types.DeleteBookableEventTypeDocument,
    "mutation UpdateBookableEventTypePhoto($id: ID!, $handle: String!) {\n  updateBookableEventTypePhoto(id: $id, handle: $handle) { result errors photoUrl }\n}": types.UpdateBookableEventTypePhotoDocument,
    "mutation RemoveBookableEventTypePhoto($id: ID!) { removeBookableEventTypePhoto(id: $id) { result errors } }": types.RemoveBookableEventTypePhotoDocument,
    "mutation ReorderServices($servicesArray: [ServicePositionInput!]!) {\n  reorderServices(servicesArray: $servicesArray) { result errors services { id } }\n}": types.ReorderServicesDocument,
    "mutation UpdateServicePhoto($handle: String!, $serviceId: ID!) {\n  updateServicePhoto(handle: $handle, serviceId: $serviceId) { result errors photoUrl }\n}": types.UpdateServicePhotoDocument,
    "mutation RemoveServicePhoto($serviceId: ID!) { removeServicePhoto(serviceId: $serviceId) { result errors } }": types.RemoveServicePhotoDocument,
    "\n  fragment ServiceFields on Service {\n    id name description timeLength amountCents addOn public locationIds package numberOfSessions allowedServiceIds variations { id timeLength amountCents }\n    availableTimes availableTimesEnabled photoUrl\n  }\n": types.ServiceFieldsFragmentDoc,
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
    "query CalendarIntegrationsPage {\n  calendarIntegrations {\n    conflictChecking\n    subscriptionPath\n    writeCalendar { calendarId calendarName }\n    connections { id providerName profileName profileId feedUrl errored lastRefreshedAt lastFailedAt calendars { id calendarId calendarName active } }\n  }\n}": types.CalendarIntegrationsPageDocument,
    "mutation CalendarCreateFeed($feedUrl: String!) {\n  createCronofyFeed(feedUrl: $feedUrl) { result errors feed { id profileName } }\n}": types.CalendarCreateFeedDocument,
    "mutation CalendarUpdateCalendars($calendars: [CalendarActiveInput!]!) {\n  updateCronofyCalendars(calendars: $calendars) { result errors }\n}": types.CalendarUpdateCalendarsDocument,
    "mutation CalendarConflictChecking($enabled: Boolean!) {\n  updateCalendarConflictChecking(enabled: $enabled) { result errors }\n}": types.CalendarConflictCheckingDocument,
    "mutation CalendarWriteCalendar($writeCalendarId: String) { updateCronofyClient(writeCalendarId: $writeCalendarId) { result errors } }": types.CalendarWriteCalendarDocument,
    "mutation CalendarStartConnection($provider: String!) { startCalendarConnection(provider: $provider) { result errors url } }": types.CalendarStartConnectionDocument,
    "mutation CalendarConnectAccount($provider: String!, $code: String!, $state: String!) {\n  connectCalendarAccount(provider: $provider, code: $code, state: $state) { result errors connection { id profileName } }\n}": types.CalendarConnectAccountDocument,
    "mutation CalendarRemoveProfile($profileId: ID!) { removeCronofyProfile(profileId: $profileId) { result errors } }": types.CalendarRemoveProfileDocument,
    "mutation CalendarCreateSubscriptionLink { createAppointmentsSubscriptionLink { result errors } }": types.CalendarCreateSubscriptionLinkDocument,
    "mutation CalendarRevokeSubscriptionLink { revokeAppointmentsSubscriptionLink { result errors } }": types.CalendarRevokeSubscriptionLinkDocument,
    "query VideoConferencingPage {\n  videoConferencing { mode conferencingServices { provider active } zoomInfo { connected erroredAt accountName accountEmail } }\n}": types.VideoConferencingPageDocument,
    "mutation ConferencingApproveSimulated($provider: String!) {\n  approveSimulatedVideoConferencing(provider: $provider) { result errors }\n}": types.ConferencingApproveSimulatedDocument,
    "mutation ConferencingDeactivate($provider: String!) {\n  deactivateVideoConferencing(provider: $provider) { result errors }\n}": types.ConferencingDeactivateDocument,
    "query PersonalSettingsPage { personalSettings { id name email phone gender customGender dob } }": types.PersonalSettingsPageDocument,
    "mutation UpdatePersonalSettings($input: PersonalSettingsInput!) {\n  updatePersonalSettings(input: $input) { result errors user { id name email phone gender customGender dob } }\n}": types.UpdatePersonalSettingsDocument,
    "query PracticeLink { currentPractice { id url } }": types.PracticeLinkDocument,
    "query AppointmentStory($appointmentId: ID!) {\n  appointmentStory(appointmentId: $appointmentId) {\n    appointmentId practiceId practiceName currency timeZone clientToken\n    entries {\n      eventId revision type occurredAt occurredAtLocal summary actor correlationId\n      origin { ip userAgent }\n      changes { field before after }\n      after { revision at status startsAtLocal clientName rows { field value } }\n      data\n      email { to subject html text ics }\n      payment { provider idempotencyKey providerReference transactionId }\n    }\n    notes { eventId at atLocal note supportName }\n  }\n}": types.AppointmentStoryDocument,
    "query AppointmentAsOf($appointmentId: ID!, $revision: Int, $at: DateTime) {\n  appointmentAsOf(appointmentId: $appointmentId, revision: $revision, at: $at) { revision at status startsAtLocal clientName rows { field value } }\n}": types.AppointmentAsOfDocument,
    "query AppointmentDiff($appointmentId: ID!, $fromRevision: Int!, $toRevision: Int!) {\n  appointmentDiff(appointmentId: $appointmentId, fromRevision: $fromRevision, toRevision: $toRevision) { field before after }\n}": types.AppointmentDiffDocument,
    "query AppointmentRelated($appointmentId: ID!) {\n  appointmentRelated(appointmentId: $appointmentId) {\n    clientAppointments { appointmentId practiceName clientName services startsAtLocal state }\n    scheduleChanges { at atLocal summary streamId appointmentId }\n    messages { at atLocal channel to subject status eventId }\n  }\n}": types.AppointmentRelatedDocument,
    "query SupportSearch($text: String!) {\n  supportSearch(text: $text) {\n    appointmentId practiceId practiceName shortLink clientName clientEmail clientPhone services startsAt timeZone startsAtLocal state\n  }\n}": types.SupportSearchDocument,
    "query SupportAudit($limit: Int, $offset: Int) {\n  supportAudit(limit: $limit, offset: $offset) {\n    total items { id at supportAccountId supportName supportEmail action target practiceId }\n  }\n}": types.SupportAuditDocument,
    "mutation AddSupportNote($appointmentId: ID!, $note: String!) {\n  addSupportNote(appointmentId: $appointmentId, note: $note) { result errors }\n}": types.AddSupportNoteDocument,
    "query TextOutbox($limit: Int, $offset: Int) {\n  textOutbox(limit: $limit, offset: $offset) { total items { id to body type recipientKind sentVia sentAt } }\n  currentPractice { id timeZone }\n}": types.TextOutboxDocument,
    "query CustomDomain { customDomain { domain kind dnsRecords { type host value ttl } } }": types.CustomDomainDocument,
    "mutation DomainProviderJwtToken { domainProviderJwtToken { result errors jwtToken provider } }": types.DomainProviderJwtTokenDocument,
    "mutation UpsertCustomDomain($domain: String!, $step: String) {\n  upsertCustomDomain(domain: $domain, step: $step) { result errors customDomain { domain kind } }\n}": types.UpsertCustomDomainDocument,
    "mutation DeleteCustomDomain { deleteCustomDomain { result errors } }": types.DeleteCustomDomainDocument,
    "query DomainStatus($domain: String!, $fresh: Boolean) { domainStatus(domain: $domain, fresh: $fresh) }": types.DomainStatusDocument,
    "query WebsiteMetadata { websiteMetadata { id title description ogSiteName primaryModality } }": types.WebsiteMetadataDocument,
    "query PracticeScripts { practiceScripts { id headScripts bodyScripts } }": types.PracticeScriptsDocument,
    "mutation UpsertWebsiteMetadata($input: WebsiteMetadataInput!) {\n  upsertWebsiteMetadata(input: $input) { result errors websiteMetadata { id title description ogSiteName primaryModality } }\n}": types.UpsertWebsiteMetadataDocument,
    "mutation GenerateSiteMetadata {\n  generateSiteMetadata { result errors websiteMetadata { id title description ogSiteName primaryModality } }\n}": types.GenerateSiteMetadataDocument,
    "mutation UpdatePracticeScripts($headScripts: String, $bodyScripts: String) {\n  updatePracticeScripts(headScripts: $headScripts, bodyScripts: $bodyScripts) { result errors practice { id headScripts bodyScripts } }\n}": types.UpdatePracticeScriptsDocument,
    "mutation SendDownloadAppText { sendText(type: \"download_mobile_app\") { result errors } }": types.SendDownloadAppTextDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientUser {\n    clientUser { id email }\n  }\n"): typeof import('./graphql.js').ClientUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestClientSignInLink($email: String!) {\n    requestClientSignInLink(email: $email) { result errors }\n  }\n"): typeof import('./graphql.js').RequestClientSignInLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestClientSignInLinkForAppointment($instantActionToken: String!) {\n    requestClientSignInLinkForAppointment(instantActionToken: $instantActionToken) { result errors sentTo }\n  }\n"): typeof import('./graphql.js').RequestClientSignInLinkForAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInClient($token: String!) {\n    signInClient(token: $token) { result errors clientUser { id email } }\n  }\n"): typeof import('./graphql.js').SignInClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutClient {\n    signOutClient { result errors }\n  }\n"): typeof import('./graphql.js').SignOutClientDocument;
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
export function graphql(source: "\n  query BookingAvailability(\n    $shortLink: String!, $serviceId: ID, $variationId: ID, $locationId: ID, $addOnServiceIds: [ID!], $from: LocalDate, $to: LocalDate\n  ) {\n    publicPractice(shortLink: $shortLink) {\n      id\n      bookingAvailability(\n        serviceId: $serviceId, variationId: $variationId, locationId: $locationId, addOnServiceIds: $addOnServiceIds, from: $from, to: $to\n      ) { timeZone availableSlots { date datetimes } }\n    }\n  }\n"): typeof import('./graphql.js').BookingAvailabilityDocument;
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
export function graphql(source: "\n  query DiscountCodeQuote($practiceId: ID!, $code: String!, $serviceId: ID!, $variationId: ID, $addOnServiceIds: [ID!]) {\n    discountCodeQuote(practiceId: $practiceId, code: $code, serviceId: $serviceId, variationId: $variationId, addOnServiceIds: $addOnServiceIds) {\n      result errors code discountCents totalCents\n    }\n  }\n"): typeof import('./graphql.js').DiscountCodeQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDiscountCodeQuote($bookableEventId: ID!, $code: String!) {\n    eventDiscountCodeQuote(bookableEventId: $bookableEventId, code: $code) { result errors code discountCents totalCents }\n  }\n"): typeof import('./graphql.js').EventDiscountCodeQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventRegistration($token: String!) {\n    eventRegistration(token: $token) {\n      id token state isOwnerCancelled amountCents createdAt paymentStatus paymentLabel\n      discount { code amountCents }\n      event { id name kind location startsAt endsAt allDay timeZone photoUrl imageUrl description instructions }\n      eventType { slug url }\n      client { firstName lastName email }\n      practice { name shortLink email phone }\n    }\n  }\n"): typeof import('./graphql.js').EventRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PracticeEventTypes($shortLink: String!) {\n    publicEventTypes(shortLink: $shortLink) {\n      id name slug kind location duration durationUnit amountCents amountCurrency\n      events { id startsAt endsAt allDay timeZone seatsLeft full }\n    }\n  }\n"): typeof import('./graphql.js').PracticeEventTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicEventType($shortLink: String!, $slug: String!) {\n    publicEventType(shortLink: $shortLink, slug: $slug) {\n      id name slug kind location photoUrl description instructions duration durationUnit\n      amountCents amountCurrency capacity url requiresCard\n      practice { id name shortLink paymentProvider }\n      events { id startsAt endsAt allDay timeZone seatsLeft full }\n    }\n  }\n"): typeof import('./graphql.js').PublicEventTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterForBookableEvent(\n    $bookableEventId: ID!, $firstName: String!, $lastName: String!, $email: String!, $phone: String,\n    $setupIntentSecret: String, $cardSourceId: String, $discountCode: String\n  ) {\n    registerForBookableEvent(\n      bookableEventId: $bookableEventId, firstName: $firstName, lastName: $lastName, email: $email, phone: $phone,\n      setupIntentSecret: $setupIntentSecret, cardSourceId: $cardSourceId, discountCode: $discountCode\n    ) { result errors token paymentStatus }\n  }\n"): typeof import('./graphql.js').RegisterForBookableEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiftCardSetupIntent($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {\n    bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $firstName, lastName: $lastName) { result errors setupIntentSecret }\n  }\n"): typeof import('./graphql.js').GiftCardSetupIntentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiftCardBalance($practiceId: ID!, $code: String!) {\n    giftCardBalance(practiceId: $practiceId, code: $code) { result errors code balanceCents currency }\n  }\n"): typeof import('./graphql.js').GiftCardBalanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicGiftCardTemplates($shortLink: String!) {\n    publicGiftCardTemplates(shortLink: $shortLink) { id amountCents amountCurrency description }\n  }\n"): typeof import('./graphql.js').PublicGiftCardTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseGiftCard($practiceId: ID!, $giftCardTemplateId: ID!, $buyerName: String!, $buyerEmail: String!, $recipientName: String!,\n    $recipientEmail: String!, $message: String, $setupIntentSecret: String, $cardSourceId: String) {\n    purchaseGiftCard(practiceId: $practiceId, giftCardTemplateId: $giftCardTemplateId, buyerName: $buyerName, buyerEmail: $buyerEmail,\n      recipientName: $recipientName, recipientEmail: $recipientEmail, message: $message, setupIntentSecret: $setupIntentSecret, cardSourceId: $cardSourceId) {\n      result errors giftCard { code amountCents currency recipientEmail }\n    }\n  }\n"): typeof import('./graphql.js').PurchaseGiftCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentClientReviews($limit: Int) {\n    recentClientReviews(limit: $limit) {\n      id rating text publicName createdAt\n      practitioner { name shortLink title photoUrl }\n    }\n  }\n"): typeof import('./graphql.js').RecentClientReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TherapyCategories {\n    therapyCategories { name }\n  }\n"): typeof import('./graphql.js').TherapyCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntakeFormFill($uniqueId: String!) {\n    intakeFormByUniqueId(uniqueId: $uniqueId) { uniqueId completed form theme practiceName practiceUrl }\n  }\n"): typeof import('./graphql.js').IntakeFormFillDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveIntakeFormResponse($uniqueId: String!, $formData: String!) {\n    saveIntakeFormResponse(uniqueId: $uniqueId, formData: $formData) { result errors }\n  }\n"): typeof import('./graphql.js').SaveIntakeFormResponseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientPaymentMethods {\n    clientPaymentMethods {\n      clientId\n      practice { id name url hasPaymentProvider paymentProvider paymentMode }\n      paymentMethod { brand last4 expMonth expYear }\n    }\n  }\n"): typeof import('./graphql.js').ClientPaymentMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCardSetup($clientId: ID!) {\n    setupIntent(clientId: $clientId) { result errors setupIntentSecret }\n  }\n"): typeof import('./graphql.js').ClientCardSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmClientCardSetup($clientId: ID!, $setupIntentSecret: String!) {\n    confirmCardSetup(clientId: $clientId, setupIntentSecret: $setupIntentSecret) { result errors paymentMethod { brand last4 expMonth expYear } }\n  }\n"): typeof import('./graphql.js').ConfirmClientCardSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SquareAddClientCard($clientId: ID!, $sourceId: String!) {\n    squareAddCardToCustomer(clientId: $clientId, sourceId: $sourceId) { result errors paymentMethod { brand last4 expMonth expYear } }\n  }\n"): typeof import('./graphql.js').SquareAddClientCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DetachClientPaymentMethod($clientId: ID!) {\n    detachPaymentMethodPractice(clientId: $clientId) { result errors }\n  }\n"): typeof import('./graphql.js').DetachClientPaymentMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PracticeGallery($shortLink: String!) {\n    publicGalleryImages(shortLink: $shortLink) { id defaultPhotoUrl altText }\n  }\n"): typeof import('./graphql.js').PracticeGalleryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicWebsite($shortLink: String!) {\n    publicWebsite(shortLink: $shortLink) { websiteMetadata { id title description ogSiteName } scripts { id headScripts bodyScripts } }\n  }\n"): typeof import('./graphql.js').PublicWebsiteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPractice($shortLink: String!) {\n    publicPractice(shortLink: $shortLink) {\n      id name shortLink url timeZone\n      user { name email phone }\n      services { id name description timeLength amountCents addOn public locationIds variations { id timeLength amountCents } package allowedServiceIds photoUrl }\n      locations { id name kind timeZone address city stateProvince zip virtualType virtualLink virtualInstructions state }\n      bookingSettings { cancellationPolicy appointmentLeadTime }\n      requireClientCcToBook paymentProvider paymentMode\n      profile { title headline about location photoUrl }\n      approvedCredentials { id kind name issuer stateIssued }\n      specialties { id name }\n      reviewsSummary { averageRating count }\n      flags { discountCodesEnabled giftCardsEnabled }\n    }\n  }\n"): typeof import('./graphql.js').PublicPracticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPracticeReviews($shortLink: String!, $limit: Int) {\n    publicPractice(shortLink: $shortLink) {\n      id\n      reviewsSummary { averageRating count }\n      latestReviews(limit: $limit) {\n        id rating text publicName createdAt createdAtAgoInWords\n        reply { message repliedAt }\n        skills { id name }\n      }\n    }\n  }\n"): typeof import('./graphql.js').PublicPracticeReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewFlowPractice($referralCode: String!) {\n    reviewPractice(referralCode: $referralCode) { practiceId name title photoUrl shortLink skills { id name } }\n  }\n"): typeof import('./graphql.js').ReviewFlowPracticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewFlowReview($token: String!) {\n    reviewByToken(token: $token) {\n      token rating text isAnonymous publicName skillIds source status createdAt appointmentId clientId\n      practice { practiceId name title photoUrl shortLink skills { id name } }\n    }\n  }\n"): typeof import('./graphql.js').ReviewFlowReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewFlowCreateClient($practiceId: ID!, $phone: String!, $firstName: String!) {\n    reviewCreateClient(practiceId: $practiceId, phone: $phone, firstName: $firstName) { result errors clientId }\n  }\n"): typeof import('./graphql.js').ReviewFlowCreateClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewFlowAddRating($practiceId: ID!, $clientId: ID!, $rating: Int!, $appointmentId: ID) {\n    reviewAddRating(practiceId: $practiceId, clientId: $clientId, rating: $rating, appointmentId: $appointmentId) { result errors token }\n  }\n"): typeof import('./graphql.js').ReviewFlowAddRatingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewFlowAddEndorsements($reviewId: String!, $endorsements: [String!]!) {\n    reviewAddEndorsements(reviewId: $reviewId, endorsements: $endorsements) { result errors }\n  }\n"): typeof import('./graphql.js').ReviewFlowAddEndorsementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewFlowAddText($reviewId: String!, $text: String!) {\n    reviewAddTextReview(reviewId: $reviewId, text: $text) { result errors }\n  }\n"): typeof import('./graphql.js').ReviewFlowAddTextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewFlowToggleAnon($reviewId: String!, $isAnon: Boolean!) {\n    toggleReviewAnon(reviewId: $reviewId, isAnon: $isAnon) { result errors }\n  }\n"): typeof import('./graphql.js').ReviewFlowToggleAnonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewFlowSetPublicName($reviewId: String!, $name: String!) {\n    setReviewPublicName(reviewId: $reviewId, name: $name) { result errors }\n  }\n"): typeof import('./graphql.js').ReviewFlowSetPublicNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewFlowConfirm($reviewId: String!) {\n    confirmReview(reviewId: $reviewId) { result errors }\n  }\n"): typeof import('./graphql.js').ReviewFlowConfirmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewFlowDispute($reviewId: String!) {\n    disputeReview(reviewId: $reviewId) { result errors }\n  }\n"): typeof import('./graphql.js').ReviewFlowDisputeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewFlowFeatureRequest($name: String!, $clientId: ID) {\n    featureRequest(name: $name, clientId: $clientId) { result errors }\n  }\n"): typeof import('./graphql.js').ReviewFlowFeatureRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($query: String!) {\n    searchSuggestions(query: $query) {\n      therapies { id name category }\n      practitioners { id name shortLink photoUrl verified }\n    }\n  }\n"): typeof import('./graphql.js').SearchSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PractitionerSearch($query: String, $aroundLat: Float, $aroundLng: Float, $virtual: Boolean, $page: Int, $sortByDistance: Boolean) {\n    searchPractitioners(query: $query, aroundLat: $aroundLat, aroundLng: $aroundLng, virtual: $virtual, page: $page, sortByDistance: $sortByDistance) {\n      page nbPages nbHits\n      hits { id name shortLink headline photoUrl verified rating reviewCount virtual inPerson distanceMiles latitude longitude nextAvailable }\n    }\n  }\n"): typeof import('./graphql.js').PractitionerSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPlaceSuggestions($text: String!, $limit: Int) {\n    placeSuggestions(text: $text, limit: $limit) { id description mainText secondaryText types }\n  }\n"): typeof import('./graphql.js').SearchPlaceSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchLocation($text: String, $placeId: ID) {\n    searchLocation(text: $text, placeId: $placeId) { id description latitude longitude }\n  }\n"): typeof import('./graphql.js').SearchLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientBookings {\n    clientBookings {\n      upcomingAppointments { ...BookingCardFields }\n      pastAppointments { ...BookingCardFields }\n      expiredAppointments { ...BookingCardFields }\n      transactions { ...BookingCardFields }\n    }\n  }\n  fragment BookingCardFields on ClientBooking {\n    id state stateLabel startsAt endsAt amountCents feeCents platformFeeCents instantActionToken appointmentTimeLength practiceId serviceId\n    practice { id name url defaultCurrency }\n    services { id name timeLength amountCents addOn }\n    location { id name kind address timeZone timeZoneAbbr }\n    transaction { id type state amountCents stateLabel description }\n  }\n"): typeof import('./graphql.js').ClientBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelClientBooking($appointmentId: ID!) {\n    cancelClientBooking(appointmentId: $appointmentId) { result errors }\n  }\n"): typeof import('./graphql.js').CancelClientBookingDocument;
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
export function graphql(source: "mutation ProCreateAppointment($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,\n  $startsAt: DateTime!, $endsAt: DateTime!, $clientId: ID, $client: NewClientInput, $practitionerNote: String, $packageId: ID) {\n  proCreateAppointment(appointmentServices: $appointmentServices, locationId: $locationId, startsAt: $startsAt,\n    endsAt: $endsAt, clientId: $clientId, client: $client, practitionerNote: $practitionerNote, packageId: $packageId) {\n    result errors appointment { ...CalendarAppointmentFields }\n  }\n}"): typeof import('./graphql.js').ProCreateAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAppointments($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!,\n  $clientId: ID, $client: NewClientInput, $bookedFrom: String, $bookedBy: String, $recurringStartTimes: [DateTime!]!,\n  $recurrencePattern: String!, $duration: Int!, $packageId: ID) {\n  createAppointments(appointmentServices: $appointmentServices, locationId: $locationId, clientId: $clientId,\n    client: $client, bookedFrom: $bookedFrom, bookedBy: $bookedBy, recurringStartTimes: $recurringStartTimes,\n    recurrencePattern: $recurrencePattern, duration: $duration, packageId: $packageId) {\n    result errors seriesId appointments { id startsAt endsAt }\n  }\n}"): typeof import('./graphql.js').CreateAppointmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAppointmentV2($appointmentId: ID!, $appointmentServices: [AppointmentServiceInput!], $locationId: ID,\n  $startsAt: DateTime, $endsAt: DateTime, $practitionerNote: String, $rescheduleRecurringSeries: Boolean) {\n  updateAppointmentV2(appointmentId: $appointmentId, appointmentServices: $appointmentServices, locationId: $locationId,\n    startsAt: $startsAt, endsAt: $endsAt, practitionerNote: $practitionerNote, rescheduleRecurringSeries: $rescheduleRecurringSeries) {\n    result errors appointment { ...CalendarAppointmentFields }\n  }\n}"): typeof import('./graphql.js').UpdateAppointmentV2Document;
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
export function graphql(source: "query CalendarClient($clientId: ID!) {\n  client(clientId: $clientId) { ...CalendarClientFields customPrices { serviceId amountCents } openPackages { id serviceId name sessionsRemaining numberOfSessions } }\n}"): typeof import('./graphql.js').CalendarClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecurringTimes($practiceId: ID!, $startsAt: DateTime!, $recurrencePattern: String!, $duration: Int!, $locationId: ID) {\n  recurringTimes(practiceId: $practiceId, startsAt: $startsAt, recurrencePattern: $recurrencePattern, duration: $duration, locationId: $locationId) {\n    startsAt displayTime conflicts { id name type timeRange }\n  }\n}"): typeof import('./graphql.js').RecurringTimesDocument;
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
export function graphql(source: "mutation UpsertPersonalEvent($id: ID, $name: String, $allDay: Boolean!, $startsAt: DateTime!, $endsAt: DateTime!, $timeZone: String!) {\n  upsertPersonalEvent(id: $id, name: $name, allDay: $allDay, startsAt: $startsAt, endsAt: $endsAt, timeZone: $timeZone) {\n    result errors personalEvent { ...PersonalEventFields }\n  }\n}"): typeof import('./graphql.js').UpsertPersonalEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePersonalEvent($id: ID!) { deletePersonalEvent(id: $id) { result errors } }"): typeof import('./graphql.js').DeletePersonalEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarAppointmentFields on Appointment {\n    id state startsAt endsAt timeZone amountCents instantActionToken bookedBy past practitionerNote\n    seriesId recurrencePattern\n    client { id firstName lastName email phone }\n    services { serviceId name timeLength amountCents addOn }\n    location { id name kind timeZone }\n    discountCodeRedemptions { code amountCents }\n    giftCardRedemptions { code amountCents }\n    packageSessionNumber packageNumberOfSessions\n    ...AppointmentMoneyFields\n  }\n"): typeof import('./graphql.js').CalendarAppointmentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PersonalEventFields on PersonalEvent { id name allDay startsAt endsAt timeZone }"): typeof import('./graphql.js').PersonalEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProCalendarEvents($from: DateTime!, $to: DateTime!) {\n  calendarEvents(from: $from, to: $to) {\n    id title start end allDay classNames editable backgroundColor borderColor textColor extendedProps\n  }\n}"): typeof import('./graphql.js').ProCalendarEventsDocument;
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
export function graphql(source: "query ProCalendarUser {\n  currentPractice(includePrivate: true, includeAddOns: true) {\n    id timeZone\n    services { id name timeLength amountCents addOn locationIds variations { id timeLength amountCents } package numberOfSessions allowedServiceIds }\n    locations { id name kind timeZone state }\n  }\n}"): typeof import('./graphql.js').ProCalendarUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PersonalEvent($id: ID!) { personalEvent(id: $id) { ...PersonalEventFields } }"): typeof import('./graphql.js').PersonalEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CalendarGroupEventFields on BookableEvent {\n  id bookableEventTypeId name location kind startsAt endsAt allDay timeZone capacity amountCents amountCurrency clientsCount atCapacity\n  bookableEventType { id name duration durationUnit slug }\n  clients { id registrationId firstName lastName email phone paymentStatus paymentLabel amountCents overCapacity createdAt }\n}"): typeof import('./graphql.js').CalendarGroupEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookableEventForCalendar($id: ID!) { bookableEvent(id: $id) { ...CalendarGroupEventFields } }"): typeof import('./graphql.js').BookableEventForCalendarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarBookableEventTypes {\n  bookableEventTypes { id name duration durationUnit capacity amountCents amountCurrency }\n}"): typeof import('./graphql.js').CalendarBookableEventTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegistrantPayment($bookableEventId: ID!, $clientId: ID!) {\n  bookableEventRegistration(bookableEventId: $bookableEventId, clientId: $clientId) {\n    id paymentStatus paymentLabel amountCents createdAt canProcessPayment failureReason discount { code amountCents }\n  }\n}"): typeof import('./graphql.js').RegistrantPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpsertBookableEvent($id: ID, $bookableEventTypeId: ID!, $startsAt: DateTime!, $endsAt: DateTime!, $allDay: Boolean!, $timeZone: String!) {\n  upsertBookableEvent(id: $id, bookableEventTypeId: $bookableEventTypeId, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay, timeZone: $timeZone) {\n    result errors bookableEvent { id }\n  }\n}"): typeof import('./graphql.js').UpsertBookableEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteBookableEvent($id: ID!) { deleteBookableEvent(id: $id) { result errors } }"): typeof import('./graphql.js').DeleteBookableEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddClientToBookableEvent($bookableEventId: ID!, $clientId: ID, $clientParams: ClientParamsInput) {\n  addClientToBookableEvent(bookableEventId: $bookableEventId, clientId: $clientId, clientParams: $clientParams) {\n    result errors registrationsCount overCapacity\n  }\n}"): typeof import('./graphql.js').AddClientToBookableEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveClientFromBookableEvent($bookableEventId: ID!, $clientId: ID!) {\n  removeClientFromBookableEvent(bookableEventId: $bookableEventId, clientId: $clientId) { result errors registrationsCount }\n}"): typeof import('./graphql.js').RemoveClientFromBookableEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProcessRegistrationPayment($bookableEventId: ID!, $clientId: ID!) {\n  processRegistrationPayment(bookableEventId: $bookableEventId, clientId: $clientId) {\n    result errors registration { id paymentStatus paymentLabel amountCents createdAt canProcessPayment failureReason discount { code amountCents } }\n  }\n}"): typeof import('./graphql.js').ProcessRegistrationPaymentDocument;
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
export function graphql(source: "query ClientOpenPackages($clientId: ID!) {\n  client(clientId: $clientId) { id openPackages { id serviceId name sessionsRemaining numberOfSessions createdAt } }\n}"): typeof import('./graphql.js').ClientOpenPackagesDocument;
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
export function graphql(source: "query ClientIntake($clientId: ID!) {\n  client(clientId: $clientId) { id intakeForm { uniqueId data time form sentAt } intakeFormSubmitted intakeLastSentAt }\n}"): typeof import('./graphql.js').ClientIntakeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendIntakeForm($clientId: ID!) { sendIntakeForm(clientId: $clientId) { result errors } }"): typeof import('./graphql.js').SendIntakeFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailTemplatePreview($name: String!, $content: String) {\n  emailTemplatePreview(name: $name, content: $content) { subject html renderedFor error }\n}"): typeof import('./graphql.js').EmailTemplatePreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommunicationSettingsFields on CommunicationSettingsView {\n    appointmentReminderEmailEnabled appointmentReminderTextEnabled appointmentEmailReminderMinutes appointmentTextReminderMinutes\n    paymentPastDueEmailEnabled paymentPastDueTextEnabled paymentPastDueEmailMinutes paymentPastDueTextMinutes reminderMinutesOptions\n    emailTemplates { name customContent defaultContent allowedVariables content }\n  }\n"): typeof import('./graphql.js').CommunicationSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommunicationSettings { communicationSettings { ...CommunicationSettingsFields } }"): typeof import('./graphql.js').CommunicationSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCommunicationSettings($input: CommunicationSettingsInput!) {\n  updateCommunicationSettings(input: $input) { result error errors communicationSettings { ...CommunicationSettingsFields } }\n}"): typeof import('./graphql.js').UpdateCommunicationSettingsDocument;
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
export function graphql(source: "query UpcomingBookableEvents {\n  upcomingBookableEvents { id name description startsAt endsAt allDay timeZone capacity clientsCount atCapacity }\n}"): typeof import('./graphql.js').UpcomingBookableEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GiftCardTemplates {\n  giftCardTemplates { id amountCents amountCurrency description active public }\n}"): typeof import('./graphql.js').GiftCardTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GiftCardActivity {\n  giftCardActivity { id kind at giftCardId code amountCents balanceCents currency buyerName recipientName recipientEmail appointmentId }\n}"): typeof import('./graphql.js').GiftCardActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpsertGiftCardTemplate($id: ID, $amountCents: Int, $description: String, $active: Boolean, $public: Boolean) {\n  upsertGiftCardTemplate(id: $id, amountCents: $amountCents, description: $description, active: $active, public: $public) {\n    result errors giftCardTemplate { id }\n  }\n}"): typeof import('./graphql.js').UpsertGiftCardTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RedeemGiftCard($code: String!, $amountCents: Int!) {\n  redeemGiftCard(code: $code, amountCents: $amountCents) { result errors balanceCents }\n}"): typeof import('./graphql.js').RedeemGiftCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProInbox {\n  pendingAppointments { ...AppointmentFields }\n  failedPayments { ...AppointmentFields paymentError hasTransaction }\n  missingPayments { ...AppointmentFields paymentError hasTransaction }\n}"): typeof import('./graphql.js').ProInboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IntakeFormDesign { intakeForm { data theme saveNo savedAt } }"): typeof import('./graphql.js').IntakeFormDesignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpsertIntakeForm($data: String!, $saveNo: Int!) { upsertIntakeForm(data: $data, saveNo: $saveNo) { result errors saveNo } }"): typeof import('./graphql.js').UpsertIntakeFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpsertIntakeFormTheme($data: String!) { upsertIntakeFormTheme(data: $data) { result errors } }"): typeof import('./graphql.js').UpsertIntakeFormThemeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarConnectionStatus { calendarIntegrations { connections { id providerName profileName errored } } }"): typeof import('./graphql.js').CalendarConnectionStatusDocument;
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
export function graphql(source: "mutation CreateAdjustment($appointmentId: ID!, $amountCents: Int!, $adjustedAt: DateTime, $note: String) {\n  createAdjustment(appointmentId: $appointmentId, amountCents: $amountCents, adjustedAt: $adjustedAt, note: $note) { result errors adjustmentId }\n}"): typeof import('./graphql.js').CreateAdjustmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveAdjustment($adjustmentId: ID!) {\n  removeAdjustment(adjustmentId: $adjustmentId) { result errors }\n}"): typeof import('./graphql.js').RemoveAdjustmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentEntryFields on PaymentDirectoryEntry {\n    id startsAt endsAt timeZone clientId clientName clientEmail clientPhone serviceName locationName\n    amountCents tipAmountCents feeCents platformFeeCents collectedCents refundedCents outstandingCents\n    currency paymentStatus badge paidBy paidNote paymentError hasCard state instantActionToken\n    discountCodeRedemptions { code amountCents }\n    giftCardRedemptions { code amountCents }\n  }\n"): typeof import('./graphql.js').PaymentEntryFieldsFragmentDoc;
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
export function graphql(source: "query PracticeFlags { currentPractice { id flags {\n  recurringBookingsEnabled packagesEnabled clientNotesEnabled bookableEventsEnabled requireCcEnabled giftCardsEnabled conferencingEnabled\n  websitePlan discountCodesEnabled eventsEnabled servicesPagesEnabled importReviewsEnabled subscriptionLinkEnabled } } }"): typeof import('./graphql.js').PracticeFlagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProCredentials {\n  proCredentials { id kind stateIssued licenseNumber filestackDocument filestackDocumentName state createdAt credential { id name } issuer { id name } }\n}"): typeof import('./graphql.js').ProCredentialsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CredentialCatalogSearch($query: String, $kind: String) {\n  credentialSearch(query: $query, kind: $kind) { id name kind }\n  issuerSearch(query: $query, kind: $kind) { id name kind }\n}"): typeof import('./graphql.js').CredentialCatalogSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateProCredential($credentialId: ID, $issuerId: ID, $stateIssued: String, $licenseNumber: String, $filestackDocument: String, $filestackDocumentName: String) {\n  createProCredential(credentialId: $credentialId, issuerId: $issuerId, stateIssued: $stateIssued, licenseNumber: $licenseNumber, filestackDocument: $filestackDocument, filestackDocumentName: $filestackDocumentName) {\n    result errors proCredential { id state }\n  }\n}"): typeof import('./graphql.js').CreateProCredentialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveCredential($credentialId: ID!) { removeCredential(credentialId: $credentialId) { result errors } }"): typeof import('./graphql.js').RemoveCredentialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReorderCredentials($credentials: [CredentialPositionInput!]!) { reorderCredentials(credentials: $credentials) { result errors } }"): typeof import('./graphql.js').ReorderCredentialsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GalleryImages { galleryImages { id defaultPhotoUrl altText } }"): typeof import('./graphql.js').GalleryImagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateGalleryImageAltText($galleryId: ID!, $altText: String) { updateGalleryImageAltText(galleryId: $galleryId, altText: $altText) { result errors } }"): typeof import('./graphql.js').UpdateGalleryImageAltTextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GeneratePhotoAltText($context: String) { generateImageAltText(context: $context) { result errors altText } }"): typeof import('./graphql.js').GeneratePhotoAltTextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddGalleryImage($handles: [String!]!) { addGalleryImage(handles: $handles) { result errors galleryImages { id defaultPhotoUrl } } }"): typeof import('./graphql.js').AddGalleryImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveGalleryImage($galleryId: ID!) { removeGalleryImage(galleryId: $galleryId) { result errors } }"): typeof import('./graphql.js').RemoveGalleryImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReorderGalleryImages($photosArray: [ID!]!) { reorderGalleryImages(photosArray: $photosArray) { result errors } }"): typeof import('./graphql.js').ReorderGalleryImagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileDetailsPage {\n  profileDetails { name location locationId title headline about shortLink photoUrl\n    practiceDetails { id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan } }\n}"): typeof import('./graphql.js').ProfileDetailsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateInfo($name: String, $location: String, $locationId: ID, $title: String, $headline: String, $about: String, $shortLink: String) {\n  updateInfo(name: $name, location: $location, locationId: $locationId, title: $title, headline: $headline, about: $about, shortLink: $shortLink) {\n    result errors profileDetails { name location locationId title headline about shortLink photoUrl\n      practiceDetails { id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan } }\n  }\n}"): typeof import('./graphql.js').UpdateInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUserPhoto($handle: String!) { updateUserPhoto(handle: $handle) { result errors photoUrl } }"): typeof import('./graphql.js').UpdateUserPhotoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePracticeDetails($locationId: ID, $languageIds: [ID!], $ageWorkWithIds: [ID!], $workWithIds: [ID!], $website: String, $facebook: String,\n  $instagram: String, $twitter: String, $linkedin: String, $tiktok: String, $youtube: String) {\n  updatePracticeDetails(locationId: $locationId, languageIds: $languageIds, ageWorkWithIds: $ageWorkWithIds, workWithIds: $workWithIds, website: $website, facebook: $facebook,\n    instagram: $instagram, twitter: $twitter, linkedin: $linkedin, tiktok: $tiktok, youtube: $youtube) {\n    result errors practice { id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan }\n  }\n}"): typeof import('./graphql.js').UpdatePracticeDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShortLinkCheck($shortLink: String!) { shortLinkCheck(shortLink: $shortLink) { shortLink changed available message } }"): typeof import('./graphql.js').ShortLinkCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlaceSuggestions($text: String!, $limit: Int) { placeSuggestions(text: $text, limit: $limit) { id description mainText secondaryText } }"): typeof import('./graphql.js').PlaceSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileChoices { profileChoices { languages { id name } ageWorkWiths { id name } workWiths { id name } } }"): typeof import('./graphql.js').ProfileChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileStatusData {\n  profileStatusData {\n    status completionPercent unfinishedSteps practitionerFirstName profileUrl showCompletedModal showTermsModal\n    completionSteps { name link completed }\n    verificationSteps { name link completed }\n  }\n}"): typeof import('./graphql.js').ProfileStatusDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DismissProfileCompletedModal { dismissProfileCompletedModal { result errors } }"): typeof import('./graphql.js').DismissProfileCompletedModalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PractitionerReferral {\n  practitionerReferral { discountCode amountCents referralUses { id useDate } withdrawals { id withdrawalDate amountCents status } isLifer }\n}"): typeof import('./graphql.js').PractitionerReferralDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnsurePractitionerReferral {\n  ensurePractitionerReferral { result errors practitionerReferral {\n    discountCode amountCents referralUses { id useDate } withdrawals { id withdrawalDate amountCents status } isLifer\n  } }\n}"): typeof import('./graphql.js').EnsurePractitionerReferralDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportReviewPracticeZone { currentPractice { id timeZone } }"): typeof import('./graphql.js').ImportReviewPracticeZoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PracticeSkills { practiceSkills { id endorsementsCount specialty { id name category } } }"): typeof import('./graphql.js').PracticeSkillsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Specialties($text: String, $page: Int, $hitsPerPage: Int) {\n  specialties(text: $text, page: $page, hitsPerPage: $hitsPerPage) { page nbPages nbHits hits { id name category } }\n}"): typeof import('./graphql.js').SpecialtiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSkills($skillIds: [ID!]!) {\n  updateSkills(skillIds: $skillIds) { result errors skills { id endorsementsCount specialty { id name category } } }\n}"): typeof import('./graphql.js').UpdateSkillsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteSkills($skillId: String!) {\n  deleteSkills(skillId: $skillId) { result errors skills { id endorsementsCount specialty { id name category } } }\n}"): typeof import('./graphql.js').DeleteSkillsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveSkills($skillArray: [String!]!) {\n  moveSkills(skillArray: $skillArray) { result errors skills { id endorsementsCount specialty { id name category } } }\n}"): typeof import('./graphql.js').MoveSkillsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReviewsSummary {\n  reviewsSummary { completedCount pendingCount averageRating importEnabled }\n  currentPractice { id shortLink }\n}"): typeof import('./graphql.js').ReviewsSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PracticeReviews($dateFilter: String, $rating: Int, $limit: Int, $offset: Int) {\n  practiceReviews(dateFilter: $dateFilter, rating: $rating, limit: $limit, offset: $offset) {\n    count\n    reviews { id rating text createdAt createdAtAgoInWords unverifiedName isAnonymous source status\n      client { id firstName lastName email phone } reviewReply { message repliedAt } endorsedSkills { id name } }\n  }\n}"): typeof import('./graphql.js').PracticeReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReviewDetails($id: ID!) {\n  review(id: $id) { id rating text createdAt createdAtAgoInWords unverifiedName isAnonymous source status\n    client { id firstName lastName email phone } reviewReply { message repliedAt } endorsedSkills { id name } }\n}"): typeof import('./graphql.js').ReviewDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PendingReviewRequests {\n  pendingReviewRequests { clientId appointmentId firstName email phone reviewRequestedAt reviewLink reviewRequireConfirmation automatic }\n}"): typeof import('./graphql.js').PendingReviewRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddEditReviewReply($reviewId: ID!, $message: String!) {\n  addEditReviewReply(reviewId: $reviewId, message: $message) { result errors review { id reviewReply { message repliedAt } } }\n}"): typeof import('./graphql.js').AddEditReviewReplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProImportReview($rating: Int!, $review: String, $firstName: String!, $phone: String!, $createdAt: LocalDate!) {\n  proImportReview(rating: $rating, review: $review, firstName: $firstName, phone: $phone, createdAt: $createdAt) { result errors }\n}"): typeof import('./graphql.js').ProImportReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendBulkReviewRequests($clients: [BulkReviewRequestClient!]!) {\n  sendBulkReviewRequests(clients: $clients) { result errors erroredClients { email firstName phone errors } }\n}"): typeof import('./graphql.js').SendBulkReviewRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendProReviewRequest($clientId: ID!, $appointmentId: ID) {\n  resendProReviewRequest(clientId: $clientId, appointmentId: $appointmentId) { result errors }\n}"): typeof import('./graphql.js').ResendProReviewRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DismissReviewRequest($clientId: ID!, $appointmentId: ID) {\n  dismissReviewRequest(clientId: $clientId, appointmentId: $appointmentId) { result errors }\n}"): typeof import('./graphql.js').DismissReviewRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DiscountCodes {\n  discountCodes { id code kind amountCents percent expiresAt maxRedemptions redemptionCount combinationLimit serviceIds applyToSpecificServices editable }\n}"): typeof import('./graphql.js').DiscountCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpsertDiscountCode($input: UpsertDiscountCodeInput!) {\n  upsertDiscountCode(input: $input) { result errors discountCode { id code } }\n}"): typeof import('./graphql.js').UpsertDiscountCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CouponServices { currentPractice(includePrivate: true) { id services { id name } } }"): typeof import('./graphql.js').CouponServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteDiscountCode($id: ID!) { deleteDiscountCode(id: $id) { result errors } }"): typeof import('./graphql.js').DeleteDiscountCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetBookableEventTypes {\n  bookableEventTypes {\n    id name description instructions capacity amountCents amountCurrency location kind duration durationUnit slug url photoUrl eventsCount\n  }\n}"): typeof import('./graphql.js').GetBookableEventTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetScheduledEvents($bookableEventTypeId: ID!) {\n  bookableEventType(id: $bookableEventTypeId) {\n    id bookableEvents { id startsAt endsAt timeZone allDay clientsCount capacity atCapacity }\n  }\n}"): typeof import('./graphql.js').GetScheduledEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpsertBookableEventType($id: ID, $name: String!, $description: String, $instructions: String, $capacity: Int,\n  $unlimitedCapacity: Boolean, $amountCents: Int, $location: String!, $kind: String, $duration: Int, $durationUnit: String, $slug: String) {\n  upsertBookableEventType(id: $id, name: $name, description: $description, instructions: $instructions, capacity: $capacity,\n    unlimitedCapacity: $unlimitedCapacity, amountCents: $amountCents, location: $location, kind: $kind, duration: $duration,\n    durationUnit: $durationUnit, slug: $slug) {\n    result errors bookableEventType { id name slug }\n  }\n}"): typeof import('./graphql.js').UpsertBookableEventTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteBookableEventType($id: ID!) { deleteBookableEventType(id: $id) { result errors } }"): typeof import('./graphql.js').DeleteBookableEventTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBookableEventTypePhoto($id: ID!, $handle: String!) {\n  updateBookableEventTypePhoto(id: $id, handle: $handle) { result errors photoUrl }\n}"): typeof import('./graphql.js').UpdateBookableEventTypePhotoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveBookableEventTypePhoto($id: ID!) { removeBookableEventTypePhoto(id: $id) { result errors } }"): typeof import('./graphql.js').RemoveBookableEventTypePhotoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReorderServices($servicesArray: [ServicePositionInput!]!) {\n  reorderServices(servicesArray: $servicesArray) { result errors services { id } }\n}"): typeof import('./graphql.js').ReorderServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateServicePhoto($handle: String!, $serviceId: ID!) {\n  updateServicePhoto(handle: $handle, serviceId: $serviceId) { result errors photoUrl }\n}"): typeof import('./graphql.js').UpdateServicePhotoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveServicePhoto($serviceId: ID!) { removeServicePhoto(serviceId: $serviceId) { result errors } }"): typeof import('./graphql.js').RemoveServicePhotoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceFields on Service {\n    id name description timeLength amountCents addOn public locationIds package numberOfSessions allowedServiceIds variations { id timeLength amountCents }\n    availableTimes availableTimesEnabled photoUrl\n  }\n"): typeof import('./graphql.js').ServiceFieldsFragmentDoc;
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
export function graphql(source: "query CalendarIntegrationsPage {\n  calendarIntegrations {\n    conflictChecking\n    subscriptionPath\n    writeCalendar { calendarId calendarName }\n    connections { id providerName profileName profileId feedUrl errored lastRefreshedAt lastFailedAt calendars { id calendarId calendarName active } }\n  }\n}"): typeof import('./graphql.js').CalendarIntegrationsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarCreateFeed($feedUrl: String!) {\n  createCronofyFeed(feedUrl: $feedUrl) { result errors feed { id profileName } }\n}"): typeof import('./graphql.js').CalendarCreateFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarUpdateCalendars($calendars: [CalendarActiveInput!]!) {\n  updateCronofyCalendars(calendars: $calendars) { result errors }\n}"): typeof import('./graphql.js').CalendarUpdateCalendarsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarConflictChecking($enabled: Boolean!) {\n  updateCalendarConflictChecking(enabled: $enabled) { result errors }\n}"): typeof import('./graphql.js').CalendarConflictCheckingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarWriteCalendar($writeCalendarId: String) { updateCronofyClient(writeCalendarId: $writeCalendarId) { result errors } }"): typeof import('./graphql.js').CalendarWriteCalendarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarStartConnection($provider: String!) { startCalendarConnection(provider: $provider) { result errors url } }"): typeof import('./graphql.js').CalendarStartConnectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarConnectAccount($provider: String!, $code: String!, $state: String!) {\n  connectCalendarAccount(provider: $provider, code: $code, state: $state) { result errors connection { id profileName } }\n}"): typeof import('./graphql.js').CalendarConnectAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarRemoveProfile($profileId: ID!) { removeCronofyProfile(profileId: $profileId) { result errors } }"): typeof import('./graphql.js').CalendarRemoveProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarCreateSubscriptionLink { createAppointmentsSubscriptionLink { result errors } }"): typeof import('./graphql.js').CalendarCreateSubscriptionLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CalendarRevokeSubscriptionLink { revokeAppointmentsSubscriptionLink { result errors } }"): typeof import('./graphql.js').CalendarRevokeSubscriptionLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VideoConferencingPage {\n  videoConferencing { mode conferencingServices { provider active } zoomInfo { connected erroredAt accountName accountEmail } }\n}"): typeof import('./graphql.js').VideoConferencingPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConferencingApproveSimulated($provider: String!) {\n  approveSimulatedVideoConferencing(provider: $provider) { result errors }\n}"): typeof import('./graphql.js').ConferencingApproveSimulatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConferencingDeactivate($provider: String!) {\n  deactivateVideoConferencing(provider: $provider) { result errors }\n}"): typeof import('./graphql.js').ConferencingDeactivateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PersonalSettingsPage { personalSettings { id name email phone gender customGender dob } }"): typeof import('./graphql.js').PersonalSettingsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePersonalSettings($input: PersonalSettingsInput!) {\n  updatePersonalSettings(input: $input) { result errors user { id name email phone gender customGender dob } }\n}"): typeof import('./graphql.js').UpdatePersonalSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PracticeLink { currentPractice { id url } }"): typeof import('./graphql.js').PracticeLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppointmentStory($appointmentId: ID!) {\n  appointmentStory(appointmentId: $appointmentId) {\n    appointmentId practiceId practiceName currency timeZone clientToken\n    entries {\n      eventId revision type occurredAt occurredAtLocal summary actor correlationId\n      origin { ip userAgent }\n      changes { field before after }\n      after { revision at status startsAtLocal clientName rows { field value } }\n      data\n      email { to subject html text ics }\n      payment { provider idempotencyKey providerReference transactionId }\n    }\n    notes { eventId at atLocal note supportName }\n  }\n}"): typeof import('./graphql.js').AppointmentStoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppointmentAsOf($appointmentId: ID!, $revision: Int, $at: DateTime) {\n  appointmentAsOf(appointmentId: $appointmentId, revision: $revision, at: $at) { revision at status startsAtLocal clientName rows { field value } }\n}"): typeof import('./graphql.js').AppointmentAsOfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppointmentDiff($appointmentId: ID!, $fromRevision: Int!, $toRevision: Int!) {\n  appointmentDiff(appointmentId: $appointmentId, fromRevision: $fromRevision, toRevision: $toRevision) { field before after }\n}"): typeof import('./graphql.js').AppointmentDiffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppointmentRelated($appointmentId: ID!) {\n  appointmentRelated(appointmentId: $appointmentId) {\n    clientAppointments { appointmentId practiceName clientName services startsAtLocal state }\n    scheduleChanges { at atLocal summary streamId appointmentId }\n    messages { at atLocal channel to subject status eventId }\n  }\n}"): typeof import('./graphql.js').AppointmentRelatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupportSearch($text: String!) {\n  supportSearch(text: $text) {\n    appointmentId practiceId practiceName shortLink clientName clientEmail clientPhone services startsAt timeZone startsAtLocal state\n  }\n}"): typeof import('./graphql.js').SupportSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupportAudit($limit: Int, $offset: Int) {\n  supportAudit(limit: $limit, offset: $offset) {\n    total items { id at supportAccountId supportName supportEmail action target practiceId }\n  }\n}"): typeof import('./graphql.js').SupportAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddSupportNote($appointmentId: ID!, $note: String!) {\n  addSupportNote(appointmentId: $appointmentId, note: $note) { result errors }\n}"): typeof import('./graphql.js').AddSupportNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TextOutbox($limit: Int, $offset: Int) {\n  textOutbox(limit: $limit, offset: $offset) { total items { id to body type recipientKind sentVia sentAt } }\n  currentPractice { id timeZone }\n}"): typeof import('./graphql.js').TextOutboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomDomain { customDomain { domain kind dnsRecords { type host value ttl } } }"): typeof import('./graphql.js').CustomDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DomainProviderJwtToken { domainProviderJwtToken { result errors jwtToken provider } }"): typeof import('./graphql.js').DomainProviderJwtTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpsertCustomDomain($domain: String!, $step: String) {\n  upsertCustomDomain(domain: $domain, step: $step) { result errors customDomain { domain kind } }\n}"): typeof import('./graphql.js').UpsertCustomDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCustomDomain { deleteCustomDomain { result errors } }"): typeof import('./graphql.js').DeleteCustomDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DomainStatus($domain: String!, $fresh: Boolean) { domainStatus(domain: $domain, fresh: $fresh) }"): typeof import('./graphql.js').DomainStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebsiteMetadata { websiteMetadata { id title description ogSiteName primaryModality } }"): typeof import('./graphql.js').WebsiteMetadataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PracticeScripts { practiceScripts { id headScripts bodyScripts } }"): typeof import('./graphql.js').PracticeScriptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpsertWebsiteMetadata($input: WebsiteMetadataInput!) {\n  upsertWebsiteMetadata(input: $input) { result errors websiteMetadata { id title description ogSiteName primaryModality } }\n}"): typeof import('./graphql.js').UpsertWebsiteMetadataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GenerateSiteMetadata {\n  generateSiteMetadata { result errors websiteMetadata { id title description ogSiteName primaryModality } }\n}"): typeof import('./graphql.js').GenerateSiteMetadataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePracticeScripts($headScripts: String, $bodyScripts: String) {\n  updatePracticeScripts(headScripts: $headScripts, bodyScripts: $bodyScripts) { result errors practice { id headScripts bodyScripts } }\n}"): typeof import('./graphql.js').UpdatePracticeScriptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendDownloadAppText { sendText(type: \"download_mobile_app\") { result errors } }"): typeof import('./graphql.js').SendDownloadAppTextDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
