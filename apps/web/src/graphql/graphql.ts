/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AppointmentFilter = {
  practiceId?: string | null | undefined;
  q?: string | null | undefined;
  /** pending | approved | unavailable | cancelled */
  state?: string | null | undefined;
};

export type AppointmentServiceInput = {
  amountCents: number;
  /** Make this price the client's price for the service */
  saveCustomPrice?: boolean | null | undefined;
  serviceId: string;
  variationId?: string | null | undefined;
};

export type BookingSettingsInput = {
  appointmentBufferTime?: number | null | undefined;
  appointmentLeadTime?: number | null | undefined;
  cancellationPolicy?: string | null | undefined;
  instantClientApproval?: boolean | null | undefined;
  startTimeIncrement?: number | null | undefined;
};

export type BulkReviewRequestClient = {
  /** Ignored: a new client is 'invited' */
  clientType?: string | null | undefined;
  firstName?: string | null | undefined;
  phone?: string | null | undefined;
};

export type CalendarActiveInput = {
  active: boolean;
  id: string;
};

export type ClientParamsInput = {
  email?: string | null | undefined;
  firstName: string;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
};

/** spec 002 §7 updateCommunicationSettings: any of the eight settings fields */
export type CommunicationSettingsInput = {
  appointmentEmailReminderMinutes?: number | null | undefined;
  appointmentReminderEmailEnabled?: boolean | null | undefined;
  appointmentReminderTextEnabled?: boolean | null | undefined;
  appointmentTextReminderMinutes?: number | null | undefined;
  /** Instead of the settings fields: the templates to save */
  emailTemplates?: Array<EmailTemplateInput> | null | undefined;
  paymentPastDueEmailEnabled?: boolean | null | undefined;
  paymentPastDueEmailMinutes?: number | null | undefined;
  paymentPastDueTextEnabled?: boolean | null | undefined;
  paymentPastDueTextMinutes?: number | null | undefined;
};

export type CredentialPositionInput = {
  id: string;
  /** 1-based */
  position: number;
};

/** A field left out stays as it is; null or blank clears an optional field */
export type EditClientInput = {
  address?: string | null | undefined;
  addressTwo?: string | null | undefined;
  city?: string | null | undefined;
  clientType?: string | null | undefined;
  country?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  invitedFrom?: string | null | undefined;
  lastName?: string | null | undefined;
  notes?: string | null | undefined;
  phone?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
};

export type EmailTemplateInput = {
  /** Empty: back to the default content */
  content: string;
  name: string;
};

export type NewClientInput = {
  address?: string | null | undefined;
  addressTwo?: string | null | undefined;
  city?: string | null | undefined;
  clientType?: string | null | undefined;
  country?: string | null | undefined;
  email?: string | null | undefined;
  firstName: string;
  invitedFrom?: string | null | undefined;
  lastName: string;
  notes?: string | null | undefined;
  phone?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
};

/** spec 002 §7 updatePracticeOfflineOptions */
export type OfflineOptionsInput = {
  acceptsCash?: boolean | null | undefined;
  acceptsCreditCard?: boolean | null | undefined;
  acceptsPaypal?: boolean | null | undefined;
  acceptsVenmo?: boolean | null | undefined;
  acceptsZelle?: boolean | null | undefined;
};

/** spec 001 §7 updatePaymentSettings: the six payment settings fields */
export type PaymentSettingsInput = {
  chargeClientCcAtBooking?: boolean | null | undefined;
  paymentPastDueEmailEnabled?: boolean | null | undefined;
  paymentPastDueEmailMinutes?: number | null | undefined;
  paymentPastDueTextEnabled?: boolean | null | undefined;
  paymentPastDueTextMinutes?: number | null | undefined;
  requireClientCcToBook?: boolean | null | undefined;
};

/** Only non-empty fields are changed. */
export type PersonalSettingsInput = {
  customGender?: string | null | undefined;
  dob?: string | null | undefined;
  email?: string | null | undefined;
  gender?: string | null | undefined;
  name?: string | null | undefined;
  password?: string | null | undefined;
  passwordConfirmation?: string | null | undefined;
  phone?: string | null | undefined;
};

export type RequestAppointmentInput = {
  /** Add-on services booked with it */
  addOnServiceIds?: Array<string> | null | undefined;
  /** A card saved for this booking (square): the card form's token */
  cardSourceId?: string | null | undefined;
  /** A coupon code (upper-cased, other characters dropped); the appointment takes the discounted price */
  discountCode?: string | null | undefined;
  email: string;
  firstName: string;
  /** A gift card code: the card pays the price (after any coupon) up to its balance; the appointment takes what is left */
  giftCardCode?: string | null | undefined;
  lastName: string;
  locationId: string;
  phone: string;
  practiceId: string;
  serviceId: string;
  /** A card saved for this booking (stripe): the secret bookingSetupIntent returned, once the card form confirmed it */
  setupIntentSecret?: string | null | undefined;
  startsAt: string;
  /** A variation of the service (another length and price) */
  variationId?: string | null | undefined;
};

export type ServicePositionInput = {
  id: string;
  /** The place in the whole list from 0; free services hold the first places */
  position: number;
};

export type SignUpInput = {
  email: string;
  name: string;
  password: string;
  practiceName: string;
  /** Another practice's referral code (the sign-up link's ?ref=); an unknown one is ignored */
  referralCode?: string | null | undefined;
  /** IANA time zone of the practice; the browser’s by default */
  timeZone?: string | null | undefined;
};

export type UpsertDiscountCodeInput = {
  amountCents?: number | null | undefined;
  applyToSpecificServices?: boolean | null | undefined;
  /** Upper-cased, other characters stripped; blank: a random code */
  code?: string | null | undefined;
  expiresAt?: string | null | undefined;
  id?: string | null | undefined;
  /** fixed or percentage (default percentage) */
  kind?: string | null | undefined;
  maxRedemptions?: number | null | undefined;
  percent?: number | null | undefined;
  serviceIds?: Array<string> | null | undefined;
};

export type UpsertLocationInput = {
  address?: string | null | undefined;
  /** Weekly hours as JSON text; defaults 9:00 AM-5:00 PM weekdays */
  availableTimes?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  /** Omit to create */
  id?: string | null | undefined;
  kind?: string;
  name: string;
  secondaryAddress?: string | null | undefined;
  stateProvince?: string | null | undefined;
  timeZone: string;
  travelDistance?: number | null | undefined;
  virtualInstructions?: string | null | undefined;
  virtualLink?: string | null | undefined;
  virtualType?: string | null | undefined;
  zip?: string | null | undefined;
};

export type UpsertServiceInput = {
  addOn?: boolean;
  allowedServiceIds?: Array<string>;
  amountCents?: number;
  /** The service's own weekly hours as JSON text (a location's shape); omit to keep them */
  availableTimes?: string | null | undefined;
  /** Omit to keep as it was */
  availableTimesEnabled?: boolean | null | undefined;
  description: string;
  /** An image POST /uploads answered: becomes the photo */
  handle?: string | null | undefined;
  /** Omit to create */
  id?: string | null | undefined;
  locationIds?: Array<string>;
  name: string;
  /** Sessions of a package (default 5 in the portal) */
  numberOfSessions?: number | null | undefined;
  package?: boolean;
  public?: boolean;
  timeLength: number;
  variationsArray?: Array<VariationInput> | null | undefined;
};

export type VariationInput = {
  amountCents: number;
  id?: string | null | undefined;
  timeLength: number;
};

/** One changed field; the others are left out */
export type WebsiteMetadataInput = {
  description?: string | null | undefined;
  ogSiteName?: string | null | undefined;
  primaryModality?: string | null | undefined;
  title?: string | null | undefined;
};

export type ClientUserQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientUserQuery = { clientUser: { id: string, email: string } | null };

export type RequestClientSignInLinkMutationVariables = Exact<{
  email: string;
}>;


export type RequestClientSignInLinkMutation = { requestClientSignInLink: { result: string | null, errors: Array<string> } };

export type RequestClientSignInLinkForAppointmentMutationVariables = Exact<{
  instantActionToken: string;
}>;


export type RequestClientSignInLinkForAppointmentMutation = { requestClientSignInLinkForAppointment: { result: string | null, errors: Array<string>, sentTo: string | null } };

export type SignInClientMutationVariables = Exact<{
  token: string;
}>;


export type SignInClientMutation = { signInClient: { result: string | null, errors: Array<string>, clientUser: { id: string, email: string } | null } };

export type SignOutClientMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutClientMutation = { signOutClient: { result: string | null, errors: Array<string> } };

export type SetupIntentMutationVariables = Exact<{
  appointmentId: string;
  instantActionToken: string;
}>;


export type SetupIntentMutation = { setupIntent: { result: string | null, errors: Array<string>, setupIntentSecret: string | null } };

export type ConfirmCardSetupMutationVariables = Exact<{
  appointmentId: string;
  instantActionToken: string;
  setupIntentSecret: string;
}>;


export type ConfirmCardSetupMutation = { confirmCardSetup: { result: string | null, errors: Array<string>, paymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null } };

export type SquareAddCardToCustomerMutationVariables = Exact<{
  appointmentId: string;
  instantActionToken: string;
  sourceId: string;
}>;


export type SquareAddCardToCustomerMutation = { squareAddCardToCustomer: { result: string | null, errors: Array<string>, paymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null } };

export type AddTipToAppointmentMutationVariables = Exact<{
  appointmentId: string;
  instantActionToken: string;
  tipAmount: number;
}>;


export type AddTipToAppointmentMutation = { addTipToAppointment: { result: string | null, errors: Array<string> } };

export type ChargeCardMutationVariables = Exact<{
  appointmentId: string;
  instantActionToken: string;
}>;


export type ChargeCardMutation = { chargeCard: { result: string | null, errors: Array<string>, appointment: { id: string, clientPaymentStatus: string } | null } };

export type ChargeTipOnlyMutationVariables = Exact<{
  appointmentId: string;
  instantActionToken: string;
  tipAmount: number;
}>;


export type ChargeTipOnlyMutation = { chargeTipOnly: { result: string | null, errors: Array<string>, appointment: { id: string, clientPaymentStatus: string, tipAmountCents: number } | null } };

export type CreatePaypalOrderMutationVariables = Exact<{
  appointmentId: string;
  instantActionToken: string;
  tipAmountCents: number;
  tipOnly: boolean;
  fundingSource: string;
}>;


export type CreatePaypalOrderMutation = { createPaypalOrder: { result: string | null, errors: Array<string>, orderId: string | null } };

export type CapturePaypalPaymentMutationVariables = Exact<{
  appointmentId: string;
  instantActionToken: string;
  orderId: string;
}>;


export type CapturePaypalPaymentMutation = { capturePaypalPayment: { result: string | null, errors: Array<string>, appointment: { id: string, clientPaymentStatus: string, tipAmountCents: number } | null } };

export type TokenAppointmentQueryVariables = Exact<{
  instantActionToken: string;
}>;


export type TokenAppointmentQuery = { tokenAppointment: { id: string, startsAt: string, endsAt: string, timeZone: string, ianaTimeZone: string, amountCents: number, tipAmountCents: number, state: string, past: boolean, canCancel: boolean, instantActionToken: string, fullTotal: number, clientPaymentStatus: string, paymentError: string | null, locationName: string, virtualMeetingLinkWithFallback: string | null, defaultPaymentMethodData: { brand: string, last4: string, expMonth: number, expYear: number } | null, transactions: Array<{ id: string, type: string, state: number, amountCents: number, tipAmountCents: number, currency: string, via: string }>, service: { id: string, name: string }, appointmentServices: Array<{ id: string, amountCents: number, service: { id: string, name: string } }>, location: { id: string, name: string, kind: string, virtualType: string | null, address: string | null, virtualInstructions: string | null }, practice: { id: string, name: string, url: string, cancellationPolicy: string | null, acceptsTips: boolean, hasPaymentProvider: boolean, paymentProvider: string | null, paymentMode: string, hasPaypalPaymentsEnabled: boolean, hasVenmoPaymentsEnabled: boolean, defaultCurrency: string, acceptsCash: boolean, acceptsOfflineCreditCard: boolean, acceptsPaypal: boolean, acceptsVenmo: boolean, acceptsZelle: boolean }, user: { name: string, email: string, phone: string | null } } | null };

export type ClientCancelMutationVariables = Exact<{
  appointmentId: string;
  instantActionToken: string;
}>;


export type ClientCancelMutation = { clientCancel: { result: string | null, errors: Array<string> } };

export type AppointmentCalendarQueryVariables = Exact<{
  instantActionToken: string;
}>;


export type AppointmentCalendarQuery = { tokenAppointmentCalendar: { fileName: string, ics: string, googleCalendarUrl: string } | null };

export type BookingAvailabilityQueryVariables = Exact<{
  shortLink: string;
  serviceId?: string | null | undefined;
  variationId?: string | null | undefined;
  locationId?: string | null | undefined;
  addOnServiceIds?: Array<string> | string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type BookingAvailabilityQuery = { publicPractice: { id: string, bookingAvailability: { timeZone: string, availableSlots: Array<{ date: string, datetimes: Array<string> }> } } | null };

export type BookingSetupIntentMutationVariables = Exact<{
  practiceId: string;
  email: string;
  firstName: string;
  lastName: string;
}>;


export type BookingSetupIntentMutation = { bookingSetupIntent: { result: string | null, errors: Array<string>, setupIntentSecret: string | null } };

export type RequestAppointmentMutationVariables = Exact<{
  input: RequestAppointmentInput;
}>;


export type RequestAppointmentMutation = { requestAppointment: { result: string | null, errors: Array<string>, appointmentId: string | null, instantActionToken: string | null, state: string | null, nextAvailableTimes: Array<string> } };

export type DiscountCodeQuoteQueryVariables = Exact<{
  practiceId: string;
  code: string;
  serviceId: string;
  variationId?: string | null | undefined;
  addOnServiceIds?: Array<string> | string | null | undefined;
}>;


export type DiscountCodeQuoteQuery = { discountCodeQuote: { result: string | null, errors: Array<string>, code: string | null, discountCents: number | null, totalCents: number | null } };

export type EventDiscountCodeQuoteQueryVariables = Exact<{
  bookableEventId: string;
  code: string;
}>;


export type EventDiscountCodeQuoteQuery = { eventDiscountCodeQuote: { result: string | null, errors: Array<string>, code: string | null, discountCents: number | null, totalCents: number | null } };

export type EventRegistrationQueryVariables = Exact<{
  token: string;
}>;


export type EventRegistrationQuery = { eventRegistration: { id: string, token: string, state: string, isOwnerCancelled: boolean, amountCents: number, createdAt: string, paymentStatus: string, paymentLabel: string, discount: { code: string, amountCents: number } | null, event: { id: string, name: string, kind: string, location: string, startsAt: string, endsAt: string, allDay: boolean, timeZone: string, photoUrl: string | null, imageUrl: string | null, description: string | null, instructions: string | null }, eventType: { slug: string, url: string }, client: { firstName: string, lastName: string, email: string | null }, practice: { name: string, shortLink: string, email: string | null, phone: string | null } } | null };

export type PracticeEventTypesQueryVariables = Exact<{
  shortLink: string;
}>;


export type PracticeEventTypesQuery = { publicEventTypes: Array<{ id: string, name: string, slug: string, kind: string, location: string, duration: number, durationUnit: string, amountCents: number, amountCurrency: string, events: Array<{ id: string, startsAt: string, endsAt: string, allDay: boolean, timeZone: string, seatsLeft: number | null, full: boolean }> }> };

export type PublicEventTypeQueryVariables = Exact<{
  shortLink: string;
  slug: string;
}>;


export type PublicEventTypeQuery = { publicEventType: { id: string, name: string, slug: string, kind: string, location: string, photoUrl: string | null, description: string | null, instructions: string | null, duration: number, durationUnit: string, amountCents: number, amountCurrency: string, capacity: number | null, url: string, requiresCard: boolean, practice: { id: string, name: string, shortLink: string, paymentProvider: string | null }, events: Array<{ id: string, startsAt: string, endsAt: string, allDay: boolean, timeZone: string, seatsLeft: number | null, full: boolean }> } | null };

export type RegisterForBookableEventMutationVariables = Exact<{
  bookableEventId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null | undefined;
  setupIntentSecret?: string | null | undefined;
  cardSourceId?: string | null | undefined;
  discountCode?: string | null | undefined;
}>;


export type RegisterForBookableEventMutation = { registerForBookableEvent: { result: string | null, errors: Array<string>, token: string | null, paymentStatus: string | null } };

export type GiftCardSetupIntentMutationVariables = Exact<{
  practiceId: string;
  email: string;
  firstName: string;
  lastName: string;
}>;


export type GiftCardSetupIntentMutation = { bookingSetupIntent: { result: string | null, errors: Array<string>, setupIntentSecret: string | null } };

export type GiftCardBalanceQueryVariables = Exact<{
  practiceId: string;
  code: string;
}>;


export type GiftCardBalanceQuery = { giftCardBalance: { result: string | null, errors: Array<string>, code: string | null, balanceCents: number | null, currency: string | null } };

export type PublicGiftCardTemplatesQueryVariables = Exact<{
  shortLink: string;
}>;


export type PublicGiftCardTemplatesQuery = { publicGiftCardTemplates: Array<{ id: string, amountCents: number, amountCurrency: string, description: string | null }> };

export type PurchaseGiftCardMutationVariables = Exact<{
  practiceId: string;
  giftCardTemplateId: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message?: string | null | undefined;
  setupIntentSecret?: string | null | undefined;
  cardSourceId?: string | null | undefined;
}>;


export type PurchaseGiftCardMutation = { purchaseGiftCard: { result: string | null, errors: Array<string>, giftCard: { code: string, amountCents: number, currency: string, recipientEmail: string } | null } };

export type RecentClientReviewsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type RecentClientReviewsQuery = { recentClientReviews: Array<{ id: string, rating: number, text: string, publicName: string | null, createdAt: string, practitioner: { name: string, shortLink: string, title: string | null, photoUrl: string | null } }> };

export type TherapyCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type TherapyCategoriesQuery = { therapyCategories: Array<{ name: string }> };

export type IntakeFormFillQueryVariables = Exact<{
  uniqueId: string;
}>;


export type IntakeFormFillQuery = { intakeFormByUniqueId: { uniqueId: string, completed: boolean, form: string | null, theme: string | null, practiceName: string, practiceUrl: string } | null };

export type SaveIntakeFormResponseMutationVariables = Exact<{
  uniqueId: string;
  formData: string;
}>;


export type SaveIntakeFormResponseMutation = { saveIntakeFormResponse: { result: string | null, errors: Array<string> } };

export type ClientPaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientPaymentMethodsQuery = { clientPaymentMethods: Array<{ clientId: string, practice: { id: string, name: string, url: string, hasPaymentProvider: boolean, paymentProvider: string | null, paymentMode: string }, paymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null }> };

export type ClientCardSetupMutationVariables = Exact<{
  clientId: string;
}>;


export type ClientCardSetupMutation = { setupIntent: { result: string | null, errors: Array<string>, setupIntentSecret: string | null } };

export type ConfirmClientCardSetupMutationVariables = Exact<{
  clientId: string;
  setupIntentSecret: string;
}>;


export type ConfirmClientCardSetupMutation = { confirmCardSetup: { result: string | null, errors: Array<string>, paymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null } };

export type SquareAddClientCardMutationVariables = Exact<{
  clientId: string;
  sourceId: string;
}>;


export type SquareAddClientCardMutation = { squareAddCardToCustomer: { result: string | null, errors: Array<string>, paymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null } };

export type DetachClientPaymentMethodMutationVariables = Exact<{
  clientId: string;
}>;


export type DetachClientPaymentMethodMutation = { detachPaymentMethodPractice: { result: string | null, errors: Array<string> } };

export type PracticeGalleryQueryVariables = Exact<{
  shortLink: string;
}>;


export type PracticeGalleryQuery = { publicGalleryImages: Array<{ id: string, defaultPhotoUrl: string, altText: string | null }> };

export type PublicWebsiteQueryVariables = Exact<{
  shortLink: string;
}>;


export type PublicWebsiteQuery = { publicWebsite: { websiteMetadata: { id: string, title: string | null, description: string | null, ogSiteName: string | null }, scripts: { id: string, headScripts: string | null, bodyScripts: string | null } } | null };

export type PublicPracticeQueryVariables = Exact<{
  shortLink: string;
}>;


export type PublicPracticeQuery = { publicPractice: { id: string, name: string, shortLink: string, url: string, timeZone: string, requireClientCcToBook: boolean, paymentProvider: string | null, paymentMode: string, user: { name: string, email: string, phone: string | null }, services: Array<{ id: string, name: string, description: string, timeLength: number, amountCents: number, addOn: boolean, public: boolean, locationIds: Array<string>, package: boolean, allowedServiceIds: Array<string>, photoUrl: string | null, variations: Array<{ id: string, timeLength: number, amountCents: number }> }>, locations: Array<{ id: string, name: string, kind: string, timeZone: string, address: string | null, city: string | null, stateProvince: string | null, zip: string | null, virtualType: string | null, virtualLink: string | null, virtualInstructions: string | null, state: string }>, bookingSettings: { cancellationPolicy: string | null, appointmentLeadTime: number }, profile: { title: string | null, headline: string | null, about: string | null, location: string | null, photoUrl: string | null }, approvedCredentials: Array<{ id: string, kind: string, name: string, issuer: string | null, stateIssued: string | null }>, specialties: Array<{ id: string, name: string }>, reviewsSummary: { averageRating: number | null, count: number }, flags: { discountCodesEnabled: boolean, giftCardsEnabled: boolean } } | null };

export type PublicPracticeReviewsQueryVariables = Exact<{
  shortLink: string;
  limit?: number | null | undefined;
}>;


export type PublicPracticeReviewsQuery = { publicPractice: { id: string, reviewsSummary: { averageRating: number | null, count: number }, latestReviews: Array<{ id: string, rating: number, text: string | null, publicName: string | null, createdAt: string, createdAtAgoInWords: string, reply: { message: string, repliedAt: string } | null, skills: Array<{ id: string, name: string }> }> } | null };

export type ReviewFlowPracticeQueryVariables = Exact<{
  referralCode: string;
}>;


export type ReviewFlowPracticeQuery = { reviewPractice: { practiceId: string, name: string, title: string | null, photoUrl: string | null, shortLink: string, skills: Array<{ id: string, name: string }> } | null };

export type ReviewFlowReviewQueryVariables = Exact<{
  token: string;
}>;


export type ReviewFlowReviewQuery = { reviewByToken: { token: string, rating: number | null, text: string | null, isAnonymous: boolean, publicName: string, skillIds: Array<string>, source: string, status: string, createdAt: string, appointmentId: string | null, clientId: string, practice: { practiceId: string, name: string, title: string | null, photoUrl: string | null, shortLink: string, skills: Array<{ id: string, name: string }> } } | null };

export type ReviewFlowCreateClientMutationVariables = Exact<{
  practiceId: string;
  phone: string;
  firstName: string;
}>;


export type ReviewFlowCreateClientMutation = { reviewCreateClient: { result: string | null, errors: Array<string>, clientId: string | null } };

export type ReviewFlowAddRatingMutationVariables = Exact<{
  practiceId: string;
  clientId: string;
  rating: number;
  appointmentId?: string | null | undefined;
}>;


export type ReviewFlowAddRatingMutation = { reviewAddRating: { result: string | null, errors: Array<string>, token: string | null } };

export type ReviewFlowAddEndorsementsMutationVariables = Exact<{
  reviewId: string;
  endorsements: Array<string> | string;
}>;


export type ReviewFlowAddEndorsementsMutation = { reviewAddEndorsements: { result: string | null, errors: Array<string> } };

export type ReviewFlowAddTextMutationVariables = Exact<{
  reviewId: string;
  text: string;
}>;


export type ReviewFlowAddTextMutation = { reviewAddTextReview: { result: string | null, errors: Array<string> } };

export type ReviewFlowToggleAnonMutationVariables = Exact<{
  reviewId: string;
  isAnon: boolean;
}>;


export type ReviewFlowToggleAnonMutation = { toggleReviewAnon: { result: string | null, errors: Array<string> } };

export type ReviewFlowSetPublicNameMutationVariables = Exact<{
  reviewId: string;
  name: string;
}>;


export type ReviewFlowSetPublicNameMutation = { setReviewPublicName: { result: string | null, errors: Array<string> } };

export type ReviewFlowConfirmMutationVariables = Exact<{
  reviewId: string;
}>;


export type ReviewFlowConfirmMutation = { confirmReview: { result: string | null, errors: Array<string> } };

export type ReviewFlowDisputeMutationVariables = Exact<{
  reviewId: string;
}>;


export type ReviewFlowDisputeMutation = { disputeReview: { result: string | null, errors: Array<string> } };

export type ReviewFlowFeatureRequestMutationVariables = Exact<{
  name: string;
  clientId?: string | null | undefined;
}>;


export type ReviewFlowFeatureRequestMutation = { featureRequest: { result: string | null, errors: Array<string> } };

export type SearchSuggestionsQueryVariables = Exact<{
  query: string;
}>;


export type SearchSuggestionsQuery = { searchSuggestions: { therapies: Array<{ id: string, name: string, category: string }>, practitioners: Array<{ id: string, name: string, shortLink: string, photoUrl: string | null, verified: boolean }> } };

export type PractitionerSearchQueryVariables = Exact<{
  query?: string | null | undefined;
  aroundLat?: number | null | undefined;
  aroundLng?: number | null | undefined;
  virtual?: boolean | null | undefined;
  page?: number | null | undefined;
  sortByDistance?: boolean | null | undefined;
}>;


export type PractitionerSearchQuery = { searchPractitioners: { page: number, nbPages: number, nbHits: number, hits: Array<{ id: string, name: string, shortLink: string, headline: string | null, photoUrl: string | null, verified: boolean, rating: number | null, reviewCount: number, virtual: boolean, inPerson: boolean, distanceMiles: number | null, latitude: number | null, longitude: number | null, nextAvailable: string | null }> } };

export type SearchPlaceSuggestionsQueryVariables = Exact<{
  text: string;
  limit?: number | null | undefined;
}>;


export type SearchPlaceSuggestionsQuery = { placeSuggestions: Array<{ id: string, description: string, mainText: string, secondaryText: string, types: Array<string> }> };

export type SearchLocationQueryVariables = Exact<{
  text?: string | null | undefined;
  placeId?: string | null | undefined;
}>;


export type SearchLocationQuery = { searchLocation: { id: string, description: string, latitude: number, longitude: number } | null };

export type ClientBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientBookingsQuery = { clientBookings: { upcomingAppointments: Array<{ id: string, state: string, stateLabel: string, startsAt: string, endsAt: string, amountCents: number, feeCents: number, platformFeeCents: number, instantActionToken: string, appointmentTimeLength: number, practiceId: string, serviceId: string, practice: { id: string, name: string, url: string, defaultCurrency: string } | null, services: Array<{ id: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, address: string | null, timeZone: string, timeZoneAbbr: string }, transaction: { id: string, type: string, state: number, amountCents: number, stateLabel: string, description: string } | null }>, pastAppointments: Array<{ id: string, state: string, stateLabel: string, startsAt: string, endsAt: string, amountCents: number, feeCents: number, platformFeeCents: number, instantActionToken: string, appointmentTimeLength: number, practiceId: string, serviceId: string, practice: { id: string, name: string, url: string, defaultCurrency: string } | null, services: Array<{ id: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, address: string | null, timeZone: string, timeZoneAbbr: string }, transaction: { id: string, type: string, state: number, amountCents: number, stateLabel: string, description: string } | null }>, expiredAppointments: Array<{ id: string, state: string, stateLabel: string, startsAt: string, endsAt: string, amountCents: number, feeCents: number, platformFeeCents: number, instantActionToken: string, appointmentTimeLength: number, practiceId: string, serviceId: string, practice: { id: string, name: string, url: string, defaultCurrency: string } | null, services: Array<{ id: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, address: string | null, timeZone: string, timeZoneAbbr: string }, transaction: { id: string, type: string, state: number, amountCents: number, stateLabel: string, description: string } | null }>, transactions: Array<{ id: string, state: string, stateLabel: string, startsAt: string, endsAt: string, amountCents: number, feeCents: number, platformFeeCents: number, instantActionToken: string, appointmentTimeLength: number, practiceId: string, serviceId: string, practice: { id: string, name: string, url: string, defaultCurrency: string } | null, services: Array<{ id: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, address: string | null, timeZone: string, timeZoneAbbr: string }, transaction: { id: string, type: string, state: number, amountCents: number, stateLabel: string, description: string } | null }> } };

export type BookingCardFieldsFragment = { id: string, state: string, stateLabel: string, startsAt: string, endsAt: string, amountCents: number, feeCents: number, platformFeeCents: number, instantActionToken: string, appointmentTimeLength: number, practiceId: string, serviceId: string, practice: { id: string, name: string, url: string, defaultCurrency: string } | null, services: Array<{ id: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, address: string | null, timeZone: string, timeZoneAbbr: string }, transaction: { id: string, type: string, state: number, amountCents: number, stateLabel: string, description: string } | null };

export type CancelClientBookingMutationVariables = Exact<{
  appointmentId: string;
}>;


export type CancelClientBookingMutation = { cancelClientBooking: { result: string | null, errors: Array<string> } };

export type AcceptAppointmentMutationVariables = Exact<{
  appointmentId: string;
}>;


export type AcceptAppointmentMutation = { acceptAppointment: { result: string | null, errors: Array<string> } };

export type DeclineAppointmentMutationVariables = Exact<{
  appointmentId: string;
  reason?: string | null | undefined;
}>;


export type DeclineAppointmentMutation = { declineAppointment: { result: string | null, errors: Array<string> } };

export type CancelAppointmentMutationVariables = Exact<{
  appointmentId: string;
  practitionerNote?: string | null | undefined;
  cancelRecurringSeries?: boolean | null | undefined;
}>;


export type CancelAppointmentMutation = { cancelAppointment: { result: string | null, errors: Array<string>, cancelledAppointmentIds: Array<string> } };

export type ProCreateAppointmentMutationVariables = Exact<{
  appointmentServices: Array<AppointmentServiceInput> | AppointmentServiceInput;
  locationId: string;
  startsAt: string;
  endsAt: string;
  clientId?: string | null | undefined;
  client?: NewClientInput | null | undefined;
  practitionerNote?: string | null | undefined;
  packageId?: string | null | undefined;
}>;


export type ProCreateAppointmentMutation = { proCreateAppointment: { result: string | null, errors: Array<string>, appointment: { id: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, past: boolean, practitionerNote: string | null, seriesId: string | null, recurrencePattern: string | null, packageSessionNumber: number | null, packageNumberOfSessions: number | null, paymentStatus: string, isPaid: boolean, markPaid: boolean, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasTransaction: boolean, hasPaymentMethod: boolean, tipAmountCents: number, fullTotal: number, collectedCents: number, adjustedCents: number, refundableCents: number, outstandingCents: number, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string }, discountCodeRedemptions: Array<{ code: string, amountCents: number }>, giftCardRedemptions: Array<{ code: string, amountCents: number }>, adjustments: Array<{ id: string, adjustedAt: string, amountCents: number, note: string | null, refunded: boolean }>, defaultPaymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null } | null } };

