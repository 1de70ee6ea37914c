// Which messages an appointment event calls for, rendered and ready to send. Pure: the caller
// loads the appointment's request and the practitioner, and passes the causing event in.
import type { AppointmentEvent, AppointmentRequestedData } from '../../appointments/src/appointment.js';
import { buildAppointmentIcs, type IcsMethod, type IcsStatus, type Person } from './appointment-ics.js';
import { htmlLayout, messageTemplates, type TemplateName } from './message-templates.js';
import { renderSubject, renderTemplate } from './render-template.js';
import { buildTemplateVariables, type Practitioner } from './template-variables.js';

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
      return [
        // An auto-accepted request gets "confirmed" (from its AppointmentAccepted) instead.
        ...(autoAccepted ? [] : [{ template: 'request_received', recipient: 'client', method: 'REQUEST', status: 'TENTATIVE' } as const]),
        { template: 'new_request', recipient: 'pro', method: 'REQUEST', status: autoAccepted ? 'CONFIRMED' : 'TENTATIVE' },
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
    case 'ConfirmationResent':
      // The confirmation again, at the (new) time; the calendar invite updates by its SEQUENCE.
      return [{ template: 'appointment_confirmed', recipient: 'client', method: 'REQUEST', status: 'CONFIRMED' }];
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
  const variables = buildTemplateVariables(sources);
  const client: Person = { name: variables['client.display_name'], email: appointment.client.email };
  const pro: Person = { name: practitioner.name, email: practitioner.email };
  // A client the pro booked may have only a phone: nothing to e-mail them.
  const plans = plansFor(event, sources.autoAccepted, appointment.bookedBy).filter((p) => p.recipient !== 'client' || !!appointment.client.email);
  return plans.map((plan) => {
    const template = messageTemplates[plan.template];
    const summary = `${variables['appointment.service_name']} with ${pro.name}`;
    // The client's calendar links to their appointment page, the pro's to the portal.
    const link = plan.recipient === 'client' ? variables['appointment.url'] : variables['portal.url'];
    return {
      template: plan.template,
      recipient: plan.recipient,
      to: plan.recipient === 'client' ? client : pro,
      replyTo: plan.recipient === 'client' ? pro : client,
      subject: renderSubject(template.subject, variables),
      text: renderTemplate(template.text, variables, 'text'),
      html: htmlLayout(renderTemplate(template.html, variables, 'html')),
      ics: {
        method: plan.method,
        content: buildAppointmentIcs({
          method: plan.method,
          status: plan.status,
          appointmentId: appointment.appointmentId,
          uidDomain: sources.uidDomain,
          sequence: event.streamRevision,
          stampedAt: event.occurredAt,
          startsAt: appointment.startsAt,
          endsAt: appointment.endsAt,
          summary,
          description: `${summary}\n${variables['appointment.date_and_time']}\n${link}`,
          location: appointment.location.name,
          url: link,
          organizer: pro,
          attendee: client,
        }),
      },
    };
  });
};
