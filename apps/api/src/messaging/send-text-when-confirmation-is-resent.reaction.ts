// resendProAppointmentConfirmation by text (spec 001 §7): for each ConfirmationResent with
// sendTo 'sms', texts the client the confirmation with the link to their appointment page and
// records it on the appointment's stream (its history shows the text and the provider's answer).
// The text's key derives from the event, so a replay or a second runner texts it once.
import { Inject, Injectable } from '@nestjs/common';
import { defineReaction, type ReactionDefinition } from '#app/es';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import { composeConfirmationText, CONFIRMATION_TEXT_TYPE } from '#app/messaging';
import { KeyedLock } from '#app/es-runtime';
import { EVENT_STORE } from '#app/persistence';
import { loadBilledAppointment, loadBillingPractice } from '../payments/invoices/billed-appointment.js';
import { Clock } from '../infrastructure/clock.js';
import { AppointmentTexts } from './appointment-texts.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from './messaging-settings.js';

const textsActor = { kind: 'system' as const, id: 'texts', name: 'Texts' };
const turns = new KeyedLock();

@Injectable()
export class SendTextWhenConfirmationIsResent {
  readonly reaction: ReactionDefinition = defineReaction({
    name: 'send-confirmation-texts',
    eventTypes: ['ConfirmationResent'],
    // A first deployment onto an existing log must not text anyone about old requests.
    firstRun: 'end-of-log',
    react: (event) => this.react(event),
  });

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly texts: AppointmentTexts,
    private readonly clock: Clock,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    const data = event.data as { appointmentId?: string; sendTo?: string };
    if (data.sendTo !== 'sms') return;
    await turns.run(String(data.appointmentId), async () => {
      const { appointment, stream } = await loadBilledAppointment(this.store, data.appointmentId);
      if (appointment.status === 'none' || !appointment.client.phone.trim()) return;
      const key = `confirmation-text:${event.eventId}`;
      if (stream.some((e) => (e.type === 'TextSent' || e.type === 'TextFailed') && (e.data as { idempotencyKey?: string }).idempotencyKey === key)) return;
      const practice = await loadBillingPractice(this.store, appointment.practiceId);
      const body = composeConfirmationText({ appointment, practitioner: practice.contact.practitioner, baseUrl: this.settings.publicBaseUrl });
      await this.texts.send(appointment, stream, { key, type: CONFIRMATION_TEXT_TYPE, body, actor: textsActor }, this.clock.now());
    });
  }
}
