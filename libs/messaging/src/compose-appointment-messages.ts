// Which messages an appointment event calls for, rendered and ready to send. Pure: the caller
// loads the appointment's request and the practitioner, and passes the causing event in.
import type { AppointmentEvent, AppointmentRequestedData } from '#app/appointments';
import { appointmentDetailsHtml, appointmentDetailsText, type LocationPlace } from './appointment-details.js';
import { calendarEventFor } from './appointment-calendar-event.js';
import { buildCalendarIcs, type IcsMethod, type IcsStatus, type Person } from './appointment-ics.js';
import { renderMessage, type TemplateName } from './message-templates.js';
import { escapeHtml, type TemplateVariables } from './render-template.js';
import { buildTemplateVariables, formatAppointmentTime, type Practitioner } from './template-variables.js';

export interface CausingEvent {
  eventId: string;
  type: string;
  data: Record<string, unknown>;
  /** The event's revision in the appointment stream: the calendar SEQUENCE. */
  streamRevision: number;
  occurredAt: string;
}

export interface MessageSources {
  event: CausingEvent;
  appointment: AppointmentRequestedData;
  practitioner: Practitioner;
  /** The location's address or virtual link, as the practice holds it (absent: only its name is shown). */
  place?: LocationPlace | null;
  /** The pro's own content of customizable messages (appointment_confirmed), by template. */
  customContent?: Partial<Record<string, string>>;
  /** The request was accepted automatically in the same append (the practice auto-approves). */
  autoAccepted: boolean;
  baseUrl: string;
  uidDomain: string;
  /** When the messages would go out. */
  now: Date;
}

export interface ComposedMessage {
  template: TemplateName;
  recipient: 'client' | 'pro';
  to: Person;
  /** Where a reply goes: the other party, never our no-reply sender. */
  replyTo: Person;
  subject: string;
  text: string;
  html: string;
  ics: { method: IcsMethod; content: string };
}

interface Plan {
  template: TemplateName;
  recipient: 'client' | 'pro';
  method: IcsMethod;
  status: IcsStatus;
}

const plansFor = (event: CausingEvent, autoAccepted: boolean, bookedBy: 'client' | 'pro'): Plan[] => {
  const e = { type: event.type, data: event.data } as AppointmentEvent;
  switch (e.type) {
    case 'AppointmentRequested':
      // The pro booked it: the client hears "confirmed" from its AppointmentAccepted; the pro needs no notice.
      if (bookedBy === 'pro') return [];
      // An auto-accepted request is booked: the client gets "confirmed" from its AppointmentAccepted.
      if (autoAccepted) return [{ template: 'new_booking', recipient: 'pro', method: 'REQUEST', status: 'CONFIRMED' }];
      return [
        { template: 'request_received', recipient: 'client', method: 'REQUEST', status: 'TENTATIVE' },
        { template: 'new_request', recipient: 'pro', method: 'REQUEST', status: 'TENTATIVE' },
      ];
    case 'AppointmentAccepted':
      return [{ template: 'appointment_confirmed', recipient: 'client', method: 'REQUEST', status: 'CONFIRMED' }];
    case 'AppointmentDeclined':
      return [{ template: 'appointment_declined', recipient: 'client', method: 'CANCEL', status: 'CANCELLED' }];
    case 'AppointmentCancelled':
      return [
        { template: 'appointment_cancelled', recipient: 'client', method: 'CANCEL', status: 'CANCELLED' },
        ...(e.data.cancelledBy === 'client'
          ? [{ template: 'appointment_cancelled_by_client', recipient: 'pro', method: 'CANCEL', status: 'CANCELLED' } as const]
          : []),
      ];
    case 'AppointmentRescheduled':
      // The old and the new time; the calendar entry (same UID, higher SEQUENCE) moves.
      return [{ template: 'appointment_moved', recipient: 'client', method: 'REQUEST', status: 'CONFIRMED' }];
    case 'ConfirmationResent':
      // By text, the texts reaction sends it (SendTextWhenConfirmationIsResent): no e-mail.
      return e.data.sendTo === 'sms' ? [] : [{ template: 'appointment_confirmed', recipient: 'client', method: 'REQUEST', status: 'CONFIRMED' }];
    case 'EmailSent':
    case 'AppointmentDetailsChanged':
      return [];
    default: {
      const unknown: never = e;
      return unknown;
    }
  }
};

/** The event types that may call for messages (what the reaction subscribes to). */
export const MESSAGE_CAUSING_EVENTS = [
  'AppointmentRequested',
  'AppointmentAccepted',
  'AppointmentDeclined',
  'AppointmentCancelled',
  'AppointmentRescheduled',
  'ConfirmationResent',
] as const;

export const composeAppointmentMessages = (sources: MessageSources): ComposedMessage[] => {
  const { appointment, practitioner, event } = sources;
  // Nobody needs to hear about an appointment that is already over (seeded history, a backlog
  // after a long outage, a replay).
  if (Date.parse(appointment.endsAt) <= sources.now.getTime()) return [];
  const variables: TemplateVariables = {
    ...buildTemplateVariables(sources),
    ...(event.type === 'AppointmentRescheduled'
      ? { 'appointment.previous_date_and_time': formatAppointmentTime(String(event.data.previousStartsAt), appointment.timeZone) }
      : {}),
  };
  // The pro's reason for declining, in their words (escaped: it is the pro's text, not markup).
  const reason = event.type === 'AppointmentDeclined' ? String((event.data as { reason?: string | null }).reason ?? '').trim() : '';
  const proMessage = reason ? `Message from ${variables['practitioner.full_name']}: ${reason}` : '';
  const blocks = {
    text: { 'appointment.details': appointmentDetailsText(appointment, sources.place), 'appointment.pro_message': proMessage },
    html: { 'appointment.details': appointmentDetailsHtml(appointment, sources.place), 'appointment.pro_message': proMessage ? `<p>${escapeHtml(proMessage)}</p>` : '' },
  };
  const client: Person = { name: variables['client.display_name'], email: appointment.client.email };
  const pro: Person = { name: practitioner.name, email: practitioner.email };
  // A client the pro booked may have only a phone: nothing to e-mail them.
  const plans = plansFor(event, sources.autoAccepted, appointment.bookedBy).filter((p) => p.recipient !== 'client' || !!appointment.client.email);
  return plans.map((plan) => {
    // The client's calendar links to their appointment page, the pro's to the portal.
    const link = plan.recipient === 'client' ? variables['appointment.url'] : variables['portal.url'];
    const calendarEvent = calendarEventFor({
      appointment,
      place: sources.place,
      status: plan.status,
      sequence: event.streamRevision,
      stampedAt: event.occurredAt,
      uidDomain: sources.uidDomain,
      serviceName: variables['appointment.service_name'],
      link,
      organizer: pro,
      attendee: client,
    });
    return {
      template: plan.template,
      recipient: plan.recipient,
      to: plan.recipient === 'client' ? client : pro,
      replyTo: plan.recipient === 'client' ? pro : client,
      ...renderMessage(plan.template, variables, blocks, sources.customContent?.[plan.template]),
      ics: { method: plan.method, content: buildCalendarIcs(plan.method, [calendarEvent]) },
    };
  });
};
