// Sends one text about an appointment (its reminder, its confirmation sent again) and records it
// on the appointment's stream: TextRequested under the text's key (its idempotency key) before
// the provider is called, then TextSent or TextFailed. Each event's id derives from the key, so
// a second process doing the same records it once; a request whose answer never came is sent
// again under the same key (the texter looks for it first).
import { Inject, Injectable } from '@nestjs/common';
import { appointmentStreamId, type ExistingAppointment } from '#app/appointments';
import { metadataFor, type Actor } from '#app/es';
import { streamEnd } from '#app/es-runtime';
import type { EventStore, LogPosition, RecordedEvent } from '#app/eventstore';
import type { Texter } from '#app/integrations';
import { appointmentTextState, nameBasedUuid, recordTextOutcome, startAppointmentText, type AppointmentTextType, type TextEvent, type TextOutcome } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { Clock } from '../infrastructure/clock.js';
import { TEXTER } from './texter.js';

// A fixed namespace for the ids of appointment text events (first used by reminders); never change it.
const APPOINTMENT_TEXT_NAMESPACE = '3a8f0c2e-5b7d-4e19-8c6a-9d2e1f4b7a03';

export interface AppointmentText {
  key: string;
  type: AppointmentTextType;
  body: string;
  /** Who the history names as sending it. */
  actor: Actor;
}

@Injectable()
export class AppointmentTexts {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(TEXTER) private readonly texter: Texter,
    private readonly clock: Clock,
  ) {}

  /** `stream`: the appointment's events as read just before (the open request, if any, is among them). */
  async send(appointment: ExistingAppointment, stream: RecordedEvent[], text: AppointmentText, now: Date): Promise<{ outcome: TextOutcome; position: LogPosition | null }> {
    const recipient = { kind: 'clientRecord' as const, clientId: appointment.client.clientId };
    const start = startAppointmentText(appointmentTextState(stream, text.key), { key: text.key, type: text.type, recipient, to: appointment.client.phone.trim(), body: text.body, now });
    await this.record(appointment, text, 'requested', start.events);
    const answer = await this.texter.send({ messageId: text.key, to: start.text.to, body: start.text.body, earlierAttemptAt: start.repeat ? new Date(start.text.requestedAt) : undefined });
    const outcome: TextOutcome = answer.outcome === 'sent' ? { ...answer, sentVia: this.texter.kind } : answer;
    // The state with this request open, whoever recorded it (this pass, or an earlier one).
    const open = { ...appointmentTextState(stream, text.key), open: start.text };
    await this.record(appointment, text, 'answer', recordTextOutcome(open, start.text, outcome));
    return { outcome, position: await streamEnd(this.store, appointmentStreamId(appointment.appointmentId)) };
  }

  /** Appends with an id derived from the key: a second process's same append is recorded once. */
  private async record(appointment: ExistingAppointment, text: AppointmentText, step: 'requested' | 'answer', events: TextEvent[]): Promise<void> {
    if (!events.length) return;
    const ctx = { actor: text.actor, now: this.clock.now(), commandId: text.key, correlationId: text.key };
    await this.store.appendToStream(
      appointmentStreamId(appointment.appointmentId),
      'any',
      events.map((event) => {
        const eventId = nameBasedUuid(APPOINTMENT_TEXT_NAMESPACE, `${text.key}|${step}`);
        return { eventId, type: event.type, data: event.data as unknown as Record<string, unknown>, metadata: { ...metadataFor(ctx, appointment.practiceId, eventId) } };
      }),
    );
  }
}
