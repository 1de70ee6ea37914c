import { useEffect, useState } from 'react';

export interface CalendarEntry {
  ics: string;
  fileName: string;
  googleCalendarUrl: string;
}

/** 'Add to calendar' for an entry: the .ics file (from a Blob URL released when no longer shown) and a Google Calendar link. */
export function CalendarEntryLinks({ entry, heading: Heading = 'h3' }: { entry: CalendarEntry; heading?: 'h2' | 'h3' }) {
  const [fileUrl, setFileUrl] = useState<string | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(new Blob([entry.ics], { type: 'text/calendar;charset=utf-8' }));
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [entry]);

  if (!fileUrl) return null;
  return (
    <section className="add-to-calendar" aria-labelledby="add-to-calendar-heading">
      <Heading id="add-to-calendar-heading" className="add-to-calendar-heading">
        Add to calendar
      </Heading>
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
