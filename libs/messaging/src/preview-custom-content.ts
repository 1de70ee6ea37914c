// The live preview of the pro's own content (spec 002 §2 Custom content): the e-mail as the client
// would get it, rendered by the same composers that send it, for a real upcoming appointment of
// the practice, or for an example appointment when the practice has none yet. Pure.
import { DateTime } from 'luxon';
import type { ExistingAppointment, LocationSnapshot } from '#app/appointments';
import type { LocationPlace } from './appointment-details.js';
import { composeAppointmentMessages } from './compose-appointment-messages.js';
import { composeAppointmentReminder } from './compose-appointment-reminder.js';
import type { Practitioner } from './template-variables.js';

export type PreviewableTemplate = 'appointment_confirmed' | 'appointment_reminder';

export interface PreviewSources {
  template: PreviewableTemplate;
  /** The content typed (checked by the caller), null for the default. */
  customContent: string | null;
  appointment: ExistingAppointment;
  practitioner: Practitioner;
  place: LocationPlace | null;
  baseUrl: string;
  now: Date;
}

export interface PreviewedEmail {
  subject: string;
  text: string;
  html: string;
}

export const previewCustomContent = ({ template, customContent, appointment, practitioner, place, baseUrl, now }: PreviewSources): PreviewedEmail => {
  // A client the pro booked by phone only still shows what an e-mail would say.
  const shown = appointment.client.email ? appointment : { ...appointment, client: { ...appointment.client, email: 'client@example.com' } };
  if (template === 'appointment_reminder') {
    const { subject, text, html } = composeAppointmentReminder({ appointment: shown, practitioner, baseUrl, place, customContent });
    return { subject, text, html };
  }
  const [confirmation] = composeAppointmentMessages({
    event: { eventId: 'preview', type: 'AppointmentAccepted', data: { appointmentId: shown.appointmentId, acceptedBy: 'pro' }, streamRevision: 1, occurredAt: now.toISOString() },
    appointment: { ...shown, practitionerNote: shown.practitionerNote, series: shown.series },
    practitioner,
    place,
    customContent: customContent ? { appointment_confirmed: customContent } : {},
    autoAccepted: false,
    baseUrl,
    uidDomain: 'preview.invalid',
    now,
  });
  return { subject: confirmation.subject, text: confirmation.text, html: confirmation.html };
};

/** An appointment to preview with when the practice has no upcoming one: tomorrow at 10:00 in its zone. */
export const exampleAppointment = (practice: {
  practiceId: string;
  timeZone: string;
  service: { serviceId: string; name: string; timeLength: number; amountCents: number } | null;
  location: LocationSnapshot | null;
}, now: Date): ExistingAppointment => {
  const startsAt = DateTime.fromJSDate(now, { zone: practice.timeZone }).plus({ days: 1 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 }).toJSDate();
  const minutes = practice.service?.timeLength ?? 60;
  const amountCents = practice.service?.amountCents ?? 0;
  return {
    status: 'approved',
    appointmentId: '00000000-0000-4000-8000-000000000000',
    practiceId: practice.practiceId,
    instantActionToken: 'example',
    client: { clientId: 'example', firstName: 'Alex', lastName: 'Example', email: 'alex@example.com', phone: '' },
    services: [{ serviceId: practice.service?.serviceId ?? 'example', name: practice.service?.name ?? 'Your service', timeLength: minutes, amountCents, addOn: false }],
    location: practice.location ?? { locationId: 'example', name: 'Your location', kind: 'office', timeZone: practice.timeZone },
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + minutes * 60_000).toISOString(),
    timeZone: practice.location?.timeZone ?? practice.timeZone,
    amountCents,
    bookedBy: 'client',
    source: 'web',
    practitionerNote: null,
    series: null,
    seriesId: null,
    acceptedBy: 'pro',
  };
};