export type CreateAppointmentsMutationVariables = Exact<{
  appointmentServices: Array<AppointmentServiceInput> | AppointmentServiceInput;
  locationId: string;
  clientId?: string | null | undefined;
  client?: NewClientInput | null | undefined;
  bookedFrom?: string | null | undefined;
  bookedBy?: string | null | undefined;
  recurringStartTimes: Array<string> | string;
  recurrencePattern: string;
  duration: number;
  packageId?: string | null | undefined;
}>;


export type CreateAppointmentsMutation = { createAppointments: { result: string | null, errors: Array<string>, seriesId: string | null, appointments: Array<{ id: string, startsAt: string, endsAt: string }> } };

export type UpdateAppointmentV2MutationVariables = Exact<{
  appointmentId: string;
  appointmentServices?: Array<AppointmentServiceInput> | AppointmentServiceInput | null | undefined;
  locationId?: string | null | undefined;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
  practitionerNote?: string | null | undefined;
  rescheduleRecurringSeries?: boolean | null | undefined;
}>;


export type UpdateAppointmentV2Mutation = { updateAppointmentV2: { result: string | null, errors: Array<string>, appointment: { id: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, past: boolean, practitionerNote: string | null, seriesId: string | null, recurrencePattern: string | null, packageSessionNumber: number | null, packageNumberOfSessions: number | null, paymentStatus: string, isPaid: boolean, markPaid: boolean, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasTransaction: boolean, hasPaymentMethod: boolean, tipAmountCents: number, fullTotal: number, collectedCents: number, adjustedCents: number, refundableCents: number, outstandingCents: number, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string }, discountCodeRedemptions: Array<{ code: string, amountCents: number }>, giftCardRedemptions: Array<{ code: string, amountCents: number }>, adjustments: Array<{ id: string, adjustedAt: string, amountCents: number, note: string | null, refunded: boolean }>, defaultPaymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null } | null } };

export type ResendConfirmationMutationVariables = Exact<{
  appointmentId: string;
  sendTo: string;
}>;


export type ResendConfirmationMutation = { resendProAppointmentConfirmation: { result: string | null, errors: Array<string> } };

export type AddAppointmentNoteMutationVariables = Exact<{
  text: string;
  clientId: string;
  appointmentId?: string | null | undefined;
}>;


export type AddAppointmentNoteMutation = { addNote: { result: string | null, errors: Array<string> } };

export type AppointmentFieldsFragment = { id: string, practiceId: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, createdAt: string, past: boolean, practitionerNote: string | null, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string } };

export type AppointmentsQueryVariables = Exact<{
  filter?: AppointmentFilter | null | undefined;
  sortField?: string | null | undefined;
  sortOrder?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AppointmentsQuery = { appointments: { total: number, items: Array<{ id: string, practiceId: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, createdAt: string, past: boolean, practitionerNote: string | null, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string } }> } };

export type AppointmentQueryVariables = Exact<{
  id: string;
}>;


export type AppointmentQuery = { appointment: { id: string, practiceId: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, createdAt: string, past: boolean, practitionerNote: string | null, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string } } | null };

export type CalendarClientFieldsFragment = { id: string, name: string, firstName: string, lastName: string, email: string | null, phone: string | null, formattedPhone: string | null };

export type CalendarClientsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type CalendarClientsQuery = { clients: { totalCount: number, clients: Array<{ id: string, name: string, firstName: string, lastName: string, email: string | null, phone: string | null, formattedPhone: string | null }> } };

export type CalendarClientQueryVariables = Exact<{
  clientId: string;
}>;


export type CalendarClientQuery = { client: { id: string, name: string, firstName: string, lastName: string, email: string | null, phone: string | null, formattedPhone: string | null, customPrices: Array<{ serviceId: string, amountCents: number }>, openPackages: Array<{ id: string, serviceId: string, name: string, sessionsRemaining: number, numberOfSessions: number }> } | null };

export type RecurringTimesQueryVariables = Exact<{
  practiceId: string;
  startsAt: string;
  recurrencePattern: string;
  duration: number;
  locationId?: string | null | undefined;
}>;


export type RecurringTimesQuery = { recurringTimes: Array<{ startsAt: string, displayTime: string, conflicts: Array<{ id: string, name: string, type: string, timeRange: string }> }> };

export type AppointmentNotesQueryVariables = Exact<{
  id: string;
}>;


export type AppointmentNotesQuery = { appointment: { id: string, notes: Array<{ id: string, text: string, time: string, noteType: string }> } | null };

export type AppointmentHistoryQueryVariables = Exact<{
  appointmentId: string;
}>;


export type AppointmentHistoryQuery = { appointmentHistory: Array<{ eventId: string, revision: number, occurredAt: string, type: string, actor: unknown, data: unknown, metadata: unknown }> };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { result: string | null, errors: Array<string> } };

export type LogInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LogInMutation = { logIn: { result: string | null, errors: Array<string>, user: { id: string, kind: string, name: string, email: string, practiceId: string | null } | null } };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { logOut: { result: string | null, errors: Array<string> } };

export type BookingSettingsFieldsFragment = { appointmentBufferTime: number, appointmentLeadTime: number, startTimeIncrement: number, instantClientApproval: boolean, cancellationPolicy: string | null };

export type BookingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingSettingsQuery = { currentPractice: { id: string, bookingSettings: { appointmentBufferTime: number, appointmentLeadTime: number, startTimeIncrement: number, instantClientApproval: boolean, cancellationPolicy: string | null } } | null };

export type UpdateBookingSettingsMutationVariables = Exact<{
  input: BookingSettingsInput;
}>;


export type UpdateBookingSettingsMutation = { updateBookingSettings: { result: string | null, error: string | null, errors: Array<string>, bookingSettings: { appointmentBufferTime: number, appointmentLeadTime: number, startTimeIncrement: number, instantClientApproval: boolean, cancellationPolicy: string | null } | null } };

export type UpsertPersonalEventMutationVariables = Exact<{
  id?: string | null | undefined;
  name?: string | null | undefined;
  allDay: boolean;
  startsAt: string;
  endsAt: string;
  timeZone: string;
}>;


export type UpsertPersonalEventMutation = { upsertPersonalEvent: { result: string | null, errors: Array<string>, personalEvent: { id: string, name: string | null, allDay: boolean, startsAt: string, endsAt: string, timeZone: string } | null } };

export type DeletePersonalEventMutationVariables = Exact<{
  id: string;
}>;


export type DeletePersonalEventMutation = { deletePersonalEvent: { result: string | null, errors: Array<string> } };

export type CalendarAppointmentFieldsFragment = { id: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, past: boolean, practitionerNote: string | null, seriesId: string | null, recurrencePattern: string | null, packageSessionNumber: number | null, packageNumberOfSessions: number | null, paymentStatus: string, isPaid: boolean, markPaid: boolean, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasTransaction: boolean, hasPaymentMethod: boolean, tipAmountCents: number, fullTotal: number, collectedCents: number, adjustedCents: number, refundableCents: number, outstandingCents: number, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string }, discountCodeRedemptions: Array<{ code: string, amountCents: number }>, giftCardRedemptions: Array<{ code: string, amountCents: number }>, adjustments: Array<{ id: string, adjustedAt: string, amountCents: number, note: string | null, refunded: boolean }>, defaultPaymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null };

export type PersonalEventFieldsFragment = { id: string, name: string | null, allDay: boolean, startsAt: string, endsAt: string, timeZone: string };

export type ProCalendarEventsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ProCalendarEventsQuery = { calendarEvents: Array<{ id: string, title: string, start: string, end: string, allDay: boolean, classNames: Array<string>, editable: boolean, backgroundColor: string | null, borderColor: string | null, textColor: string | null, extendedProps: unknown }> };

export type AppointmentForCalendarQueryVariables = Exact<{
  id: string;
}>;


export type AppointmentForCalendarQuery = { appointment: { id: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, past: boolean, practitionerNote: string | null, seriesId: string | null, recurrencePattern: string | null, packageSessionNumber: number | null, packageNumberOfSessions: number | null, paymentStatus: string, isPaid: boolean, markPaid: boolean, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasTransaction: boolean, hasPaymentMethod: boolean, tipAmountCents: number, fullTotal: number, collectedCents: number, adjustedCents: number, refundableCents: number, outstandingCents: number, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string }, discountCodeRedemptions: Array<{ code: string, amountCents: number }>, giftCardRedemptions: Array<{ code: string, amountCents: number }>, adjustments: Array<{ id: string, adjustedAt: string, amountCents: number, note: string | null, refunded: boolean }>, defaultPaymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null } | null };

export type AppointmentByTokenQueryVariables = Exact<{
  token: string;
}>;


export type AppointmentByTokenQuery = { appointmentByToken: { id: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, past: boolean, practitionerNote: string | null, seriesId: string | null, recurrencePattern: string | null, packageSessionNumber: number | null, packageNumberOfSessions: number | null, paymentStatus: string, isPaid: boolean, markPaid: boolean, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasTransaction: boolean, hasPaymentMethod: boolean, tipAmountCents: number, fullTotal: number, collectedCents: number, adjustedCents: number, refundableCents: number, outstandingCents: number, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string }, discountCodeRedemptions: Array<{ code: string, amountCents: number }>, giftCardRedemptions: Array<{ code: string, amountCents: number }>, adjustments: Array<{ id: string, adjustedAt: string, amountCents: number, note: string | null, refunded: boolean }>, defaultPaymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null } | null };

export type ProCalendarUserQueryVariables = Exact<{ [key: string]: never; }>;


export type ProCalendarUserQuery = { currentPractice: { id: string, timeZone: string, services: Array<{ id: string, name: string, timeLength: number, amountCents: number, addOn: boolean, locationIds: Array<string>, package: boolean, numberOfSessions: number, allowedServiceIds: Array<string>, variations: Array<{ id: string, timeLength: number, amountCents: number }> }>, locations: Array<{ id: string, name: string, kind: string, timeZone: string, state: string }> } | null };

export type PersonalEventQueryVariables = Exact<{
  id: string;
}>;


export type PersonalEventQuery = { personalEvent: { id: string, name: string | null, allDay: boolean, startsAt: string, endsAt: string, timeZone: string } | null };

export type CalendarGroupEventFieldsFragment = { id: string, bookableEventTypeId: string, name: string, location: string, kind: string, startsAt: string, endsAt: string, allDay: boolean, timeZone: string, capacity: number | null, amountCents: number, amountCurrency: string, clientsCount: number, atCapacity: boolean, bookableEventType: { id: string, name: string, duration: number, durationUnit: string, slug: string }, clients: Array<{ id: string, registrationId: string, firstName: string, lastName: string, email: string | null, phone: string | null, paymentStatus: string, paymentLabel: string, amountCents: number, overCapacity: boolean, createdAt: string }> };

export type BookableEventForCalendarQueryVariables = Exact<{
  id: string;
}>;


export type BookableEventForCalendarQuery = { bookableEvent: { id: string, bookableEventTypeId: string, name: string, location: string, kind: string, startsAt: string, endsAt: string, allDay: boolean, timeZone: string, capacity: number | null, amountCents: number, amountCurrency: string, clientsCount: number, atCapacity: boolean, bookableEventType: { id: string, name: string, duration: number, durationUnit: string, slug: string }, clients: Array<{ id: string, registrationId: string, firstName: string, lastName: string, email: string | null, phone: string | null, paymentStatus: string, paymentLabel: string, amountCents: number, overCapacity: boolean, createdAt: string }> } | null };

export type CalendarBookableEventTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarBookableEventTypesQuery = { bookableEventTypes: Array<{ id: string, name: string, duration: number, durationUnit: string, capacity: number | null, amountCents: number, amountCurrency: string }> };

export type RegistrantPaymentQueryVariables = Exact<{
  bookableEventId: string;
  clientId: string;
}>;


export type RegistrantPaymentQuery = { bookableEventRegistration: { id: string, paymentStatus: string, paymentLabel: string, amountCents: number, createdAt: string, canProcessPayment: boolean, failureReason: string | null, discount: { code: string, amountCents: number } | null } | null };

export type UpsertBookableEventMutationVariables = Exact<{
  id?: string | null | undefined;
  bookableEventTypeId: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  timeZone: string;
}>;


export type UpsertBookableEventMutation = { upsertBookableEvent: { result: string | null, errors: Array<string>, bookableEvent: { id: string } | null } };

export type DeleteBookableEventMutationVariables = Exact<{
  id: string;
}>;


export type DeleteBookableEventMutation = { deleteBookableEvent: { result: string | null, errors: Array<string> } };

export type AddClientToBookableEventMutationVariables = Exact<{
  bookableEventId: string;
  clientId?: string | null | undefined;
  clientParams?: ClientParamsInput | null | undefined;
}>;


export type AddClientToBookableEventMutation = { addClientToBookableEvent: { result: string | null, errors: Array<string>, registrationsCount: number | null, overCapacity: boolean | null } };

export type RemoveClientFromBookableEventMutationVariables = Exact<{
  bookableEventId: string;
  clientId: string;
}>;


export type RemoveClientFromBookableEventMutation = { removeClientFromBookableEvent: { result: string | null, errors: Array<string>, registrationsCount: number | null } };

export type ProcessRegistrationPaymentMutationVariables = Exact<{
  bookableEventId: string;
  clientId: string;
}>;


export type ProcessRegistrationPaymentMutation = { processRegistrationPayment: { result: string | null, errors: Array<string>, registration: { id: string, paymentStatus: string, paymentLabel: string, amountCents: number, createdAt: string, canProcessPayment: boolean, failureReason: string | null, discount: { code: string, amountCents: number } | null } | null } };

export type ClientAppointmentFieldsFragment = { id: string, state: string, startsAt: string, endsAt: string, timeZone: string, instantActionToken: string, services: Array<{ name: string, addOn: boolean }>, location: { id: string, name: string } };

export type PastAppointmentsQueryVariables = Exact<{
  clientId: string;
  limit?: number | null | undefined;
}>;


export type PastAppointmentsQuery = { pastAppointments: Array<{ id: string, state: string, startsAt: string, endsAt: string, timeZone: string, instantActionToken: string, services: Array<{ name: string, addOn: boolean }>, location: { id: string, name: string } }> };

export type UpcomingAppointmentsQueryVariables = Exact<{
  clientId: string;
}>;


export type UpcomingAppointmentsQuery = { upcomingAppointments: Array<{ id: string, state: string, startsAt: string, endsAt: string, timeZone: string, instantActionToken: string, services: Array<{ name: string, addOn: boolean }>, location: { id: string, name: string } }> };

export type AddNoteMutationVariables = Exact<{
  text: string;
  clientId: string;
  noteType?: string | null | undefined;
  appointmentId?: string | null | undefined;
}>;


export type AddNoteMutation = { addNote: { result: string | null, errors: Array<string>, note: { id: string, text: string, time: string, noteType: string, appointmentId: string | null } | null } };

export type InviteClientsMutationVariables = Exact<{
  clients: Array<NewClientInput> | NewClientInput;
}>;


export type InviteClientsMutation = { inviteClients: { result: string | null, errors: Array<string>, invitedCount: number, erroredClients: Array<{ email: string | null, errors: Array<string> }> } };

export type ClientOpenPackagesQueryVariables = Exact<{
  clientId: string;
}>;


export type ClientOpenPackagesQuery = { client: { id: string, openPackages: Array<{ id: string, serviceId: string, name: string, sessionsRemaining: number, numberOfSessions: number, createdAt: string }> } | null };

export type ClientFieldsFragment = { id: string, practiceId: string, firstName: string, lastName: string, name: string, email: string | null, phone: string | null, phoneExtension: string | null, formattedPhone: string | null, clientType: string | null, invitedFrom: string | null, lastAppointmentDate: string | null, address: string | null, addressTwo: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null, fullAddress: string | null, createdAt: string, deletedAt: string | null, notes: Array<{ id: string, text: string, time: string, noteType: string, appointmentId: string | null }> };

export type ClientsQueryVariables = Exact<{
  search?: string | null | undefined;
  sortField?: string | null | undefined;
  sortOrder?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ClientsQuery = { clients: { totalCount: number, clients: Array<{ id: string, practiceId: string, firstName: string, lastName: string, name: string, email: string | null, phone: string | null, phoneExtension: string | null, formattedPhone: string | null, clientType: string | null, invitedFrom: string | null, lastAppointmentDate: string | null, address: string | null, addressTwo: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null, fullAddress: string | null, createdAt: string, deletedAt: string | null, notes: Array<{ id: string, text: string, time: string, noteType: string, appointmentId: string | null }> }> } };

export type ClientQueryVariables = Exact<{
  clientId: string;
}>;


export type ClientQuery = { client: { id: string, practiceId: string, firstName: string, lastName: string, name: string, email: string | null, phone: string | null, phoneExtension: string | null, formattedPhone: string | null, clientType: string | null, invitedFrom: string | null, lastAppointmentDate: string | null, address: string | null, addressTwo: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null, fullAddress: string | null, createdAt: string, deletedAt: string | null, notes: Array<{ id: string, text: string, time: string, noteType: string, appointmentId: string | null }> } | null };

export type CreateClientMutationVariables = Exact<{
  client: NewClientInput;
}>;


export type CreateClientMutation = { createClient: { result: string | null, errors: Array<string>, client: { id: string, practiceId: string, firstName: string, lastName: string, name: string, email: string | null, phone: string | null, phoneExtension: string | null, formattedPhone: string | null, clientType: string | null, invitedFrom: string | null, lastAppointmentDate: string | null, address: string | null, addressTwo: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null, fullAddress: string | null, createdAt: string, deletedAt: string | null, notes: Array<{ id: string, text: string, time: string, noteType: string, appointmentId: string | null }> } | null } };

export type EditClientMutationVariables = Exact<{
  clientId: string;
  client: EditClientInput;
}>;


export type EditClientMutation = { editClient: { result: string | null, errors: Array<string>, client: { id: string, practiceId: string, firstName: string, lastName: string, name: string, email: string | null, phone: string | null, phoneExtension: string | null, formattedPhone: string | null, clientType: string | null, invitedFrom: string | null, lastAppointmentDate: string | null, address: string | null, addressTwo: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null, fullAddress: string | null, createdAt: string, deletedAt: string | null, notes: Array<{ id: string, text: string, time: string, noteType: string, appointmentId: string | null }> } | null } };

export type DeleteClientMutationVariables = Exact<{
  clientId: string;
}>;


export type DeleteClientMutation = { deleteClient: { result: string | null, errors: Array<string> } };

export type SavedCardQueryVariables = Exact<{
  instantActionToken: string;
}>;


export type SavedCardQuery = { defaultPaymentMethodPractice: { brand: string, last4: string, expMonth: number, expYear: number } | null };

export type DetachSavedCardMutationVariables = Exact<{
  appointmentId: string;
  instantActionToken: string;
}>;


export type DetachSavedCardMutation = { detachPaymentMethodPractice: { result: string | null, errors: Array<string> } };

export type ClientIntakeQueryVariables = Exact<{
  clientId: string;
}>;


export type ClientIntakeQuery = { client: { id: string, intakeFormSubmitted: boolean, intakeLastSentAt: string | null, intakeForm: { uniqueId: string, data: string, time: string, form: string, sentAt: string } | null } | null };

export type SendIntakeFormMutationVariables = Exact<{
  clientId: string;
}>;


export type SendIntakeFormMutation = { sendIntakeForm: { result: string | null, errors: Array<string> } };

export type EmailTemplatePreviewQueryVariables = Exact<{
  name: string;
  content?: string | null | undefined;
}>;


export type EmailTemplatePreviewQuery = { emailTemplatePreview: { subject: string | null, html: string | null, renderedFor: string, error: string | null } };

export type CommunicationSettingsFieldsFragment = { appointmentReminderEmailEnabled: boolean, appointmentReminderTextEnabled: boolean, appointmentEmailReminderMinutes: number, appointmentTextReminderMinutes: number, paymentPastDueEmailEnabled: boolean, paymentPastDueTextEnabled: boolean, paymentPastDueEmailMinutes: number, paymentPastDueTextMinutes: number, reminderMinutesOptions: Array<number>, emailTemplates: Array<{ name: string, customContent: string | null, defaultContent: string, allowedVariables: Array<string>, content: string }> };

export type CommunicationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CommunicationSettingsQuery = { communicationSettings: { appointmentReminderEmailEnabled: boolean, appointmentReminderTextEnabled: boolean, appointmentEmailReminderMinutes: number, appointmentTextReminderMinutes: number, paymentPastDueEmailEnabled: boolean, paymentPastDueTextEnabled: boolean, paymentPastDueEmailMinutes: number, paymentPastDueTextMinutes: number, reminderMinutesOptions: Array<number>, emailTemplates: Array<{ name: string, customContent: string | null, defaultContent: string, allowedVariables: Array<string>, content: string }> } };

export type UpdateCommunicationSettingsMutationVariables = Exact<{
  input: CommunicationSettingsInput;
}>;


export type UpdateCommunicationSettingsMutation = { updateCommunicationSettings: { result: string | null, error: string | null, errors: Array<string>, communicationSettings: { appointmentReminderEmailEnabled: boolean, appointmentReminderTextEnabled: boolean, appointmentEmailReminderMinutes: number, appointmentTextReminderMinutes: number, paymentPastDueEmailEnabled: boolean, paymentPastDueTextEnabled: boolean, paymentPastDueEmailMinutes: number, paymentPastDueTextMinutes: number, reminderMinutesOptions: Array<number>, emailTemplates: Array<{ name: string, customContent: string | null, defaultContent: string, allowedVariables: Array<string>, content: string }> } | null } };

export type CurrentUserFieldsFragment = { id: string, kind: string, name: string, email: string, practiceId: string | null };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { currentUser: { id: string, kind: string, name: string, email: string, practiceId: string | null } | null };

export type UpcomingBookableEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type UpcomingBookableEventsQuery = { upcomingBookableEvents: Array<{ id: string, name: string, description: string | null, startsAt: string, endsAt: string, allDay: boolean, timeZone: string, capacity: number | null, clientsCount: number, atCapacity: boolean }> };

export type GiftCardTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type GiftCardTemplatesQuery = { giftCardTemplates: Array<{ id: string, amountCents: number, amountCurrency: string, description: string | null, active: boolean, public: boolean }> };

export type GiftCardActivityQueryVariables = Exact<{ [key: string]: never; }>;


export type GiftCardActivityQuery = { giftCardActivity: Array<{ id: string, kind: string, at: string, giftCardId: string, code: string, amountCents: number, balanceCents: number, currency: string, buyerName: string, recipientName: string, recipientEmail: string, appointmentId: string | null }> };

export type UpsertGiftCardTemplateMutationVariables = Exact<{
  id?: string | null | undefined;
  amountCents?: number | null | undefined;
  description?: string | null | undefined;
  active?: boolean | null | undefined;
  public?: boolean | null | undefined;
}>;


export type UpsertGiftCardTemplateMutation = { upsertGiftCardTemplate: { result: string | null, errors: Array<string>, giftCardTemplate: { id: string } | null } };

export type RedeemGiftCardMutationVariables = Exact<{
  code: string;
  amountCents: number;
}>;


export type RedeemGiftCardMutation = { redeemGiftCard: { result: string | null, errors: Array<string>, balanceCents: number | null } };

export type ProInboxQueryVariables = Exact<{ [key: string]: never; }>;


export type ProInboxQuery = { pendingAppointments: Array<{ id: string, practiceId: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, createdAt: string, past: boolean, practitionerNote: string | null, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string } }>, failedPayments: Array<{ paymentError: string | null, hasTransaction: boolean, id: string, practiceId: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, createdAt: string, past: boolean, practitionerNote: string | null, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string } }>, missingPayments: Array<{ paymentError: string | null, hasTransaction: boolean, id: string, practiceId: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, createdAt: string, past: boolean, practitionerNote: string | null, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string } }> };

