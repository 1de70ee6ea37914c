// Reads an iCalendar text (RFC 5545) into busy times within a window, with ical.js (Mozilla's
// maintained parser): recurring events (RRULE, RDATE, EXDATE and moved occurrences), all-day
// events and times in a TZID (IANA through luxon, other names through the feed's VTIMEZONE).
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { CalendarFeedError, type ExternalBusyTime, type FeedWindow, type ParsedCalendarFeed } from './calendar-feed.js';

/** Bounds on what one feed may cost us: occurrences kept, and iterations per recurring event. */
export const MAX_FEED_EVENTS = 1000;
const MAX_ITERATIONS = 5000;
const MAX_TITLE = 200;

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

const isIana = (zone: string): boolean => DateTime.local().setZone(zone).isValid;

/** The instant of a wall-clock time: UTC, its TZID (IANA or the feed's VTIMEZONE), or floating in the practice's zone. */
const toInstant = (time: IcalTime, tzid: string | undefined, zones: Map<string, InstanceType<typeof ICAL.Timezone>>, fallbackZone: string): DateTime => {
  const wall = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second };
  if (time.zone?.tzid === 'UTC' || time.zone === ICAL.Timezone.utcTimezone) return DateTime.fromObject(wall, { zone: 'utc' });
  if (tzid && isIana(tzid)) return DateTime.fromObject(wall, { zone: tzid });
  const vtimezone = tzid ? zones.get(tzid) : undefined;
  if (vtimezone) {
    const offsetSeconds = vtimezone.utcOffset(time);
    return DateTime.fromObject(wall, { zone: 'utc' }).minus({ seconds: offsetSeconds });
  }
  return DateTime.fromObject(wall, { zone: fallbackZone });
};

/** A time's TZID: as written, or as ical.js resolved it from the feed's VTIMEZONE (neither for UTC and floating times). */
const tzidOf = (time: IcalTime | null | undefined): string | undefined => {
  const written = (time as { timezone?: string } | null | undefined)?.timezone;
  if (written) return written;
  const resolved = time?.zone?.tzid;
  return resolved && resolved !== 'floating' && resolved !== 'UTC' ? resolved : undefined;
};

const parseCalendar = (text: string): InstanceType<typeof ICAL.Component> => {
  if (typeof text !== 'string' || !/^\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarFeedError('not an iCalendar document');
  try {
    const root = new ICAL.Component(ICAL.parse(text));
    if (root.name !== 'vcalendar') throw new CalendarFeedError('no VCALENDAR');
    return root;
  } catch (error) {
    if (error instanceof CalendarFeedError) throw error;
    throw new CalendarFeedError(`unparseable: ${(error as Error).message}`);
  }
};

export const parseIcalFeed = (text: string, window: FeedWindow): ParsedCalendarFeed => {
  const root = parseCalendar(text);
  const zones = new Map(root.getAllSubcomponents('vtimezone').map((c) => {
    const zone = new ICAL.Timezone(c);
    return [zone.tzid, zone] as const;
  }));
  const from = DateTime.fromJSDate(window.from);
  const to = DateTime.fromJSDate(window.to);
  const masters = new Map<string, IcalEvent>();
  const exceptions: IcalEvent[] = [];
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    if (!event.startDate) continue;
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid ?? `anonymous-${masters.size}`, event);
  }
  for (const exception of exceptions) masters.get(exception.uid)?.relateException(exception);

  const busy: ExternalBusyTime[] = [];
  const add = (uid: string, item: IcalEvent, start: IcalTime, end: IcalTime | null) => {
    const status = String(item.component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transparent = String(item.component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT';
    if (status === 'CANCELLED' || transparent) return;
    const allDay = start.isDate;
    const startTz = tzidOf(start) ?? tzidOf(item.startDate);
    const startsAt = toInstant(start, startTz, zones, window.timeZone);
    let endsAt = end ? toInstant(end, tzidOf(end) ?? tzidOf(item.endDate) ?? startTz, zones, window.timeZone) : startsAt;
    if (allDay && !(endsAt > startsAt)) endsAt = startsAt.plus({ days: 1 });
    if (!(endsAt > from && startsAt < to)) return;
    const title = (item.summary ?? '').trim().slice(0, MAX_TITLE) || 'Busy';
    busy.push({ uid: `${uid}:${startsAt.toUTC().toISO()}`, title, startsAt: startsAt.toUTC().toISO()!, endsAt: endsAt.toUTC().toISO()!, allDay });
  };

  for (const [uid, event] of masters) {
    if (!event.isRecurring()) {
      add(uid, event, event.startDate, event.endDate);
      continue;
    }
    const iterator = event.iterator();
    for (let i = 0, next = iterator.next(); next && i < MAX_ITERATIONS; i++, next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const startTz = tzidOf(details.item.startDate);
      if (toInstant(next, tzidOf(event.startDate), zones, window.timeZone) >= to && details.item === event) break;
      // Occurrences computed from the rule lose their TZID; the master's (or the moved one's) applies.
      const start = details.item === event ? next : details.startDate;
      Object.assign(start, { timezone: details.item === event ? tzidOf(event.startDate) : startTz });
      const end = details.endDate;
      Object.assign(end, { timezone: tzidOf(details.item.endDate) ?? startTz });
      add(uid, details.item, start, end);
    }
  }
  busy.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.uid.localeCompare(b.uid));
  const name = root.getFirstPropertyValue('x-wr-calname');
  return { name: typeof name === 'string' && name.trim() ? name.trim().slice(0, MAX_TITLE) : null, events: busy.slice(0, MAX_FEED_EVENTS) };
};
