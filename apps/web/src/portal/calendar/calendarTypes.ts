// The shapes the calendar and its appointment flyout read from the API: the generated types of
// their operations (calendarQueries.ts, appointments/editor/editorQueries.ts), named for the screens.
// The .js suffixes let the API's TypeScript (nodenext) check the rules test that imports this.
import type {
  AppointmentServiceInput,
  CalendarAppointmentFieldsFragment,
  CalendarClientFieldsFragment,
  CalendarClientQuery,
  PersonalEventFieldsFragment,
  ProCalendarEventsQuery,
  ProCalendarUserQuery,
} from '../../graphql/graphql.js';

export type { AppointmentServiceInput };

/** 'group': a scheduled group event (a class), opened by its groupEventId. */
export type CalendarEventKind = 'appointment' | 'personal' | 'calendar' | 'group';

/** What the server puts in a calendar entry's extendedProps (JSON in the schema). */
export interface CalendarEventProps {
  kind: CalendarEventKind;
  appointmentId?: string;
  personalEventId?: string;
  groupEventId?: string;
  bookableEventTypeId?: string;
  /** A group event's active registrants and capacity (null: unlimited). */
  clientsCount?: number;
  capacity?: number | null;
  token?: string;
  state?: string;
  description?: string;
  duration?: number;
  about?: string;
  calendarName?: string;
  location?: string;
  timeZone?: string;
  seriesId?: string | null;
}

/** A display-ready calendar entry, as calendarEvents(from, to) returns it. */
export type CalendarEventRecord = Omit<ProCalendarEventsQuery['calendarEvents'][number], 'extendedProps'> & {
  extendedProps: CalendarEventProps | null;
};

/** An appointment as the flyout shows and edits it (the CalendarAppointmentFields fragment). */
export type CalendarAppointment = CalendarAppointmentFieldsFragment;
export type AppointmentServiceLine = CalendarAppointment['services'][number];

/** The practice with the services and locations a new appointment can use. */
export type CalendarPractice = NonNullable<ProCalendarUserQuery['currentPractice']>;
export type PracticeService = CalendarPractice['services'][number];
export type PracticeLocation = CalendarPractice['locations'][number];

/** A client to book for; a chosen client's full record adds their own prices per service. */
export type ClientChoice = CalendarClientFieldsFragment & {
  customPrices?: NonNullable<CalendarClientQuery['client']>['customPrices'];
  /** spec 001 §3 "Open package": packages sold to the client with sessions remaining. */
  openPackages?: NonNullable<CalendarClientQuery['client']>['openPackages'];
};

export type PersonalEventRecord = PersonalEventFieldsFragment;
