// The calendar flyout's reads and commands on scheduled group events (spec 001 §7; the calendar's
// window gets them from calendarEvents, kind 'group'): bookableEvent(id) with clients, bookableEventRegistration, GetBookableEventTypes,
// upsertBookableEvent, deleteBookableEvent, addClientToBookableEvent, removeClientFromBookableEvent,
// processRegistrationPayment), sent pessimistically; each command returns { result, errors, ... }.
import { graphql } from '../../../graphql';
import type {
  BookableEventForCalendarQuery,
  CalendarBookableEventTypesQuery,
  ClientParamsInput,
  RegistrantPaymentQuery,
  UpsertBookableEventMutationVariables,
} from '../../../graphql/graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';

export type GroupEventRecord = NonNullable<BookableEventForCalendarQuery['bookableEvent']>;
export type GroupEventRegistrant = GroupEventRecord['clients'][number];
export type GroupEventType = CalendarBookableEventTypesQuery['bookableEventTypes'][number];
export type RegistrantPayment = NonNullable<RegistrantPaymentQuery['bookableEventRegistration']>;

graphql(`fragment CalendarGroupEventFields on BookableEvent {
  id bookableEventTypeId name location kind startsAt endsAt allDay timeZone capacity amountCents amountCurrency clientsCount atCapacity
  bookableEventType { id name duration durationUnit slug }
  clients { id registrationId firstName lastName email phone paymentStatus paymentLabel amountCents overCapacity createdAt }
}`);

const EVENT = graphql(`query BookableEventForCalendar($id: ID!) { bookableEvent(id: $id) { ...CalendarGroupEventFields } }`);

const TYPES = graphql(`query CalendarBookableEventTypes {
  bookableEventTypes { id name duration durationUnit capacity amountCents amountCurrency }
}`);

const REGISTRATION = graphql(`query RegistrantPayment($bookableEventId: ID!, $clientId: ID!) {
  bookableEventRegistration(bookableEventId: $bookableEventId, clientId: $clientId) {
    id paymentStatus paymentLabel amountCents createdAt canProcessPayment failureReason discount { code amountCents }
  }
}`);

/** One scheduled event with its registrants; null when unknown, deleted or another practice's. */
export async function fetchGroupEvent(id: string): Promise<GroupEventRecord | null> {
  return (await graphqlRequest(EVENT, { id })).bookableEvent;
}

export async function fetchEventTypes(): Promise<GroupEventType[]> {
  return (await graphqlRequest(TYPES)).bookableEventTypes;
}

export async function fetchRegistrantPayment(bookableEventId: string, clientId: string): Promise<RegistrantPayment | null> {
  return (await graphqlRequest(REGISTRATION, { bookableEventId, clientId })).bookableEventRegistration;
}

const UPSERT = graphql(`mutation UpsertBookableEvent($id: ID, $bookableEventTypeId: ID!, $startsAt: DateTime!, $endsAt: DateTime!, $allDay: Boolean!, $timeZone: String!) {
  upsertBookableEvent(id: $id, bookableEventTypeId: $bookableEventTypeId, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay, timeZone: $timeZone) {
    result errors bookableEvent { id }
  }
}`);

export async function upsertGroupEvent(variables: UpsertBookableEventMutationVariables) {
  return (await graphqlRequest(UPSERT, variables)).upsertBookableEvent;
}

const DELETE = graphql(`mutation DeleteBookableEvent($id: ID!) { deleteBookableEvent(id: $id) { result errors } }`);

export async function deleteGroupEvent(id: string) {
  return (await graphqlRequest(DELETE, { id })).deleteBookableEvent;
}

const ADD_CLIENT = graphql(`mutation AddClientToBookableEvent($bookableEventId: ID!, $clientId: ID, $clientParams: ClientParamsInput) {
  addClientToBookableEvent(bookableEventId: $bookableEventId, clientId: $clientId, clientParams: $clientParams) {
    result errors registrationsCount overCapacity
  }
}`);

export async function addRegistrant(bookableEventId: string, who: { clientId: string } | { clientParams: ClientParamsInput }) {
  return (await graphqlRequest(ADD_CLIENT, { bookableEventId, ...who })).addClientToBookableEvent;
}

const REMOVE_CLIENT = graphql(`mutation RemoveClientFromBookableEvent($bookableEventId: ID!, $clientId: ID!) {
  removeClientFromBookableEvent(bookableEventId: $bookableEventId, clientId: $clientId) { result errors registrationsCount }
}`);

export async function removeRegistrant(bookableEventId: string, clientId: string) {
  return (await graphqlRequest(REMOVE_CLIENT, { bookableEventId, clientId })).removeClientFromBookableEvent;
}

const PROCESS_PAYMENT = graphql(`mutation ProcessRegistrationPayment($bookableEventId: ID!, $clientId: ID!) {
  processRegistrationPayment(bookableEventId: $bookableEventId, clientId: $clientId) {
    result errors registration { id paymentStatus paymentLabel amountCents createdAt canProcessPayment failureReason discount { code amountCents } }
  }
}`);

export async function processRegistrantPayment(bookableEventId: string, clientId: string) {
  return (await graphqlRequest(PROCESS_PAYMENT, { bookableEventId, clientId })).processRegistrationPayment;
}
