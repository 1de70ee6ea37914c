// One message for a change to several sessions of a recurring series: the series booked
// (confirmed), moved, or cancelled from one session on. It lists the sessions that are not over,
// each linking to its own page, and carries one calendar entry per session under that session's
// own UID and SEQUENCE, so later messages about one session update exactly its entry. Pure.
import type { AppointmentRequestedData } from '#app/appointments';
import { calendarEventFor } from './appointment-calendar-event.js';
import { appointmentDetailsHtml, appointmentDetailsText, type LocationPlace } from './appointment-details.js';
import { buildCalendarIcs, type IcsMethod, type IcsStatus, type Person } from './appointment-ics.js';
import type { ComposedMessage } from './compose-appointment-messages.js';
import { renderMessage, type TemplateName } from './message-templates.js';
import { escapeHtml, type TemplateVariables } from './render-template.js';
import { buildTemplateVariables, clientAppointmentUrl, formatAppointmentTime, type Practitioner } from './template-variables.js';

export type SeriesChange = 'confirmed' | 'moved' | 'cancelled';

export interface SeriesSession {
  appointment: AppointmentRequestedData;
  /** The session stream's revision at this change: its calendar entry's SEQUENCE. */
  sequence: number;
  /** Where a moved session was before. */
  previousStartsAt?: string | null;
}

export interface SeriesMessageSources {
  change: SeriesChange;
  /** In the series' order. */
  sessions: SeriesSession[];
  /** When the change happened (DTSTAMP). */
  occurredAt: string;
  practitioner: Practitioner;
  place?: LocationPlace | null;
  baseUrl: string;
  uidDomain: string;
  now: Date;
}

const plans: Record<SeriesChange, { template: TemplateName; method: IcsMethod; status: IcsStatus }> = {
  confirmed: { template: 'series_confirmed', method: 'REQUEST', status: 'CONFIRMED' },
  moved: { template: 'series_moved', method: 'REQUEST', status: 'CONFIRMED' },
  cancelled: { template: 'series_cancelled', method: 'CANCEL', status: 'CANCELLED' },
};

const sessionLines = (change: SeriesChange, sessions: SeriesSession[], baseUrl: string) => {
  const items = sessions.map(({ appointment, previousStartsAt }) => {
    const when = formatAppointmentTime(appointment.startsAt, appointment.timeZone);
    const was = change === 'moved' && previousStartsAt ? formatAppointmentTime(previousStartsAt, appointment.timeZone) : null;
    const url = clientAppointmentUrl(baseUrl, appointment.instantActionToken);
    if (change === 'cancelled') return { text: `- ${when}`, html: `<li>${escapeHtml(when)}</li>` };
    return {
      text: `- ${when}${was ? ` (was ${was})` : ''}: ${url}`,
      html: `<li><a href="${escapeHtml(url)}">${escapeHtml(when)}</a>${was ? ` (was <s>${escapeHtml(was)}</s>)` : ''}</li>`,
    };
  });
  return { text: items.map((i) => i.text).join('\n'), html: `<ul>\n${items.map((i) => i.html).join('\n')}\n</ul>` };
};

/** The one message to the client (none when every session is over or the client has no e-mail). */
export const composeSeriesMessages = (sources: SeriesMessageSources): ComposedMessage[] => {
  const sessions = sources.sessions.filter((s) => Date.parse(s.appointment.endsAt) > sources.now.getTime());
  const [first] = sessions;
  if (!first?.appointment.client.email) return [];
  const plan = plans[sources.change];
  const variables: TemplateVariables = { ...buildTemplateVariables({ ...sources, appointment: first.appointment }), 'series.session_count': String(sessions.length) };
  const list = sessionLines(sources.change, sessions, sources.baseUrl);
  const blocks = {
    text: { 'appointment.details': appointmentDetailsText(first.appointment, sources.place), 'series.sessions': list.text },
    html: { 'appointment.details': appointmentDetailsHtml(first.appointment, sources.place), 'series.sessions': list.html },
  };
  const client: Person = { name: variables['client.display_name'], email: first.appointment.client.email };
  const pro: Person = { name: sources.practitioner.name, email: sources.practitioner.email };
  const events = sessions.map(({ appointment, sequence }) =>
    calendarEventFor({
      appointment,
      place: sources.place,
      status: plan.status,
      sequence,
      stampedAt: sources.occurredAt,
      uidDomain: sources.uidDomain,
      serviceName: variables['appointment.service_name'],
      link: clientAppointmentUrl(sources.baseUrl, appointment.instantActionToken),
      organizer: pro,
      attendee: client,
    }),
  );
  return [
    {
      template: plan.template,
      recipient: 'client',
      to: client,
      replyTo: pro,
      ...renderMessage(plan.template, variables, blocks),
      ics: { method: plan.method, content: buildCalendarIcs(plan.method, events) },
    },
  ];
};
