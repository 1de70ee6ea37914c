import FullCalendar, { type CalendarRef, type EventChangeInfo, type EventClickInfo, type EventSourceFuncInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { Box } from '@mui/material';
import { useCallback, useEffect, useRef, type Ref } from 'react';
import { fetchCalendarEvents } from './calendarQueries';
import { fetchWindow } from './fetchWindow';
import { toEventInput } from './toEventInput';

export const DAY_VIEW = 'timeGridDay';
export const WEEK_VIEW = 'timeGridWeek';
export const MONTH_VIEW = 'dayGridMonth';

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin, classicThemePlugin];
const BUTTONS = {
  today: { text: 'Today' },
  [DAY_VIEW]: { text: 'Day' },
  [WEEK_VIEW]: { text: 'Week' },
  [MONTH_VIEW]: { text: 'Month' },
};
const VIEW_BUTTONS = `${DAY_VIEW},${WEEK_VIEW},${MONTH_VIEW}`;
const TOOLBAR = { start: 'prev,next today', center: 'title', end: VIEW_BUTTONS };
// The title says which day, week ("Jun 8 – 14, 2031") or month is on screen.
const VIEWS = { [WEEK_VIEW]: { titleFormat: { year: 'numeric', month: 'short', day: 'numeric' } } } as const;
const toolbarSectionClass = ({ name }: { name: string }) => `pro-calendar-toolbar-${name}`;
/** Connected calendars' events (iCal feeds) are someone else's: outlined, dashed, read-only. */
const EXTERNAL_EVENTS = { '& .external-event': { border: '1px dashed #78909c !important', fontStyle: 'italic' } };
/** Group events (classes): a thick left edge and bold title set them apart from one-to-one appointments. */
const GROUP_EVENTS = { '& .group-event': { borderLeft: '4px solid #1b5e20 !important', fontWeight: 600 }, '& .group-event.past': { borderLeftColor: '#78909c !important' } };

// Under 768 px the title (which day, week or month) takes a line of its own above the buttons.
const NARROW_TOOLBAR = {
  '& .pro-calendar-toolbar': { flexWrap: 'wrap', rowGap: 1 },
  '& .pro-calendar-toolbar-center': { order: -1, flexBasis: '100%', justifyContent: 'center' },
  '& .pro-calendar-title': { fontSize: '1.25rem', textAlign: 'center' },
};

interface Props {
  calendarRef: Ref<CalendarRef>;
  timeZone: string;
  narrow: boolean;
  onEventClick: (info: EventClickInfo) => void;
  onEventChange: (info: EventChangeInfo) => void;
  onSelect: (start: Date, end: Date, allDay: boolean) => void;
  onLoadError: (error: Error) => void;
  onLoading: (loading: boolean) => void;
}

/**
 * FullCalendar in the practice's zone (spec 001 §2): day, week and month views, 15-minute
 * slots with hour labels and a now indicator; events from calendarEvents (appointments, personal
 * and group events, connected calendars) over the visible range plus one unit each side.
 */
export function ProCalendar({ calendarRef, timeZone, narrow, onEventClick, onEventChange, onSelect, onLoadError, onLoading }: Props) {
  // Day view under 768 px, week view otherwise; also when the window crosses the breakpoint.
  useEffect(() => {
    const api = (calendarRef as { current: CalendarRef | null }).current?.getApi();
    if (!api) return;
    const wanted = narrow ? DAY_VIEW : WEEK_VIEW;
    if (api.view.type !== MONTH_VIEW && api.view.type !== wanted) api.changeView(wanted);
  }, [narrow, calendarRef]);

  // A new events function would be a new event source: FullCalendar would drop and refetch
  // its events on every render, orphaning an event in the middle of a drag (it then shows twice).
  const reportError = useRef(onLoadError);
  reportError.current = onLoadError;
  const loadEvents = useCallback(
    async (info: EventSourceFuncInfo) => {
      const { from, to } = fetchWindow(info.start, info.end, timeZone);
      try {
        return (await fetchCalendarEvents(from, to)).map(toEventInput);
      } catch (error) {
        reportError.current(error as Error);
        throw error;
      }
    },
    [timeZone],
  );

  return (
    <Box sx={{ ...EXTERNAL_EVENTS, ...GROUP_EVENTS, ...(narrow ? NARROW_TOOLBAR : {}) }}>
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        timeZone={timeZone}
        initialView={narrow ? DAY_VIEW : WEEK_VIEW}
        headerToolbar={TOOLBAR}
        views={VIEWS}
        toolbarClass="pro-calendar-toolbar"
        toolbarSectionClass={toolbarSectionClass}
        toolbarTitleClass="pro-calendar-title"
        buttons={BUTTONS}
        slotDuration="00:15:00"
        slotHeaderInterval="01:00"
        scrollTime="08:00:00"
        nowIndicator
        allDaySlot
        height={narrow ? "calc(100vh - 150px)" : "calc(100vh - 170px)"}
        dayMaxEvents
        lazyFetching={false}
        selectable
        selectMirror
        events={loadEvents}
        eventClick={onEventClick}
        eventDrop={onEventChange}
        eventResize={onEventChange}
        select={(info) => onSelect(info.start, info.end, info.allDay)}
        loading={onLoading}
      />
    </Box>
  );
}
