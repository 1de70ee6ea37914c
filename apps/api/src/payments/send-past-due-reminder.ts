// One past-due reminder, decided on the appointment's stream: whatever the read model said, the
// e-mail goes only if, now, the practice has it on, the minutes have passed, the appointment is
// confirmed and still owes money, and its stream records no past-due e-mail yet. Its EmailSent id
// derives from the appointment (and the template and address), so the store records it once even
// when two runners send it at the same moment; in this process the two take turns per appointment,
// so the second sees the first's record and sends nothing. Across processes the narrow window left
// sends at most a repeat with the same Message-ID (see SentEmails). The past-due text is its
// sibling, SendPastDueText.
import { Inject, Injectable } from '@nestjs/common';
import { appointmentStreamId } from '#app/appointments';
import { KeyedLock, streamEnd } from '#app/es-runtime';
import type { EventStore, LogPosition } from '#app/eventstore';
import { composePastDueReminder, decidePastDueEmail, PAST_DUE_EMAIL_TEMPLATE, type PastDueDecision } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { MESSAGING_SETTINGS, type MessagingSettings } from '../messaging/messaging-settings.js';
import { SentEmails } from '../messaging/sent-emails.js';
import { loadBilledAppointment, loadBillingPractice } from './invoices/billed-appointment.js';
import { clientMailOn, toOutgoing } from './invoices/client-mail.js';

/** The cause every past-due e-mail of an appointment derives its id from: one, ever. */
export const pastDueCauseId = (appointmentId: string): string => `past-due-email:${appointmentId}`;

export interface PastDueOutcome {
  decision: PastDueDecision | { send: false; reason: 'no appointment' };
  /** Where what it recorded ends in the log (null when it sent nothing). */
  position: LogPosition | null;
}

const turns = new KeyedLock();

@Injectable()
export class SendPastDueReminder {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly sent: SentEmails,
  ) {}

  remind(appointmentId: string, now: Date): Promise<PastDueOutcome> {
    return turns.run(appointmentId, () => this.decideAndSend(appointmentId, now));
  }

  private async decideAndSend(appointmentId: string, now: Date): Promise<PastDueOutcome> {
    const { appointment, payment, stream, recordedIds } = await loadBilledAppointment(this.store, appointmentId);
    if (appointment.status === 'none') return { decision: { send: false, reason: 'no appointment' }, position: null };
    const practice = await loadBillingPractice(this.store, appointment.practiceId);
    const alreadySent = stream.some((e) => e.type === 'EmailSent' && (e.data as { template?: string }).template === PAST_DUE_EMAIL_TEMPLATE);
    const decision = decidePastDueEmail({ appointment, payment, settings: practice.settings, alreadySent, now });
    if (!decision.send) return { decision, position: null };
    const mail = composePastDueReminder({
      appointment,
      amountDueCents: decision.amountDueCents,
      currency: practice.settings.currency,
      practice: { name: practice.contact.name, practitioner: practice.contact.practitioner },
      baseUrl: this.settings.publicBaseUrl,
    });
    const message = toOutgoing(mail);
    const cause = pastDueCauseId(appointment.appointmentId);
    await this.sent.sendOnce(message, clientMailOn(appointment, { id: cause, correlationId: cause }, message, recordedIds));
    return { decision, position: await streamEnd(this.store, appointmentStreamId(appointment.appointmentId)) };
  }
}
