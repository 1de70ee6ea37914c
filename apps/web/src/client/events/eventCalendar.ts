// 'Add to calendar' for a registration: an .ics file and a Google Calendar link, made in the page
// from what the registration shows (times in UTC; an all-day event as whole dates of its zone).
import type { EventRegistration } from './eventRegistration';

export interface EventCalendarEntry {
  fileName: string;
  ics: string;
  googleCalendarUrl: string;
}

/** 2026-03-02T15:00:00.000Z -> 20260302T150000Z */
const utcStamp = (iso: string): string => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The date of the instant in the zone: 20260302. */
const zoneDate = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(iso)).replace(/-/g, '');

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const text = (value: string): string => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 characters continue on the next line after a space. */
const fold = (line: string): string => {
  const parts = [line.slice(0, 75)];
  for (let at = 75; at < line.length; at += 74) parts.push(line.slice(at, at + 74));
  return parts.join('\r\n ');
};

export function eventCalendarEntry(registration: EventRegistration, pageUrl: string): EventCalendarEntry {
  const { event, practice } = registration;
  const details = [event.description, event.instructions, `Your registration: ${pageUrl}`].filter(Boolean).join('\n\n');
  const start = event.allDay ? zoneDate(event.startsAt, event.timeZone) : utcStamp(event.startsAt);
  const end = event.allDay ? zoneDate(event.endsAt, event.timeZone) : utcStamp(event.endsAt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Group events//Registration//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:registration-${registration.id}`,
    `DTSTAMP:${utcStamp(new Date().toISOString())}`,
    event.allDay ? `DTSTART;VALUE=DATE:${start}` : `DTSTART:${start}`,
    event.allDay ? `DTEND;VALUE=DATE:${end}` : `DTEND:${end}`,
    `SUMMARY:${text(`${event.name} (${practice.name})`)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(details)}`,
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  const query = new URLSearchParams({ action: 'TEMPLATE', text: `${event.name} (${practice.name})`, dates: `${start}/${end}`, details, location: event.location });
  return {
    fileName: `${registration.eventType.slug || 'event'}.ics`,
    ics: `${lines.map(fold).join('\r\n')}\r\n`,
    googleCalendarUrl: `https://calendar.google.com/calendar/render?${query.toString()}`,
  };
}
