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

export type RequestAppointmentInput = {
  /** Add-on services booked with it */
  addOnServiceIds?: Array<string> | null | undefined;
  /** A card saved for this booking (square): the card form's token */
  cardSourceId?: string | null | undefined;
  email: string;
  firstName: string;
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

export type SignUpInput = {
  email: string;
  name: string;
  password: string;
  practiceName: string;
  /** IANA time zone of the practice; the browser’s by default */
  timeZone?: string | null | undefined;
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
  amountCents?: number;
  description: string;
  /** Omit to create */
  id?: string | null | undefined;
  locationIds?: Array<string>;
  name: string;
  public?: boolean;
  timeLength: number;
  variationsArray?: Array<VariationInput> | null | undefined;
};

export type VariationInput = {
  amountCents: number;
  id?: string | null | undefined;
  timeLength: number;
};

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

export type PublicPracticeQueryVariables = Exact<{
  shortLink: string;
}>;


export type PublicPracticeQuery = { publicPractice: { id: string, name: string, shortLink: string, url: string, timeZone: string, requireClientCcToBook: boolean, paymentProvider: string | null, paymentMode: string, user: { name: string, email: string, phone: string | null }, services: Array<{ id: string, name: string, description: string, timeLength: number, amountCents: number, addOn: boolean, public: boolean, locationIds: Array<string>, variations: Array<{ id: string, timeLength: number, amountCents: number }> }>, locations: Array<{ id: string, name: string, kind: string, timeZone: string, address: string | null, city: string | null, stateProvince: string | null, zip: string | null, virtualType: string | null, virtualLink: string | null, virtualInstructions: string | null, state: string }>, bookingSettings: { cancellationPolicy: string | null, appointmentLeadTime: number } } | null };

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
}>;


export type ProCreateAppointmentMutation = { proCreateAppointment: { result: string | null, errors: Array<string>, appointment: { id: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, past: boolean, practitionerNote: string | null, seriesId: string | null, recurrencePattern: string | null, paymentStatus: string, isPaid: boolean, markPaid: boolean, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasTransaction: boolean, hasPaymentMethod: boolean, tipAmountCents: number, fullTotal: number, collectedCents: number, adjustedCents: number, refundableCents: number, outstandingCents: number, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string }, adjustments: Array<{ id: string, adjustedAt: string, amountCents: number, note: string | null, refunded: boolean }>, defaultPaymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null } | null } };

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


export type UpdateAppointmentV2Mutation = { updateAppointmentV2: { result: string | null, errors: Array<string>, appointment: { id: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, past: boolean, practitionerNote: string | null, seriesId: string | null, recurrencePattern: string | null, paymentStatus: string, isPaid: boolean, markPaid: boolean, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasTransaction: boolean, hasPaymentMethod: boolean, tipAmountCents: number, fullTotal: number, collectedCents: number, adjustedCents: number, refundableCents: number, outstandingCents: number, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string }, adjustments: Array<{ id: string, adjustedAt: string, amountCents: number, note: string | null, refunded: boolean }>, defaultPaymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null } | null } };

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


export type CalendarClientQuery = { client: { id: string, name: string, firstName: string, lastName: string, email: string | null, phone: string | null, formattedPhone: string | null, customPrices: Array<{ serviceId: string, amountCents: number }> } | null };

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

export type CalendarAppointmentFieldsFragment = { id: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, past: boolean, practitionerNote: string | null, seriesId: string | null, recurrencePattern: string | null, paymentStatus: string, isPaid: boolean, markPaid: boolean, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasTransaction: boolean, hasPaymentMethod: boolean, tipAmountCents: number, fullTotal: number, collectedCents: number, adjustedCents: number, refundableCents: number, outstandingCents: number, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string }, adjustments: Array<{ id: string, adjustedAt: string, amountCents: number, note: string | null, refunded: boolean }>, defaultPaymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null };

export type PersonalEventFieldsFragment = { id: string, name: string | null, allDay: boolean, startsAt: string, endsAt: string, timeZone: string };

export type ProCalendarEventsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ProCalendarEventsQuery = { calendarEvents: Array<{ id: string, title: string, start: string, end: string, allDay: boolean, classNames: Array<string>, editable: boolean, backgroundColor: string | null, borderColor: string | null, textColor: string | null, extendedProps: unknown }> };

export type AppointmentForCalendarQueryVariables = Exact<{
  id: string;
}>;


