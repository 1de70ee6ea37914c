// The personal event aggregate (stream `personalEvent-<id>`): time the pro blocks for themself.
// It also holds that time on the practice's schedule, so nobody can book over it.
import type { DomainEvent } from '#app/es';

export interface PersonalEventData {
  personalEventId: string;
  practiceId: string;
  /** Optional (spec 001 §3); the calendar shows 'Personal event' without one. */
  name: string | null;
  allDay: boolean;
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

export type PersonalEventEvent =
  | DomainEvent<'PersonalEventScheduled', PersonalEventData>
  | DomainEvent<'PersonalEventChanged', PersonalEventData>
  | DomainEvent<'PersonalEventDeleted', { personalEventId: string; practiceId: string }>;

export type PersonalEventState =
  | { status: 'none' }
  | ({ status: 'scheduled' | 'deleted' } & PersonalEventData);

export const personalEventStreamId = (personalEventId: string): string => `personalEvent-${personalEventId}`;

export const initialPersonalEventState = (): PersonalEventState => ({ status: 'none' });

export const evolvePersonalEvent = (state: PersonalEventState, event: PersonalEventEvent): PersonalEventState => {
  switch (event.type) {
    case 'PersonalEventScheduled':
    case 'PersonalEventChanged':
      return { status: 'scheduled', ...event.data };
    case 'PersonalEventDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
