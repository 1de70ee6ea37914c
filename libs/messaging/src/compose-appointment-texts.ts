// The texts about an appointment: short (one SMS segment where it can be), the start in the
// appointment's zone. Pure: the caller decided the text goes.
import { DateTime } from 'luxon';
import type { ExistingAppointment } from '#app/appointments';
import { formatCents } from '#app/payments';
import type { Currency } from '#app/practice';
import { buildTemplateVariables, clientAppointmentUrl, type Practitioner } from './template-variables.js';

export const composeReminderText = ({ appointment, practitioner }: { appointment: ExistingAppointment; practitioner: Practitioner }): string => {
  const v = buildTemplateVariables({ appointment, practitioner, baseUrl: '' });
  return `Reminder: ${v['appointment.service_name']} with ${v['practitioner.full_name']} on ${v['appointment.date_and_time']}.`;
};

/** The confirmation the pro sends again by text, with the link to the client's appointment page. */
export const composeConfirmationText = ({ appointment, practitioner, baseUrl }: { appointment: ExistingAppointment; practitioner: Practitioner; baseUrl: string }): string => {
  const v = buildTemplateVariables({ appointment, practitioner, baseUrl });
  return `Confirmed: ${v['appointment.service_name']} with ${v['practitioner.full_name']} on ${v['appointment.date_and_time']}. Details: ${v['appointment.url']}`;
};

/**
 * The payment past-due reminder by text: who asks, what is owed in the practice's currency, and the
 * client's appointment page, where they pay. The day alone (in the appointment's zone) names the
 * visit: the full start would push the text past one segment.
 */
export const composePastDueText = ({ appointment, amountDueCents, currency, practiceName, baseUrl }: { appointment: ExistingAppointment; amountDueCents: number; currency: Currency; practiceName: string; baseUrl: string }): string => {
  const day = DateTime.fromISO(appointment.startsAt, { zone: appointment.timeZone }).setLocale('en-US').toFormat('LLL d');
  return `${practiceName.trim()}: ${formatCents(amountDueCents)} ${currency} is still due for your visit on ${day}. Pay here: ${clientAppointmentUrl(baseUrl, appointment.instantActionToken)}`;
};