export type AppointmentForCalendarQuery = { appointment: { id: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, past: boolean, practitionerNote: string | null, seriesId: string | null, recurrencePattern: string | null, paymentStatus: string, isPaid: boolean, markPaid: boolean, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasTransaction: boolean, hasPaymentMethod: boolean, tipAmountCents: number, fullTotal: number, collectedCents: number, adjustedCents: number, refundableCents: number, outstandingCents: number, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string }, adjustments: Array<{ id: string, adjustedAt: string, amountCents: number, note: string | null, refunded: boolean }>, defaultPaymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null } | null };

export type AppointmentByTokenQueryVariables = Exact<{
  token: string;
}>;


export type AppointmentByTokenQuery = { appointmentByToken: { id: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, past: boolean, practitionerNote: string | null, seriesId: string | null, recurrencePattern: string | null, paymentStatus: string, isPaid: boolean, markPaid: boolean, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasTransaction: boolean, hasPaymentMethod: boolean, tipAmountCents: number, fullTotal: number, collectedCents: number, adjustedCents: number, refundableCents: number, outstandingCents: number, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string }, adjustments: Array<{ id: string, adjustedAt: string, amountCents: number, note: string | null, refunded: boolean }>, defaultPaymentMethod: { brand: string, last4: string, expMonth: number, expYear: number } | null } | null };

export type ProCalendarUserQueryVariables = Exact<{ [key: string]: never; }>;


export type ProCalendarUserQuery = { currentPractice: { id: string, timeZone: string, services: Array<{ id: string, name: string, timeLength: number, amountCents: number, addOn: boolean, locationIds: Array<string>, variations: Array<{ id: string, timeLength: number, amountCents: number }> }>, locations: Array<{ id: string, name: string, kind: string, timeZone: string, state: string }> } | null };

export type PersonalEventQueryVariables = Exact<{
  id: string;
}>;


export type PersonalEventQuery = { personalEvent: { id: string, name: string | null, allDay: boolean, startsAt: string, endsAt: string, timeZone: string } | null };

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

export type CurrentUserFieldsFragment = { id: string, kind: string, name: string, email: string, practiceId: string | null };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { currentUser: { id: string, kind: string, name: string, email: string, practiceId: string | null } | null };

export type ProInboxQueryVariables = Exact<{ [key: string]: never; }>;


export type ProInboxQuery = { pendingAppointments: Array<{ id: string, practiceId: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, createdAt: string, past: boolean, practitionerNote: string | null, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string } }>, failedPayments: Array<{ paymentError: string | null, hasTransaction: boolean, id: string, practiceId: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, createdAt: string, past: boolean, practitionerNote: string | null, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string } }>, missingPayments: Array<{ paymentError: string | null, hasTransaction: boolean, id: string, practiceId: string, state: string, startsAt: string, endsAt: string, timeZone: string, amountCents: number, instantActionToken: string, bookedBy: string, createdAt: string, past: boolean, practitionerNote: string | null, client: { id: string, firstName: string, lastName: string, email: string, phone: string }, services: Array<{ serviceId: string, name: string, timeLength: number, amountCents: number, addOn: boolean }>, location: { id: string, name: string, kind: string, timeZone: string } }> };

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

export type PaymentEntryFieldsFragment = { id: string, startsAt: string, endsAt: string, timeZone: string, clientId: string, clientName: string, clientEmail: string, clientPhone: string, serviceName: string, locationName: string, amountCents: number, tipAmountCents: number, feeCents: number, platformFeeCents: number, collectedCents: number, refundedCents: number, outstandingCents: number, currency: string, paymentStatus: string, badge: string, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasCard: boolean, state: string, instantActionToken: string | null };

export type PaymentDirectoryQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  dateFilter: string;
  stateFilter: string;
  searchTerm?: string | null | undefined;
  clientId?: string | null | undefined;
}>;


export type PaymentDirectoryQuery = { currentPractice: { id: string, requireClientCcToBook: boolean, paymentProvider: string | null, pastAppointmentsCount: number, totalCollected: number, totalOutstanding: number, everyPaymentCount: number, pastAppointments: Array<{ id: string, startsAt: string, endsAt: string, timeZone: string, clientId: string, clientName: string, clientEmail: string, clientPhone: string, serviceName: string, locationName: string, amountCents: number, tipAmountCents: number, feeCents: number, platformFeeCents: number, collectedCents: number, refundedCents: number, outstandingCents: number, currency: string, paymentStatus: string, badge: string, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasCard: boolean, state: string, instantActionToken: string | null }>, collectedByWeek: Array<{ weekStart: string, collectedCents: number }> } | null };

