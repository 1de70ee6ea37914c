// Times are always shown in the appointment's own IANA zone, with its abbreviation,
// never in the browser's zone.
const LOCALE = 'en-US';

export function formatDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/**
 * "3:00 – 4:00 PM EST". Pass the server's abbreviation when it has one: Intl only
 * knows short names for some zones (it prints "GMT+1" for Europe/Berlin).
 */
export function formatTimeRange(startIso: string, endIso: string, timeZone: string, abbreviation?: string): string {
  const range = new Intl.DateTimeFormat(LOCALE, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: abbreviation ? undefined : 'short',
  }).formatRange(new Date(startIso), new Date(endIso));
  return abbreviation ? `${range} ${abbreviation}` : range;
}

/** "Sat, Nov 21, 2026, 3:00 PM EST" */
export function formatDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** "Fri, Nov 27, 2026" */
export function formatShortDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}

/** "10:00 AM", on the clock of `timeZone`. */
export function formatClock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

function zoneName(iso: string, timeZone: string, style: 'short' | 'long'): string {
  const parts = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: style }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "EST" (or "GMT+1" where Intl knows no abbreviation) at that instant. */
export function zoneAbbreviation(iso: string, timeZone: string): string {
  return zoneName(iso, timeZone, 'short');
}

/** "Eastern Standard Time" at that instant. */
export function zoneLongName(iso: string, timeZone: string): string {
  return zoneName(iso, timeZone, 'long');
}

/** The visitor's own IANA zone, from the browser. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "Mon, Nov 23, 12:30 PM EST": a start time offered as a choice. */
export function formatSlot(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}
