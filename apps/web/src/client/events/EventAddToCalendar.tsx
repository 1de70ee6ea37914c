import { useMemo } from 'react';
import { CalendarEntryLinks } from '../booking/CalendarEntryLinks';
import { eventCalendarEntry } from './eventCalendar';
import type { EventRegistration } from './eventRegistration';

/** 'Add to calendar' for a registration: its entry made in the page. */
export function EventAddToCalendar({ registration }: { registration: EventRegistration }) {
  const entry = useMemo(() => eventCalendarEntry(registration, window.location.href), [registration]);
  return <CalendarEntryLinks entry={entry} heading="h2" />;
}