export type IntakeFormDesignQueryVariables = Exact<{ [key: string]: never; }>;


export type IntakeFormDesignQuery = { intakeForm: { data: string | null, theme: string | null, saveNo: number, savedAt: string | null } };

export type UpsertIntakeFormMutationVariables = Exact<{
  data: string;
  saveNo: number;
}>;


export type UpsertIntakeFormMutation = { upsertIntakeForm: { result: string | null, errors: Array<string>, saveNo: number | null } };

export type UpsertIntakeFormThemeMutationVariables = Exact<{
  data: string;
}>;


export type UpsertIntakeFormThemeMutation = { upsertIntakeFormTheme: { result: string | null, errors: Array<string> } };

export type CalendarConnectionStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarConnectionStatusQuery = { calendarIntegrations: { connections: Array<{ id: string, providerName: string, profileName: string, errored: boolean }> } };

export type DisableLocationMutationVariables = Exact<{
  id: string;
}>;


export type DisableLocationMutation = { disableLocation: { result: string | null, errors: Array<string> } };

export type EnableLocationMutationVariables = Exact<{
  id: string;
}>;


export type EnableLocationMutation = { enableLocation: { result: string | null, errors: Array<string> } };

export type LocationFieldsFragment = { id: string, name: string, kind: string, timeZone: string, address: string | null, secondaryAddress: string | null, city: string | null, stateProvince: string | null, zip: string | null, country: string | null, virtualType: string | null, virtualLink: string | null, virtualInstructions: string | null, travelDistance: number | null, availableTimes: unknown, state: string, canDelete: boolean, onlyLocationForService: boolean };

export type PracticeLocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PracticeLocationsQuery = { currentPractice: { id: string, timeZone: string, locations: Array<{ id: string, name: string, kind: string, timeZone: string, address: string | null, secondaryAddress: string | null, city: string | null, stateProvince: string | null, zip: string | null, country: string | null, virtualType: string | null, virtualLink: string | null, virtualInstructions: string | null, travelDistance: number | null, availableTimes: unknown, state: string, canDelete: boolean, onlyLocationForService: boolean }> } | null };

export type UpsertLocationMutationVariables = Exact<{
  input: UpsertLocationInput;
}>;


export type UpsertLocationMutation = { upsertLocation: { result: string | null, errors: Array<string>, location: { id: string, name: string, kind: string, timeZone: string, address: string | null, secondaryAddress: string | null, city: string | null, stateProvince: string | null, zip: string | null, country: string | null, virtualType: string | null, virtualLink: string | null, virtualInstructions: string | null, travelDistance: number | null, availableTimes: unknown, state: string, canDelete: boolean, onlyLocationForService: boolean } | null } };

export type DeleteLocationMutationVariables = Exact<{
  id: string;
}>;


export type DeleteLocationMutation = { deleteLocation: { result: string | null, errors: Array<string> } };

export type MailboxQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type MailboxQuery = { mailbox: { total: number, items: Array<{ id: string, appointmentId: string, clientId: string | null, to: string, subject: string, template: string, text: string, html: string, ics: string | null, sentAt: string }> }, currentPractice: { id: string, timeZone: string } | null };

export type SendClientInvoiceMutationVariables = Exact<{
  appointmentId: string;
  sendTo: string;
}>;


export type SendClientInvoiceMutation = { sendClientInvoiceMutation: { result: string | null, errors: Array<string> } };

export type AppointmentMoneyFieldsFragment = { paymentStatus: string, isPaid: boolean, markPaid: boolean, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasTransaction: boolean, hasPaymentMethod: boolean, tipAmountCents: number, fullTotal: number, collectedCents: number, adjustedCents: number, refundableCents: number, outstandingCents: number, adjustments: Array<{ id: string, adjustedAt: string, amountCents: number, note: string | null, refunded: boolean }>, defaultPaymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null };

export type MarkPaidMutationVariables = Exact<{
  appointmentId: string;
  paidBy: string;
  note?: string | null | undefined;
}>;


export type MarkPaidMutation = { markPaid: { result: string | null, errors: Array<string> } };

export type UndoMarkPaidMutationVariables = Exact<{
  appointmentId: string;
}>;


export type UndoMarkPaidMutation = { undoMarkPaid: { result: string | null, errors: Array<string> } };

export type RetryPaymentMutationVariables = Exact<{
  appointmentId: string;
}>;


export type RetryPaymentMutation = { retryPayment: { result: string | null, errors: Array<string> } };

export type CreateAdjustmentMutationVariables = Exact<{
  appointmentId: string;
  amountCents: number;
  adjustedAt?: string | null | undefined;
  note?: string | null | undefined;
}>;


export type CreateAdjustmentMutation = { createAdjustment: { result: string | null, errors: Array<string>, adjustmentId: string | null } };

export type RemoveAdjustmentMutationVariables = Exact<{
  adjustmentId: string;
}>;


export type RemoveAdjustmentMutation = { removeAdjustment: { result: string | null, errors: Array<string> } };

export type PaymentEntryFieldsFragment = { id: string, startsAt: string, endsAt: string, timeZone: string, clientId: string, clientName: string, clientEmail: string, clientPhone: string, serviceName: string, locationName: string, amountCents: number, tipAmountCents: number, feeCents: number, platformFeeCents: number, collectedCents: number, refundedCents: number, outstandingCents: number, currency: string, paymentStatus: string, badge: string, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasCard: boolean, state: string, instantActionToken: string | null, discountCodeRedemptions: Array<{ code: string, amountCents: number }>, giftCardRedemptions: Array<{ code: string, amountCents: number }> };

export type PaymentDirectoryQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  dateFilter: string;
  stateFilter: string;
  searchTerm?: string | null | undefined;
  clientId?: string | null | undefined;
}>;


export type PaymentDirectoryQuery = { currentPractice: { id: string, requireClientCcToBook: boolean, paymentProvider: string | null, pastAppointmentsCount: number, totalCollected: number, totalOutstanding: number, everyPaymentCount: number, pastAppointments: Array<{ id: string, startsAt: string, endsAt: string, timeZone: string, clientId: string, clientName: string, clientEmail: string, clientPhone: string, serviceName: string, locationName: string, amountCents: number, tipAmountCents: number, feeCents: number, platformFeeCents: number, collectedCents: number, refundedCents: number, outstandingCents: number, currency: string, paymentStatus: string, badge: string, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasCard: boolean, state: string, instantActionToken: string | null, discountCodeRedemptions: Array<{ code: string, amountCents: number }>, giftCardRedemptions: Array<{ code: string, amountCents: number }> }>, collectedByWeek: Array<{ weekStart: string, collectedCents: number }> } | null };

export type PaymentRowsQueryVariables = Exact<{
  dateFilter: string;
  stateFilter: string;
  searchTerm?: string | null | undefined;
  clientId?: string | null | undefined;
}>;


export type PaymentRowsQuery = { currentPractice: { id: string, pastAppointments: Array<{ id: string, startsAt: string, endsAt: string, timeZone: string, clientId: string, clientName: string, clientEmail: string, clientPhone: string, serviceName: string, locationName: string, amountCents: number, tipAmountCents: number, feeCents: number, platformFeeCents: number, collectedCents: number, refundedCents: number, outstandingCents: number, currency: string, paymentStatus: string, badge: string, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasCard: boolean, state: string, instantActionToken: string | null, discountCodeRedemptions: Array<{ code: string, amountCents: number }>, giftCardRedemptions: Array<{ code: string, amountCents: number }> }> } | null };

export type PracticeFlagsQueryVariables = Exact<{ [key: string]: never; }>;


export type PracticeFlagsQuery = { currentPractice: { id: string, flags: { recurringBookingsEnabled: boolean, packagesEnabled: boolean, clientNotesEnabled: boolean, bookableEventsEnabled: boolean, requireCcEnabled: boolean, giftCardsEnabled: boolean, conferencingEnabled: boolean, websitePlan: boolean, discountCodesEnabled: boolean, eventsEnabled: boolean, servicesPagesEnabled: boolean, importReviewsEnabled: boolean, subscriptionLinkEnabled: boolean } } | null };

export type ProCredentialsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProCredentialsQuery = { proCredentials: Array<{ id: string, kind: string, stateIssued: string | null, licenseNumber: string | null, filestackDocument: string | null, filestackDocumentName: string | null, state: string, createdAt: string, credential: { id: string, name: string }, issuer: { id: string, name: string } | null }> };

export type CredentialCatalogSearchQueryVariables = Exact<{
  query?: string | null | undefined;
  kind?: string | null | undefined;
}>;


export type CredentialCatalogSearchQuery = { credentialSearch: Array<{ id: string, name: string, kind: string }>, issuerSearch: Array<{ id: string, name: string, kind: string }> };

export type CreateProCredentialMutationVariables = Exact<{
  credentialId?: string | null | undefined;
  issuerId?: string | null | undefined;
  stateIssued?: string | null | undefined;
  licenseNumber?: string | null | undefined;
  filestackDocument?: string | null | undefined;
  filestackDocumentName?: string | null | undefined;
}>;


export type CreateProCredentialMutation = { createProCredential: { result: string | null, errors: Array<string>, proCredential: { id: string, state: string } | null } };

export type RemoveCredentialMutationVariables = Exact<{
  credentialId: string;
}>;


export type RemoveCredentialMutation = { removeCredential: { result: string | null, errors: Array<string> } };

export type ReorderCredentialsMutationVariables = Exact<{
  credentials: Array<CredentialPositionInput> | CredentialPositionInput;
}>;


export type ReorderCredentialsMutation = { reorderCredentials: { result: string | null, errors: Array<string> } };

export type GalleryImagesQueryVariables = Exact<{ [key: string]: never; }>;


export type GalleryImagesQuery = { galleryImages: Array<{ id: string, defaultPhotoUrl: string, altText: string | null }> };

export type UpdateGalleryImageAltTextMutationVariables = Exact<{
  galleryId: string;
  altText?: string | null | undefined;
}>;


export type UpdateGalleryImageAltTextMutation = { updateGalleryImageAltText: { result: string | null, errors: Array<string> } };

export type GeneratePhotoAltTextMutationVariables = Exact<{
  context?: string | null | undefined;
}>;


export type GeneratePhotoAltTextMutation = { generateImageAltText: { result: string | null, errors: Array<string>, altText: string | null } };

export type AddGalleryImageMutationVariables = Exact<{
  handles: Array<string> | string;
}>;


export type AddGalleryImageMutation = { addGalleryImage: { result: string | null, errors: Array<string>, galleryImages: Array<{ id: string, defaultPhotoUrl: string }> } };

export type RemoveGalleryImageMutationVariables = Exact<{
  galleryId: string;
}>;


export type RemoveGalleryImageMutation = { removeGalleryImage: { result: string | null, errors: Array<string> } };

export type ReorderGalleryImagesMutationVariables = Exact<{
  photosArray: Array<string> | string;
}>;


export type ReorderGalleryImagesMutation = { reorderGalleryImages: { result: string | null, errors: Array<string> } };

export type ProfileDetailsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileDetailsPageQuery = { profileDetails: { name: string, location: string | null, locationId: string | null, title: string | null, headline: string | null, about: string | null, shortLink: string, photoUrl: string | null, practiceDetails: { id: string, locationId: string | null, location: string | null, website: string | null, facebook: string | null, instagram: string | null, twitter: string | null, linkedin: string | null, tiktok: string | null, youtube: string | null, userIsWebsitePlan: boolean, languages: Array<{ id: string, name: string }>, ageWorkWiths: Array<{ id: string, name: string }>, workWiths: Array<{ id: string, name: string }> } } };

export type UpdateInfoMutationVariables = Exact<{
  name?: string | null | undefined;
  location?: string | null | undefined;
  locationId?: string | null | undefined;
  title?: string | null | undefined;
  headline?: string | null | undefined;
  about?: string | null | undefined;
  shortLink?: string | null | undefined;
}>;


export type UpdateInfoMutation = { updateInfo: { result: string | null, errors: Array<string>, profileDetails: { name: string, location: string | null, locationId: string | null, title: string | null, headline: string | null, about: string | null, shortLink: string, photoUrl: string | null, practiceDetails: { id: string, locationId: string | null, location: string | null, website: string | null, facebook: string | null, instagram: string | null, twitter: string | null, linkedin: string | null, tiktok: string | null, youtube: string | null, userIsWebsitePlan: boolean, languages: Array<{ id: string, name: string }>, ageWorkWiths: Array<{ id: string, name: string }>, workWiths: Array<{ id: string, name: string }> } } | null } };

export type UpdateUserPhotoMutationVariables = Exact<{
  handle: string;
}>;


export type UpdateUserPhotoMutation = { updateUserPhoto: { result: string | null, errors: Array<string>, photoUrl: string | null } };

export type UpdatePracticeDetailsMutationVariables = Exact<{
  locationId?: string | null | undefined;
  languageIds?: Array<string> | string | null | undefined;
  ageWorkWithIds?: Array<string> | string | null | undefined;
  workWithIds?: Array<string> | string | null | undefined;
  website?: string | null | undefined;
  facebook?: string | null | undefined;
  instagram?: string | null | undefined;
  twitter?: string | null | undefined;
  linkedin?: string | null | undefined;
  tiktok?: string | null | undefined;
  youtube?: string | null | undefined;
}>;


export type UpdatePracticeDetailsMutation = { updatePracticeDetails: { result: string | null, errors: Array<string>, practice: { id: string, locationId: string | null, location: string | null, website: string | null, facebook: string | null, instagram: string | null, twitter: string | null, linkedin: string | null, tiktok: string | null, youtube: string | null, userIsWebsitePlan: boolean, languages: Array<{ id: string, name: string }>, ageWorkWiths: Array<{ id: string, name: string }>, workWiths: Array<{ id: string, name: string }> } | null } };

export type ShortLinkCheckQueryVariables = Exact<{
  shortLink: string;
}>;


export type ShortLinkCheckQuery = { shortLinkCheck: { shortLink: string, changed: boolean, available: boolean, message: string | null } };

export type PlaceSuggestionsQueryVariables = Exact<{
  text: string;
  limit?: number | null | undefined;
}>;


export type PlaceSuggestionsQuery = { placeSuggestions: Array<{ id: string, description: string, mainText: string, secondaryText: string }> };

export type ProfileChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileChoicesQuery = { profileChoices: { languages: Array<{ id: string, name: string }>, ageWorkWiths: Array<{ id: string, name: string }>, workWiths: Array<{ id: string, name: string }> } };

export type ProfileStatusDataQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileStatusDataQuery = { profileStatusData: { status: string, completionPercent: number, unfinishedSteps: number, practitionerFirstName: string, profileUrl: string, showCompletedModal: boolean, showTermsModal: boolean, completionSteps: Array<{ name: string, link: string, completed: boolean }>, verificationSteps: Array<{ name: string, link: string, completed: boolean }> } | null };

export type DismissProfileCompletedModalMutationVariables = Exact<{ [key: string]: never; }>;


export type DismissProfileCompletedModalMutation = { dismissProfileCompletedModal: { result: string | null, errors: Array<string> } };

export type PractitionerReferralQueryVariables = Exact<{ [key: string]: never; }>;


export type PractitionerReferralQuery = { practitionerReferral: { discountCode: string, amountCents: number, isLifer: boolean, referralUses: Array<{ id: string, useDate: string }>, withdrawals: Array<{ id: string, withdrawalDate: string, amountCents: number, status: string }> } };

export type EnsurePractitionerReferralMutationVariables = Exact<{ [key: string]: never; }>;


export type EnsurePractitionerReferralMutation = { ensurePractitionerReferral: { result: string | null, errors: Array<string>, practitionerReferral: { discountCode: string, amountCents: number, isLifer: boolean, referralUses: Array<{ id: string, useDate: string }>, withdrawals: Array<{ id: string, withdrawalDate: string, amountCents: number, status: string }> } | null } };

export type ImportReviewPracticeZoneQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportReviewPracticeZoneQuery = { currentPractice: { id: string, timeZone: string } | null };

export type PracticeSkillsQueryVariables = Exact<{ [key: string]: never; }>;


export type PracticeSkillsQuery = { practiceSkills: Array<{ id: string, endorsementsCount: number, specialty: { id: string, name: string, category: string } }> };

export type SpecialtiesQueryVariables = Exact<{
  text?: string | null | undefined;
  page?: number | null | undefined;
  hitsPerPage?: number | null | undefined;
}>;


export type SpecialtiesQuery = { specialties: { page: number, nbPages: number, nbHits: number, hits: Array<{ id: string, name: string, category: string }> } };

export type UpdateSkillsMutationVariables = Exact<{
  skillIds: Array<string> | string;
}>;


export type UpdateSkillsMutation = { updateSkills: { result: string | null, errors: Array<string>, skills: Array<{ id: string, endorsementsCount: number, specialty: { id: string, name: string, category: string } }> } };

export type DeleteSkillsMutationVariables = Exact<{
  skillId: string;
}>;


export type DeleteSkillsMutation = { deleteSkills: { result: string | null, errors: Array<string>, skills: Array<{ id: string, endorsementsCount: number, specialty: { id: string, name: string, category: string } }> } };

export type MoveSkillsMutationVariables = Exact<{
  skillArray: Array<string> | string;
}>;


export type MoveSkillsMutation = { moveSkills: { result: string | null, errors: Array<string>, skills: Array<{ id: string, endorsementsCount: number, specialty: { id: string, name: string, category: string } }> } };

export type ReviewsSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewsSummaryQuery = { reviewsSummary: { completedCount: number, pendingCount: number, averageRating: number | null, importEnabled: boolean }, currentPractice: { id: string, shortLink: string } | null };

