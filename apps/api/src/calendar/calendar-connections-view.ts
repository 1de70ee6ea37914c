// The calendar connections read model as the settings page and the calendar week show it.
import { DateTime } from 'luxon';
import { CALENDAR_COLOURS } from '#app/calendar';
import type { CalendarConnectionsDocument, CalendarProfileDocument, ExternalEventRow } from '#projections';
import type { CalendarEvent } from './calendar.models.js';
import type { CalendarConnection, CalendarIntegrations, ExternalCalendarEvent } from './calendar-connections.models.js';

export const toCalendarConnection = (p: CalendarProfileDocument): CalendarConnection => ({
  id: p.profileId,
  providerName: p.providerName,
  profileName: p.profileName,
  profileId: p.profileId,
  feedUrl: p.url,
  lastRefreshedAt: p.lastRefreshedAt,
  lastFailedAt: p.lastFailedAt,
  errored: p.errored ?? false,
  calendars: p.calendars
    ? p.calendars.map((c) => ({ id: c.id, calendarId: c.calendarId, calendarName: c.calendarName, active: c.active }))
    : [{ id: p.profileId, calendarId: p.profileId, calendarName: p.profileName, active: p.active }],
});

/** The write calendar: one of an account's calendars (a feed is read-only). */
const writeCalendarOf = (doc: CalendarConnectionsDocument | null): CalendarIntegrations['writeCalendar'] => {
  for (const p of doc?.writeCalendarId ? doc.profiles : []) {
    const calendar = p.calendars?.find((c) => c.id === doc!.writeCalendarId);
    if (calendar) return { calendarId: calendar.id, calendarName: calendar.calendarName, providerName: p.providerName, profileName: p.profileName };
  }
  return null;
};

export const toCalendarIntegrations = (doc: CalendarConnectionsDocument | null): CalendarIntegrations => ({
  connections: (doc?.profiles ?? []).map(toCalendarConnection),
  conflictChecking: doc?.conflictChecking ?? true,
  subscriptionPath: doc?.subscriptionToken ? `/calendar-feeds/${doc.subscriptionToken}.ics` : null,
  writeCalendar: writeCalendarOf(doc),
});

export const toExternalCalendarEvent = (e: ExternalEventRow): ExternalCalendarEvent => ({
  id: `${e.calendarId}:${e.uid}`,
  title: e.title,
  startsAt: e.startsAt,
  endsAt: e.endsAt,
  allDay: e.allDay,
  calendarId: e.calendarId,
  calendarName: e.calendarName,
});

/** An external event on the calendar week: its own colours, never editable, opened in the flyout's 'calendar' mode. */
export const externalCalendarEvent = (e: ExternalEventRow, timeZone: string): CalendarEvent => {
  const { background, border, text } = CALENDAR_COLOURS.external;
  // All-day events are whole days in the practice's zone: the calendar gets their dates.
  const day = (iso: string) => DateTime.fromISO(iso, { zone: timeZone }).toISODate()!;
  return {
    id: `external:${e.calendarId}:${e.uid}`,
    title: e.title,
    start: e.allDay ? day(e.startsAt) : e.startsAt,
    end: e.allDay ? day(e.endsAt) : e.endsAt,
    allDay: e.allDay,
    classNames: ['external-event'],
    editable: false,
    backgroundColor: background,
    borderColor: border,
    textColor: text,
    extendedProps: { kind: 'calendar', calendarName: e.calendarName, about: e.title, startsAt: e.startsAt, endsAt: e.endsAt, allDay: e.allDay },
  };
};