export type PaymentRowsQueryVariables = Exact<{
  dateFilter: string;
  stateFilter: string;
  searchTerm?: string | null | undefined;
  clientId?: string | null | undefined;
}>;


export type PaymentRowsQuery = { currentPractice: { id: string, pastAppointments: Array<{ id: string, startsAt: string, endsAt: string, timeZone: string, clientId: string, clientName: string, clientEmail: string, clientPhone: string, serviceName: string, locationName: string, amountCents: number, tipAmountCents: number, feeCents: number, platformFeeCents: number, collectedCents: number, refundedCents: number, outstandingCents: number, currency: string, paymentStatus: string, badge: string, paidBy: string | null, paidNote: string | null, paymentError: string | null, hasCard: boolean, state: string, instantActionToken: string | null }> } | null };

export type ServiceFieldsFragment = { id: string, name: string, description: string, timeLength: number, amountCents: number, addOn: boolean, public: boolean, locationIds: Array<string>, variations: Array<{ id: string, timeLength: number, amountCents: number }> };

export type PracticeServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PracticeServicesQuery = { currentPractice: { id: string, services: Array<{ id: string, name: string, description: string, timeLength: number, amountCents: number, addOn: boolean, public: boolean, locationIds: Array<string>, variations: Array<{ id: string, timeLength: number, amountCents: number }> }> } | null };

export type UpsertServiceMutationVariables = Exact<{
  input: UpsertServiceInput;
}>;


export type UpsertServiceMutation = { upsertService: { result: string | null, errors: Array<string>, service: { id: string, name: string, description: string, timeLength: number, amountCents: number, addOn: boolean, public: boolean, locationIds: Array<string>, variations: Array<{ id: string, timeLength: number, amountCents: number }> } | null } };

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

export type PracticeLinkQueryVariables = Exact<{ [key: string]: never; }>;


export type PracticeLinkQuery = { currentPractice: { id: string, url: string } | null };

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
  variations {
    id
    timeLength
    amountCents
  }
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
    query BookingAvailability($shortLink: String!, $serviceId: ID, $variationId: ID, $locationId: ID, $addOnServiceIds: [ID!], $from: String, $to: String) {
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
  }
}
    `) as unknown as TypedDocumentString<PublicPracticeQuery, PublicPracticeQueryVariables>;
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
    mutation ProCreateAppointment($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!, $startsAt: String!, $endsAt: String!, $clientId: ID, $client: NewClientInput, $practitionerNote: String) {
  proCreateAppointment(
    appointmentServices: $appointmentServices
    locationId: $locationId
    startsAt: $startsAt
    endsAt: $endsAt
    clientId: $clientId
    client: $client
    practitionerNote: $practitionerNote
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
    mutation CreateAppointments($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!, $clientId: ID, $client: NewClientInput, $bookedFrom: String, $bookedBy: String, $recurringStartTimes: [String!]!, $recurrencePattern: String!, $duration: Int!) {
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
    mutation UpdateAppointmentV2($appointmentId: ID!, $appointmentServices: [AppointmentServiceInput!], $locationId: ID, $startsAt: String, $endsAt: String, $practitionerNote: String, $rescheduleRecurringSeries: Boolean) {
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
    query RecurringTimes($practiceId: ID!, $startsAt: String!, $recurrencePattern: String!, $duration: Int!, $locationId: ID) {
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
    mutation UpsertPersonalEvent($id: ID, $name: String, $allDay: Boolean!, $startsAt: String!, $endsAt: String!, $timeZone: String!) {
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
    query ProCalendarEvents($from: String!, $to: String!) {
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
    mutation CreateAdjustment($appointmentId: ID!, $amountCents: Int!, $adjustedAt: String, $note: String) {
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
}`) as unknown as TypedDocumentString<PaymentRowsQuery, PaymentRowsQueryVariables>;
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
  variations {
    id
    timeLength
    amountCents
  }
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
  variations {
    id
    timeLength
    amountCents
  }
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
export const PracticeLinkDocument = new TypedDocumentString(`
    query PracticeLink {
  currentPractice {
    id
    url
  }
}
    `) as unknown as TypedDocumentString<PracticeLinkQuery, PracticeLinkQueryVariables>;