// The bookable event type aggregate (stream `bookableEventType-<id>`): a class or workshop the
// pro offers (name, price, capacity, length, public link), scheduled as bookable events.
import type { DomainEvent } from '#app/es';
import type { DurationUnit, EventTypeKind } from './event-type-rules.js';

export interface EventTypeFields {
  name: string;
  description: string | null;
  instructions: string | null;
  /** null: unlimited. */
  capacity: number | null;
  amountCents: number;
  location: string;
  kind: EventTypeKind;
  duration: number;
  durationUnit: DurationUnit;
  /** Lowercase letters, numbers and hyphens; unique in the practice ({practice url}/{slug}). */
  slug: string;
}

export interface EventTypeData extends EventTypeFields {
  bookableEventTypeId: string;
  practiceId: string;
}

export type EventTypeEvent =
  | DomainEvent<'BookableEventTypeCreated', EventTypeData>
  | DomainEvent<'BookableEventTypeChanged', EventTypeData & { previousSlug: string }>
  | DomainEvent<'BookableEventTypePhotoChanged', { bookableEventTypeId: string; practiceId: string; photoUrl: string | null }>
  | DomainEvent<'BookableEventTypeDeleted', { bookableEventTypeId: string; practiceId: string; slug: string }>;

export type EventTypeState = { status: 'none' } | ({ status: 'active' | 'deleted'; photoUrl: string | null } & EventTypeData);

export const eventTypeStreamId = (bookableEventTypeId: string): string => `bookableEventType-${bookableEventTypeId}`;

/** The stream that claims a link for one event type of a practice (libs/es unique-claim). */
export const eventTypeSlugStreamId = (practiceId: string, slug: string): string => `bookableEventTypeSlug-${practiceId}-${slug}`;

export const initialEventTypeState = (): EventTypeState => ({ status: 'none' });

export const evolveEventType = (state: EventTypeState, event: EventTypeEvent): EventTypeState => {
  switch (event.type) {
    case 'BookableEventTypeCreated':
      return { status: 'active', photoUrl: null, ...event.data };
    case 'BookableEventTypeChanged': {
      const { previousSlug: _previous, ...data } = event.data;
      return { status: 'active', photoUrl: state.status === 'none' ? null : state.photoUrl, ...data };
    }
    case 'BookableEventTypePhotoChanged':
      return state.status === 'none' ? state : { ...state, photoUrl: event.data.photoUrl };
    case 'BookableEventTypeDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
