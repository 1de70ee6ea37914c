// The reminder e-mail to the client: the service, the practitioner and the start in the
// appointment's zone, with the link to their appointment page. Pure: the caller decided it is due.
import type { ExistingAppointment } from '#app/appointments';
import { appointmentDetailsHtml, appointmentDetailsText } from './appointment-details.js';
import type { LocationPlace } from './appointment-details.js';
import type { Person } from './appointment-ics.js';
import { REMINDER_EMAIL_TEMPLATE } from './appointment-reminder.js';
import { renderMessage, type RenderedMessage } from './message-templates.js';
import { buildTemplateVariables, type Practitioner } from './template-variables.js';

export interface AppointmentReminderMail extends RenderedMessage {
  template: typeof REMINDER_EMAIL_TEMPLATE;
  to: Person;
  replyTo: Person;
}

export const composeAppointmentReminder = ({
  appointment,
  practitioner,
  baseUrl,
  place = null,
  customContent = null,
}: {
  appointment: ExistingAppointment;
  practitioner: Practitioner;
  baseUrl: string;
  /** Where the appointment's location is (null: as booked). */
  place?: LocationPlace | null;
  /** The pro's own opening (spec 002 §3 customContent), null for the default. */
  customContent?: string | null;
}): AppointmentReminderMail => {
  const variables = buildTemplateVariables({ appointment, practitioner, baseUrl });
  return {
    template: REMINDER_EMAIL_TEMPLATE,
    to: { name: variables['client.display_name'], email: appointment.client.email },
    replyTo: { name: variables['practitioner.full_name'], email: practitioner.email },
    ...renderMessage(REMINDER_EMAIL_TEMPLATE, variables, {
      text: { 'appointment.details': appointmentDetailsText(appointment, place) },
      html: { 'appointment.details': appointmentDetailsHtml(appointment, place) },
    }, customContent),
  };
};
