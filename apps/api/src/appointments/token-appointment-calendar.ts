// 'Add to calendar' for a client's appointment: the same calendar entry as its e-mails' .ics
// (libs/messaging builds both), at the version of its last change, so a later e-mail about the
// appointment still updates the entry a client added; and the same entry as a Google Calendar link.
import { Inject, Injectable } from '@nestjs/common';
import { appointmentDecider, appointmentStreamId, type AppointmentEvent } from '#app/appointments';
import { fold } from '#app/es';
import type { EventStore } from '#app/eventstore';
import { buildCalendarIcs, buildTemplateVariables, calendarEventFor, type CalendarEventInput } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { occurredAt } from '../messaging/appointment-as-of.js';
import { loadMessagePractice } from '../messaging/message-practice.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from '../messaging/messaging-settings.js';
import type { AppointmentCalendarEntry } from './token-appointment.models.js';

/** 2026-03-02T15:00:00.000Z -> 20260302T150000Z */
const googleTime = (iso: string): string => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export const googleCalendarUrl = (event: Pick<CalendarEventInput, 'summary' | 'startsAt' | 'endsAt' | 'description' | 'location'>): string => {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${googleTime(event.startsAt)}/${googleTime(event.endsAt)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
};

@Injectable()
export class TokenAppointmentCalendar {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
  ) {}

  /** Null unless the appointment is still on (pending or approved). */
  async entryFor(appointmentId: string): Promise<AppointmentCalendarEntry | null> {
    const stream = await this.store.readStream(appointmentStreamId(appointmentId));
    const appointment = fold(appointmentDecider, stream.map((e) => ({ type: e.type, data: e.data }) as AppointmentEvent));
    if (appointment.status !== 'pending' && appointment.status !== 'approved') return null;
    // Recording a sent e-mail changes nothing about the appointment: the entry stands at the change before.
    const version = stream.findLast((e) => e.type !== 'EmailSent')!;
    const practice = await loadMessagePractice(this.store, appointment.practiceId);
    const variables = buildTemplateVariables({ appointment, practitioner: practice.practitioner, baseUrl: this.settings.publicBaseUrl });
    const event = calendarEventFor({
      appointment,
      place: practice.placeOf(appointment.location.locationId),
      status: appointment.status === 'approved' ? 'CONFIRMED' : 'TENTATIVE',
      sequence: Number(version.streamRevision),
      stampedAt: occurredAt(version),
      uidDomain: this.settings.domain,
      serviceName: variables['appointment.service_name'],
      link: variables['appointment.url'],
      organizer: practice.practitioner,
      attendee: { name: variables['client.display_name'], email: appointment.client.email },
    });
    return {
      fileName: `appointment-${appointmentId.slice(0, 8)}.ics`,
      ics: buildCalendarIcs('REQUEST', [event]),
      googleCalendarUrl: googleCalendarUrl(event),
    };
  }
}