export type PracticeReviewsQueryVariables = Exact<{
  dateFilter?: string | null | undefined;
  rating?: number | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type PracticeReviewsQuery = { practiceReviews: { count: number, reviews: Array<{ id: string, rating: number | null, text: string | null, createdAt: string, createdAtAgoInWords: string, unverifiedName: string, isAnonymous: boolean, source: string, status: string, client: { id: string, firstName: string, lastName: string, email: string | null, phone: string | null } | null, reviewReply: { message: string, repliedAt: string } | null, endorsedSkills: Array<{ id: string, name: string }> }> } };

export type ReviewDetailsQueryVariables = Exact<{
  id: string;
}>;


export type ReviewDetailsQuery = { review: { id: string, rating: number | null, text: string | null, createdAt: string, createdAtAgoInWords: string, unverifiedName: string, isAnonymous: boolean, source: string, status: string, client: { id: string, firstName: string, lastName: string, email: string | null, phone: string | null } | null, reviewReply: { message: string, repliedAt: string } | null, endorsedSkills: Array<{ id: string, name: string }> } | null };

export type PendingReviewRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingReviewRequestsQuery = { pendingReviewRequests: Array<{ clientId: string, appointmentId: string | null, firstName: string, email: string | null, phone: string | null, reviewRequestedAt: string, reviewLink: string, reviewRequireConfirmation: boolean, automatic: boolean }> };

export type AddEditReviewReplyMutationVariables = Exact<{
  reviewId: string;
  message: string;
}>;


export type AddEditReviewReplyMutation = { addEditReviewReply: { result: string | null, errors: Array<string>, review: { id: string, reviewReply: { message: string, repliedAt: string } | null } | null } };

export type ProImportReviewMutationVariables = Exact<{
  rating: number;
  review?: string | null | undefined;
  firstName: string;
  phone: string;
  createdAt: string;
}>;


export type ProImportReviewMutation = { proImportReview: { result: string | null, errors: Array<string> } };

export type SendBulkReviewRequestsMutationVariables = Exact<{
  clients: Array<BulkReviewRequestClient> | BulkReviewRequestClient;
}>;


export type SendBulkReviewRequestsMutation = { sendBulkReviewRequests: { result: string | null, errors: Array<string>, erroredClients: Array<{ email: string | null, firstName: string | null, phone: string | null, errors: Array<string> }> } };

export type ResendProReviewRequestMutationVariables = Exact<{
  clientId: string;
  appointmentId?: string | null | undefined;
}>;


export type ResendProReviewRequestMutation = { resendProReviewRequest: { result: string | null, errors: Array<string> } };

export type DismissReviewRequestMutationVariables = Exact<{
  clientId: string;
  appointmentId?: string | null | undefined;
}>;


export type DismissReviewRequestMutation = { dismissReviewRequest: { result: string | null, errors: Array<string> } };

export type DiscountCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type DiscountCodesQuery = { discountCodes: Array<{ id: string, code: string, kind: string, amountCents: number | null, percent: number | null, expiresAt: string | null, maxRedemptions: number | null, redemptionCount: number, combinationLimit: number, serviceIds: Array<string>, applyToSpecificServices: boolean, editable: boolean }> };

export type UpsertDiscountCodeMutationVariables = Exact<{
  input: UpsertDiscountCodeInput;
}>;


export type UpsertDiscountCodeMutation = { upsertDiscountCode: { result: string | null, errors: Array<string>, discountCode: { id: string, code: string } | null } };

export type CouponServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type CouponServicesQuery = { currentPractice: { id: string, services: Array<{ id: string, name: string }> } | null };

export type DeleteDiscountCodeMutationVariables = Exact<{
  id: string;
}>;


export type DeleteDiscountCodeMutation = { deleteDiscountCode: { result: string | null, errors: Array<string> } };

export type GetBookableEventTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetBookableEventTypesQuery = { bookableEventTypes: Array<{ id: string, name: string, description: string | null, instructions: string | null, capacity: number | null, amountCents: number, amountCurrency: string, location: string, kind: string, duration: number, durationUnit: string, slug: string, url: string, photoUrl: string | null, eventsCount: number }> };

export type GetScheduledEventsQueryVariables = Exact<{
  bookableEventTypeId: string;
}>;


export type GetScheduledEventsQuery = { bookableEventType: { id: string, bookableEvents: Array<{ id: string, startsAt: string, endsAt: string, timeZone: string, allDay: boolean, clientsCount: number, capacity: number | null, atCapacity: boolean }> } | null };

export type UpsertBookableEventTypeMutationVariables = Exact<{
  id?: string | null | undefined;
  name: string;
  description?: string | null | undefined;
  instructions?: string | null | undefined;
  capacity?: number | null | undefined;
  unlimitedCapacity?: boolean | null | undefined;
  amountCents?: number | null | undefined;
  location: string;
  kind?: string | null | undefined;
  duration?: number | null | undefined;
  durationUnit?: string | null | undefined;
  slug?: string | null | undefined;
}>;


export type UpsertBookableEventTypeMutation = { upsertBookableEventType: { result: string | null, errors: Array<string>, bookableEventType: { id: string, name: string, slug: string } | null } };

export type DeleteBookableEventTypeMutationVariables = Exact<{
  id: string;
}>;


export type DeleteBookableEventTypeMutation = { deleteBookableEventType: { result: string | null, errors: Array<string> } };

export type UpdateBookableEventTypePhotoMutationVariables = Exact<{
  id: string;
  handle: string;
}>;


export type UpdateBookableEventTypePhotoMutation = { updateBookableEventTypePhoto: { result: string | null, errors: Array<string>, photoUrl: string | null } };

export type RemoveBookableEventTypePhotoMutationVariables = Exact<{
  id: string;
}>;


export type RemoveBookableEventTypePhotoMutation = { removeBookableEventTypePhoto: { result: string | null, errors: Array<string> } };

export type ReorderServicesMutationVariables = Exact<{
  servicesArray: Array<ServicePositionInput> | ServicePositionInput;
}>;


export type ReorderServicesMutation = { reorderServices: { result: string | null, errors: Array<string>, services: Array<{ id: string }> } };

export type UpdateServicePhotoMutationVariables = Exact<{
  handle: string;
  serviceId: string;
}>;


export type UpdateServicePhotoMutation = { updateServicePhoto: { result: string | null, errors: Array<string>, photoUrl: string | null } };

export type RemoveServicePhotoMutationVariables = Exact<{
  serviceId: string;
}>;


export type RemoveServicePhotoMutation = { removeServicePhoto: { result: string | null, errors: Array<string> } };

export type ServiceFieldsFragment = { id: string, name: string, description: string, timeLength: number, amountCents: number, addOn: boolean, public: boolean, locationIds: Array<string>, package: boolean, numberOfSessions: number, allowedServiceIds: Array<string>, availableTimes: unknown, availableTimesEnabled: boolean, photoUrl: string | null, variations: Array<{ id: string, timeLength: number, amountCents: number }> };

export type PracticeServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PracticeServicesQuery = { currentPractice: { id: string, services: Array<{ id: string, name: string, description: string, timeLength: number, amountCents: number, addOn: boolean, public: boolean, locationIds: Array<string>, package: boolean, numberOfSessions: number, allowedServiceIds: Array<string>, availableTimes: unknown, availableTimesEnabled: boolean, photoUrl: string | null, variations: Array<{ id: string, timeLength: number, amountCents: number }> }> } | null };

export type UpsertServiceMutationVariables = Exact<{
  input: UpsertServiceInput;
}>;


export type UpsertServiceMutation = { upsertService: { result: string | null, errors: Array<string>, service: { id: string, name: string, description: string, timeLength: number, amountCents: number, addOn: boolean, public: boolean, locationIds: Array<string>, package: boolean, numberOfSessions: number, allowedServiceIds: Array<string>, availableTimes: unknown, availableTimesEnabled: boolean, photoUrl: string | null, variations: Array<{ id: string, timeLength: number, amountCents: number }> } | null } };

export type RemoveServiceMutationVariables = Exact<{
  serviceId: string;
}>;


export type RemoveServiceMutation = { removeService: { result: string | null, errors: Array<string> } };

export type BankingPaymentSettingsFragment = { paymentProvider: string | null, currency: string, currencyEnabled: boolean, acceptsTips: boolean, acceptsCash: boolean, acceptsCreditCard: boolean, acceptsPaypal: boolean, acceptsVenmo: boolean, acceptsZelle: boolean, paypalActive: boolean, venmoActive: boolean, requireClientCcToBook: boolean, chargeClientCcAtBooking: boolean, paymentPastDueEmailEnabled: boolean, paymentPastDueTextEnabled: boolean, paymentPastDueEmailMinutes: number, paymentPastDueTextMinutes: number };

export type BankingIntegrationsFragment = { paymentProvider: string | null, currencyEnabled: boolean, stripeInfo: { connected: boolean, accountId: string | null, displayName: string | null, operational: boolean, requirementsDue: Array<string>, requirementsPastDue: Array<string>, connectionError: string | null, mode: string }, squareInfo: { squareConnected: boolean, merchantId: string | null, displayName: string | null, erroredAt: string | null, message: string | null, error: boolean, mode: string }, paypalInfo: { paypalConnected: boolean, paypalActive: boolean, venmoActive: boolean, merchantId: string | null, mode: string, sellerStatus: { isOnboardingComplete: boolean, paymentsReceivable: boolean, primaryEmailConfirmed: boolean } | null } };

export type BankingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankingSettingsQuery = { paymentSettings: { paymentProvider: string | null, currency: string, currencyEnabled: boolean, acceptsTips: boolean, acceptsCash: boolean, acceptsCreditCard: boolean, acceptsPaypal: boolean, acceptsVenmo: boolean, acceptsZelle: boolean, paypalActive: boolean, venmoActive: boolean, requireClientCcToBook: boolean, chargeClientCcAtBooking: boolean, paymentPastDueEmailEnabled: boolean, paymentPastDueTextEnabled: boolean, paymentPastDueEmailMinutes: number, paymentPastDueTextMinutes: number }, paymentIntegrations: { paymentProvider: string | null, currencyEnabled: boolean, stripeInfo: { connected: boolean, accountId: string | null, displayName: string | null, operational: boolean, requirementsDue: Array<string>, requirementsPastDue: Array<string>, connectionError: string | null, mode: string }, squareInfo: { squareConnected: boolean, merchantId: string | null, displayName: string | null, erroredAt: string | null, message: string | null, error: boolean, mode: string }, paypalInfo: { paypalConnected: boolean, paypalActive: boolean, venmoActive: boolean, merchantId: string | null, mode: string, sellerStatus: { isOnboardingComplete: boolean, paymentsReceivable: boolean, primaryEmailConfirmed: boolean } | null } } };

export type BankingPaymentProviderMutationVariables = Exact<{
  provider: string;
}>;


export type BankingPaymentProviderMutation = { updatePracticePaymentProvider: { result: string | null, errors: Array<string> } };

export type BankingCurrencyMutationVariables = Exact<{
  currency: string;
}>;


export type BankingCurrencyMutation = { updatePracticeCurrency: { result: string | null, errors: Array<string> } };

export type BankingOfflineOptionsMutationVariables = Exact<{
  input: OfflineOptionsInput;
}>;


export type BankingOfflineOptionsMutation = { updatePracticeOfflineOptions: { result: string | null, errors: Array<string> } };

export type BankingAcceptsTipsMutationVariables = Exact<{
  acceptsTips: boolean;
}>;


export type BankingAcceptsTipsMutation = { updatePracticeAcceptsTips: { result: string | null, errors: Array<string> } };

export type BankingPaypalSettingsMutationVariables = Exact<{
  paypalActive?: boolean | null | undefined;
  venmoActive?: boolean | null | undefined;
}>;


export type BankingPaypalSettingsMutation = { updatePaypalSettings: { result: string | null, errors: Array<string> } };

export type BankingCardRulesMutationVariables = Exact<{
  input: PaymentSettingsInput;
}>;


export type BankingCardRulesMutation = { updatePaymentSettings: { result: string | null, errors: Array<string> } };

export type BankingDisconnectPaypalMutationVariables = Exact<{ [key: string]: never; }>;


export type BankingDisconnectPaypalMutation = { disconnectPaypalAccount: { result: string | null, errors: Array<string> } };

export type BankingCheckPaypalMutationVariables = Exact<{ [key: string]: never; }>;


export type BankingCheckPaypalMutation = { checkPaypalSellerStatus: { result: string | null, errors: Array<string>, status: { isOnboardingComplete: boolean, paymentsReceivable: boolean, primaryEmailConfirmed: boolean } | null } };

export type BankingVerificationSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type BankingVerificationSessionQuery = { verificationSession: { id: string, clientSecret: string, url: string } };

export type BankingStartConnectionMutationVariables = Exact<{
  provider: string;
}>;


export type BankingStartConnectionMutation = { startPaymentConnection: { result: string | null, errors: Array<string>, url: string | null } };

export type BankingFinishConnectionMutationVariables = Exact<{
  provider: string;
  session: string;
}>;


export type BankingFinishConnectionMutation = { finishPaymentConnection: { result: string | null, errors: Array<string>, outcome: string | null } };

export type BankingSimulatedConnectionQueryVariables = Exact<{
  session: string;
}>;


export type BankingSimulatedConnectionQuery = { simulatedConnection: { id: string, provider: string, practiceName: string, outcomes: Array<string>, outcome: string | null } };

export type BankingDecideSimulatedMutationVariables = Exact<{
  session: string;
  outcome: string;
}>;


export type BankingDecideSimulatedMutation = { decideSimulatedConnection: { result: string | null, errors: Array<string>, returnUrl: string | null } };

export type CalendarIntegrationsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarIntegrationsPageQuery = { calendarIntegrations: { conflictChecking: boolean, subscriptionPath: string | null, writeCalendar: { calendarId: string, calendarName: string } | null, connections: Array<{ id: string, providerName: string, profileName: string, profileId: string, feedUrl: string | null, errored: boolean, lastRefreshedAt: string | null, lastFailedAt: string | null, calendars: Array<{ id: string, calendarId: string, calendarName: string, active: boolean }> }> } };

export type CalendarCreateFeedMutationVariables = Exact<{
  feedUrl: string;
}>;


export type CalendarCreateFeedMutation = { createCronofyFeed: { result: string | null, errors: Array<string>, feed: { id: string, profileName: string } | null } };

export type CalendarUpdateCalendarsMutationVariables = Exact<{
  calendars: Array<CalendarActiveInput> | CalendarActiveInput;
}>;


export type CalendarUpdateCalendarsMutation = { updateCronofyCalendars: { result: string | null, errors: Array<string> } };

export type CalendarConflictCheckingMutationVariables = Exact<{
  enabled: boolean;
}>;


export type CalendarConflictCheckingMutation = { updateCalendarConflictChecking: { result: string | null, errors: Array<string> } };

export type CalendarWriteCalendarMutationVariables = Exact<{
  writeCalendarId?: string | null | undefined;
}>;


export type CalendarWriteCalendarMutation = { updateCronofyClient: { result: string | null, errors: Array<string> } };

export type CalendarStartConnectionMutationVariables = Exact<{
  provider: string;
}>;


export type CalendarStartConnectionMutation = { startCalendarConnection: { result: string | null, errors: Array<string>, url: string | null } };

export type CalendarConnectAccountMutationVariables = Exact<{
  provider: string;
  code: string;
  state: string;
}>;


export type CalendarConnectAccountMutation = { connectCalendarAccount: { result: string | null, errors: Array<string>, connection: { id: string, profileName: string } | null } };

export type CalendarRemoveProfileMutationVariables = Exact<{
  profileId: string;
}>;


export type CalendarRemoveProfileMutation = { removeCronofyProfile: { result: string | null, errors: Array<string> } };

export type CalendarCreateSubscriptionLinkMutationVariables = Exact<{ [key: string]: never; }>;


export type CalendarCreateSubscriptionLinkMutation = { createAppointmentsSubscriptionLink: { result: string | null, errors: Array<string> } };

export type CalendarRevokeSubscriptionLinkMutationVariables = Exact<{ [key: string]: never; }>;


export type CalendarRevokeSubscriptionLinkMutation = { revokeAppointmentsSubscriptionLink: { result: string | null, errors: Array<string> } };

export type VideoConferencingPageQueryVariables = Exact<{ [key: string]: never; }>;


export type VideoConferencingPageQuery = { videoConferencing: { mode: string, conferencingServices: Array<{ provider: string, active: boolean }>, zoomInfo: { connected: boolean, erroredAt: string | null, accountName: string | null, accountEmail: string | null } } };

export type ConferencingApproveSimulatedMutationVariables = Exact<{
  provider: string;
}>;


export type ConferencingApproveSimulatedMutation = { approveSimulatedVideoConferencing: { result: string | null, errors: Array<string> } };

export type ConferencingDeactivateMutationVariables = Exact<{
  provider: string;
}>;


export type ConferencingDeactivateMutation = { deactivateVideoConferencing: { result: string | null, errors: Array<string> } };

export type PersonalSettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalSettingsPageQuery = { personalSettings: { id: string, name: string, email: string, phone: string | null, gender: string | null, customGender: string | null, dob: string | null } };

export type UpdatePersonalSettingsMutationVariables = Exact<{
  input: PersonalSettingsInput;
}>;


export type UpdatePersonalSettingsMutation = { updatePersonalSettings: { result: string | null, errors: Array<string>, user: { id: string, name: string, email: string, phone: string | null, gender: string | null, customGender: string | null, dob: string | null } | null } };

export type PracticeLinkQueryVariables = Exact<{ [key: string]: never; }>;


export type PracticeLinkQuery = { currentPractice: { id: string, url: string } | null };

export type AppointmentStoryQueryVariables = Exact<{
  appointmentId: string;
}>;


export type AppointmentStoryQuery = { appointmentStory: { appointmentId: string, practiceId: string, practiceName: string, currency: string, timeZone: string, clientToken: string | null, entries: Array<{ eventId: string, revision: number, type: string, occurredAt: string, occurredAtLocal: string, summary: string, actor: unknown, correlationId: string | null, data: unknown, origin: { ip: string | null, userAgent: string | null } | null, changes: Array<{ field: string, before: string, after: string }>, after: { revision: number, at: string, status: string, startsAtLocal: string, clientName: string, rows: Array<{ field: string, value: string }> } | null, email: { to: string, subject: string, html: string | null, text: string | null, ics: string | null } | null, payment: { provider: string | null, idempotencyKey: string | null, providerReference: string | null, transactionId: string | null } | null }>, notes: Array<{ eventId: string, at: string, atLocal: string, note: string, supportName: string | null }> } | null };

export type AppointmentAsOfQueryVariables = Exact<{
  appointmentId: string;
  revision?: number | null | undefined;
  at?: string | null | undefined;
}>;


export type AppointmentAsOfQuery = { appointmentAsOf: { revision: number, at: string, status: string, startsAtLocal: string, clientName: string, rows: Array<{ field: string, value: string }> } | null };

export type AppointmentDiffQueryVariables = Exact<{
  appointmentId: string;
  fromRevision: number;
  toRevision: number;
}>;


export type AppointmentDiffQuery = { appointmentDiff: Array<{ field: string, before: string, after: string }> };

export type AppointmentRelatedQueryVariables = Exact<{
  appointmentId: string;
}>;


export type AppointmentRelatedQuery = { appointmentRelated: { clientAppointments: Array<{ appointmentId: string, practiceName: string, clientName: string, services: string, startsAtLocal: string, state: string }>, scheduleChanges: Array<{ at: string, atLocal: string, summary: string, streamId: string, appointmentId: string | null }>, messages: Array<{ at: string, atLocal: string, channel: string, to: string, subject: string | null, status: string, eventId: string }> } | null };

export type SupportSearchQueryVariables = Exact<{
  text: string;
}>;


export type SupportSearchQuery = { supportSearch: Array<{ appointmentId: string, practiceId: string, practiceName: string, shortLink: string | null, clientName: string, clientEmail: string, clientPhone: string | null, services: string, startsAt: string, timeZone: string, startsAtLocal: string, state: string }> };

export type SupportAuditQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type SupportAuditQuery = { supportAudit: { total: number, items: Array<{ id: string, at: string, supportAccountId: string, supportName: string, supportEmail: string, action: string, target: string, practiceId: string | null }> } };

export type AddSupportNoteMutationVariables = Exact<{
  appointmentId: string;
  note: string;
}>;


export type AddSupportNoteMutation = { addSupportNote: { result: string | null, errors: Array<string> } };

export type TextOutboxQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type TextOutboxQuery = { textOutbox: { total: number, items: Array<{ id: string, to: string, body: string, type: string, recipientKind: string, sentVia: string, sentAt: string }> }, currentPractice: { id: string, timeZone: string } | null };

export type CustomDomainQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomDomainQuery = { customDomain: { domain: string, kind: string, dnsRecords: Array<{ type: string, host: string, value: string, ttl: number }> } | null };

export type DomainProviderJwtTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type DomainProviderJwtTokenMutation = { domainProviderJwtToken: { result: string | null, errors: Array<string>, jwtToken: string | null, provider: string | null } };

export type UpsertCustomDomainMutationVariables = Exact<{
  domain: string;
  step?: string | null | undefined;
}>;


export type UpsertCustomDomainMutation = { upsertCustomDomain: { result: string | null, errors: Array<string>, customDomain: { domain: string, kind: string } | null } };

export type DeleteCustomDomainMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteCustomDomainMutation = { deleteCustomDomain: { result: string | null, errors: Array<string> } };

export type DomainStatusQueryVariables = Exact<{
  domain: string;
  fresh?: boolean | null | undefined;
}>;


export type DomainStatusQuery = { domainStatus: string | null };

export type WebsiteMetadataQueryVariables = Exact<{ [key: string]: never; }>;


export type WebsiteMetadataQuery = { websiteMetadata: { id: string, title: string | null, description: string | null, ogSiteName: string | null, primaryModality: string | null } };

export type PracticeScriptsQueryVariables = Exact<{ [key: string]: never; }>;


export type PracticeScriptsQuery = { practiceScripts: { id: string, headScripts: string | null, bodyScripts: string | null } };

export type UpsertWebsiteMetadataMutationVariables = Exact<{
  input: WebsiteMetadataInput;
}>;


export type UpsertWebsiteMetadataMutation = { upsertWebsiteMetadata: { result: string | null, errors: Array<string>, websiteMetadata: { id: string, title: string | null, description: string | null, ogSiteName: string | null, primaryModality: string | null } | null } };

export type GenerateSiteMetadataMutationVariables = Exact<{ [key: string]: never; }>;


export type GenerateSiteMetadataMutation = { generateSiteMetadata: { result: string | null, errors: Array<string>, websiteMetadata: { id: string, title: string | null, description: string | null, ogSiteName: string | null, primaryModality: string | null } | null } };

export type UpdatePracticeScriptsMutationVariables = Exact<{
  headScripts?: string | null | undefined;
  bodyScripts?: string | null | undefined;
}>;


export type UpdatePracticeScriptsMutation = { updatePracticeScripts: { result: string | null, errors: Array<string>, practice: { id: string, headScripts: string | null, bodyScripts: string | null } | null } };

export type SendDownloadAppTextMutationVariables = Exact<{ [key: string]: never; }>;


export type SendDownloadAppTextMutation = { sendText: { result: string | null, errors: Array<string> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const BookingCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment BookingCardFields on ClientBooking {
  id
  state
  stateLabel
  startsAt
  endsAt
  amountCents
  feeCents
  platformFeeCents
  instantActionToken
  appointmentTimeLength
  practiceId
  serviceId
  practice {
    id
    name
    url
    defaultCurrency
  }
  services {
    id
    name
    timeLength
    amountCents
    addOn
  }
  location {
    id
    name
    kind
    address
    timeZone
    timeZoneAbbr
  }
  transaction {
    id
    type
    state
    amountCents
    stateLabel
    description
  }
}
    `, {"fragmentName":"BookingCardFields"}) as unknown as TypedDocumentString<BookingCardFieldsFragment, unknown>;
export const AppointmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment AppointmentFields on Appointment {
  id
  practiceId
  state
  startsAt
  endsAt
  timeZone
  amountCents
  instantActionToken
  bookedBy
  createdAt
  past
  practitionerNote
  client {
    id
    firstName
    lastName
    email
    phone
  }
  services {
    serviceId
    name
    timeLength
    amountCents
    addOn
  }
  location {
    id
    name
    kind
    timeZone
  }
}
    `, {"fragmentName":"AppointmentFields"}) as unknown as TypedDocumentString<AppointmentFieldsFragment, unknown>;
export const CalendarClientFieldsFragmentDoc = new TypedDocumentString(`
    fragment CalendarClientFields on Client {
  id
  name
  firstName
  lastName
  email
  phone
  formattedPhone
}
    `, {"fragmentName":"CalendarClientFields"}) as unknown as TypedDocumentString<CalendarClientFieldsFragment, unknown>;
export const BookingSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment BookingSettingsFields on BookingSettings {
  appointmentBufferTime
  appointmentLeadTime
  startTimeIncrement
  instantClientApproval
  cancellationPolicy
}
    `, {"fragmentName":"BookingSettingsFields"}) as unknown as TypedDocumentString<BookingSettingsFieldsFragment, unknown>;
export const AppointmentMoneyFieldsFragmentDoc = new TypedDocumentString(`
    fragment AppointmentMoneyFields on Appointment {
  paymentStatus
  isPaid
  markPaid
  paidBy
  paidNote
  paymentError
  hasTransaction
  hasPaymentMethod
  tipAmountCents
  fullTotal
  collectedCents
  adjustedCents
  refundableCents
  outstandingCents
  adjustments {
    id
    adjustedAt
    amountCents
    note
    refunded
  }
  defaultPaymentMethod {
    brand
    last4
    expMonth
    expYear
  }
}
    `, {"fragmentName":"AppointmentMoneyFields"}) as unknown as TypedDocumentString<AppointmentMoneyFieldsFragment, unknown>;
export const CalendarAppointmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment CalendarAppointmentFields on Appointment {
  id
  state
  startsAt
  endsAt
  timeZone
  amountCents
  instantActionToken
  bookedBy
  past
  practitionerNote
  seriesId
  recurrencePattern
  client {
    id
    firstName
    lastName
    email
    phone
  }
  services {
    serviceId
    name
    timeLength
    amountCents
    addOn
  }
  location {
    id
    name
    kind
    timeZone
  }
  discountCodeRedemptions {
    code
    amountCents
  }
  giftCardRedemptions {
    code
    amountCents
  }
  packageSessionNumber
  packageNumberOfSessions
  ...AppointmentMoneyFields
}
    fragment AppointmentMoneyFields on Appointment {
  paymentStatus
  isPaid
  markPaid
  paidBy
  paidNote
  paymentError
  hasTransaction
  hasPaymentMethod
  tipAmountCents
  fullTotal
  collectedCents
  adjustedCents
  refundableCents
  outstandingCents
  adjustments {
    id
    adjustedAt
    amountCents
    note
    refunded
  }
  defaultPaymentMethod {
    brand
    last4
    expMonth
    expYear
  }
}`, {"fragmentName":"CalendarAppointmentFields"}) as unknown as TypedDocumentString<CalendarAppointmentFieldsFragment, unknown>;
export const PersonalEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment PersonalEventFields on PersonalEvent {
  id
  name
  allDay
  startsAt
  endsAt
  timeZone
}
    `, {"fragmentName":"PersonalEventFields"}) as unknown as TypedDocumentString<PersonalEventFieldsFragment, unknown>;
export const CalendarGroupEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment CalendarGroupEventFields on BookableEvent {
  id
  bookableEventTypeId
  name
  location
  kind
  startsAt
  endsAt
  allDay
  timeZone
  capacity
  amountCents
  amountCurrency
  clientsCount
  atCapacity
  bookableEventType {
    id
    name
    duration
    durationUnit
    slug
  }
  clients {
    id
    registrationId
    firstName
    lastName
    email
    phone
    paymentStatus
    paymentLabel
    amountCents
    overCapacity
    createdAt
  }
}
    `, {"fragmentName":"CalendarGroupEventFields"}) as unknown as TypedDocumentString<CalendarGroupEventFieldsFragment, unknown>;
export const ClientAppointmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClientAppointmentFields on Appointment {
  id
  state
  startsAt
  endsAt
  timeZone
  instantActionToken
  services {
    name
    addOn
  }
  location {
    id
    name
  }
}
    `, {"fragmentName":"ClientAppointmentFields"}) as unknown as TypedDocumentString<ClientAppointmentFieldsFragment, unknown>;
export const ClientFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClientFields on Client {
  id
  practiceId
  firstName
  lastName
  name
  email
  phone
  phoneExtension
  formattedPhone
  clientType
  invitedFrom
  lastAppointmentDate
  address
  addressTwo
  city
  state
  postalCode
  country
  fullAddress
  createdAt
  deletedAt
  notes {
    id
    text
    time
    noteType
    appointmentId
  }
}
    `, {"fragmentName":"ClientFields"}) as unknown as TypedDocumentString<ClientFieldsFragment, unknown>;
export const CommunicationSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment CommunicationSettingsFields on CommunicationSettingsView {
  appointmentReminderEmailEnabled
  appointmentReminderTextEnabled
  appointmentEmailReminderMinutes
  appointmentTextReminderMinutes
  paymentPastDueEmailEnabled
  paymentPastDueTextEnabled
  paymentPastDueEmailMinutes
  paymentPastDueTextMinutes
  reminderMinutesOptions
  emailTemplates {
    name
    customContent
    defaultContent
    allowedVariables
    content
  }
}
    `, {"fragmentName":"CommunicationSettingsFields"}) as unknown as TypedDocumentString<CommunicationSettingsFieldsFragment, unknown>;
export const CurrentUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment CurrentUserFields on CurrentUser {
  id
  kind
  name
  email
  practiceId
}
    `, {"fragmentName":"CurrentUserFields"}) as unknown as TypedDocumentString<CurrentUserFieldsFragment, unknown>;
export const LocationFieldsFragmentDoc = new TypedDocumentString(`
    fragment LocationFields on Location {
  id
  name
  kind
  timeZone
  address
  secondaryAddress
  city
  stateProvince
  zip
  country
  virtualType
  virtualLink
  virtualInstructions
  travelDistance
  availableTimes
  state
  canDelete
  onlyLocationForService
}
    `, {"fragmentName":"LocationFields"}) as unknown as TypedDocumentString<LocationFieldsFragment, unknown>;
