// Sends the messages an appointment event calls for and records each as EmailSent on the
// appointment's stream (at least once sent, exactly once recorded: see SentEmails). A series is
// told in one message per command: its booking from SeriesScheduled, and a move or cancellation
// of several sessions by the group's leader (SeriesEmails); a session changed alone, or a single
// appointment, gets its own messages.
import { Inject, Injectable } from '@nestjs/common';
import { virtualMeetingOn } from '#app/appointments';
import { defineReaction, type ReactionDefinition } from '#app/es';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import { composeAppointmentMessages, confirmedWithSeries, MESSAGE_CAUSING_EVENTS, SERIES_GROUPED_EVENTS, withMeetingLink } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { Clock } from '../infrastructure/clock.js';
import { appointmentAfterAppend, correlationOf, occurredAt } from './appointment-as-of.js';
import { emailSentOn, toMail } from './appointment-mail.js';
import { loadMessagePractice } from './message-practice.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from './messaging-settings.js';
import { SentEmails } from './sent-emails.js';
import { SeriesEmails } from './series-emails.js';
import { withSettledVirtualMeeting } from './settled-virtual-meeting.js';

@Injectable()
export class SendEmailsWhenAppointmentChanges {
  readonly reaction: ReactionDefinition = defineReaction({
    name: 'send-appointment-emails',
    eventTypes: [...MESSAGE_CAUSING_EVENTS, 'SeriesScheduled'],
    // A first deployment onto an existing log must not mail everyone about old appointments.
    firstRun: 'end-of-log',
    react: (event) => this.react(event),
  });

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly sent: SentEmails,
    private readonly series: SeriesEmails,
    private readonly clock: Clock,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    if (event.type === 'SeriesScheduled') return this.series.confirm(event);
    const stream = await this.store.readStream(event.streamId);
    const [requested] = stream;
    if (requested?.type !== 'AppointmentRequested') return; // not an appointment stream we know: nothing to tell anyone
    const appointment = appointmentAfterAppend(stream, event.transactionId);
    if (appointment.status === 'none') return;
    if (event.type === 'AppointmentRescheduled' && !appointment.acceptedBy) return; // a pending request is still only a request
    if (confirmedWithSeries(appointment, { correlationId: correlationOf(requested) }, { type: event.type, correlationId: correlationOf(event) })) return;
    if (SERIES_GROUPED_EVENTS.includes(event.type) && (await this.series.changed(event, appointment, stream))) return;
    // At once: their reads of the practice's streams go to the store together.
    const [practice, withMeeting] = await Promise.all([
      loadMessagePractice(this.store, appointment.practiceId),
      withSettledVirtualMeeting(this.store, stream, appointment.practiceId, appointment.appointmentId),
    ]);
    const messages = composeAppointmentMessages({
      event: { eventId: event.eventId, type: event.type, data: event.data, streamRevision: Number(event.streamRevision), occurredAt: occurredAt(event) },
      appointment,
      practitioner: practice.practitioner,
      // The generated meeting's link when the stream has one (video conferencing), else the location's.
      place: withMeetingLink(practice.placeOf(appointment.location.locationId), virtualMeetingOn(withMeeting)),
      customContent: practice.customContent,
      autoAccepted: stream[1]?.type === 'AppointmentAccepted' && stream[1].data.acceptedBy === 'auto',
      baseUrl: this.settings.publicBaseUrl,
      uidDomain: this.settings.domain,
      now: this.clock.now(),
    });
    const recordedIds = new Set(withMeeting.map((e) => e.eventId));
    for (const message of messages) await this.sent.sendOnce(toMail(message), emailSentOn(appointment, event, message, recordedIds));
  }
}
