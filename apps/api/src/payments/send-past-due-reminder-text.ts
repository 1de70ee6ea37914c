// One past-due text, decided on the appointment's stream: whatever the read model said, it goes
// only if, now, the practice has the text on, its minutes have passed, the appointment is
// confirmed and still owes money, the client has a phone, and the stream records no answer under
// the text's key (past-due-text:<appointment>). It goes through the texts port (AppointmentTexts),
// recorded under that key: once even when two processes send it; in this process the two take
// turns per appointment, so the second sees the first's record and sends nothing.
import { Inject, Injectable } from '@nestjs/common';
import { KeyedLock } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { composePastDueText, decidePastDueText, PAST_DUE_TEXT_TYPE, pastDueTextKey, pastDueTextRecorded } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { AppointmentTexts } from '../messaging/appointment-texts.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from '../messaging/messaging-settings.js';
import { loadBilledAppointment, loadBillingPractice } from './invoices/billed-appointment.js';
import type { PastDueOutcome } from './send-past-due-reminder.js';

export interface PastDueTextOutcome extends Omit<PastDueOutcome, 'decision'> {
  decision: PastDueOutcome['decision'] | { send: false; reason: 'refused' | 'no answer' };
}

const pastDueActor = { kind: 'system' as const, id: 'past-due-reminders', name: 'Payment reminders' };
const turns = new KeyedLock();

@Injectable()
export class SendPastDueText {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly texts: AppointmentTexts,
  ) {}

  remind(appointmentId: string, now: Date): Promise<PastDueTextOutcome> {
    return turns.run(appointmentId, () => this.decideAndSend(appointmentId, now));
  }

  private async decideAndSend(appointmentId: string, now: Date): Promise<PastDueTextOutcome> {
    const { appointment, payment, stream } = await loadBilledAppointment(this.store, appointmentId);
    if (appointment.status === 'none') return { decision: { send: false, reason: 'no appointment' }, position: null };
    const practice = await loadBillingPractice(this.store, appointment.practiceId);
    const alreadySent = pastDueTextRecorded(stream, appointment.appointmentId);
    const decision = decidePastDueText({ appointment, payment, settings: practice.settings, alreadySent, now });
    if (!decision.send) return { decision, position: null };
    const body = composePastDueText({
      appointment,
      amountDueCents: decision.amountDueCents,
      currency: practice.settings.currency,
      practiceName: practice.contact.name,
      baseUrl: this.settings.publicBaseUrl,
    });
    const text = { key: pastDueTextKey(appointment.appointmentId), type: PAST_DUE_TEXT_TYPE, body, actor: pastDueActor };
    const { outcome, position } = await this.texts.send(appointment, stream, text, now);
    if (outcome.outcome === 'sent') return { decision, position };
    return { decision: { send: false, reason: outcome.outcome === 'refused' ? 'refused' : 'no answer' }, position };
  }
}
