// The calendar feeds port: fetch a pro's iCal feed and read its busy times within a window.
// Adapters: HttpCalendarFeeds (http(s), data: and the built-in demo feed).

/** One occurrence of an external event, in UTC; all-day events cover whole days in the practice's zone. */
export interface ExternalBusyTime {
  /** The event's UID plus its occurrence start, stable across refreshes. */
  uid: string;
  title: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

export interface ParsedCalendarFeed {
  /** X-WR-CALNAME, when the feed names itself. */
  name: string | null;
  events: ExternalBusyTime[];
}

export interface FeedWindow {
  from: Date;
  to: Date;
  /** Zone in which floating times and all-day dates are read (the practice's). */
  timeZone: string;
}

export const CalendarFeedMessages = {
  invalidFeed: 'There was an error adding your feed. Likely the URL you used in not a valid iCal feed URL.',
} as const;

/** The feed could not be fetched or is not iCalendar; its message is the spec's. */
export class CalendarFeedError extends Error {
  constructor(readonly reason: string) {
    super(CalendarFeedMessages.invalidFeed);
    this.name = 'CalendarFeedError';
  }
}

export interface CalendarFeeds {
  /** Fetches and parses the feed; throws CalendarFeedError when it is unreachable or not iCal. */
  read(url: string, window: FeedWindow): Promise<ParsedCalendarFeed>;
}

export const CALENDAR_FEEDS = Symbol('CALENDAR_FEEDS');
