// The past-due reminder to the client: friendly, with the amount still owed, the appointment, and
// the link to their appointment page, where they pay. Pure: the caller decided it is due.
import type { ExistingAppointment } from '#app/appointments';
import { formatCents } from '#app/payments';
import type { Currency } from '#app/practice';
import type { Person } from './appointment-ics.js';
import { renderMessage, type RenderedMessage } from './message-templates.js';
import type { TemplateVariables } from './render-template.js';
import { PAST_DUE_EMAIL_TEMPLATE } from './past-due-reminder.js';
import { buildTemplateVariables, type Practitioner } from './template-variables.js';

export interface PastDueReminderSources {
  appointment: ExistingAppointment;
  amountDueCents: number;
  currency: Currency;
  practice: { name: string; practitioner: Practitioner };
  baseUrl: string;
}

export interface PastDueReminderMail extends RenderedMessage {
  template: typeof PAST_DUE_EMAIL_TEMPLATE;
  to: Person;
  replyTo: Person;
}

export const composePastDueReminder = ({ appointment, amountDueCents, currency, practice, baseUrl }: PastDueReminderSources): PastDueReminderMail => {
  const variables: TemplateVariables = {
    ...buildTemplateVariables({ appointment, practitioner: practice.practitioner, baseUrl }),
    'practice.name': practice.name,
    'payment.amount_due': `${formatCents(amountDueCents)} ${currency}`,
  };
  return {
    template: PAST_DUE_EMAIL_TEMPLATE,
    to: { name: variables['client.display_name'], email: appointment.client.email },
    replyTo: { name: variables['practitioner.full_name'], email: practice.practitioner.email },
    ...renderMessage(PAST_DUE_EMAIL_TEMPLATE, variables),
  };
};
