// The Event Types tab's calls (spec 002 §7): GetBookableEventTypes, GetScheduledEvents(bookableEventTypeId),
// upsertBookableEventType, deleteBookableEventType, updateBookableEventTypePhoto, removeBookableEventTypePhoto.
// Each command answers { result, errors, ... }; a refusal throws CommandRejected (see useCommand).
import { graphql } from '../../../graphql';
import type { GetBookableEventTypesQuery, GetScheduledEventsQuery, UpsertBookableEventTypeMutationVariables } from '../../../graphql/graphql';
import { csrfFetch } from '../../../shared/csrfFetch';
import { graphqlRequest, type MutationResult } from '../../../shared/graphqlRequest';
import { CommandRejected, requireSuccess } from '../../shared/commandRejected';

const TYPES = graphql(`query GetBookableEventTypes {
  bookableEventTypes {
    id name description instructions capacity amountCents amountCurrency location kind duration durationUnit slug url photoUrl eventsCount
  }
}`);

const SCHEDULED = graphql(`query GetScheduledEvents($bookableEventTypeId: ID!) {
  bookableEventType(id: $bookableEventTypeId) {
    id bookableEvents { id startsAt endsAt timeZone allDay clientsCount capacity atCapacity }
  }
}`);

const UPSERT = graphql(`mutation UpsertBookableEventType($id: ID, $name: String!, $description: String, $instructions: String, $capacity: Int,
  $unlimitedCapacity: Boolean, $amountCents: Int, $location: String!, $kind: String, $duration: Int, $durationUnit: String, $slug: String) {
  upsertBookableEventType(id: $id, name: $name, description: $description, instructions: $instructions, capacity: $capacity,
    unlimitedCapacity: $unlimitedCapacity, amountCents: $amountCents, location: $location, kind: $kind, duration: $duration,
    durationUnit: $durationUnit, slug: $slug) {
    result errors bookableEventType { id name slug }
  }
}`);

const DELETE = graphql(`mutation DeleteBookableEventType($id: ID!) { deleteBookableEventType(id: $id) { result errors } }`);

const SET_PHOTO = graphql(`mutation UpdateBookableEventTypePhoto($id: ID!, $handle: String!) {
  updateBookableEventTypePhoto(id: $id, handle: $handle) { result errors photoUrl }
}`);

const REMOVE_PHOTO = graphql(`mutation RemoveBookableEventTypePhoto($id: ID!) { removeBookableEventTypePhoto(id: $id) { result errors } }`);

export type EventType = GetBookableEventTypesQuery['bookableEventTypes'][number];
export type ScheduledEvent = NonNullable<GetScheduledEventsQuery['bookableEventType']>['bookableEvents'][number];
export type EventTypeInput = UpsertBookableEventTypeMutationVariables;

/** The practice's event types (not deleted), by name. */
export async function fetchEventTypes(): Promise<EventType[]> {
  return (await graphqlRequest(TYPES)).bookableEventTypes;
}

/** The type's upcoming scheduled events, by start; [] when the type is gone. */
export async function fetchScheduledEvents(bookableEventTypeId: string): Promise<ScheduledEvent[]> {
  return (await graphqlRequest(SCHEDULED, { bookableEventTypeId })).bookableEventType?.bookableEvents ?? [];
}

/** The payload when the server says 'success' (CommandRejected otherwise, or when it answered nothing). */
function succeeded<T extends MutationResult>(payload: T | null | undefined): T {
  if (!payload) throw new CommandRejected([]);
  return requireSuccess(payload);
}

export const eventTypeCommands = {
  /** Creates (no id) or changes a type; answers the saved type's id. */
  save: async (input: EventTypeInput): Promise<{ id: string }> => {
    const answer = succeeded((await graphqlRequest(UPSERT, input)).upsertBookableEventType);
    if (!answer.bookableEventType) throw new CommandRejected([]);
    return answer.bookableEventType;
  },
  remove: async (id: string) => succeeded((await graphqlRequest(DELETE, { id })).deleteBookableEventType),
  setPhoto: async (id: string, handle: string) => succeeded((await graphqlRequest(SET_PHOTO, { id, handle })).updateBookableEventTypePhoto),
  removePhoto: async (id: string) => succeeded((await graphqlRequest(REMOVE_PHOTO, { id })).removeBookableEventTypePhoto),
};

/**
 * Stores an image (POST /uploads, multipart field `file`, the pro's session and the CSRF header) and
 * answers its handle for the photo mutation. The server's refusal (type, size) comes back as its message.
 */
export async function uploadPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  // csrfFetch sends the csrf_token cookie's value as the x-csrf-token header (and the session cookie).
  const response = await csrfFetch('/uploads', { method: 'POST', body });
  let answer: { handle?: string; message?: string | string[]; error?: string } = {};
  try {
    answer = await response.json();
  } catch {
    // Not JSON: the status says enough below.
  }
  if (!response.ok || !answer.handle) {
    const message = Array.isArray(answer.message) ? answer.message.join(', ') : (answer.message ?? answer.error);
    throw new CommandRejected(message ? [message] : []);
  }
  return answer.handle;
}
