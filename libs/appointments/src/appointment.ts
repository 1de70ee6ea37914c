// The appointment aggregate (stream `appointment-<id>`): its events, its state and evolve.
// One stream holds the appointment's whole history (payments join it later).
import type { DomainEvent } from '#app/es';

export interface ClientSnapshot {
  clientId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface ServiceLine {
  serviceId: string;
  name: string;
  timeLength: number;
  amountCents: number;
  addOn: boolean;
}

export interface LocationSnapshot {
  locationId: string;
  name: string;
  kind: 'office' | 'home' | 'virtual';
  timeZone: string;
}

export interface AppointmentRequestedData {
  appointmentId: string;
  practiceId: string;
  instantActionToken: string;
  client: ClientSnapshot;
  services: ServiceLine[];
  location: LocationSnapshot;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  amountCents: number;
  bookedBy: 'client' | 'pro';
  source: 'web';
  /** The pro's note, when the pro books (absent on older events and on client requests). */
  practitionerNote?: string | null;
  /** The recurring series this appointment belongs to (absent for a single appointment). */
  series?: SeriesInfo | null;
  /** Coupons applied at booking (amountCents above is already the discounted price); absent when none. */
  discountCodeRedemptions?: Array<{ code: string; amountCents: number; /** absent on older events */ discountCodeId?: string }>;
  /**
   * Gift cards that paid part of the price at booking (amountCents above is what is left to pay;
   * the code masked); absent when none. Given back to the card if the booking is declined or cancelled.
   */
  giftCardRedemptions?: Array<{ giftCardId: string; redemptionId: string; code: string; amountCents: number }>;
  /** The client's package session this appointment uses (packageSessionNumber); absent when none. */
  packageSession?: PackageSessionInfo | null;
}

/** A session of a package sold to the client (stream `clientPackages-<clientId>`, libs/packages). */
export interface PackageSessionInfo {
  packageId: string;
  /** 1 to numberOfSessions. */
  sessionNumber: number;
  numberOfSessions: number;
}

/** What each occurrence of a recurring series carries about its series. */
export interface SeriesInfo {
  seriesId: string;
  /** RRULE text without DTSTART, e.g. FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;UNTIL=20261221T235959 */
  recurrencePattern: string;
  /** DAILY | WEEKLY | MONTHLY */
  recurrenceFrequency: string;
  /** The series end as an ISO instant (UNTIL at 23:59:59 in the location's zone), or null */
  recurrenceUntil: string | null;
  /** How many occurrences the series was created with */
  recurrenceCount: number;
}

/** The time an appointment moved to (reschedule; a series reschedule moves each occurrence). */
export interface AppointmentRescheduledData {
  appointmentId: string;
  startsAt: string;
  endsAt: string;
  previousStartsAt: string;
  previousEndsAt: string;
}

/** The pro changed services, prices, location or note (the full new values of each). */
export interface AppointmentDetailsChangedData {
  appointmentId: string;
  services: ServiceLine[];
  amountCents: number;
  location: LocationSnapshot;
  timeZone: string;
  practitionerNote: string | null;
}

/** A message about the appointment went out (appended by the messaging reaction, not by decide). */
export interface EmailSentData {
  appointmentId: string;
  /** The Message-ID header, derived from this event's id. */
  messageId: string;
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string;
  ics: string | null;
  sentVia: 'outbox' | 'smtp';
  causationEventId: string;
}

export type AppointmentEvent =
  | DomainEvent<'AppointmentRequested', AppointmentRequestedData>
  | DomainEvent<'AppointmentAccepted', { appointmentId: string; acceptedBy: 'pro' | 'auto' }>
  /** `reason`: the pro's words to the client (absent when none was given, and on older events). */
  | DomainEvent<'AppointmentDeclined', { appointmentId: string; reason?: string }>
  | DomainEvent<'AppointmentCancelled', { appointmentId: string; cancelledBy: 'pro' | 'client'; practitionerNote: string | null }>
  | DomainEvent<'EmailSent', EmailSentData>
  | DomainEvent<'AppointmentRescheduled', AppointmentRescheduledData>
  | DomainEvent<'AppointmentDetailsChanged', AppointmentDetailsChangedData>
  | DomainEvent<'ConfirmationResent', { appointmentId: string; sendTo: 'email' | 'sms' }>;

export type AppointmentEventType = AppointmentEvent['type'];

export type AppointmentStatus = 'pending' | 'approved' | 'declined' | 'cancelled';

/**
 * The appointment as it stands: everything it was booked with, moved and changed as its events
 * say. The one fold of the appointment stream: rules, handlers and e-mails all read this.
 */
export type AppointmentState =
  | { status: 'none' }
  | (Omit<AppointmentRequestedData, 'practitionerNote' | 'series'> & {
      status: AppointmentStatus;
      practitionerNote: string | null;
      series: SeriesInfo | null;
      seriesId: string | null;
      /** Who accepted it (null while pending or when declined before). */
      acceptedBy: 'pro' | 'auto' | null;
    });

export type ExistingAppointment = Exclude<AppointmentState, { status: 'none' }>;

/** The appointment's services, prices, location and note (what updateAppointmentV2 changes). */
export type AppointmentDetails = Omit<AppointmentDetailsChangedData, 'appointmentId'>;

export const detailsOf = (state: ExistingAppointment): AppointmentDetails => ({
  services: state.services,
  amountCents: state.amountCents,
  location: state.location,
  timeZone: state.timeZone,
  practitionerNote: state.practitionerNote,
});

export const appointmentStreamId = (appointmentId: string): string => `appointment-${appointmentId}`;

export const initialAppointmentState = (): AppointmentState => ({ status: 'none' });

export const evolveAppointment = (state: AppointmentState, event: AppointmentEvent): AppointmentState => {
  switch (event.type) {
    case 'AppointmentRequested': {
      const { practitionerNote, series, ...data } = event.data;
      return { ...data, status: 'pending', practitionerNote: practitionerNote ?? null, series: series ?? null, seriesId: series?.seriesId ?? null, acceptedBy: null };
    }
    case 'AppointmentAccepted':
      return state.status === 'none' ? state : { ...state, status: 'approved', acceptedBy: event.data.acceptedBy };
    case 'AppointmentDeclined':
      return state.status === 'none' ? state : { ...state, status: 'declined' };
    case 'AppointmentCancelled':
      return state.status === 'none' ? state : { ...state, status: 'cancelled' };
    case 'AppointmentRescheduled':
      return state.status === 'none' ? state : { ...state, startsAt: event.data.startsAt, endsAt: event.data.endsAt };
    case 'AppointmentDetailsChanged': {
      if (state.status === 'none') return state;
      const { appointmentId: _, ...details } = event.data;
      return { ...state, ...details };
    }
    case 'EmailSent':
    case 'ConfirmationResent':
      return state; // nothing the appointment's rules decide on
    default: {
      const _exhaustive: never = event;
      return state; // events of other parts of the stream (payments) change nothing here
    }
  }
};
