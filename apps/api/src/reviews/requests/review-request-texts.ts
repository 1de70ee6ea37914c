// Sends one review request text and records it on the client's review-request message stream
// (`reviewRequestMessages-<clientId>`): TextRequested under the text's key before the provider is
// called, then TextSent or TextFailed, each with an id derived from the key, so a replay or a
// second process records it once and an answer that never came is sent again under the same key
// (the texter looks for it first). The texts outbox lists the TextSent.
import { Inject, Injectable } from '@nestjs/common';
import { metadataFor, type Actor } from '#app/es';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import type { Texter } from '#app/integrations';
import {
  appointmentTextState, nameBasedUuid, recordTextOutcome, REVIEW_REQUEST_TEXT_TYPE, startAppointmentText,
  type AppointmentTextType, type TextEvent, type TextOutcome,
} from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { Clock } from '../../infrastructure/clock.js';
import { TEXTER } from '../../messaging/texter.js';

// A fixed namespace for the ids of review request text events; never change it.
const REVIEW_TEXT_NAMESPACE = '6c1d2e9a-4f37-4b8e-a0d5-7e3b9c2f1a64';
const textsActor: Actor = { kind: 'system', id: 'texts', name: 'Texts' };

export const reviewRequestMessagesStreamId = (clientId: string): string => `reviewRequestMessages-${clientId}`;

@Injectable()
export class ReviewRequestTexts {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(TEXTER) private readonly texter: Texter,
    private readonly clock: Clock,
  ) {}

  /** `stream`: the client's message stream as read just before. Nothing when the key's answer is recorded. */
  async sendOnce(text: { key: string; practiceId: string; clientId: string; to: string; body: string }, stream: RecordedEvent[]): Promise<TextOutcome | null> {
    const state = appointmentTextState(stream, text.key);
    if (state.requested > 0 && !state.open) return null;
    const recipient = { kind: 'clientRecord' as const, clientId: text.clientId };
    const type: AppointmentTextType = REVIEW_REQUEST_TEXT_TYPE;
    const start = startAppointmentText(state, { key: text.key, type, recipient, to: text.to, body: text.body, now: this.clock.now() });
    await this.record(text, 'requested', start.events);
    const answer = await this.texter.send({ messageId: text.key, to: start.text.to, body: start.text.body, earlierAttemptAt: start.repeat ? new Date(start.text.requestedAt) : undefined });
    const outcome: TextOutcome = answer.outcome === 'sent' ? { ...answer, sentVia: this.texter.kind } : answer;
    await this.record(text, 'answer', recordTextOutcome({ ...state, open: start.text }, start.text, outcome));
    return outcome;
  }

  private async record(text: { key: string; practiceId: string; clientId: string }, step: 'requested' | 'answer', events: TextEvent[]): Promise<void> {
    if (!events.length) return;
    const ctx = { actor: textsActor, now: this.clock.now(), commandId: text.key, correlationId: text.key };
    await this.store.appendToStream(
      reviewRequestMessagesStreamId(text.clientId),
      'any',
      events.map((event) => {
        const eventId = nameBasedUuid(REVIEW_TEXT_NAMESPACE, `${text.key}|${step}`);
        return { eventId, type: event.type, data: event.data as unknown as Record<string, unknown>, metadata: { ...metadataFor(ctx, text.practiceId, eventId) } };
      }),
    );
  }
}
