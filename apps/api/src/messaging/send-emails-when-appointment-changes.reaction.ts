// Sends the messages an appointment event calls for and records each as EmailSent on the
// appointment's stream. Sending is AT LEAST ONCE: if the process dies after the mail server
// accepted a message but before EmailSent was appended, the event is handled again and that one
// message goes out a second time (with the same Message-ID, so many servers drop it). Recording
// is exactly once: EmailSent's id is derived from (causing event, template, recipient), a repeat
// append returns the first result, and a message already recorded is not sent again.
import { Inject, Injectable } from '@nestjs/common';
import type {
  AppointmentDetailsChangedData,
  AppointmentRequestedData,
  AppointmentRescheduledData,
  EmailSentData,
} from '#app/appointments';
import { defineReaction, loadState, metadataFor, type ReactionDefinition } from '#app/es';
import type { RecordedEvent } from '#app/eventstore';
import type { Mailer } from '#app/integrations';
import { composeAppointmentMessages, emailSentEventId, messageIdFor, MESSAGE_CAUSING_EVENTS, type ComposedMessage } from '#app/messaging';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { Clock } from '../infrastructure/clock.js';
import type { Persistence } from '../infrastructure/persistence.js';
import { PERSISTENCE } from '../infrastructure/tokens.js';
import { MAILER, MESSAGING_SETTINGS, type MessagingSettings } from './messaging-settings.js';

const appointmentAsOf = (requested: AppointmentRequestedData, stream: RecordedEvent[], revision: bigint) => {
  let appointment = requested;
  let approved = false;
  for (const e of stream) {
    if (e.streamRevision > revision) break;
    if (e.type === 'AppointmentAccepted') approved = true;
    if (e.type === 'AppointmentRescheduled') {
      const moved = e.data as unknown as AppointmentRescheduledData;
      appointment = { ...appointment, startsAt: moved.startsAt, endsAt: moved.endsAt };
    }
    if (e.type === 'AppointmentDetailsChanged') {
      const { services, amountCents, location, timeZone } = e.data as unknown as AppointmentDetailsChangedData;
      appointment = { ...appointment, services, amountCents, location, timeZone };
    }
  }
  return { appointment, approved };
};

const messagingActor = { kind: 'system' as const, id: 'messaging', name: 'E-mail' };

@Injectable()
export class SendEmailsWhenAppointmentChanges {
  readonly reaction: ReactionDefinition = defineReaction({
    name: 'send-appointment-emails',
    eventTypes: MESSAGE_CAUSING_EVENTS,
    // A first deployment onto an existing log must not mail everyone about old appointments.
    firstRun: 'end-of-log',
    react: (event) => this.react(event),
  });

  constructor(
    @Inject(PERSISTENCE) private readonly persistence: Persistence,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly clock: Clock,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    const store = this.persistence.store;
    const stream = await store.readStream(event.streamId);
    const requestIndex = stream.findIndex((e) => e.type === 'AppointmentRequested');
    if (requestIndex < 0) return; // not an appointment stream we know: nothing to tell anyone
    const requested = stream[requestIndex].data as unknown as AppointmentRequestedData;
    const next = stream[requestIndex + 1];
    // The appointment as it stood right after the causing event: later moves and changes folded in.
    const { appointment, approved } = appointmentAsOf(requested, stream, event.streamRevision);
    if (event.type === 'AppointmentRescheduled' && !approved) return; // a pending request is still only a request
    const practice = (await loadState(store, practiceStreamId(appointment.practiceId), practiceDecider)).state;
    if (practice.status === 'none') throw new Error(`Practice ${appointment.practiceId} of ${event.streamId} not found`);
    const messages = composeAppointmentMessages({
      event: {
        eventId: event.eventId,
        type: event.type,
        data: event.data,
        streamRevision: Number(event.streamRevision),
        occurredAt: String(event.metadata.occurredAt ?? event.recordedAt),
      },
      appointment,
      practitioner: { name: practice.practice.owner.name, email: practice.practice.owner.email },
      autoAccepted: next?.type === 'AppointmentAccepted' && next.data.acceptedBy === 'auto',
      baseUrl: this.settings.publicBaseUrl,
      uidDomain: this.settings.domain,
      now: this.clock.now(),
    });
    const recorded = new Set(stream.map((e) => e.eventId));
    for (const message of messages) {
      const eventId = emailSentEventId(event.eventId, message.template, message.to.email);
      if (recorded.has(eventId)) continue;
      await this.sendAndRecord(event, appointment, message, eventId);
    }
  }

  private async sendAndRecord(cause: RecordedEvent, appointment: AppointmentRequestedData, message: ComposedMessage, eventId: string) {
    const messageId = messageIdFor(eventId, this.settings.domain);
    await this.mailer.send({
      messageId,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      calendar: message.ics,
    });
    const data: EmailSentData = {
      appointmentId: appointment.appointmentId,
      messageId,
      to: message.to.email,
      subject: message.subject,
      template: message.template,
      text: message.text,
      html: message.html,
      ics: message.ics.content,
      sentVia: this.mailer.kind,
      causationEventId: cause.eventId,
    };
    const correlationId = String(cause.metadata.correlationId ?? cause.eventId);
    const ctx = { actor: messagingActor, now: this.clock.now(), commandId: cause.eventId, correlationId };
    // 'any': recording a message never depends on the appointment's state. A pro's command that
    // loaded the stream just before this append conflicts once and re-decides (handleCommand).
    await this.persistence.store.appendToStream(cause.streamId, 'any', [
      { eventId, type: 'EmailSent', data: { ...data }, metadata: { ...metadataFor(ctx, appointment.practiceId, eventId) } },
    ]);
  }
}
