import { useEffect, useState } from 'react';
import { fetchAppointmentCalendar, type AppointmentCalendarEntry } from './appointmentCalendar';

/** 'Add to calendar': the .ics file (from a Blob URL released when no longer shown) and a Google Calendar link. */
export function AddToCalendar({ instantActionToken }: { instantActionToken: string }) {
  const [entry, setEntry] = useState<AppointmentCalendarEntry | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);

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

  useEffect(() => {
    if (!entry) return;
    const url = URL.createObjectURL(new Blob([entry.ics], { type: 'text/calendar;charset=utf-8' }));
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [entry]);

  if (!entry || !fileUrl) return null;
  return (
    <section className="add-to-calendar" aria-labelledby="add-to-calendar-heading">
      <h3 id="add-to-calendar-heading" className="add-to-calendar-heading">
        Add to calendar
      </h3>
      <div className="add-to-calendar-links">
        <a className="button button-secondary" href={fileUrl} download={entry.fileName}>
          Download .ics file
        </a>
        <a className="button button-secondary" href={entry.googleCalendarUrl} target="_blank" rel="noopener noreferrer">
          Google Calendar
        </a>
      </div>
    </section>
  );
}
