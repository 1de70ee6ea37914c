// The appointment aggregate (stream `appointment-<id>`): its events, its state and evolve.
// One stream holds the appointment's whole history (payments join it later).
import type { DomainEvent } from '../../es/src/decider.js';

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
  | DomainEvent<'AppointmentDeclined', { appointmentId: string }>
  | DomainEvent<'AppointmentCancelled', { appointmentId: string; cancelledBy: 'pro' | 'client'; practitionerNote: string | null }>
  | DomainEvent<'EmailSent', EmailSentData>;

export type AppointmentEventType = AppointmentEvent['type'];

export type AppointmentStatus = 'pending' | 'approved' | 'declined' | 'cancelled';

export type AppointmentState =
  | { status: 'none' }
  | ({ status: AppointmentStatus } & Pick<
      AppointmentRequestedData,
      'appointmentId' | 'practiceId' | 'instantActionToken' | 'startsAt' | 'endsAt'
    >);

export const appointmentStreamId = (appointmentId: string): string => `appointment-${appointmentId}`;

export const initialAppointmentState = (): AppointmentState => ({ status: 'none' });

export const evolveAppointment = (state: AppointmentState, event: AppointmentEvent): AppointmentState => {
  switch (event.type) {
    case 'AppointmentRequested': {
      const { appointmentId, practiceId, instantActionToken, startsAt, endsAt } = event.data;
      return { status: 'pending', appointmentId, practiceId, instantActionToken, startsAt, endsAt };
    }
    case 'AppointmentAccepted':
      return state.status === 'none' ? state : { ...state, status: 'approved' };
    case 'AppointmentDeclined':
      return state.status === 'none' ? state : { ...state, status: 'declined' };
    case 'AppointmentCancelled':
      return state.status === 'none' ? state : { ...state, status: 'cancelled' };
    case 'EmailSent':
      return state; // a record of a message, not a change of the appointment
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
