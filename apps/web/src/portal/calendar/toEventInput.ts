import type { EventInput } from '@fullcalendar/react';
import type { CalendarEventRecord } from './calendarTypes';

/**
 * The server's display-ready record as FullCalendar's event input (server titles kept as they
 * are). FullCalendar 7 colours an event by `color` (fill and border) and `contrastColor` (text),
 * and takes its classes as `className`.
 */
export function toEventInput(record: CalendarEventRecord): EventInput {
  return {
    id: record.id,
    title: record.title,
    start: record.start,
    end: record.end,
    allDay: record.allDay,
    className: record.classNames.join(' '),
    editable: record.editable,
    color: record.backgroundColor ?? undefined,
    contrastColor: record.textColor ?? undefined,
    extendedProps: record.extendedProps ?? {},
  };
}
