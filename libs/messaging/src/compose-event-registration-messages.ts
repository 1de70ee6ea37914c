// The e-mails of a registration for a group event (issue 15), to the registrant, each with a
// calendar attachment: the confirmation (with the registration page's link, where they can
// cancel), the event's new time, and a cancellation (they cancelled, the practice removed them,
// or the practice cancelled the event). One calendar UID per registration, so a calendar updates
// or removes the same entry; SEQUENCE is the event stream's revision. Pure.
import { buildAppointmentIcs, type IcsMethod, type Person } from './appointment-ics.js';
import { htmlLayout } from './message-templates.js';
import { escapeHtml } from './render-template.js';
import { formatAppointmentTime } from './template-variables.js';

export type EventRegistrationMessageKind = 'registered' | 'time_changed' | 'cancelled_by_client' | 'removed_by_practice' | 'event_cancelled';

export const EVENT_REGISTRATION_TEMPLATES: Record<EventRegistrationMessageKind, string> = {
  registered: 'event_registration_confirmed',
  time_changed: 'event_registration_time_changed',
  cancelled_by_client: 'event_registration_cancelled',
  removed_by_practice: 'event_registration_removed',
  event_cancelled: 'event_cancelled',
};

export interface EventRegistrationMessageSources {
  kind: EventRegistrationMessageKind;
  registration: { registrationId: string; token: string };
  event: { name: string; location: string; kind: string; startsAt: string; endsAt: string; allDay: boolean; timeZone: string; instructions: string | null };
  client: { firstName: string; lastName: string; email: string };
  practice: { name: string };
  practitioner: Person;
  /** The product's public address, e.g. https://book.example.com. */
  baseUrl: string;
  uidDomain: string;
  /** The event stream's revision after the causing event. */
  sequence: number;
  /** When the causing event happened (DTSTAMP). */
  stampedAt: string;
  /** For a time change: the time before. */
  previous?: { startsAt: string; allDay: boolean; timeZone: string };
}

export interface EventRegistrationMessage {
  template: string;
  to: Person;
  replyTo: Person;
  subject: string;
  text: string;
  html: string;
  ics: { method: IcsMethod; content: string };
  registrationUrl: string;
}

export const eventRegistrationUrl = (baseUrl: string, token: string): string => `${baseUrl.replace(/\/+$/, '')}/manage_event_registrations/${encodeURIComponent(token)}`;

const whenOf = (e: { startsAt: string; allDay: boolean; timeZone: string }): string =>
  e.allDay ? formatAppointmentTime(e.startsAt, e.timeZone).replace(/ at .*$/, ' (all day)') : formatAppointmentTime(e.startsAt, e.timeZone);

export const composeEventRegistrationMessage = (s: EventRegistrationMessageSources): EventRegistrationMessage => {
  const { event, client, practice, kind } = s;
  const registrationUrl = eventRegistrationUrl(s.baseUrl, s.registration.token);
  const when = whenOf(event);
  const where = event.kind === 'virtual' ? `Online: ${event.location}` : event.location;
  const cancelling = kind === 'cancelled_by_client' || kind === 'removed_by_practice' || kind === 'event_cancelled';
  const lines: Record<EventRegistrationMessageKind, { subject: string; intro: string }> = {
    registered: { subject: `You're registered: ${event.name}`, intro: `You're registered for ${event.name} with ${practice.name}.` },
    time_changed: {
      subject: `New time: ${event.name}`,
      intro: `${practice.name} changed the time of ${event.name}${s.previous ? ` (it was ${whenOf(s.previous)})` : ''}. Your registration stands at the new time.`,
    },
    cancelled_by_client: { subject: `Registration cancelled: ${event.name}`, intro: `Your registration for ${event.name} with ${practice.name} was cancelled, as you asked.` },
    removed_by_practice: { subject: `Registration cancelled: ${event.name}`, intro: `${practice.name} removed you from ${event.name}. Your registration is cancelled.` },
    event_cancelled: { subject: `Event cancelled: ${event.name}`, intro: `${practice.name} cancelled ${event.name}. Your registration is cancelled.` },
  };
  const { subject, intro } = lines[kind];
  const details = [`When: ${when}`, `Where: ${where}`, ...(!cancelling && event.instructions ? [`Instructions: ${event.instructions}`] : [])];
  const link = cancelling ? [] : [`Your registration (to view or cancel it): ${registrationUrl}`];
  const greeting = `Hi ${client.firstName},`;
  const text = [greeting, '', intro, '', ...details, ...(link.length ? ['', ...link] : []), '', practice.name].join('\n');
  const html = htmlLayout(
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${details.map(escapeHtml).join('<br>')}</p>`,
      ...(cancelling ? [] : [`<p><a href="${escapeHtml(registrationUrl)}">View or cancel your registration</a></p>`]),
      `<p>${escapeHtml(practice.name)}</p>`,
    ].join('\n'),
  );
  const method: IcsMethod = cancelling ? 'CANCEL' : 'REQUEST';
  const to = { name: `${client.firstName} ${client.lastName}`.trim(), email: client.email };
  const ics = buildAppointmentIcs({
    method,
    status: cancelling ? 'CANCELLED' : 'CONFIRMED',
    appointmentId: s.registration.registrationId,
    uidDomain: s.uidDomain,
    sequence: s.sequence,
    stampedAt: s.stampedAt,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    summary: `${event.name} (${practice.name})`,
    description: cancelling ? intro : `${intro}\n${registrationUrl}`,
    location: event.location,
    url: registrationUrl,
    organizer: s.practitioner,
    attendee: to,
  });
  return { template: EVENT_REGISTRATION_TEMPLATES[kind], to, replyTo: s.practitioner, subject, text, html, ics: { method, content: ics }, registrationUrl };
};
