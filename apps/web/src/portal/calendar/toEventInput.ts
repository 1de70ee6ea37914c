import type { EventInput } from '@fullcalendar/react';
import type { CalendarEventRecord } from './calendarTypes';

/** The server's display-ready record as FullCalendar's event input (server titles kept as they are). */
export function toEventInput(record: CalendarEventRecord): EventInput {
  return {
    id: record.id,
    title: record.title,
    start: record.start,
    end: record.end,
    allDay: record.allDay,
    classNames: record.classNames,
    editable: record.editable,
    backgroundColor: record.backgroundColor ?? undefined,
    borderColor: record.borderColor ?? undefined,
    textColor: record.textColor ?? undefined,
    extendedProps: record.extendedProps ?? {},
  };
}
