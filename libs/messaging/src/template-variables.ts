// The values a message template may use (spec 002 §3 "Email template"), plus the links the
// product's own templates need. Times are shown in the appointment's zone, never the server's.
import { DateTime } from 'luxon';
import type { AppointmentRequestedData } from '#app/appointments';
import type { TemplateVariables } from './render-template.js';
import { EMAIL_TEMPLATE_VARIABLES } from '#app/practice';

export interface Practitioner {
  name: string;
  email: string;
}

export interface VariableSources {
  appointment: AppointmentRequestedData;
  practitioner: Practitioner;
  /** The product's public address, e.g. https://book.example.com (no trailing slash needed). */
  baseUrl: string;
}

/** The variables the spec names (the practice's list, which custom content is checked against); templates may use these and the links below. */
export const SPEC_VARIABLES = EMAIL_TEMPLATE_VARIABLES;

// The last times formatted: an appointment's time goes into each message about it and its
// calendar file, and Luxon makes an Intl.DateTimeFormat for every zone name it writes (ZZZZ).
const formatted = new Map<string, string>();
const REMEMBERED = 500;

/** 'Monday, November 23, 2026 at 10:00 AM EST', in the zone the appointment happens in. */
export const formatAppointmentTime = (startsAt: string, timeZone: string): string => {
  const key = `${timeZone} ${startsAt}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = DateTime.fromISO(startsAt, { zone: timeZone }).setLocale('en-US').toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ");
    if (formatted.size >= REMEMBERED) formatted.delete(formatted.keys().next().value!);
    formatted.set(key, text);
  }
  return text;
};

/** First word and the rest: good enough for a greeting; the full name is kept as entered. */
export const splitName = (fullName: string): { first: string; last: string } => {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
};

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** The client's own page for this appointment (the unguessable link of spec 000). */
export const clientAppointmentUrl = (baseUrl: string, instantActionToken: string): string =>
  `${withoutTrailingSlash(baseUrl)}/m/c/${encodeURIComponent(instantActionToken)}`;

export const buildTemplateVariables = ({ appointment, practitioner, baseUrl }: VariableSources): TemplateVariables => {
  const { client } = appointment;
  const pro = splitName(practitioner.name);
  const services = appointment.services.filter((s) => !s.addOn);
  return {
    'client.first_name': client.firstName,
    'client.last_name': client.lastName,
    'client.display_name': `${client.firstName} ${client.lastName}`.trim(),
    'client.email': client.email,
    'client.phone': client.phone,
    'appointment.date_and_time': formatAppointmentTime(appointment.startsAt, appointment.timeZone),
    'appointment.service_name': (services.length ? services : appointment.services).map((s) => s.name).join(', '),
    'appointment.location_name': appointment.location.name,
    'appointment.url': clientAppointmentUrl(baseUrl, appointment.instantActionToken),
    'portal.url': `${withoutTrailingSlash(baseUrl)}/portal`,
    'practitioner.first_name': pro.first,
    'practitioner.last_name': pro.last,
    'practitioner.full_name': practitioner.name.trim().replace(/\s+/g, ' '),
    'practitioner.email': practitioner.email,
  };
};
