// The shapes the calendar reads from the API (the shared GraphQL contract, issue 4).

export type CalendarEventKind = 'appointment' | 'personal';

/** A display-ready calendar entry, as calendarEvents(from, to) returns it. */
export interface CalendarEventRecord {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  classNames: string[];
  editable: boolean;
  backgroundColor: string | null;
  borderColor: string | null;
  textColor: string | null;
  extendedProps: {
    kind: CalendarEventKind;
    appointmentId?: string;
    personalEventId?: string;
    token?: string;
    state?: string;
    description?: string;
    duration?: number;
    about?: string;
    calendarName?: string;
    location?: string;
    timeZone?: string;
    seriesId?: string | null;
  } | null;
}

export interface AppointmentServiceLine {
  serviceId: string;
  name: string;
  timeLength: number;
  amountCents: number;
  addOn: boolean;
}

export interface CalendarAppointment {
  id: string;
  state: 'pending' | 'approved' | 'declined' | 'cancelled';
  startsAt: string;
  endsAt: string;
  timeZone: string;
  amountCents: number;
  instantActionToken: string;
  bookedBy: string;
  past: boolean;
  practitionerNote: string | null;
  seriesId: string | null;
  recurrencePattern: string | null;
  client: { id: string; firstName: string; lastName: string; email: string | null; phone: string | null };
  services: AppointmentServiceLine[];
  location: { id: string; name: string; kind: string; timeZone: string };
}

export interface AppointmentNote {
  id: string;
  text: string;
  time: string;
  noteType: string;
}

export interface PracticeService {
  id: string;
  name: string;
  timeLength: number;
  amountCents: number;
  addOn: boolean;
  locationIds: string[];
  variations: { id: string; timeLength: number; amountCents: number }[];
}

export interface PracticeLocation {
  id: string;
  name: string;
  kind: string;
  timeZone: string;
  state: string;
}

export interface CalendarPractice {
  id: string;
  timeZone: string;
  services: PracticeService[];
  locations: PracticeLocation[];
}

export interface ClientChoice {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  formattedPhone: string | null;
  customPrices?: { serviceId: string; amountCents: number }[];
}

export interface RecurringTime {
  startsAt: string;
  displayTime: string;
  conflicts: { id: string; name: string; type: string; timeRange: string }[];
}

export interface PersonalEventRecord {
  id: string;
  name: string | null;
  allDay: boolean;
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

export interface AppointmentServiceInput {
  serviceId: string;
  amountCents: number;
  saveCustomPrice?: boolean;
  variationId?: string | null;
}
