// A practice's calendar connections for the settings page, and the external (busy) events of its
// feeds and accounts' calendars for the calendar week and availability: one document per
// practice. A refresh replaces the feed's (the account's) events; a disconnect drops them.
import { defineProjection } from '#app/es';
import type { AccountCalendarRef, CalendarAccountProvider, CalendarConnectionsEvent, ExternalCalendarEvent } from '#app/calendar';

export interface AccountCalendarDocument extends AccountCalendarRef {
  active: boolean;
  events: ExternalCalendarEvent[];
}

export interface CalendarProfileDocument {
  profileId: string;
  providerName: 'ical' | CalendarAccountProvider;
  profileName: string;
  /** The feed's URL; null for an account. */
  url: string | null;
  /** The feed's one calendar (same id as the profile) is on: shown on the calendar and checked for conflicts. */
  active: boolean;
  lastRefreshedAt: string | null;
  lastFailedAt: string | null;
  /** The feed's events (an account's are in its calendars). */
  events: ExternalCalendarEvent[];
  /** An account's calendars, grant and whether the provider refused the grant (the pro must reconnect). */
  calendars?: AccountCalendarDocument[];
  grantId?: string;
  errored?: boolean;
}

export interface CalendarConnectionsDocument {
  id: string;
  practiceId: string;
  conflictChecking: boolean;
  writeCalendarId: string | null;
  profiles: CalendarProfileDocument[];
  /** The private link to the practice's appointments as iCalendar; null when off. */
  subscriptionToken: string | null;
  updatedAt: string;
}

const EVENT_TYPES: Array<CalendarConnectionsEvent['type']> = [
  'CalendarFeedConnected', 'CalendarsUpdated', 'ConflictCheckingChanged', 'WriteCalendarChosen', 'CalendarProfileRemoved', 'CalendarFeedRefreshed', 'CalendarFeedRefreshFailed',
  'AppointmentsSubscriptionLinkCreated', 'AppointmentsSubscriptionLinkRevoked',
  'CalendarAccountConnected', 'CalendarAccountRefreshed', 'CalendarAccountErrored', 'CalendarAccountReconnected',
];

const empty = (practiceId: string, at: string): CalendarConnectionsDocument =>
  ({ id: practiceId, practiceId, conflictChecking: true, writeCalendarId: null, profiles: [], subscriptionToken: null, updatedAt: at });

const changeProfile = (doc: CalendarConnectionsDocument, profileId: string, change: (p: CalendarProfileDocument) => CalendarProfileDocument) =>
  ({ ...doc, profiles: doc.profiles.map((p) => (p.profileId === profileId ? change(p) : p)) });

/** Turns one calendar (a feed's, or an account's) on or off. */
const setActive = (doc: CalendarConnectionsDocument, calendarId: string, active: boolean): CalendarConnectionsDocument => ({
  ...doc,
  profiles: doc.profiles.map((p) =>
    p.profileId === calendarId ? { ...p, active } : p.calendars ? { ...p, calendars: p.calendars.map((c) => (c.id === calendarId ? { ...c, active } : c)) } : p,
  ),
});

export const calendarConnectionsProjection = defineProjection<CalendarConnectionsDocument>({
  name: 'calendar-connections',
  collection: 'calendar_connections',
  indexedFields: ['practiceId', 'subscriptionToken'],
  eventTypes: EVENT_TYPES,
  documentId: (event) => (event.data as { practiceId: string }).practiceId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as CalendarConnectionsEvent;
    const at = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
    const doc = { ...(document ?? empty(event.data.practiceId, at)), updatedAt: at };
    switch (event.type) {
      case 'CalendarFeedConnected': {
        const { profileId, url, name } = event.data;
        const profile: CalendarProfileDocument = { profileId, providerName: 'ical', profileName: name, url, active: true, lastRefreshedAt: null, lastFailedAt: null, events: [] };
        return { ...doc, profiles: [...doc.profiles.filter((p) => p.profileId !== profileId), profile] };
      }
      case 'CalendarsUpdated':
        return event.data.calendars.reduce((d, c) => setActive(d, c.calendarId, c.active), doc);
      case 'ConflictCheckingChanged':
        return { ...doc, conflictChecking: event.data.enabled };
      case 'WriteCalendarChosen':
        return { ...doc, writeCalendarId: event.data.calendarId };
      case 'CalendarProfileRemoved':
        return { ...doc, profiles: doc.profiles.filter((p) => p.profileId !== event.data.profileId) };
      case 'CalendarFeedRefreshed':
        return changeProfile(doc, event.data.profileId, (p) => ({ ...p, events: event.data.events, lastRefreshedAt: event.data.refreshedAt, lastFailedAt: null }));
      case 'CalendarFeedRefreshFailed':
        return changeProfile(doc, event.data.profileId, (p) => ({ ...p, lastFailedAt: event.data.failedAt }));
      case 'CalendarAccountConnected': {
        const { profileId, providerName, profileName, grantId, calendars } = event.data;
        const profile: CalendarProfileDocument = {
          profileId, providerName, profileName, url: null, active: true, lastRefreshedAt: null, lastFailedAt: null, events: [],
          calendars: calendars.map((c) => ({ ...c, active: true, events: [] })), grantId, errored: false,
        };
        return { ...doc, profiles: [...doc.profiles.filter((p) => p.profileId !== profileId), profile] };
      }
      case 'CalendarAccountRefreshed':
        return changeProfile(doc, event.data.profileId, (p) => ({
          ...p,
          calendars: event.data.calendars.map((c) => ({ ...c, active: p.calendars?.find((known) => known.id === c.id)?.active ?? true })),
          lastRefreshedAt: event.data.refreshedAt,
          lastFailedAt: null,
          errored: false,
        }));
      case 'CalendarAccountErrored':
        return changeProfile(doc, event.data.profileId, (p) => ({ ...p, errored: true, lastFailedAt: event.data.failedAt }));
      case 'CalendarAccountReconnected':
        return changeProfile(doc, event.data.profileId, (p) => ({ ...p, grantId: event.data.grantId, errored: false, lastFailedAt: null }));
      case 'AppointmentsSubscriptionLinkCreated':
        return { ...doc, subscriptionToken: event.data.token };
      case 'AppointmentsSubscriptionLinkRevoked':
        return { ...doc, subscriptionToken: null };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