export const PaymentEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment PaymentEntryFields on PaymentDirectoryEntry {
  id
  startsAt
  endsAt
  timeZone
  clientId
  clientName
  clientEmail
  clientPhone
  serviceName
  locationName
  amountCents
  tipAmountCents
  feeCents
  platformFeeCents
  collectedCents
  refundedCents
  outstandingCents
  currency
  paymentStatus
  badge
  paidBy
  paidNote
  paymentError
  hasCard
  state
  instantActionToken
  discountCodeRedemptions {
    code
    amountCents
  }
  giftCardRedemptions {
    code
    amountCents
  }
}
    `, {"fragmentName":"PaymentEntryFields"}) as unknown as TypedDocumentString<PaymentEntryFieldsFragment, unknown>;
export const ServiceFieldsFragmentDoc = new TypedDocumentString(`
    fragment ServiceFields on Service {
  id
  name
  description
  timeLength
  amountCents
  addOn
  public
  locationIds
  package
  numberOfSessions
  allowedServiceIds
  variations {
    id
    timeLength
    amountCents
  }
  availableTimes
  availableTimesEnabled
  photoUrl
}
    `, {"fragmentName":"ServiceFields"}) as unknown as TypedDocumentString<ServiceFieldsFragment, unknown>;
export const BankingPaymentSettingsFragmentDoc = new TypedDocumentString(`
    fragment BankingPaymentSettings on PaymentSettingsView {
  paymentProvider
  currency
  currencyEnabled
  acceptsTips
  acceptsCash
  acceptsCreditCard
  acceptsPaypal
  acceptsVenmo
  acceptsZelle
  paypalActive
  venmoActive
  requireClientCcToBook
  chargeClientCcAtBooking
  paymentPastDueEmailEnabled
  paymentPastDueTextEnabled
  paymentPastDueEmailMinutes
  paymentPastDueTextMinutes
}
    `, {"fragmentName":"BankingPaymentSettings"}) as unknown as TypedDocumentString<BankingPaymentSettingsFragment, unknown>;
export const BankingIntegrationsFragmentDoc = new TypedDocumentString(`
    fragment BankingIntegrations on PaymentIntegrations {
  paymentProvider
  currencyEnabled
  stripeInfo {
    connected
    accountId
    displayName
    operational
    requirementsDue
    requirementsPastDue
    connectionError
    mode
  }
  squareInfo {
    squareConnected
    merchantId
    displayName
    erroredAt
    message
    error
    mode
  }
  paypalInfo {
    paypalConnected
    paypalActive
    venmoActive
    merchantId
    mode
    sellerStatus {
      isOnboardingComplete
      paymentsReceivable
      primaryEmailConfirmed
    }
  }
}
    `, {"fragmentName":"BankingIntegrations"}) as unknown as TypedDocumentString<BankingIntegrationsFragment, unknown>;
export const ClientUserDocument = new TypedDocumentString(`
    query ClientUser {
  clientUser {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<ClientUserQuery, ClientUserQueryVariables>;
export const RequestClientSignInLinkDocument = new TypedDocumentString(`
    mutation RequestClientSignInLink($email: String!) {
  requestClientSignInLink(email: $email) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<RequestClientSignInLinkMutation, RequestClientSignInLinkMutationVariables>;
export const RequestClientSignInLinkForAppointmentDocument = new TypedDocumentString(`
    mutation RequestClientSignInLinkForAppointment($instantActionToken: String!) {
  requestClientSignInLinkForAppointment(instantActionToken: $instantActionToken) {
    result
    errors
    sentTo
  }
}
    `) as unknown as TypedDocumentString<RequestClientSignInLinkForAppointmentMutation, RequestClientSignInLinkForAppointmentMutationVariables>;
export const SignInClientDocument = new TypedDocumentString(`
    mutation SignInClient($token: String!) {
  signInClient(token: $token) {
    result
    errors
    clientUser {
      id
      email
    }
  }
}
    `) as unknown as TypedDocumentString<SignInClientMutation, SignInClientMutationVariables>;
export const SignOutClientDocument = new TypedDocumentString(`
    mutation SignOutClient {
  signOutClient {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<SignOutClientMutation, SignOutClientMutationVariables>;
export const SetupIntentDocument = new TypedDocumentString(`
    mutation SetupIntent($appointmentId: ID!, $instantActionToken: String!) {
  setupIntent(
    appointmentId: $appointmentId
    instantActionToken: $instantActionToken
  ) {
    result
    errors
    setupIntentSecret
  }
}
    `) as unknown as TypedDocumentString<SetupIntentMutation, SetupIntentMutationVariables>;
export const ConfirmCardSetupDocument = new TypedDocumentString(`
    mutation ConfirmCardSetup($appointmentId: ID!, $instantActionToken: String!, $setupIntentSecret: String!) {
  confirmCardSetup(
    appointmentId: $appointmentId
    instantActionToken: $instantActionToken
    setupIntentSecret: $setupIntentSecret
  ) {
    result
    errors
    paymentMethod {
      brand
      last4
      expMonth
      expYear
    }
  }
}
    `) as unknown as TypedDocumentString<ConfirmCardSetupMutation, ConfirmCardSetupMutationVariables>;
export const SquareAddCardToCustomerDocument = new TypedDocumentString(`
    mutation SquareAddCardToCustomer($appointmentId: ID!, $instantActionToken: String!, $sourceId: String!) {
  squareAddCardToCustomer(
    appointmentId: $appointmentId
    instantActionToken: $instantActionToken
    sourceId: $sourceId
  ) {
    result
    errors
    paymentMethod {
      brand
      last4
      expMonth
      expYear
    }
  }
}
    `) as unknown as TypedDocumentString<SquareAddCardToCustomerMutation, SquareAddCardToCustomerMutationVariables>;
export const AddTipToAppointmentDocument = new TypedDocumentString(`
    mutation AddTipToAppointment($appointmentId: ID!, $instantActionToken: String!, $tipAmount: Int!) {
  addTipToAppointment(
    appointmentId: $appointmentId
    instantActionToken: $instantActionToken
    tipAmount: $tipAmount
  ) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<AddTipToAppointmentMutation, AddTipToAppointmentMutationVariables>;
export const ChargeCardDocument = new TypedDocumentString(`
    mutation ChargeCard($appointmentId: ID!, $instantActionToken: String!) {
  chargeCard(
    appointmentId: $appointmentId
    instantActionToken: $instantActionToken
  ) {
    result
    errors
    appointment {
      id
      clientPaymentStatus
    }
  }
}
    `) as unknown as TypedDocumentString<ChargeCardMutation, ChargeCardMutationVariables>;
export const ChargeTipOnlyDocument = new TypedDocumentString(`
    mutation ChargeTipOnly($appointmentId: ID!, $instantActionToken: String!, $tipAmount: Int!) {
  chargeTipOnly(
    appointmentId: $appointmentId
    instantActionToken: $instantActionToken
    tipAmount: $tipAmount
  ) {
    result
    errors
    appointment {
      id
      clientPaymentStatus
      tipAmountCents
    }
  }
}
    `) as unknown as TypedDocumentString<ChargeTipOnlyMutation, ChargeTipOnlyMutationVariables>;
export const CreatePaypalOrderDocument = new TypedDocumentString(`
    mutation CreatePaypalOrder($appointmentId: ID!, $instantActionToken: String!, $tipAmountCents: Int!, $tipOnly: Boolean!, $fundingSource: String!) {
  createPaypalOrder(
    appointmentId: $appointmentId
    instantActionToken: $instantActionToken
    tipAmountCents: $tipAmountCents
    tipOnly: $tipOnly
    fundingSource: $fundingSource
  ) {
    result
    errors
    orderId
  }
}
    `) as unknown as TypedDocumentString<CreatePaypalOrderMutation, CreatePaypalOrderMutationVariables>;
export const CapturePaypalPaymentDocument = new TypedDocumentString(`
    mutation CapturePaypalPayment($appointmentId: ID!, $instantActionToken: String!, $orderId: String!) {
  capturePaypalPayment(
    appointmentId: $appointmentId
    instantActionToken: $instantActionToken
    orderId: $orderId
  ) {
    result
    errors
    appointment {
      id
      clientPaymentStatus
      tipAmountCents
    }
  }
}
    `) as unknown as TypedDocumentString<CapturePaypalPaymentMutation, CapturePaypalPaymentMutationVariables>;
export const TokenAppointmentDocument = new TypedDocumentString(`
    query TokenAppointment($instantActionToken: String!) {
  tokenAppointment(instantActionToken: $instantActionToken) {
    id
    startsAt
    endsAt
    timeZone
    ianaTimeZone
    amountCents
    tipAmountCents
    state
    past
    canCancel
    instantActionToken
    fullTotal
    clientPaymentStatus
    paymentError
    defaultPaymentMethodData {
      brand
      last4
      expMonth
      expYear
    }
    transactions {
      id
      type
      state
      amountCents
      tipAmountCents
      currency
      via
    }
    service {
      id
      name
    }
    appointmentServices {
      id
      amountCents
      service {
        id
        name
      }
    }
    location {
      id
      name
      kind
      virtualType
      address
      virtualInstructions
    }
    locationName
    virtualMeetingLinkWithFallback
    practice {
      id
      name
      url
      cancellationPolicy
      acceptsTips
      hasPaymentProvider
      paymentProvider
      paymentMode
      hasPaypalPaymentsEnabled
      hasVenmoPaymentsEnabled
      defaultCurrency
      acceptsCash
      acceptsOfflineCreditCard
      acceptsPaypal
      acceptsVenmo
      acceptsZelle
    }
    user {
      name
      email
      phone
    }
  }
}
    `) as unknown as TypedDocumentString<TokenAppointmentQuery, TokenAppointmentQueryVariables>;
export const ClientCancelDocument = new TypedDocumentString(`
    mutation ClientCancel($appointmentId: ID!, $instantActionToken: String!) {
  clientCancel(
    appointmentId: $appointmentId
    instantActionToken: $instantActionToken
  ) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ClientCancelMutation, ClientCancelMutationVariables>;
export const AppointmentCalendarDocument = new TypedDocumentString(`
    query AppointmentCalendar($instantActionToken: String!) {
  tokenAppointmentCalendar(instantActionToken: $instantActionToken) {
    fileName
    ics
    googleCalendarUrl
  }
}
    `) as unknown as TypedDocumentString<AppointmentCalendarQuery, AppointmentCalendarQueryVariables>;
export const BookingAvailabilityDocument = new TypedDocumentString(`
    query BookingAvailability($shortLink: String!, $serviceId: ID, $variationId: ID, $locationId: ID, $addOnServiceIds: [ID!], $from: LocalDate, $to: LocalDate) {
  publicPractice(shortLink: $shortLink) {
    id
    bookingAvailability(
      serviceId: $serviceId
      variationId: $variationId
      locationId: $locationId
      addOnServiceIds: $addOnServiceIds
      from: $from
      to: $to
    ) {
      timeZone
      availableSlots {
        date
        datetimes
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BookingAvailabilityQuery, BookingAvailabilityQueryVariables>;
export const BookingSetupIntentDocument = new TypedDocumentString(`
    mutation BookingSetupIntent($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {
  bookingSetupIntent(
    practiceId: $practiceId
    email: $email
    firstName: $firstName
    lastName: $lastName
  ) {
    result
    errors
    setupIntentSecret
  }
}
    `) as unknown as TypedDocumentString<BookingSetupIntentMutation, BookingSetupIntentMutationVariables>;
export const RequestAppointmentDocument = new TypedDocumentString(`
    mutation RequestAppointment($input: RequestAppointmentInput!) {
  requestAppointment(input: $input) {
    result
    errors
    appointmentId
    instantActionToken
    state
    nextAvailableTimes
  }
}
    `) as unknown as TypedDocumentString<RequestAppointmentMutation, RequestAppointmentMutationVariables>;
export const DiscountCodeQuoteDocument = new TypedDocumentString(`
    query DiscountCodeQuote($practiceId: ID!, $code: String!, $serviceId: ID!, $variationId: ID, $addOnServiceIds: [ID!]) {
  discountCodeQuote(
    practiceId: $practiceId
    code: $code
    serviceId: $serviceId
    variationId: $variationId
    addOnServiceIds: $addOnServiceIds
  ) {
    result
    errors
    code
    discountCents
    totalCents
  }
}
    `) as unknown as TypedDocumentString<DiscountCodeQuoteQuery, DiscountCodeQuoteQueryVariables>;
export const EventDiscountCodeQuoteDocument = new TypedDocumentString(`
    query EventDiscountCodeQuote($bookableEventId: ID!, $code: String!) {
  eventDiscountCodeQuote(bookableEventId: $bookableEventId, code: $code) {
    result
    errors
    code
    discountCents
    totalCents
  }
}
    `) as unknown as TypedDocumentString<EventDiscountCodeQuoteQuery, EventDiscountCodeQuoteQueryVariables>;
export const EventRegistrationDocument = new TypedDocumentString(`
    query EventRegistration($token: String!) {
  eventRegistration(token: $token) {
    id
    token
    state
    isOwnerCancelled
    amountCents
    createdAt
    paymentStatus
    paymentLabel
    discount {
      code
      amountCents
    }
    event {
      id
      name
      kind
      location
      startsAt
      endsAt
      allDay
      timeZone
      photoUrl
      imageUrl
      description
      instructions
    }
    eventType {
      slug
      url
    }
    client {
      firstName
      lastName
      email
    }
    practice {
      name
      shortLink
      email
      phone
    }
  }
}
    `) as unknown as TypedDocumentString<EventRegistrationQuery, EventRegistrationQueryVariables>;
export const PracticeEventTypesDocument = new TypedDocumentString(`
    query PracticeEventTypes($shortLink: String!) {
  publicEventTypes(shortLink: $shortLink) {
    id
    name
    slug
    kind
    location
    duration
    durationUnit
    amountCents
    amountCurrency
    events {
      id
      startsAt
      endsAt
      allDay
      timeZone
      seatsLeft
      full
    }
  }
}
    `) as unknown as TypedDocumentString<PracticeEventTypesQuery, PracticeEventTypesQueryVariables>;
export const PublicEventTypeDocument = new TypedDocumentString(`
    query PublicEventType($shortLink: String!, $slug: String!) {
  publicEventType(shortLink: $shortLink, slug: $slug) {
    id
    name
    slug
    kind
    location
    photoUrl
    description
    instructions
    duration
    durationUnit
    amountCents
    amountCurrency
    capacity
    url
    requiresCard
    practice {
      id
      name
      shortLink
      paymentProvider
    }
    events {
      id
      startsAt
      endsAt
      allDay
      timeZone
      seatsLeft
      full
    }
  }
}
    `) as unknown as TypedDocumentString<PublicEventTypeQuery, PublicEventTypeQueryVariables>;
export const RegisterForBookableEventDocument = new TypedDocumentString(`
    mutation RegisterForBookableEvent($bookableEventId: ID!, $firstName: String!, $lastName: String!, $email: String!, $phone: String, $setupIntentSecret: String, $cardSourceId: String, $discountCode: String) {
  registerForBookableEvent(
    bookableEventId: $bookableEventId
    firstName: $firstName
    lastName: $lastName
    email: $email
    phone: $phone
    setupIntentSecret: $setupIntentSecret
    cardSourceId: $cardSourceId
    discountCode: $discountCode
  ) {
    result
    errors
    token
    paymentStatus
  }
}
    `) as unknown as TypedDocumentString<RegisterForBookableEventMutation, RegisterForBookableEventMutationVariables>;
export const GiftCardSetupIntentDocument = new TypedDocumentString(`
    mutation GiftCardSetupIntent($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {
  bookingSetupIntent(
    practiceId: $practiceId
    email: $email
    firstName: $firstName
    lastName: $lastName
  ) {
    result
    errors
    setupIntentSecret
  }
}
    `) as unknown as TypedDocumentString<GiftCardSetupIntentMutation, GiftCardSetupIntentMutationVariables>;
export const GiftCardBalanceDocument = new TypedDocumentString(`
    query GiftCardBalance($practiceId: ID!, $code: String!) {
  giftCardBalance(practiceId: $practiceId, code: $code) {
    result
    errors
    code
    balanceCents
    currency
  }
}
    `) as unknown as TypedDocumentString<GiftCardBalanceQuery, GiftCardBalanceQueryVariables>;
export const PublicGiftCardTemplatesDocument = new TypedDocumentString(`
    query PublicGiftCardTemplates($shortLink: String!) {
  publicGiftCardTemplates(shortLink: $shortLink) {
    id
    amountCents
    amountCurrency
    description
  }
}
    `) as unknown as TypedDocumentString<PublicGiftCardTemplatesQuery, PublicGiftCardTemplatesQueryVariables>;
export const PurchaseGiftCardDocument = new TypedDocumentString(`
    mutation PurchaseGiftCard($practiceId: ID!, $giftCardTemplateId: ID!, $buyerName: String!, $buyerEmail: String!, $recipientName: String!, $recipientEmail: String!, $message: String, $setupIntentSecret: String, $cardSourceId: String) {
  purchaseGiftCard(
    practiceId: $practiceId
    giftCardTemplateId: $giftCardTemplateId
    buyerName: $buyerName
    buyerEmail: $buyerEmail
    recipientName: $recipientName
    recipientEmail: $recipientEmail
    message: $message
    setupIntentSecret: $setupIntentSecret
    cardSourceId: $cardSourceId
  ) {
    result
    errors
    giftCard {
      code
      amountCents
      currency
      recipientEmail
    }
  }
}
    `) as unknown as TypedDocumentString<PurchaseGiftCardMutation, PurchaseGiftCardMutationVariables>;
export const RecentClientReviewsDocument = new TypedDocumentString(`
    query RecentClientReviews($limit: Int) {
  recentClientReviews(limit: $limit) {
    id
    rating
    text
    publicName
    createdAt
    practitioner {
      name
      shortLink
      title
      photoUrl
    }
  }
}
    `) as unknown as TypedDocumentString<RecentClientReviewsQuery, RecentClientReviewsQueryVariables>;
export const TherapyCategoriesDocument = new TypedDocumentString(`
    query TherapyCategories {
  therapyCategories {
    name
  }
}
    `) as unknown as TypedDocumentString<TherapyCategoriesQuery, TherapyCategoriesQueryVariables>;
export const IntakeFormFillDocument = new TypedDocumentString(`
    query IntakeFormFill($uniqueId: String!) {
  intakeFormByUniqueId(uniqueId: $uniqueId) {
    uniqueId
    completed
    form
    theme
    practiceName
    practiceUrl
  }
}
    `) as unknown as TypedDocumentString<IntakeFormFillQuery, IntakeFormFillQueryVariables>;
export const SaveIntakeFormResponseDocument = new TypedDocumentString(`
    mutation SaveIntakeFormResponse($uniqueId: String!, $formData: String!) {
  saveIntakeFormResponse(uniqueId: $uniqueId, formData: $formData) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<SaveIntakeFormResponseMutation, SaveIntakeFormResponseMutationVariables>;
export const ClientPaymentMethodsDocument = new TypedDocumentString(`
    query ClientPaymentMethods {
  clientPaymentMethods {
    clientId
    practice {
      id
      name
      url
      hasPaymentProvider
      paymentProvider
      paymentMode
    }
    paymentMethod {
      brand
      last4
      expMonth
      expYear
    }
  }
}
    `) as unknown as TypedDocumentString<ClientPaymentMethodsQuery, ClientPaymentMethodsQueryVariables>;
export const ClientCardSetupDocument = new TypedDocumentString(`
    mutation ClientCardSetup($clientId: ID!) {
  setupIntent(clientId: $clientId) {
    result
    errors
    setupIntentSecret
  }
}
    `) as unknown as TypedDocumentString<ClientCardSetupMutation, ClientCardSetupMutationVariables>;
export const ConfirmClientCardSetupDocument = new TypedDocumentString(`
    mutation ConfirmClientCardSetup($clientId: ID!, $setupIntentSecret: String!) {
  confirmCardSetup(clientId: $clientId, setupIntentSecret: $setupIntentSecret) {
    result
    errors
    paymentMethod {
      brand
      last4
      expMonth
      expYear
    }
  }
}
    `) as unknown as TypedDocumentString<ConfirmClientCardSetupMutation, ConfirmClientCardSetupMutationVariables>;
export const SquareAddClientCardDocument = new TypedDocumentString(`
    mutation SquareAddClientCard($clientId: ID!, $sourceId: String!) {
  squareAddCardToCustomer(clientId: $clientId, sourceId: $sourceId) {
    result
    errors
    paymentMethod {
      brand
      last4
      expMonth
      expYear
    }
  }
}
    `) as unknown as TypedDocumentString<SquareAddClientCardMutation, SquareAddClientCardMutationVariables>;
export const DetachClientPaymentMethodDocument = new TypedDocumentString(`
    mutation DetachClientPaymentMethod($clientId: ID!) {
  detachPaymentMethodPractice(clientId: $clientId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DetachClientPaymentMethodMutation, DetachClientPaymentMethodMutationVariables>;
export const PracticeGalleryDocument = new TypedDocumentString(`
    query PracticeGallery($shortLink: String!) {
  publicGalleryImages(shortLink: $shortLink) {
    id
    defaultPhotoUrl
    altText
  }
}
    `) as unknown as TypedDocumentString<PracticeGalleryQuery, PracticeGalleryQueryVariables>;
export const PublicWebsiteDocument = new TypedDocumentString(`
    query PublicWebsite($shortLink: String!) {
  publicWebsite(shortLink: $shortLink) {
    websiteMetadata {
      id
      title
      description
      ogSiteName
    }
    scripts {
      id
      headScripts
      bodyScripts
    }
  }
}
    `) as unknown as TypedDocumentString<PublicWebsiteQuery, PublicWebsiteQueryVariables>;
export const PublicPracticeDocument = new TypedDocumentString(`
    query PublicPractice($shortLink: String!) {
  publicPractice(shortLink: $shortLink) {
    id
    name
    shortLink
    url
    timeZone
    user {
      name
      email
      phone
    }
    services {
      id
      name
      description
      timeLength
      amountCents
      addOn
      public
      locationIds
      variations {
        id
        timeLength
        amountCents
      }
      package
      allowedServiceIds
      photoUrl
    }
    locations {
      id
      name
      kind
      timeZone
      address
      city
      stateProvince
      zip
      virtualType
      virtualLink
      virtualInstructions
      state
    }
    bookingSettings {
      cancellationPolicy
      appointmentLeadTime
    }
    requireClientCcToBook
    paymentProvider
    paymentMode
    profile {
      title
      headline
      about
      location
      photoUrl
    }
    approvedCredentials {
      id
      kind
      name
      issuer
      stateIssued
    }
    specialties {
      id
      name
    }
    reviewsSummary {
      averageRating
      count
    }
    flags {
      discountCodesEnabled
      giftCardsEnabled
    }
  }
}
    `) as unknown as TypedDocumentString<PublicPracticeQuery, PublicPracticeQueryVariables>;
export const PublicPracticeReviewsDocument = new TypedDocumentString(`
    query PublicPracticeReviews($shortLink: String!, $limit: Int) {
  publicPractice(shortLink: $shortLink) {
    id
    reviewsSummary {
      averageRating
      count
    }
    latestReviews(limit: $limit) {
      id
      rating
      text
      publicName
      createdAt
      createdAtAgoInWords
      reply {
        message
        repliedAt
      }
      skills {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PublicPracticeReviewsQuery, PublicPracticeReviewsQueryVariables>;
export const ReviewFlowPracticeDocument = new TypedDocumentString(`
    query ReviewFlowPractice($referralCode: String!) {
  reviewPractice(referralCode: $referralCode) {
    practiceId
    name
    title
    photoUrl
    shortLink
    skills {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewFlowPracticeQuery, ReviewFlowPracticeQueryVariables>;
export const ReviewFlowReviewDocument = new TypedDocumentString(`
    query ReviewFlowReview($token: String!) {
  reviewByToken(token: $token) {
    token
    rating
    text
    isAnonymous
    publicName
    skillIds
    source
    status
    createdAt
    appointmentId
    clientId
    practice {
      practiceId
      name
      title
      photoUrl
      shortLink
      skills {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewFlowReviewQuery, ReviewFlowReviewQueryVariables>;
export const ReviewFlowCreateClientDocument = new TypedDocumentString(`
    mutation ReviewFlowCreateClient($practiceId: ID!, $phone: String!, $firstName: String!) {
  reviewCreateClient(
    practiceId: $practiceId
    phone: $phone
    firstName: $firstName
  ) {
    result
    errors
    clientId
  }
}
    `) as unknown as TypedDocumentString<ReviewFlowCreateClientMutation, ReviewFlowCreateClientMutationVariables>;
export const ReviewFlowAddRatingDocument = new TypedDocumentString(`
    mutation ReviewFlowAddRating($practiceId: ID!, $clientId: ID!, $rating: Int!, $appointmentId: ID) {
  reviewAddRating(
    practiceId: $practiceId
    clientId: $clientId
    rating: $rating
    appointmentId: $appointmentId
  ) {
    result
    errors
    token
  }
}
    `) as unknown as TypedDocumentString<ReviewFlowAddRatingMutation, ReviewFlowAddRatingMutationVariables>;
export const ReviewFlowAddEndorsementsDocument = new TypedDocumentString(`
    mutation ReviewFlowAddEndorsements($reviewId: String!, $endorsements: [String!]!) {
  reviewAddEndorsements(reviewId: $reviewId, endorsements: $endorsements) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ReviewFlowAddEndorsementsMutation, ReviewFlowAddEndorsementsMutationVariables>;
export const ReviewFlowAddTextDocument = new TypedDocumentString(`
    mutation ReviewFlowAddText($reviewId: String!, $text: String!) {
  reviewAddTextReview(reviewId: $reviewId, text: $text) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ReviewFlowAddTextMutation, ReviewFlowAddTextMutationVariables>;
export const ReviewFlowToggleAnonDocument = new TypedDocumentString(`
    mutation ReviewFlowToggleAnon($reviewId: String!, $isAnon: Boolean!) {
  toggleReviewAnon(reviewId: $reviewId, isAnon: $isAnon) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ReviewFlowToggleAnonMutation, ReviewFlowToggleAnonMutationVariables>;
export const ReviewFlowSetPublicNameDocument = new TypedDocumentString(`
    mutation ReviewFlowSetPublicName($reviewId: String!, $name: String!) {
  setReviewPublicName(reviewId: $reviewId, name: $name) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ReviewFlowSetPublicNameMutation, ReviewFlowSetPublicNameMutationVariables>;
export const ReviewFlowConfirmDocument = new TypedDocumentString(`
    mutation ReviewFlowConfirm($reviewId: String!) {
  confirmReview(reviewId: $reviewId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ReviewFlowConfirmMutation, ReviewFlowConfirmMutationVariables>;
export const ReviewFlowDisputeDocument = new TypedDocumentString(`
    mutation ReviewFlowDispute($reviewId: String!) {
  disputeReview(reviewId: $reviewId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ReviewFlowDisputeMutation, ReviewFlowDisputeMutationVariables>;
export const ReviewFlowFeatureRequestDocument = new TypedDocumentString(`
    mutation ReviewFlowFeatureRequest($name: String!, $clientId: ID) {
  featureRequest(name: $name, clientId: $clientId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ReviewFlowFeatureRequestMutation, ReviewFlowFeatureRequestMutationVariables>;
export const SearchSuggestionsDocument = new TypedDocumentString(`
    query SearchSuggestions($query: String!) {
  searchSuggestions(query: $query) {
    therapies {
      id
      name
      category
    }
    practitioners {
      id
      name
      shortLink
      photoUrl
      verified
    }
  }
}
    `) as unknown as TypedDocumentString<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const PractitionerSearchDocument = new TypedDocumentString(`
    query PractitionerSearch($query: String, $aroundLat: Float, $aroundLng: Float, $virtual: Boolean, $page: Int, $sortByDistance: Boolean) {
  searchPractitioners(
    query: $query
    aroundLat: $aroundLat
    aroundLng: $aroundLng
    virtual: $virtual
    page: $page
    sortByDistance: $sortByDistance
  ) {
    page
    nbPages
    nbHits
    hits {
      id
      name
      shortLink
      headline
      photoUrl
      verified
      rating
      reviewCount
      virtual
      inPerson
      distanceMiles
      latitude
      longitude
      nextAvailable
    }
  }
}
    `) as unknown as TypedDocumentString<PractitionerSearchQuery, PractitionerSearchQueryVariables>;
export const SearchPlaceSuggestionsDocument = new TypedDocumentString(`
    query SearchPlaceSuggestions($text: String!, $limit: Int) {
  placeSuggestions(text: $text, limit: $limit) {
    id
    description
    mainText
    secondaryText
    types
  }
}
    `) as unknown as TypedDocumentString<SearchPlaceSuggestionsQuery, SearchPlaceSuggestionsQueryVariables>;
export const SearchLocationDocument = new TypedDocumentString(`
    query SearchLocation($text: String, $placeId: ID) {
  searchLocation(text: $text, placeId: $placeId) {
    id
    description
    latitude
    longitude
  }
}
    `) as unknown as TypedDocumentString<SearchLocationQuery, SearchLocationQueryVariables>;
export const ClientBookingsDocument = new TypedDocumentString(`
    query ClientBookings {
  clientBookings {
    upcomingAppointments {
      ...BookingCardFields
    }
    pastAppointments {
      ...BookingCardFields
    }
    expiredAppointments {
      ...BookingCardFields
    }
    transactions {
      ...BookingCardFields
    }
  }
}
    fragment BookingCardFields on ClientBooking {
  id
  state
  stateLabel
  startsAt
  endsAt
  amountCents
  feeCents
  platformFeeCents
  instantActionToken
  appointmentTimeLength
  practiceId
  serviceId
  practice {
    id
    name
    url
    defaultCurrency
  }
  services {
    id
    name
    timeLength
    amountCents
    addOn
  }
  location {
    id
    name
    kind
    address
    timeZone
    timeZoneAbbr
  }
  transaction {
    id
    type
    state
    amountCents
    stateLabel
    description
  }
}`) as unknown as TypedDocumentString<ClientBookingsQuery, ClientBookingsQueryVariables>;
export const CancelClientBookingDocument = new TypedDocumentString(`
    mutation CancelClientBooking($appointmentId: ID!) {
  cancelClientBooking(appointmentId: $appointmentId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<CancelClientBookingMutation, CancelClientBookingMutationVariables>;
export const AcceptAppointmentDocument = new TypedDocumentString(`
    mutation AcceptAppointment($appointmentId: ID!) {
  acceptAppointment(appointmentId: $appointmentId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<AcceptAppointmentMutation, AcceptAppointmentMutationVariables>;
export const DeclineAppointmentDocument = new TypedDocumentString(`
    mutation DeclineAppointment($appointmentId: ID!, $reason: String) {
  declineAppointment(appointmentId: $appointmentId, reason: $reason) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DeclineAppointmentMutation, DeclineAppointmentMutationVariables>;
export const CancelAppointmentDocument = new TypedDocumentString(`
    mutation CancelAppointment($appointmentId: ID!, $practitionerNote: String, $cancelRecurringSeries: Boolean) {
  cancelAppointment(
    appointmentId: $appointmentId
    practitionerNote: $practitionerNote
    cancelRecurringSeries: $cancelRecurringSeries
  ) {
    result
    errors
    cancelledAppointmentIds
  }
}
    `) as unknown as TypedDocumentString<CancelAppointmentMutation, CancelAppointmentMutationVariables>;
export const ProCreateAppointmentDocument = new TypedDocumentString(`
    mutation ProCreateAppointment($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!, $startsAt: DateTime!, $endsAt: DateTime!, $clientId: ID, $client: NewClientInput, $practitionerNote: String, $packageId: ID) {
  proCreateAppointment(
    appointmentServices: $appointmentServices
    locationId: $locationId
    startsAt: $startsAt
    endsAt: $endsAt
    clientId: $clientId
    client: $client
    practitionerNote: $practitionerNote
    packageId: $packageId
  ) {
    result
    errors
    appointment {
      ...CalendarAppointmentFields
    }
  }
}
    fragment CalendarAppointmentFields on Appointment {
  id
  state
  startsAt
  endsAt
  timeZone
  amountCents
  instantActionToken
  bookedBy
  past
  practitionerNote
  seriesId
  recurrencePattern
  client {
    id
    firstName
    lastName
    email
    phone
  }
  services {
    serviceId
    name
    timeLength
    amountCents
    addOn
  }
  location {
    id
    name
    kind
    timeZone
  }
  discountCodeRedemptions {
    code
    amountCents
  }
  giftCardRedemptions {
    code
    amountCents
  }
  packageSessionNumber
  packageNumberOfSessions
  ...AppointmentMoneyFields
}
fragment AppointmentMoneyFields on Appointment {
  paymentStatus
  isPaid
  markPaid
  paidBy
  paidNote
  paymentError
  hasTransaction
  hasPaymentMethod
  tipAmountCents
  fullTotal
  collectedCents
  adjustedCents
  refundableCents
  outstandingCents
  adjustments {
    id
    adjustedAt
    amountCents
    note
    refunded
  }
  defaultPaymentMethod {
    brand
    last4
    expMonth
    expYear
  }
}`) as unknown as TypedDocumentString<ProCreateAppointmentMutation, ProCreateAppointmentMutationVariables>;
export const CreateAppointmentsDocument = new TypedDocumentString(`
    mutation CreateAppointments($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!, $clientId: ID, $client: NewClientInput, $bookedFrom: String, $bookedBy: String, $recurringStartTimes: [DateTime!]!, $recurrencePattern: String!, $duration: Int!, $packageId: ID) {
  createAppointments(
    appointmentServices: $appointmentServices
    locationId: $locationId
    clientId: $clientId
    client: $client
    bookedFrom: $bookedFrom
    bookedBy: $bookedBy
    recurringStartTimes: $recurringStartTimes
    recurrencePattern: $recurrencePattern
    duration: $duration
    packageId: $packageId
  ) {
    result
    errors
    seriesId
    appointments {
      id
      startsAt
      endsAt
    }
  }
}
    `) as unknown as TypedDocumentString<CreateAppointmentsMutation, CreateAppointmentsMutationVariables>;
export const UpdateAppointmentV2Document = new TypedDocumentString(`
    mutation UpdateAppointmentV2($appointmentId: ID!, $appointmentServices: [AppointmentServiceInput!], $locationId: ID, $startsAt: DateTime, $endsAt: DateTime, $practitionerNote: String, $rescheduleRecurringSeries: Boolean) {
  updateAppointmentV2(
    appointmentId: $appointmentId
    appointmentServices: $appointmentServices
    locationId: $locationId
    startsAt: $startsAt
    endsAt: $endsAt
    practitionerNote: $practitionerNote
    rescheduleRecurringSeries: $rescheduleRecurringSeries
  ) {
    result
    errors
    appointment {
      ...CalendarAppointmentFields
    }
  }
}
    fragment CalendarAppointmentFields on Appointment {
  id
  state
  startsAt
  endsAt
  timeZone
  amountCents
  instantActionToken
  bookedBy
  past
  practitionerNote
  seriesId
  recurrencePattern
  client {
    id
    firstName
    lastName
    email
    phone
  }
  services {
    serviceId
    name
    timeLength
    amountCents
    addOn
  }
  location {
    id
    name
    kind
    timeZone
  }
  discountCodeRedemptions {
    code
    amountCents
  }
  giftCardRedemptions {
    code
    amountCents
  }
  packageSessionNumber
  packageNumberOfSessions
  ...AppointmentMoneyFields
}
fragment AppointmentMoneyFields on Appointment {
  paymentStatus
  isPaid
  markPaid
  paidBy
  paidNote
  paymentError
  hasTransaction
  hasPaymentMethod
  tipAmountCents
  fullTotal
  collectedCents
  adjustedCents
  refundableCents
  outstandingCents
  adjustments {
    id
    adjustedAt
    amountCents
    note
    refunded
  }
  defaultPaymentMethod {
    brand
    last4
    expMonth
    expYear
  }
}`) as unknown as TypedDocumentString<UpdateAppointmentV2Mutation, UpdateAppointmentV2MutationVariables>;
export const ResendConfirmationDocument = new TypedDocumentString(`
    mutation ResendConfirmation($appointmentId: ID!, $sendTo: String!) {
  resendProAppointmentConfirmation(appointmentId: $appointmentId, sendTo: $sendTo) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ResendConfirmationMutation, ResendConfirmationMutationVariables>;
export const AddAppointmentNoteDocument = new TypedDocumentString(`
    mutation AddAppointmentNote($text: String!, $clientId: ID!, $appointmentId: ID) {
  addNote(
    text: $text
    clientId: $clientId
    noteType: "appointment"
    appointmentId: $appointmentId
  ) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<AddAppointmentNoteMutation, AddAppointmentNoteMutationVariables>;
export const AppointmentsDocument = new TypedDocumentString(`
    query Appointments($filter: AppointmentFilter, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {
  appointments(
    filter: $filter
    sortField: $sortField
    sortOrder: $sortOrder
    limit: $limit
    offset: $offset
  ) {
    items {
      ...AppointmentFields
    }
    total
  }
}
    fragment AppointmentFields on Appointment {
  id
  practiceId
  state
  startsAt
  endsAt
  timeZone
  amountCents
  instantActionToken
  bookedBy
  createdAt
  past
  practitionerNote
  client {
    id
    firstName
    lastName
    email
    phone
  }
  services {
    serviceId
    name
    timeLength
    amountCents
    addOn
  }
  location {
    id
    name
    kind
    timeZone
  }
}`) as unknown as TypedDocumentString<AppointmentsQuery, AppointmentsQueryVariables>;
export const AppointmentDocument = new TypedDocumentString(`
    query Appointment($id: ID!) {
  appointment(id: $id) {
    ...AppointmentFields
  }
}
    fragment AppointmentFields on Appointment {
  id
  practiceId
  state
  startsAt
  endsAt
  timeZone
  amountCents
  instantActionToken
  bookedBy
  createdAt
  past
  practitionerNote
  client {
    id
    firstName
    lastName
    email
    phone
  }
  services {
    serviceId
    name
    timeLength
    amountCents
    addOn
  }
  location {
    id
    name
    kind
    timeZone
  }
}`) as unknown as TypedDocumentString<AppointmentQuery, AppointmentQueryVariables>;
export const CalendarClientsDocument = new TypedDocumentString(`
    query CalendarClients($search: String, $limit: Int) {
  clients(search: $search, limit: $limit) {
    clients {
      ...CalendarClientFields
    }
    totalCount
  }
}
    fragment CalendarClientFields on Client {
  id
  name
  firstName
  lastName
  email
  phone
  formattedPhone
}`) as unknown as TypedDocumentString<CalendarClientsQuery, CalendarClientsQueryVariables>;
export const CalendarClientDocument = new TypedDocumentString(`
    query CalendarClient($clientId: ID!) {
  client(clientId: $clientId) {
    ...CalendarClientFields
    customPrices {
      serviceId
      amountCents
    }
    openPackages {
      id
      serviceId
      name
      sessionsRemaining
      numberOfSessions
    }
  }
}
    fragment CalendarClientFields on Client {
  id
  name
  firstName
  lastName
  email
  phone
  formattedPhone
}`) as unknown as TypedDocumentString<CalendarClientQuery, CalendarClientQueryVariables>;
export const RecurringTimesDocument = new TypedDocumentString(`
    query RecurringTimes($practiceId: ID!, $startsAt: DateTime!, $recurrencePattern: String!, $duration: Int!, $locationId: ID) {
  recurringTimes(
    practiceId: $practiceId
    startsAt: $startsAt
    recurrencePattern: $recurrencePattern
    duration: $duration
    locationId: $locationId
  ) {
    startsAt
    displayTime
    conflicts {
      id
      name
      type
      timeRange
    }
  }
}
    `) as unknown as TypedDocumentString<RecurringTimesQuery, RecurringTimesQueryVariables>;
export const AppointmentNotesDocument = new TypedDocumentString(`
    query AppointmentNotes($id: ID!) {
  appointment(id: $id) {
    id
    notes {
      id
      text
      time
      noteType
    }
  }
}
    `) as unknown as TypedDocumentString<AppointmentNotesQuery, AppointmentNotesQueryVariables>;
export const AppointmentHistoryDocument = new TypedDocumentString(`
    query AppointmentHistory($appointmentId: ID!) {
  appointmentHistory(appointmentId: $appointmentId) {
    eventId
    revision
    occurredAt
    type
    actor
    data
    metadata
  }
}
    `) as unknown as TypedDocumentString<AppointmentHistoryQuery, AppointmentHistoryQueryVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const LogInDocument = new TypedDocumentString(`
    mutation LogIn($email: String!, $password: String!) {
  logIn(email: $email, password: $password) {
    result
    errors
    user {
      ...CurrentUserFields
    }
  }
}
    fragment CurrentUserFields on CurrentUser {
  id
  kind
  name
  email
  practiceId
}`) as unknown as TypedDocumentString<LogInMutation, LogInMutationVariables>;
export const LogOutDocument = new TypedDocumentString(`
    mutation LogOut {
  logOut {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<LogOutMutation, LogOutMutationVariables>;
export const BookingSettingsDocument = new TypedDocumentString(`
    query BookingSettings {
  currentPractice {
    id
    bookingSettings {
      ...BookingSettingsFields
    }
  }
}
    fragment BookingSettingsFields on BookingSettings {
  appointmentBufferTime
  appointmentLeadTime
  startTimeIncrement
  instantClientApproval
  cancellationPolicy
}`) as unknown as TypedDocumentString<BookingSettingsQuery, BookingSettingsQueryVariables>;
export const UpdateBookingSettingsDocument = new TypedDocumentString(`
    mutation UpdateBookingSettings($input: BookingSettingsInput!) {
  updateBookingSettings(input: $input) {
    result
    error
    errors
    bookingSettings {
      ...BookingSettingsFields
    }
  }
}
    fragment BookingSettingsFields on BookingSettings {
  appointmentBufferTime
  appointmentLeadTime
  startTimeIncrement
  instantClientApproval
  cancellationPolicy
}`) as unknown as TypedDocumentString<UpdateBookingSettingsMutation, UpdateBookingSettingsMutationVariables>;
export const UpsertPersonalEventDocument = new TypedDocumentString(`
    mutation UpsertPersonalEvent($id: ID, $name: String, $allDay: Boolean!, $startsAt: DateTime!, $endsAt: DateTime!, $timeZone: String!) {
  upsertPersonalEvent(
    id: $id
    name: $name
    allDay: $allDay
    startsAt: $startsAt
    endsAt: $endsAt
    timeZone: $timeZone
  ) {
    result
    errors
    personalEvent {
      ...PersonalEventFields
    }
  }
}
    fragment PersonalEventFields on PersonalEvent {
  id
  name
  allDay
  startsAt
  endsAt
  timeZone
}`) as unknown as TypedDocumentString<UpsertPersonalEventMutation, UpsertPersonalEventMutationVariables>;
export const DeletePersonalEventDocument = new TypedDocumentString(`
    mutation DeletePersonalEvent($id: ID!) {
  deletePersonalEvent(id: $id) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DeletePersonalEventMutation, DeletePersonalEventMutationVariables>;
export const ProCalendarEventsDocument = new TypedDocumentString(`
    query ProCalendarEvents($from: DateTime!, $to: DateTime!) {
  calendarEvents(from: $from, to: $to) {
    id
    title
    start
    end
    allDay
    classNames
    editable
    backgroundColor
    borderColor
    textColor
    extendedProps
  }
}
    `) as unknown as TypedDocumentString<ProCalendarEventsQuery, ProCalendarEventsQueryVariables>;
export const AppointmentForCalendarDocument = new TypedDocumentString(`
    query AppointmentForCalendar($id: ID!) {
  appointment(id: $id) {
    ...CalendarAppointmentFields
  }
}
    fragment CalendarAppointmentFields on Appointment {
  id
  state
  startsAt
  endsAt
  timeZone
  amountCents
  instantActionToken
  bookedBy
  past
  practitionerNote
  seriesId
  recurrencePattern
  client {
    id
    firstName
    lastName
    email
    phone
  }
  services {
    serviceId
    name
    timeLength
    amountCents
    addOn
  }
  location {
    id
    name
    kind
    timeZone
  }
  discountCodeRedemptions {
    code
    amountCents
  }
  giftCardRedemptions {
    code
    amountCents
  }
  packageSessionNumber
  packageNumberOfSessions
  ...AppointmentMoneyFields
}
fragment AppointmentMoneyFields on Appointment {
  paymentStatus
  isPaid
  markPaid
  paidBy
  paidNote
  paymentError
  hasTransaction
  hasPaymentMethod
  tipAmountCents
  fullTotal
  collectedCents
  adjustedCents
  refundableCents
  outstandingCents
  adjustments {
    id
    adjustedAt
    amountCents
    note
    refunded
  }
  defaultPaymentMethod {
    brand
    last4
    expMonth
    expYear
  }
}`) as unknown as TypedDocumentString<AppointmentForCalendarQuery, AppointmentForCalendarQueryVariables>;
export const AppointmentByTokenDocument = new TypedDocumentString(`
    query AppointmentByToken($token: String!) {
  appointmentByToken(instantActionToken: $token) {
    ...CalendarAppointmentFields
  }
}
    fragment CalendarAppointmentFields on Appointment {
  id
  state
  startsAt
  endsAt
  timeZone
  amountCents
  instantActionToken
  bookedBy
  past
  practitionerNote
  seriesId
  recurrencePattern
  client {
    id
    firstName
    lastName
    email
    phone
  }
  services {
    serviceId
    name
    timeLength
    amountCents
    addOn
  }
  location {
    id
    name
    kind
    timeZone
  }
  discountCodeRedemptions {
    code
    amountCents
  }
  giftCardRedemptions {
    code
    amountCents
  }
  packageSessionNumber
  packageNumberOfSessions
  ...AppointmentMoneyFields
}
fragment AppointmentMoneyFields on Appointment {
  paymentStatus
  isPaid
  markPaid
  paidBy
  paidNote
  paymentError
  hasTransaction
  hasPaymentMethod
  tipAmountCents
  fullTotal
  collectedCents
  adjustedCents
  refundableCents
  outstandingCents
  adjustments {
    id
    adjustedAt
    amountCents
    note
    refunded
  }
  defaultPaymentMethod {
    brand
    last4
    expMonth
    expYear
  }
}`) as unknown as TypedDocumentString<AppointmentByTokenQuery, AppointmentByTokenQueryVariables>;
export const ProCalendarUserDocument = new TypedDocumentString(`
    query ProCalendarUser {
  currentPractice(includePrivate: true, includeAddOns: true) {
    id
    timeZone
    services {
      id
      name
      timeLength
      amountCents
      addOn
      locationIds
      variations {
        id
        timeLength
        amountCents
      }
      package
      numberOfSessions
      allowedServiceIds
    }
    locations {
      id
      name
      kind
      timeZone
      state
    }
  }
}
    `) as unknown as TypedDocumentString<ProCalendarUserQuery, ProCalendarUserQueryVariables>;
export const PersonalEventDocument = new TypedDocumentString(`
    query PersonalEvent($id: ID!) {
  personalEvent(id: $id) {
    ...PersonalEventFields
  }
}
    fragment PersonalEventFields on PersonalEvent {
  id
  name
  allDay
  startsAt
  endsAt
  timeZone
}`) as unknown as TypedDocumentString<PersonalEventQuery, PersonalEventQueryVariables>;
export const BookableEventForCalendarDocument = new TypedDocumentString(`
    query BookableEventForCalendar($id: ID!) {
  bookableEvent(id: $id) {
    ...CalendarGroupEventFields
  }
}
    fragment CalendarGroupEventFields on BookableEvent {
  id
  bookableEventTypeId
  name
  location
  kind
  startsAt
  endsAt
  allDay
  timeZone
  capacity
  amountCents
  amountCurrency
  clientsCount
  atCapacity
  bookableEventType {
    id
    name
    duration
    durationUnit
    slug
  }
  clients {
    id
    registrationId
    firstName
    lastName
    email
    phone
    paymentStatus
    paymentLabel
    amountCents
    overCapacity
    createdAt
  }
}`) as unknown as TypedDocumentString<BookableEventForCalendarQuery, BookableEventForCalendarQueryVariables>;
export const CalendarBookableEventTypesDocument = new TypedDocumentString(`
    query CalendarBookableEventTypes {
  bookableEventTypes {
    id
    name
    duration
    durationUnit
    capacity
    amountCents
    amountCurrency
  }
}
    `) as unknown as TypedDocumentString<CalendarBookableEventTypesQuery, CalendarBookableEventTypesQueryVariables>;
export const RegistrantPaymentDocument = new TypedDocumentString(`
    query RegistrantPayment($bookableEventId: ID!, $clientId: ID!) {
  bookableEventRegistration(
    bookableEventId: $bookableEventId
    clientId: $clientId
  ) {
    id
    paymentStatus
    paymentLabel
    amountCents
    createdAt
    canProcessPayment
    failureReason
    discount {
      code
      amountCents
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrantPaymentQuery, RegistrantPaymentQueryVariables>;
export const UpsertBookableEventDocument = new TypedDocumentString(`
    mutation UpsertBookableEvent($id: ID, $bookableEventTypeId: ID!, $startsAt: DateTime!, $endsAt: DateTime!, $allDay: Boolean!, $timeZone: String!) {
  upsertBookableEvent(
    id: $id
    bookableEventTypeId: $bookableEventTypeId
    startsAt: $startsAt
    endsAt: $endsAt
    allDay: $allDay
    timeZone: $timeZone
  ) {
    result
    errors
    bookableEvent {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpsertBookableEventMutation, UpsertBookableEventMutationVariables>;
export const DeleteBookableEventDocument = new TypedDocumentString(`
    mutation DeleteBookableEvent($id: ID!) {
  deleteBookableEvent(id: $id) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DeleteBookableEventMutation, DeleteBookableEventMutationVariables>;
export const AddClientToBookableEventDocument = new TypedDocumentString(`
    mutation AddClientToBookableEvent($bookableEventId: ID!, $clientId: ID, $clientParams: ClientParamsInput) {
  addClientToBookableEvent(
    bookableEventId: $bookableEventId
    clientId: $clientId
    clientParams: $clientParams
  ) {
    result
    errors
    registrationsCount
    overCapacity
  }
}
    `) as unknown as TypedDocumentString<AddClientToBookableEventMutation, AddClientToBookableEventMutationVariables>;
export const RemoveClientFromBookableEventDocument = new TypedDocumentString(`
    mutation RemoveClientFromBookableEvent($bookableEventId: ID!, $clientId: ID!) {
  removeClientFromBookableEvent(
    bookableEventId: $bookableEventId
    clientId: $clientId
  ) {
    result
    errors
    registrationsCount
  }
}
    `) as unknown as TypedDocumentString<RemoveClientFromBookableEventMutation, RemoveClientFromBookableEventMutationVariables>;
export const ProcessRegistrationPaymentDocument = new TypedDocumentString(`
    mutation ProcessRegistrationPayment($bookableEventId: ID!, $clientId: ID!) {
  processRegistrationPayment(
    bookableEventId: $bookableEventId
    clientId: $clientId
  ) {
    result
    errors
    registration {
      id
      paymentStatus
      paymentLabel
      amountCents
      createdAt
      canProcessPayment
      failureReason
      discount {
        code
        amountCents
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProcessRegistrationPaymentMutation, ProcessRegistrationPaymentMutationVariables>;
export const PastAppointmentsDocument = new TypedDocumentString(`
    query PastAppointments($clientId: ID!, $limit: Int) {
  pastAppointments(clientId: $clientId, limit: $limit) {
    ...ClientAppointmentFields
  }
}
    fragment ClientAppointmentFields on Appointment {
  id
  state
  startsAt
  endsAt
  timeZone
  instantActionToken
  services {
    name
    addOn
  }
  location {
    id
    name
  }
}`) as unknown as TypedDocumentString<PastAppointmentsQuery, PastAppointmentsQueryVariables>;
export const UpcomingAppointmentsDocument = new TypedDocumentString(`
    query UpcomingAppointments($clientId: ID!) {
  upcomingAppointments(clientId: $clientId) {
    ...ClientAppointmentFields
  }
}
    fragment ClientAppointmentFields on Appointment {
  id
  state
  startsAt
  endsAt
  timeZone
  instantActionToken
  services {
    name
    addOn
  }
  location {
    id
    name
  }
}`) as unknown as TypedDocumentString<UpcomingAppointmentsQuery, UpcomingAppointmentsQueryVariables>;
export const AddNoteDocument = new TypedDocumentString(`
    mutation AddNote($text: String!, $clientId: ID!, $noteType: String, $appointmentId: ID) {
  addNote(
    text: $text
    clientId: $clientId
    noteType: $noteType
    appointmentId: $appointmentId
  ) {
    result
    errors
    note {
      id
      text
      time
      noteType
      appointmentId
    }
  }
}
    `) as unknown as TypedDocumentString<AddNoteMutation, AddNoteMutationVariables>;
export const InviteClientsDocument = new TypedDocumentString(`
    mutation InviteClients($clients: [NewClientInput!]!) {
  inviteClients(clients: $clients) {
    result
    errors
    invitedCount
    erroredClients {
      email
      errors
    }
  }
}
    `) as unknown as TypedDocumentString<InviteClientsMutation, InviteClientsMutationVariables>;
export const ClientOpenPackagesDocument = new TypedDocumentString(`
    query ClientOpenPackages($clientId: ID!) {
  client(clientId: $clientId) {
    id
    openPackages {
      id
      serviceId
      name
      sessionsRemaining
      numberOfSessions
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ClientOpenPackagesQuery, ClientOpenPackagesQueryVariables>;
export const ClientsDocument = new TypedDocumentString(`
    query Clients($search: String, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {
  clients(
    search: $search
    sortField: $sortField
    sortOrder: $sortOrder
    limit: $limit
    offset: $offset
  ) {
    clients {
      ...ClientFields
    }
    totalCount
  }
}
    fragment ClientFields on Client {
  id
  practiceId
  firstName
  lastName
  name
  email
  phone
  phoneExtension
  formattedPhone
  clientType
  invitedFrom
  lastAppointmentDate
  address
  addressTwo
  city
  state
  postalCode
  country
  fullAddress
  createdAt
  deletedAt
  notes {
    id
    text
    time
    noteType
    appointmentId
  }
}`) as unknown as TypedDocumentString<ClientsQuery, ClientsQueryVariables>;
export const ClientDocument = new TypedDocumentString(`
    query Client($clientId: ID!) {
  client(clientId: $clientId) {
    ...ClientFields
  }
}
    fragment ClientFields on Client {
  id
  practiceId
  firstName
  lastName
  name
  email
  phone
  phoneExtension
  formattedPhone
  clientType
  invitedFrom
  lastAppointmentDate
  address
  addressTwo
  city
  state
  postalCode
  country
  fullAddress
  createdAt
  deletedAt
  notes {
    id
    text
    time
    noteType
    appointmentId
  }
}`) as unknown as TypedDocumentString<ClientQuery, ClientQueryVariables>;
export const CreateClientDocument = new TypedDocumentString(`
    mutation CreateClient($client: NewClientInput!) {
  createClient(client: $client) {
    result
    errors
    client {
      ...ClientFields
    }
  }
}
    fragment ClientFields on Client {
  id
  practiceId
  firstName
  lastName
  name
  email
  phone
  phoneExtension
  formattedPhone
  clientType
  invitedFrom
  lastAppointmentDate
  address
  addressTwo
  city
  state
  postalCode
  country
  fullAddress
  createdAt
  deletedAt
  notes {
    id
    text
    time
    noteType
    appointmentId
  }
}`) as unknown as TypedDocumentString<CreateClientMutation, CreateClientMutationVariables>;
export const EditClientDocument = new TypedDocumentString(`
    mutation EditClient($clientId: ID!, $client: EditClientInput!) {
  editClient(clientId: $clientId, client: $client) {
    result
    errors
    client {
      ...ClientFields
    }
  }
}
    fragment ClientFields on Client {
  id
  practiceId
  firstName
  lastName
  name
  email
  phone
  phoneExtension
  formattedPhone
  clientType
  invitedFrom
  lastAppointmentDate
  address
  addressTwo
  city
  state
  postalCode
  country
  fullAddress
  createdAt
  deletedAt
  notes {
    id
    text
    time
    noteType
    appointmentId
  }
}`) as unknown as TypedDocumentString<EditClientMutation, EditClientMutationVariables>;
export const DeleteClientDocument = new TypedDocumentString(`
    mutation DeleteClient($clientId: ID!) {
  deleteClient(clientId: $clientId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DeleteClientMutation, DeleteClientMutationVariables>;
export const SavedCardDocument = new TypedDocumentString(`
    query SavedCard($instantActionToken: String!) {
  defaultPaymentMethodPractice(instantActionToken: $instantActionToken) {
    brand
    last4
    expMonth
    expYear
  }
}
    `) as unknown as TypedDocumentString<SavedCardQuery, SavedCardQueryVariables>;
export const DetachSavedCardDocument = new TypedDocumentString(`
    mutation DetachSavedCard($appointmentId: ID!, $instantActionToken: String!) {
  detachPaymentMethodPractice(
    appointmentId: $appointmentId
    instantActionToken: $instantActionToken
  ) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DetachSavedCardMutation, DetachSavedCardMutationVariables>;
export const ClientIntakeDocument = new TypedDocumentString(`
    query ClientIntake($clientId: ID!) {
  client(clientId: $clientId) {
    id
    intakeForm {
      uniqueId
      data
      time
      form
      sentAt
    }
    intakeFormSubmitted
    intakeLastSentAt
  }
}
    `) as unknown as TypedDocumentString<ClientIntakeQuery, ClientIntakeQueryVariables>;
export const SendIntakeFormDocument = new TypedDocumentString(`
    mutation SendIntakeForm($clientId: ID!) {
  sendIntakeForm(clientId: $clientId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<SendIntakeFormMutation, SendIntakeFormMutationVariables>;
export const EmailTemplatePreviewDocument = new TypedDocumentString(`
    query EmailTemplatePreview($name: String!, $content: String) {
  emailTemplatePreview(name: $name, content: $content) {
    subject
    html
    renderedFor
    error
  }
}
    `) as unknown as TypedDocumentString<EmailTemplatePreviewQuery, EmailTemplatePreviewQueryVariables>;
export const CommunicationSettingsDocument = new TypedDocumentString(`
    query CommunicationSettings {
  communicationSettings {
    ...CommunicationSettingsFields
  }
}
    fragment CommunicationSettingsFields on CommunicationSettingsView {
  appointmentReminderEmailEnabled
  appointmentReminderTextEnabled
  appointmentEmailReminderMinutes
  appointmentTextReminderMinutes
  paymentPastDueEmailEnabled
  paymentPastDueTextEnabled
  paymentPastDueEmailMinutes
  paymentPastDueTextMinutes
  reminderMinutesOptions
  emailTemplates {
    name
    customContent
    defaultContent
    allowedVariables
    content
  }
}`) as unknown as TypedDocumentString<CommunicationSettingsQuery, CommunicationSettingsQueryVariables>;
export const UpdateCommunicationSettingsDocument = new TypedDocumentString(`
    mutation UpdateCommunicationSettings($input: CommunicationSettingsInput!) {
  updateCommunicationSettings(input: $input) {
    result
    error
    errors
    communicationSettings {
      ...CommunicationSettingsFields
    }
  }
}
    fragment CommunicationSettingsFields on CommunicationSettingsView {
  appointmentReminderEmailEnabled
  appointmentReminderTextEnabled
  appointmentEmailReminderMinutes
  appointmentTextReminderMinutes
  paymentPastDueEmailEnabled
  paymentPastDueTextEnabled
  paymentPastDueEmailMinutes
  paymentPastDueTextMinutes
  reminderMinutesOptions
  emailTemplates {
    name
    customContent
    defaultContent
    allowedVariables
    content
  }
}`) as unknown as TypedDocumentString<UpdateCommunicationSettingsMutation, UpdateCommunicationSettingsMutationVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  currentUser {
    ...CurrentUserFields
  }
}
    fragment CurrentUserFields on CurrentUser {
  id
  kind
  name
  email
  practiceId
}`) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const UpcomingBookableEventsDocument = new TypedDocumentString(`
    query UpcomingBookableEvents {
  upcomingBookableEvents {
    id
    name
    description
    startsAt
    endsAt
    allDay
    timeZone
    capacity
    clientsCount
    atCapacity
  }
}
    `) as unknown as TypedDocumentString<UpcomingBookableEventsQuery, UpcomingBookableEventsQueryVariables>;
export const GiftCardTemplatesDocument = new TypedDocumentString(`
    query GiftCardTemplates {
  giftCardTemplates {
    id
    amountCents
    amountCurrency
    description
    active
    public
  }
}
    `) as unknown as TypedDocumentString<GiftCardTemplatesQuery, GiftCardTemplatesQueryVariables>;
export const GiftCardActivityDocument = new TypedDocumentString(`
    query GiftCardActivity {
  giftCardActivity {
    id
    kind
    at
    giftCardId
    code
    amountCents
    balanceCents
    currency
    buyerName
    recipientName
    recipientEmail
    appointmentId
  }
}
    `) as unknown as TypedDocumentString<GiftCardActivityQuery, GiftCardActivityQueryVariables>;
export const UpsertGiftCardTemplateDocument = new TypedDocumentString(`
    mutation UpsertGiftCardTemplate($id: ID, $amountCents: Int, $description: String, $active: Boolean, $public: Boolean) {
  upsertGiftCardTemplate(
    id: $id
    amountCents: $amountCents
    description: $description
    active: $active
    public: $public
  ) {
    result
    errors
    giftCardTemplate {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpsertGiftCardTemplateMutation, UpsertGiftCardTemplateMutationVariables>;
export const RedeemGiftCardDocument = new TypedDocumentString(`
    mutation RedeemGiftCard($code: String!, $amountCents: Int!) {
  redeemGiftCard(code: $code, amountCents: $amountCents) {
    result
    errors
    balanceCents
  }
}
    `) as unknown as TypedDocumentString<RedeemGiftCardMutation, RedeemGiftCardMutationVariables>;
export const ProInboxDocument = new TypedDocumentString(`
    query ProInbox {
  pendingAppointments {
    ...AppointmentFields
  }
  failedPayments {
    ...AppointmentFields
    paymentError
    hasTransaction
  }
  missingPayments {
    ...AppointmentFields
    paymentError
    hasTransaction
  }
}
    fragment AppointmentFields on Appointment {
  id
  practiceId
  state
  startsAt
  endsAt
  timeZone
  amountCents
  instantActionToken
  bookedBy
  createdAt
  past
  practitionerNote
  client {
    id
    firstName
    lastName
    email
    phone
  }
  services {
    serviceId
    name
    timeLength
    amountCents
    addOn
  }
  location {
    id
    name
    kind
    timeZone
  }
}`) as unknown as TypedDocumentString<ProInboxQuery, ProInboxQueryVariables>;
export const IntakeFormDesignDocument = new TypedDocumentString(`
    query IntakeFormDesign {
  intakeForm {
    data
    theme
    saveNo
    savedAt
  }
}
    `) as unknown as TypedDocumentString<IntakeFormDesignQuery, IntakeFormDesignQueryVariables>;
export const UpsertIntakeFormDocument = new TypedDocumentString(`
    mutation UpsertIntakeForm($data: String!, $saveNo: Int!) {
  upsertIntakeForm(data: $data, saveNo: $saveNo) {
    result
    errors
    saveNo
  }
}
    `) as unknown as TypedDocumentString<UpsertIntakeFormMutation, UpsertIntakeFormMutationVariables>;
export const UpsertIntakeFormThemeDocument = new TypedDocumentString(`
    mutation UpsertIntakeFormTheme($data: String!) {
  upsertIntakeFormTheme(data: $data) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<UpsertIntakeFormThemeMutation, UpsertIntakeFormThemeMutationVariables>;
export const CalendarConnectionStatusDocument = new TypedDocumentString(`
    query CalendarConnectionStatus {
  calendarIntegrations {
    connections {
      id
      providerName
      profileName
      errored
    }
  }
}
    `) as unknown as TypedDocumentString<CalendarConnectionStatusQuery, CalendarConnectionStatusQueryVariables>;
export const DisableLocationDocument = new TypedDocumentString(`
    mutation DisableLocation($id: ID!) {
  disableLocation(id: $id) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DisableLocationMutation, DisableLocationMutationVariables>;
export const EnableLocationDocument = new TypedDocumentString(`
    mutation EnableLocation($id: ID!) {
  enableLocation(id: $id) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<EnableLocationMutation, EnableLocationMutationVariables>;
export const PracticeLocationsDocument = new TypedDocumentString(`
    query PracticeLocations {
  currentPractice {
    id
    timeZone
    locations {
      ...LocationFields
    }
  }
}
    fragment LocationFields on Location {
  id
  name
  kind
  timeZone
  address
  secondaryAddress
  city
  stateProvince
  zip
  country
  virtualType
  virtualLink
  virtualInstructions
  travelDistance
  availableTimes
  state
  canDelete
  onlyLocationForService
}`) as unknown as TypedDocumentString<PracticeLocationsQuery, PracticeLocationsQueryVariables>;
export const UpsertLocationDocument = new TypedDocumentString(`
    mutation UpsertLocation($input: UpsertLocationInput!) {
  upsertLocation(input: $input) {
    result
    errors
    location {
      ...LocationFields
    }
  }
}
    fragment LocationFields on Location {
  id
  name
  kind
  timeZone
  address
  secondaryAddress
  city
  stateProvince
  zip
  country
  virtualType
  virtualLink
  virtualInstructions
  travelDistance
  availableTimes
  state
  canDelete
  onlyLocationForService
}`) as unknown as TypedDocumentString<UpsertLocationMutation, UpsertLocationMutationVariables>;
export const DeleteLocationDocument = new TypedDocumentString(`
    mutation DeleteLocation($id: ID!) {
  deleteLocation(id: $id) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DeleteLocationMutation, DeleteLocationMutationVariables>;
export const MailboxDocument = new TypedDocumentString(`
    query Mailbox($limit: Int, $offset: Int) {
  mailbox(limit: $limit, offset: $offset) {
    total
    items {
      id
      appointmentId
      clientId
      to
      subject
      template
      text
      html
      ics
      sentAt
    }
  }
  currentPractice {
    id
    timeZone
  }
}
    `) as unknown as TypedDocumentString<MailboxQuery, MailboxQueryVariables>;
export const SendClientInvoiceDocument = new TypedDocumentString(`
    mutation SendClientInvoice($appointmentId: ID!, $sendTo: String!) {
  sendClientInvoiceMutation(appointmentId: $appointmentId, sendTo: $sendTo) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<SendClientInvoiceMutation, SendClientInvoiceMutationVariables>;
export const MarkPaidDocument = new TypedDocumentString(`
    mutation MarkPaid($appointmentId: ID!, $paidBy: String!, $note: String) {
  markPaid(appointmentId: $appointmentId, paidBy: $paidBy, note: $note) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<MarkPaidMutation, MarkPaidMutationVariables>;
export const UndoMarkPaidDocument = new TypedDocumentString(`
    mutation UndoMarkPaid($appointmentId: ID!) {
  undoMarkPaid(appointmentId: $appointmentId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<UndoMarkPaidMutation, UndoMarkPaidMutationVariables>;
export const RetryPaymentDocument = new TypedDocumentString(`
    mutation RetryPayment($appointmentId: ID!) {
  retryPayment(appointmentId: $appointmentId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<RetryPaymentMutation, RetryPaymentMutationVariables>;
export const CreateAdjustmentDocument = new TypedDocumentString(`
    mutation CreateAdjustment($appointmentId: ID!, $amountCents: Int!, $adjustedAt: DateTime, $note: String) {
  createAdjustment(
    appointmentId: $appointmentId
    amountCents: $amountCents
    adjustedAt: $adjustedAt
    note: $note
  ) {
    result
    errors
    adjustmentId
  }
}
    `) as unknown as TypedDocumentString<CreateAdjustmentMutation, CreateAdjustmentMutationVariables>;
export const RemoveAdjustmentDocument = new TypedDocumentString(`
    mutation RemoveAdjustment($adjustmentId: ID!) {
  removeAdjustment(adjustmentId: $adjustmentId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<RemoveAdjustmentMutation, RemoveAdjustmentMutationVariables>;
export const PaymentDirectoryDocument = new TypedDocumentString(`
    query PaymentDirectory($limit: Int, $offset: Int, $dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID) {
  currentPractice {
    id
    requireClientCcToBook
    paymentProvider
    pastAppointments(
      limit: $limit
      offset: $offset
      dateFilter: $dateFilter
      stateFilter: $stateFilter
      searchTerm: $searchTerm
      clientId: $clientId
    ) {
      ...PaymentEntryFields
    }
    pastAppointmentsCount(
      dateFilter: $dateFilter
      stateFilter: $stateFilter
      searchTerm: $searchTerm
      clientId: $clientId
    )
    everyPaymentCount: pastAppointmentsCount(clientId: $clientId)
    totalCollected(
      dateFilter: $dateFilter
      searchTerm: $searchTerm
      clientId: $clientId
    )
    totalOutstanding(
      dateFilter: $dateFilter
      searchTerm: $searchTerm
      clientId: $clientId
    )
    collectedByWeek(
      dateFilter: $dateFilter
      searchTerm: $searchTerm
      clientId: $clientId
    ) {
      weekStart
      collectedCents
    }
  }
}
    fragment PaymentEntryFields on PaymentDirectoryEntry {
  id
  startsAt
  endsAt
  timeZone
  clientId
  clientName
  clientEmail
  clientPhone
  serviceName
  locationName
  amountCents
  tipAmountCents
  feeCents
  platformFeeCents
  collectedCents
  refundedCents
  outstandingCents
  currency
  paymentStatus
  badge
  paidBy
  paidNote
  paymentError
  hasCard
  state
  instantActionToken
  discountCodeRedemptions {
    code
    amountCents
  }
  giftCardRedemptions {
    code
    amountCents
  }
}`) as unknown as TypedDocumentString<PaymentDirectoryQuery, PaymentDirectoryQueryVariables>;
export const PaymentRowsDocument = new TypedDocumentString(`
    query PaymentRows($dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID) {
  currentPractice {
    id
    pastAppointments(
      limit: null
      dateFilter: $dateFilter
      stateFilter: $stateFilter
      searchTerm: $searchTerm
      clientId: $clientId
    ) {
      ...PaymentEntryFields
    }
  }
}
    fragment PaymentEntryFields on PaymentDirectoryEntry {
  id
  startsAt
  endsAt
  timeZone
  clientId
  clientName
  clientEmail
  clientPhone
  serviceName
  locationName
  amountCents
  tipAmountCents
  feeCents
  platformFeeCents
  collectedCents
  refundedCents
  outstandingCents
  currency
  paymentStatus
  badge
  paidBy
  paidNote
  paymentError
  hasCard
  state
  instantActionToken
  discountCodeRedemptions {
    code
    amountCents
  }
  giftCardRedemptions {
    code
    amountCents
  }
}`) as unknown as TypedDocumentString<PaymentRowsQuery, PaymentRowsQueryVariables>;
export const PracticeFlagsDocument = new TypedDocumentString(`
    query PracticeFlags {
  currentPractice {
    id
    flags {
      recurringBookingsEnabled
      packagesEnabled
      clientNotesEnabled
      bookableEventsEnabled
      requireCcEnabled
      giftCardsEnabled
      conferencingEnabled
      websitePlan
      discountCodesEnabled
      eventsEnabled
      servicesPagesEnabled
      importReviewsEnabled
      subscriptionLinkEnabled
    }
  }
}
    `) as unknown as TypedDocumentString<PracticeFlagsQuery, PracticeFlagsQueryVariables>;
export const ProCredentialsDocument = new TypedDocumentString(`
    query ProCredentials {
  proCredentials {
    id
    kind
    stateIssued
    licenseNumber
    filestackDocument
    filestackDocumentName
    state
    createdAt
    credential {
      id
      name
    }
    issuer {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ProCredentialsQuery, ProCredentialsQueryVariables>;
export const CredentialCatalogSearchDocument = new TypedDocumentString(`
    query CredentialCatalogSearch($query: String, $kind: String) {
  credentialSearch(query: $query, kind: $kind) {
    id
    name
    kind
  }
  issuerSearch(query: $query, kind: $kind) {
    id
    name
    kind
  }
}
    `) as unknown as TypedDocumentString<CredentialCatalogSearchQuery, CredentialCatalogSearchQueryVariables>;
export const CreateProCredentialDocument = new TypedDocumentString(`
    mutation CreateProCredential($credentialId: ID, $issuerId: ID, $stateIssued: String, $licenseNumber: String, $filestackDocument: String, $filestackDocumentName: String) {
  createProCredential(
    credentialId: $credentialId
    issuerId: $issuerId
    stateIssued: $stateIssued
    licenseNumber: $licenseNumber
    filestackDocument: $filestackDocument
    filestackDocumentName: $filestackDocumentName
  ) {
    result
    errors
    proCredential {
      id
      state
    }
  }
}
    `) as unknown as TypedDocumentString<CreateProCredentialMutation, CreateProCredentialMutationVariables>;
export const RemoveCredentialDocument = new TypedDocumentString(`
    mutation RemoveCredential($credentialId: ID!) {
  removeCredential(credentialId: $credentialId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<RemoveCredentialMutation, RemoveCredentialMutationVariables>;
export const ReorderCredentialsDocument = new TypedDocumentString(`
    mutation ReorderCredentials($credentials: [CredentialPositionInput!]!) {
  reorderCredentials(credentials: $credentials) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ReorderCredentialsMutation, ReorderCredentialsMutationVariables>;
export const GalleryImagesDocument = new TypedDocumentString(`
    query GalleryImages {
  galleryImages {
    id
    defaultPhotoUrl
    altText
  }
}
    `) as unknown as TypedDocumentString<GalleryImagesQuery, GalleryImagesQueryVariables>;
export const UpdateGalleryImageAltTextDocument = new TypedDocumentString(`
    mutation UpdateGalleryImageAltText($galleryId: ID!, $altText: String) {
  updateGalleryImageAltText(galleryId: $galleryId, altText: $altText) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<UpdateGalleryImageAltTextMutation, UpdateGalleryImageAltTextMutationVariables>;
export const GeneratePhotoAltTextDocument = new TypedDocumentString(`
    mutation GeneratePhotoAltText($context: String) {
  generateImageAltText(context: $context) {
    result
    errors
    altText
  }
}
    `) as unknown as TypedDocumentString<GeneratePhotoAltTextMutation, GeneratePhotoAltTextMutationVariables>;
export const AddGalleryImageDocument = new TypedDocumentString(`
    mutation AddGalleryImage($handles: [String!]!) {
  addGalleryImage(handles: $handles) {
    result
    errors
    galleryImages {
      id
      defaultPhotoUrl
    }
  }
}
    `) as unknown as TypedDocumentString<AddGalleryImageMutation, AddGalleryImageMutationVariables>;
export const RemoveGalleryImageDocument = new TypedDocumentString(`
    mutation RemoveGalleryImage($galleryId: ID!) {
  removeGalleryImage(galleryId: $galleryId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<RemoveGalleryImageMutation, RemoveGalleryImageMutationVariables>;
export const ReorderGalleryImagesDocument = new TypedDocumentString(`
    mutation ReorderGalleryImages($photosArray: [ID!]!) {
  reorderGalleryImages(photosArray: $photosArray) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ReorderGalleryImagesMutation, ReorderGalleryImagesMutationVariables>;
export const ProfileDetailsPageDocument = new TypedDocumentString(`
    query ProfileDetailsPage {
  profileDetails {
    name
    location
    locationId
    title
    headline
    about
    shortLink
    photoUrl
    practiceDetails {
      id
      locationId
      location
      languages {
        id
        name
      }
      ageWorkWiths {
        id
        name
      }
      workWiths {
        id
        name
      }
      website
      facebook
      instagram
      twitter
      linkedin
      tiktok
      youtube
      userIsWebsitePlan
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileDetailsPageQuery, ProfileDetailsPageQueryVariables>;
export const UpdateInfoDocument = new TypedDocumentString(`
    mutation UpdateInfo($name: String, $location: String, $locationId: ID, $title: String, $headline: String, $about: String, $shortLink: String) {
  updateInfo(
    name: $name
    location: $location
    locationId: $locationId
    title: $title
    headline: $headline
    about: $about
    shortLink: $shortLink
  ) {
    result
    errors
    profileDetails {
      name
      location
      locationId
      title
      headline
      about
      shortLink
      photoUrl
      practiceDetails {
        id
        locationId
        location
        languages {
          id
          name
        }
        ageWorkWiths {
          id
          name
        }
        workWiths {
          id
          name
        }
        website
        facebook
        instagram
        twitter
        linkedin
        tiktok
        youtube
        userIsWebsitePlan
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateInfoMutation, UpdateInfoMutationVariables>;
export const UpdateUserPhotoDocument = new TypedDocumentString(`
    mutation UpdateUserPhoto($handle: String!) {
  updateUserPhoto(handle: $handle) {
    result
    errors
    photoUrl
  }
}
    `) as unknown as TypedDocumentString<UpdateUserPhotoMutation, UpdateUserPhotoMutationVariables>;
export const UpdatePracticeDetailsDocument = new TypedDocumentString(`
    mutation UpdatePracticeDetails($locationId: ID, $languageIds: [ID!], $ageWorkWithIds: [ID!], $workWithIds: [ID!], $website: String, $facebook: String, $instagram: String, $twitter: String, $linkedin: String, $tiktok: String, $youtube: String) {
  updatePracticeDetails(
    locationId: $locationId
    languageIds: $languageIds
    ageWorkWithIds: $ageWorkWithIds
    workWithIds: $workWithIds
    website: $website
    facebook: $facebook
    instagram: $instagram
    twitter: $twitter
    linkedin: $linkedin
    tiktok: $tiktok
    youtube: $youtube
  ) {
    result
    errors
    practice {
      id
      locationId
      location
      languages {
        id
        name
      }
      ageWorkWiths {
        id
        name
      }
      workWiths {
        id
        name
      }
      website
      facebook
      instagram
      twitter
      linkedin
      tiktok
      youtube
      userIsWebsitePlan
    }
  }
}
    `) as unknown as TypedDocumentString<UpdatePracticeDetailsMutation, UpdatePracticeDetailsMutationVariables>;
export const ShortLinkCheckDocument = new TypedDocumentString(`
    query ShortLinkCheck($shortLink: String!) {
  shortLinkCheck(shortLink: $shortLink) {
    shortLink
    changed
    available
    message
  }
}
    `) as unknown as TypedDocumentString<ShortLinkCheckQuery, ShortLinkCheckQueryVariables>;
export const PlaceSuggestionsDocument = new TypedDocumentString(`
    query PlaceSuggestions($text: String!, $limit: Int) {
  placeSuggestions(text: $text, limit: $limit) {
    id
    description
    mainText
    secondaryText
  }
}
    `) as unknown as TypedDocumentString<PlaceSuggestionsQuery, PlaceSuggestionsQueryVariables>;
export const ProfileChoicesDocument = new TypedDocumentString(`
    query ProfileChoices {
  profileChoices {
    languages {
      id
      name
    }
    ageWorkWiths {
      id
      name
    }
    workWiths {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileChoicesQuery, ProfileChoicesQueryVariables>;
export const ProfileStatusDataDocument = new TypedDocumentString(`
    query ProfileStatusData {
  profileStatusData {
    status
    completionPercent
    unfinishedSteps
    practitionerFirstName
    profileUrl
    showCompletedModal
    showTermsModal
    completionSteps {
      name
      link
      completed
    }
    verificationSteps {
      name
      link
      completed
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileStatusDataQuery, ProfileStatusDataQueryVariables>;
export const DismissProfileCompletedModalDocument = new TypedDocumentString(`
    mutation DismissProfileCompletedModal {
  dismissProfileCompletedModal {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DismissProfileCompletedModalMutation, DismissProfileCompletedModalMutationVariables>;
export const PractitionerReferralDocument = new TypedDocumentString(`
    query PractitionerReferral {
  practitionerReferral {
    discountCode
    amountCents
    referralUses {
      id
      useDate
    }
    withdrawals {
      id
      withdrawalDate
      amountCents
      status
    }
    isLifer
  }
}
    `) as unknown as TypedDocumentString<PractitionerReferralQuery, PractitionerReferralQueryVariables>;
export const EnsurePractitionerReferralDocument = new TypedDocumentString(`
    mutation EnsurePractitionerReferral {
  ensurePractitionerReferral {
    result
    errors
    practitionerReferral {
      discountCode
      amountCents
      referralUses {
        id
        useDate
      }
      withdrawals {
        id
        withdrawalDate
        amountCents
        status
      }
      isLifer
    }
  }
}
    `) as unknown as TypedDocumentString<EnsurePractitionerReferralMutation, EnsurePractitionerReferralMutationVariables>;
export const ImportReviewPracticeZoneDocument = new TypedDocumentString(`
    query ImportReviewPracticeZone {
  currentPractice {
    id
    timeZone
  }
}
    `) as unknown as TypedDocumentString<ImportReviewPracticeZoneQuery, ImportReviewPracticeZoneQueryVariables>;
export const PracticeSkillsDocument = new TypedDocumentString(`
    query PracticeSkills {
  practiceSkills {
    id
    endorsementsCount
    specialty {
      id
      name
      category
    }
  }
}
    `) as unknown as TypedDocumentString<PracticeSkillsQuery, PracticeSkillsQueryVariables>;
export const SpecialtiesDocument = new TypedDocumentString(`
    query Specialties($text: String, $page: Int, $hitsPerPage: Int) {
  specialties(text: $text, page: $page, hitsPerPage: $hitsPerPage) {
    page
    nbPages
    nbHits
    hits {
      id
      name
      category
    }
  }
}
    `) as unknown as TypedDocumentString<SpecialtiesQuery, SpecialtiesQueryVariables>;
export const UpdateSkillsDocument = new TypedDocumentString(`
    mutation UpdateSkills($skillIds: [ID!]!) {
  updateSkills(skillIds: $skillIds) {
    result
    errors
    skills {
      id
      endorsementsCount
      specialty {
        id
        name
        category
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateSkillsMutation, UpdateSkillsMutationVariables>;
export const DeleteSkillsDocument = new TypedDocumentString(`
    mutation DeleteSkills($skillId: String!) {
  deleteSkills(skillId: $skillId) {
    result
    errors
    skills {
      id
      endorsementsCount
      specialty {
        id
        name
        category
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteSkillsMutation, DeleteSkillsMutationVariables>;
export const MoveSkillsDocument = new TypedDocumentString(`
    mutation MoveSkills($skillArray: [String!]!) {
  moveSkills(skillArray: $skillArray) {
    result
    errors
    skills {
      id
      endorsementsCount
      specialty {
        id
        name
        category
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MoveSkillsMutation, MoveSkillsMutationVariables>;
export const ReviewsSummaryDocument = new TypedDocumentString(`
    query ReviewsSummary {
  reviewsSummary {
    completedCount
    pendingCount
    averageRating
    importEnabled
  }
  currentPractice {
    id
    shortLink
  }
}
    `) as unknown as TypedDocumentString<ReviewsSummaryQuery, ReviewsSummaryQueryVariables>;
export const PracticeReviewsDocument = new TypedDocumentString(`
    query PracticeReviews($dateFilter: String, $rating: Int, $limit: Int, $offset: Int) {
  practiceReviews(
    dateFilter: $dateFilter
    rating: $rating
    limit: $limit
    offset: $offset
  ) {
    count
    reviews {
      id
      rating
      text
      createdAt
      createdAtAgoInWords
      unverifiedName
      isAnonymous
      source
      status
      client {
        id
        firstName
        lastName
        email
        phone
      }
      reviewReply {
        message
        repliedAt
      }
      endorsedSkills {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PracticeReviewsQuery, PracticeReviewsQueryVariables>;
export const ReviewDetailsDocument = new TypedDocumentString(`
    query ReviewDetails($id: ID!) {
  review(id: $id) {
    id
    rating
    text
    createdAt
    createdAtAgoInWords
    unverifiedName
    isAnonymous
    source
    status
    client {
      id
      firstName
      lastName
      email
      phone
    }
    reviewReply {
      message
      repliedAt
    }
    endorsedSkills {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewDetailsQuery, ReviewDetailsQueryVariables>;
export const PendingReviewRequestsDocument = new TypedDocumentString(`
    query PendingReviewRequests {
  pendingReviewRequests {
    clientId
    appointmentId
    firstName
    email
    phone
    reviewRequestedAt
    reviewLink
    reviewRequireConfirmation
    automatic
  }
}
    `) as unknown as TypedDocumentString<PendingReviewRequestsQuery, PendingReviewRequestsQueryVariables>;
export const AddEditReviewReplyDocument = new TypedDocumentString(`
    mutation AddEditReviewReply($reviewId: ID!, $message: String!) {
  addEditReviewReply(reviewId: $reviewId, message: $message) {
    result
    errors
    review {
      id
      reviewReply {
        message
        repliedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AddEditReviewReplyMutation, AddEditReviewReplyMutationVariables>;
export const ProImportReviewDocument = new TypedDocumentString(`
    mutation ProImportReview($rating: Int!, $review: String, $firstName: String!, $phone: String!, $createdAt: LocalDate!) {
  proImportReview(
    rating: $rating
    review: $review
    firstName: $firstName
    phone: $phone
    createdAt: $createdAt
  ) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ProImportReviewMutation, ProImportReviewMutationVariables>;
export const SendBulkReviewRequestsDocument = new TypedDocumentString(`
    mutation SendBulkReviewRequests($clients: [BulkReviewRequestClient!]!) {
  sendBulkReviewRequests(clients: $clients) {
    result
    errors
    erroredClients {
      email
      firstName
      phone
      errors
    }
  }
}
    `) as unknown as TypedDocumentString<SendBulkReviewRequestsMutation, SendBulkReviewRequestsMutationVariables>;
export const ResendProReviewRequestDocument = new TypedDocumentString(`
    mutation ResendProReviewRequest($clientId: ID!, $appointmentId: ID) {
  resendProReviewRequest(clientId: $clientId, appointmentId: $appointmentId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ResendProReviewRequestMutation, ResendProReviewRequestMutationVariables>;
export const DismissReviewRequestDocument = new TypedDocumentString(`
    mutation DismissReviewRequest($clientId: ID!, $appointmentId: ID) {
  dismissReviewRequest(clientId: $clientId, appointmentId: $appointmentId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DismissReviewRequestMutation, DismissReviewRequestMutationVariables>;
export const DiscountCodesDocument = new TypedDocumentString(`
    query DiscountCodes {
  discountCodes {
    id
    code
    kind
    amountCents
    percent
    expiresAt
    maxRedemptions
    redemptionCount
    combinationLimit
    serviceIds
    applyToSpecificServices
    editable
  }
}
    `) as unknown as TypedDocumentString<DiscountCodesQuery, DiscountCodesQueryVariables>;
export const UpsertDiscountCodeDocument = new TypedDocumentString(`
    mutation UpsertDiscountCode($input: UpsertDiscountCodeInput!) {
  upsertDiscountCode(input: $input) {
    result
    errors
    discountCode {
      id
      code
    }
  }
}
    `) as unknown as TypedDocumentString<UpsertDiscountCodeMutation, UpsertDiscountCodeMutationVariables>;
export const CouponServicesDocument = new TypedDocumentString(`
    query CouponServices {
  currentPractice(includePrivate: true) {
    id
    services {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CouponServicesQuery, CouponServicesQueryVariables>;
export const DeleteDiscountCodeDocument = new TypedDocumentString(`
    mutation DeleteDiscountCode($id: ID!) {
  deleteDiscountCode(id: $id) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DeleteDiscountCodeMutation, DeleteDiscountCodeMutationVariables>;
export const GetBookableEventTypesDocument = new TypedDocumentString(`
    query GetBookableEventTypes {
  bookableEventTypes {
    id
    name
    description
    instructions
    capacity
    amountCents
    amountCurrency
    location
    kind
    duration
    durationUnit
    slug
    url
    photoUrl
    eventsCount
  }
}
    `) as unknown as TypedDocumentString<GetBookableEventTypesQuery, GetBookableEventTypesQueryVariables>;
export const GetScheduledEventsDocument = new TypedDocumentString(`
    query GetScheduledEvents($bookableEventTypeId: ID!) {
  bookableEventType(id: $bookableEventTypeId) {
    id
    bookableEvents {
      id
      startsAt
      endsAt
      timeZone
      allDay
      clientsCount
      capacity
      atCapacity
    }
  }
}
    `) as unknown as TypedDocumentString<GetScheduledEventsQuery, GetScheduledEventsQueryVariables>;
export const UpsertBookableEventTypeDocument = new TypedDocumentString(`
    mutation UpsertBookableEventType($id: ID, $name: String!, $description: String, $instructions: String, $capacity: Int, $unlimitedCapacity: Boolean, $amountCents: Int, $location: String!, $kind: String, $duration: Int, $durationUnit: String, $slug: String) {
  upsertBookableEventType(
    id: $id
    name: $name
    description: $description
    instructions: $instructions
    capacity: $capacity
    unlimitedCapacity: $unlimitedCapacity
    amountCents: $amountCents
    location: $location
    kind: $kind
    duration: $duration
    durationUnit: $durationUnit
    slug: $slug
  ) {
    result
    errors
    bookableEventType {
      id
      name
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<UpsertBookableEventTypeMutation, UpsertBookableEventTypeMutationVariables>;
export const DeleteBookableEventTypeDocument = new TypedDocumentString(`
    mutation DeleteBookableEventType($id: ID!) {
  deleteBookableEventType(id: $id) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DeleteBookableEventTypeMutation, DeleteBookableEventTypeMutationVariables>;
export const UpdateBookableEventTypePhotoDocument = new TypedDocumentString(`
    mutation UpdateBookableEventTypePhoto($id: ID!, $handle: String!) {
  updateBookableEventTypePhoto(id: $id, handle: $handle) {
    result
    errors
    photoUrl
  }
}
    `) as unknown as TypedDocumentString<UpdateBookableEventTypePhotoMutation, UpdateBookableEventTypePhotoMutationVariables>;
export const RemoveBookableEventTypePhotoDocument = new TypedDocumentString(`
    mutation RemoveBookableEventTypePhoto($id: ID!) {
  removeBookableEventTypePhoto(id: $id) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<RemoveBookableEventTypePhotoMutation, RemoveBookableEventTypePhotoMutationVariables>;
export const ReorderServicesDocument = new TypedDocumentString(`
    mutation ReorderServices($servicesArray: [ServicePositionInput!]!) {
  reorderServices(servicesArray: $servicesArray) {
    result
    errors
    services {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ReorderServicesMutation, ReorderServicesMutationVariables>;
export const UpdateServicePhotoDocument = new TypedDocumentString(`
    mutation UpdateServicePhoto($handle: String!, $serviceId: ID!) {
  updateServicePhoto(handle: $handle, serviceId: $serviceId) {
    result
    errors
    photoUrl
  }
}
    `) as unknown as TypedDocumentString<UpdateServicePhotoMutation, UpdateServicePhotoMutationVariables>;
export const RemoveServicePhotoDocument = new TypedDocumentString(`
    mutation RemoveServicePhoto($serviceId: ID!) {
  removeServicePhoto(serviceId: $serviceId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<RemoveServicePhotoMutation, RemoveServicePhotoMutationVariables>;
export const PracticeServicesDocument = new TypedDocumentString(`
    query PracticeServices {
  currentPractice(includePrivate: true, includeAddOns: true) {
    id
    services {
      ...ServiceFields
    }
  }
}
    fragment ServiceFields on Service {
  id
  name
  description
  timeLength
  amountCents
  addOn
  public
  locationIds
  package
  numberOfSessions
  allowedServiceIds
  variations {
    id
    timeLength
    amountCents
  }
  availableTimes
  availableTimesEnabled
  photoUrl
}`) as unknown as TypedDocumentString<PracticeServicesQuery, PracticeServicesQueryVariables>;
export const UpsertServiceDocument = new TypedDocumentString(`
    mutation UpsertService($input: UpsertServiceInput!) {
  upsertService(input: $input) {
    result
    errors
    service {
      ...ServiceFields
    }
  }
}
    fragment ServiceFields on Service {
  id
  name
  description
  timeLength
  amountCents
  addOn
  public
  locationIds
  package
  numberOfSessions
  allowedServiceIds
  variations {
    id
    timeLength
    amountCents
  }
  availableTimes
  availableTimesEnabled
  photoUrl
}`) as unknown as TypedDocumentString<UpsertServiceMutation, UpsertServiceMutationVariables>;
export const RemoveServiceDocument = new TypedDocumentString(`
    mutation RemoveService($serviceId: ID!) {
  removeService(serviceId: $serviceId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<RemoveServiceMutation, RemoveServiceMutationVariables>;
export const BankingSettingsDocument = new TypedDocumentString(`
    query BankingSettings {
  paymentSettings {
    ...BankingPaymentSettings
  }
  paymentIntegrations {
    ...BankingIntegrations
  }
}
    fragment BankingPaymentSettings on PaymentSettingsView {
  paymentProvider
  currency
  currencyEnabled
  acceptsTips
  acceptsCash
  acceptsCreditCard
  acceptsPaypal
  acceptsVenmo
  acceptsZelle
  paypalActive
  venmoActive
  requireClientCcToBook
  chargeClientCcAtBooking
  paymentPastDueEmailEnabled
  paymentPastDueTextEnabled
  paymentPastDueEmailMinutes
  paymentPastDueTextMinutes
}
fragment BankingIntegrations on PaymentIntegrations {
  paymentProvider
  currencyEnabled
  stripeInfo {
    connected
    accountId
    displayName
    operational
    requirementsDue
    requirementsPastDue
    connectionError
    mode
  }
  squareInfo {
    squareConnected
    merchantId
    displayName
    erroredAt
    message
    error
    mode
  }
  paypalInfo {
    paypalConnected
    paypalActive
    venmoActive
    merchantId
    mode
    sellerStatus {
      isOnboardingComplete
      paymentsReceivable
      primaryEmailConfirmed
    }
  }
}`) as unknown as TypedDocumentString<BankingSettingsQuery, BankingSettingsQueryVariables>;
export const BankingPaymentProviderDocument = new TypedDocumentString(`
    mutation BankingPaymentProvider($provider: String!) {
  updatePracticePaymentProvider(provider: $provider) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<BankingPaymentProviderMutation, BankingPaymentProviderMutationVariables>;
export const BankingCurrencyDocument = new TypedDocumentString(`
    mutation BankingCurrency($currency: String!) {
  updatePracticeCurrency(currency: $currency) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<BankingCurrencyMutation, BankingCurrencyMutationVariables>;
export const BankingOfflineOptionsDocument = new TypedDocumentString(`
    mutation BankingOfflineOptions($input: OfflineOptionsInput!) {
  updatePracticeOfflineOptions(input: $input) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<BankingOfflineOptionsMutation, BankingOfflineOptionsMutationVariables>;
export const BankingAcceptsTipsDocument = new TypedDocumentString(`
    mutation BankingAcceptsTips($acceptsTips: Boolean!) {
  updatePracticeAcceptsTips(acceptsTips: $acceptsTips) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<BankingAcceptsTipsMutation, BankingAcceptsTipsMutationVariables>;
export const BankingPaypalSettingsDocument = new TypedDocumentString(`
    mutation BankingPaypalSettings($paypalActive: Boolean, $venmoActive: Boolean) {
  updatePaypalSettings(paypalActive: $paypalActive, venmoActive: $venmoActive) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<BankingPaypalSettingsMutation, BankingPaypalSettingsMutationVariables>;
export const BankingCardRulesDocument = new TypedDocumentString(`
    mutation BankingCardRules($input: PaymentSettingsInput!) {
  updatePaymentSettings(input: $input) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<BankingCardRulesMutation, BankingCardRulesMutationVariables>;
export const BankingDisconnectPaypalDocument = new TypedDocumentString(`
    mutation BankingDisconnectPaypal {
  disconnectPaypalAccount {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<BankingDisconnectPaypalMutation, BankingDisconnectPaypalMutationVariables>;
export const BankingCheckPaypalDocument = new TypedDocumentString(`
    mutation BankingCheckPaypal {
  checkPaypalSellerStatus {
    result
    errors
    status {
      isOnboardingComplete
      paymentsReceivable
      primaryEmailConfirmed
    }
  }
}
    `) as unknown as TypedDocumentString<BankingCheckPaypalMutation, BankingCheckPaypalMutationVariables>;
export const BankingVerificationSessionDocument = new TypedDocumentString(`
    query BankingVerificationSession {
  verificationSession {
    id
    clientSecret
    url
  }
}
    `) as unknown as TypedDocumentString<BankingVerificationSessionQuery, BankingVerificationSessionQueryVariables>;
export const BankingStartConnectionDocument = new TypedDocumentString(`
    mutation BankingStartConnection($provider: String!) {
  startPaymentConnection(provider: $provider) {
    result
    errors
    url
  }
}
    `) as unknown as TypedDocumentString<BankingStartConnectionMutation, BankingStartConnectionMutationVariables>;
export const BankingFinishConnectionDocument = new TypedDocumentString(`
    mutation BankingFinishConnection($provider: String!, $session: String!) {
  finishPaymentConnection(provider: $provider, session: $session) {
    result
    errors
    outcome
  }
}
    `) as unknown as TypedDocumentString<BankingFinishConnectionMutation, BankingFinishConnectionMutationVariables>;
export const BankingSimulatedConnectionDocument = new TypedDocumentString(`
    query BankingSimulatedConnection($session: String!) {
  simulatedConnection(session: $session) {
    id
    provider
    practiceName
    outcomes
    outcome
  }
}
    `) as unknown as TypedDocumentString<BankingSimulatedConnectionQuery, BankingSimulatedConnectionQueryVariables>;
export const BankingDecideSimulatedDocument = new TypedDocumentString(`
    mutation BankingDecideSimulated($session: String!, $outcome: String!) {
  decideSimulatedConnection(session: $session, outcome: $outcome) {
    result
    errors
    returnUrl
  }
}
    `) as unknown as TypedDocumentString<BankingDecideSimulatedMutation, BankingDecideSimulatedMutationVariables>;
export const CalendarIntegrationsPageDocument = new TypedDocumentString(`
    query CalendarIntegrationsPage {
  calendarIntegrations {
    conflictChecking
    subscriptionPath
    writeCalendar {
      calendarId
      calendarName
    }
    connections {
      id
      providerName
      profileName
      profileId
      feedUrl
      errored
      lastRefreshedAt
      lastFailedAt
      calendars {
        id
        calendarId
        calendarName
        active
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CalendarIntegrationsPageQuery, CalendarIntegrationsPageQueryVariables>;
export const CalendarCreateFeedDocument = new TypedDocumentString(`
    mutation CalendarCreateFeed($feedUrl: String!) {
  createCronofyFeed(feedUrl: $feedUrl) {
    result
    errors
    feed {
      id
      profileName
    }
  }
}
    `) as unknown as TypedDocumentString<CalendarCreateFeedMutation, CalendarCreateFeedMutationVariables>;
export const CalendarUpdateCalendarsDocument = new TypedDocumentString(`
    mutation CalendarUpdateCalendars($calendars: [CalendarActiveInput!]!) {
  updateCronofyCalendars(calendars: $calendars) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<CalendarUpdateCalendarsMutation, CalendarUpdateCalendarsMutationVariables>;
export const CalendarConflictCheckingDocument = new TypedDocumentString(`
    mutation CalendarConflictChecking($enabled: Boolean!) {
  updateCalendarConflictChecking(enabled: $enabled) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<CalendarConflictCheckingMutation, CalendarConflictCheckingMutationVariables>;
export const CalendarWriteCalendarDocument = new TypedDocumentString(`
    mutation CalendarWriteCalendar($writeCalendarId: String) {
  updateCronofyClient(writeCalendarId: $writeCalendarId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<CalendarWriteCalendarMutation, CalendarWriteCalendarMutationVariables>;
export const CalendarStartConnectionDocument = new TypedDocumentString(`
    mutation CalendarStartConnection($provider: String!) {
  startCalendarConnection(provider: $provider) {
    result
    errors
    url
  }
}
    `) as unknown as TypedDocumentString<CalendarStartConnectionMutation, CalendarStartConnectionMutationVariables>;
export const CalendarConnectAccountDocument = new TypedDocumentString(`
    mutation CalendarConnectAccount($provider: String!, $code: String!, $state: String!) {
  connectCalendarAccount(provider: $provider, code: $code, state: $state) {
    result
    errors
    connection {
      id
      profileName
    }
  }
}
    `) as unknown as TypedDocumentString<CalendarConnectAccountMutation, CalendarConnectAccountMutationVariables>;
export const CalendarRemoveProfileDocument = new TypedDocumentString(`
    mutation CalendarRemoveProfile($profileId: ID!) {
  removeCronofyProfile(profileId: $profileId) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<CalendarRemoveProfileMutation, CalendarRemoveProfileMutationVariables>;
export const CalendarCreateSubscriptionLinkDocument = new TypedDocumentString(`
    mutation CalendarCreateSubscriptionLink {
  createAppointmentsSubscriptionLink {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<CalendarCreateSubscriptionLinkMutation, CalendarCreateSubscriptionLinkMutationVariables>;
export const CalendarRevokeSubscriptionLinkDocument = new TypedDocumentString(`
    mutation CalendarRevokeSubscriptionLink {
  revokeAppointmentsSubscriptionLink {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<CalendarRevokeSubscriptionLinkMutation, CalendarRevokeSubscriptionLinkMutationVariables>;
export const VideoConferencingPageDocument = new TypedDocumentString(`
    query VideoConferencingPage {
  videoConferencing {
    mode
    conferencingServices {
      provider
      active
    }
    zoomInfo {
      connected
      erroredAt
      accountName
      accountEmail
    }
  }
}
    `) as unknown as TypedDocumentString<VideoConferencingPageQuery, VideoConferencingPageQueryVariables>;
export const ConferencingApproveSimulatedDocument = new TypedDocumentString(`
    mutation ConferencingApproveSimulated($provider: String!) {
  approveSimulatedVideoConferencing(provider: $provider) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ConferencingApproveSimulatedMutation, ConferencingApproveSimulatedMutationVariables>;
export const ConferencingDeactivateDocument = new TypedDocumentString(`
    mutation ConferencingDeactivate($provider: String!) {
  deactivateVideoConferencing(provider: $provider) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<ConferencingDeactivateMutation, ConferencingDeactivateMutationVariables>;
export const PersonalSettingsPageDocument = new TypedDocumentString(`
    query PersonalSettingsPage {
  personalSettings {
    id
    name
    email
    phone
    gender
    customGender
    dob
  }
}
    `) as unknown as TypedDocumentString<PersonalSettingsPageQuery, PersonalSettingsPageQueryVariables>;
export const UpdatePersonalSettingsDocument = new TypedDocumentString(`
    mutation UpdatePersonalSettings($input: PersonalSettingsInput!) {
  updatePersonalSettings(input: $input) {
    result
    errors
    user {
      id
      name
      email
      phone
      gender
      customGender
      dob
    }
  }
}
    `) as unknown as TypedDocumentString<UpdatePersonalSettingsMutation, UpdatePersonalSettingsMutationVariables>;
export const PracticeLinkDocument = new TypedDocumentString(`
    query PracticeLink {
  currentPractice {
    id
    url
  }
}
    `) as unknown as TypedDocumentString<PracticeLinkQuery, PracticeLinkQueryVariables>;
export const AppointmentStoryDocument = new TypedDocumentString(`
    query AppointmentStory($appointmentId: ID!) {
  appointmentStory(appointmentId: $appointmentId) {
    appointmentId
    practiceId
    practiceName
    currency
    timeZone
    clientToken
    entries {
      eventId
      revision
      type
      occurredAt
      occurredAtLocal
      summary
      actor
      correlationId
      origin {
        ip
        userAgent
      }
      changes {
        field
        before
        after
      }
      after {
        revision
        at
        status
        startsAtLocal
        clientName
        rows {
          field
          value
        }
      }
      data
      email {
        to
        subject
        html
        text
        ics
      }
      payment {
        provider
        idempotencyKey
        providerReference
        transactionId
      }
    }
    notes {
      eventId
      at
      atLocal
      note
      supportName
    }
  }
}
    `) as unknown as TypedDocumentString<AppointmentStoryQuery, AppointmentStoryQueryVariables>;
export const AppointmentAsOfDocument = new TypedDocumentString(`
    query AppointmentAsOf($appointmentId: ID!, $revision: Int, $at: DateTime) {
  appointmentAsOf(appointmentId: $appointmentId, revision: $revision, at: $at) {
    revision
    at
    status
    startsAtLocal
    clientName
    rows {
      field
      value
    }
  }
}
    `) as unknown as TypedDocumentString<AppointmentAsOfQuery, AppointmentAsOfQueryVariables>;
export const AppointmentDiffDocument = new TypedDocumentString(`
    query AppointmentDiff($appointmentId: ID!, $fromRevision: Int!, $toRevision: Int!) {
  appointmentDiff(
    appointmentId: $appointmentId
    fromRevision: $fromRevision
    toRevision: $toRevision
  ) {
    field
    before
    after
  }
}
    `) as unknown as TypedDocumentString<AppointmentDiffQuery, AppointmentDiffQueryVariables>;
export const AppointmentRelatedDocument = new TypedDocumentString(`
    query AppointmentRelated($appointmentId: ID!) {
  appointmentRelated(appointmentId: $appointmentId) {
    clientAppointments {
      appointmentId
      practiceName
      clientName
      services
      startsAtLocal
      state
    }
    scheduleChanges {
      at
      atLocal
      summary
      streamId
      appointmentId
    }
    messages {
      at
      atLocal
      channel
      to
      subject
      status
      eventId
    }
  }
}
    `) as unknown as TypedDocumentString<AppointmentRelatedQuery, AppointmentRelatedQueryVariables>;
export const SupportSearchDocument = new TypedDocumentString(`
    query SupportSearch($text: String!) {
  supportSearch(text: $text) {
    appointmentId
    practiceId
    practiceName
    shortLink
    clientName
    clientEmail
    clientPhone
    services
    startsAt
    timeZone
    startsAtLocal
    state
  }
}
    `) as unknown as TypedDocumentString<SupportSearchQuery, SupportSearchQueryVariables>;
export const SupportAuditDocument = new TypedDocumentString(`
    query SupportAudit($limit: Int, $offset: Int) {
  supportAudit(limit: $limit, offset: $offset) {
    total
    items {
      id
      at
      supportAccountId
      supportName
      supportEmail
      action
      target
      practiceId
    }
  }
}
    `) as unknown as TypedDocumentString<SupportAuditQuery, SupportAuditQueryVariables>;
export const AddSupportNoteDocument = new TypedDocumentString(`
    mutation AddSupportNote($appointmentId: ID!, $note: String!) {
  addSupportNote(appointmentId: $appointmentId, note: $note) {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<AddSupportNoteMutation, AddSupportNoteMutationVariables>;
export const TextOutboxDocument = new TypedDocumentString(`
    query TextOutbox($limit: Int, $offset: Int) {
  textOutbox(limit: $limit, offset: $offset) {
    total
    items {
      id
      to
      body
      type
      recipientKind
      sentVia
      sentAt
    }
  }
  currentPractice {
    id
    timeZone
  }
}
    `) as unknown as TypedDocumentString<TextOutboxQuery, TextOutboxQueryVariables>;
export const CustomDomainDocument = new TypedDocumentString(`
    query CustomDomain {
  customDomain {
    domain
    kind
    dnsRecords {
      type
      host
      value
      ttl
    }
  }
}
    `) as unknown as TypedDocumentString<CustomDomainQuery, CustomDomainQueryVariables>;
export const DomainProviderJwtTokenDocument = new TypedDocumentString(`
    mutation DomainProviderJwtToken {
  domainProviderJwtToken {
    result
    errors
    jwtToken
    provider
  }
}
    `) as unknown as TypedDocumentString<DomainProviderJwtTokenMutation, DomainProviderJwtTokenMutationVariables>;
export const UpsertCustomDomainDocument = new TypedDocumentString(`
    mutation UpsertCustomDomain($domain: String!, $step: String) {
  upsertCustomDomain(domain: $domain, step: $step) {
    result
    errors
    customDomain {
      domain
      kind
    }
  }
}
    `) as unknown as TypedDocumentString<UpsertCustomDomainMutation, UpsertCustomDomainMutationVariables>;
export const DeleteCustomDomainDocument = new TypedDocumentString(`
    mutation DeleteCustomDomain {
  deleteCustomDomain {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<DeleteCustomDomainMutation, DeleteCustomDomainMutationVariables>;
export const DomainStatusDocument = new TypedDocumentString(`
    query DomainStatus($domain: String!, $fresh: Boolean) {
  domainStatus(domain: $domain, fresh: $fresh)
}
    `) as unknown as TypedDocumentString<DomainStatusQuery, DomainStatusQueryVariables>;
export const WebsiteMetadataDocument = new TypedDocumentString(`
    query WebsiteMetadata {
  websiteMetadata {
    id
    title
    description
    ogSiteName
    primaryModality
  }
}
    `) as unknown as TypedDocumentString<WebsiteMetadataQuery, WebsiteMetadataQueryVariables>;
export const PracticeScriptsDocument = new TypedDocumentString(`
    query PracticeScripts {
  practiceScripts {
    id
    headScripts
    bodyScripts
  }
}
    `) as unknown as TypedDocumentString<PracticeScriptsQuery, PracticeScriptsQueryVariables>;
export const UpsertWebsiteMetadataDocument = new TypedDocumentString(`
    mutation UpsertWebsiteMetadata($input: WebsiteMetadataInput!) {
  upsertWebsiteMetadata(input: $input) {
    result
    errors
    websiteMetadata {
      id
      title
      description
      ogSiteName
      primaryModality
    }
  }
}
    `) as unknown as TypedDocumentString<UpsertWebsiteMetadataMutation, UpsertWebsiteMetadataMutationVariables>;
export const GenerateSiteMetadataDocument = new TypedDocumentString(`
    mutation GenerateSiteMetadata {
  generateSiteMetadata {
    result
    errors
    websiteMetadata {
      id
      title
      description
      ogSiteName
      primaryModality
    }
  }
}
    `) as unknown as TypedDocumentString<GenerateSiteMetadataMutation, GenerateSiteMetadataMutationVariables>;
export const UpdatePracticeScriptsDocument = new TypedDocumentString(`
    mutation UpdatePracticeScripts($headScripts: String, $bodyScripts: String) {
  updatePracticeScripts(headScripts: $headScripts, bodyScripts: $bodyScripts) {
    result
    errors
    practice {
      id
      headScripts
      bodyScripts
    }
  }
}
    `) as unknown as TypedDocumentString<UpdatePracticeScriptsMutation, UpdatePracticeScriptsMutationVariables>;
export const SendDownloadAppTextDocument = new TypedDocumentString(`
    mutation SendDownloadAppText {
  sendText(type: "download_mobile_app") {
    result
    errors
  }
}
    `) as unknown as TypedDocumentString<SendDownloadAppTextMutation, SendDownloadAppTextMutationVariables>;