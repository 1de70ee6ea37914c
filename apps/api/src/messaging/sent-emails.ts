// Sends one message and records it as an event with a deterministic id, skipping a message the
// stream already records. Sending is AT LEAST ONCE: if the process dies after the mail server
// accepted a message but before the event was appended, the cause is handled again and the
// message goes out a second time (with the same Message-ID, so many servers drop it). Recording
// is exactly once: the id is derived from (causing event, template, recipient), and a repeat
// append of the same id returns the first result.
import { Inject, Injectable } from '@nestjs/common';
import { metadataFor } from '#app/es';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import type { MailerKind, MailMessage, Mailer } from '#app/integrations';
import { emailSentEventId, messageIdFor } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { Clock } from '../infrastructure/clock.js';
import { MAILER, MESSAGING_SETTINGS, type MessagingSettings } from './messaging-settings.js';
import type { SendPace } from './send-pace.js';

const messagingActor = { kind: 'system' as const, id: 'messaging', name: 'E-mail' };

export interface OutgoingMessage extends Omit<MailMessage, 'messageId'> {
  template: string;
}

export interface Recording {
  /** The stream the message is recorded on, with the ids it holds already. */
  streamId: string;
  recordedIds: ReadonlySet<string>;
  practiceId: string;
  /** What caused it: an event, or a command (a pro's "Send invoice") or a job's deterministic id. */
  cause: Pick<RecordedEvent, 'eventId' | 'metadata'>;
  /** The event that says it was sent. */
  event: (sent: { messageId: string; sentVia: MailerKind }) => { type: string; data: Record<string, unknown> };
}

@Injectable()
export class SentEmails {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly clock: Clock,
  ) {}

  /** `pace`: waited for just before a message that is not recorded yet goes out. */
  async sendOnce(message: OutgoingMessage, recording: Recording, pace?: SendPace): Promise<void> {
    const { cause } = recording;
    const eventId = emailSentEventId(cause.eventId, message.template, message.to.email);
    if (recording.recordedIds.has(eventId)) return;
    await pace?.turn();
    const messageId = messageIdFor(eventId, this.settings.domain);
    const { template: _template, ...mail } = message;
    await this.mailer.send({ messageId, ...mail });
    const { type, data } = recording.event({ messageId, sentVia: this.mailer.kind });
    const correlationId = String(cause.metadata.correlationId ?? cause.eventId);
    const ctx = { actor: messagingActor, now: this.clock.now(), commandId: cause.eventId, correlationId };
    // 'any': recording a message never depends on the stream's state. A pro's command that loaded
    // the stream just before this append conflicts once and re-decides (handleDecision).
    await this.store.appendToStream(recording.streamId, 'any', [{ eventId, type, data, metadata: { ...metadataFor(ctx, recording.practiceId, eventId) } }]);
  }
}
