import type { EventInput } from '@fullcalendar/react';
import type { CalendarEventRecord } from './calendarTypes';
import { seatsText } from './group/groupEventDraft';

/**
 * The server's display-ready record as FullCalendar's event input (server titles kept as they
 * are, a group event's with its 'n/capacity' added). FullCalendar 7 colours an event by `color`
 * (fill and border) and `contrastColor` (text), and takes its classes as `className`.
 */
export function toEventInput(record: CalendarEventRecord): EventInput {
  const props = record.extendedProps;
  const group = props?.kind === 'group';
  const full = group && props.capacity != null && (props.clientsCount ?? 0) >= props.capacity;
  return {
    id: record.id,
    title: group ? `${record.title} · ${seatsText(props.clientsCount ?? 0, props.capacity)}` : record.title,
    start: record.start,
    end: record.end,
    allDay: record.allDay,
    className: [...record.classNames, ...(full ? ['group-event-full'] : [])].join(' '),
    editable: record.editable,
    color: record.backgroundColor ?? undefined,
    contrastColor: record.textColor ?? undefined,
    extendedProps: props ?? {},
  };
}
