import { useEffect, useState } from 'react';
import { fetchAppointmentCalendar, type AppointmentCalendarEntry } from './appointmentCalendar';
import { CalendarEntryLinks } from './CalendarEntryLinks';

/** 'Add to calendar' for a booked appointment: the server's entry (the same as the e-mails'). */
export function AddToCalendar({ instantActionToken }: { instantActionToken: string }) {
  const [entry, setEntry] = useState<AppointmentCalendarEntry | null>(null);

  useEffect(() => {
    let active = true;
    // Without it the confirmation still stands: the e-mail carries the same entry.
    fetchAppointmentCalendar(instantActionToken)
      .then((found) => active && setEntry(found))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [instantActionToken]);

  return entry ? <CalendarEntryLinks entry={entry} /> : null;
}
