// One appointment reminder, decided on the appointment's stream: whatever the read model said, it
// goes only if, now, the practice has that reminder on, the appointment is confirmed, its due
// instant has come and its start has not, and the stream records no reminder under its id
// `reminder:<appointment>:<kind>:<startsAt>`. A moved appointment has a new start, so a new id; a
// cancelled one is not confirmed. In this process runners take turns per appointment, so the
// second sees the first's record and sends nothing.
// - E-mail: the id is the EmailSent's cause; its event id derives from it, so the store records it
//   once even when two processes send at the same moment (SentEmails).
// - Text (through the texts port, AppointmentTexts): recorded under the id (the idempotency key),
//   once even when two processes send it.
import { Inject, Injectable } from '@nestjs/common';
import { appointmentStreamId, type EmailSentData, type ExistingAppointment, virtualMeetingOn } from '#app/appointments';
import { KeyedLock, loadState, streamEnd } from '#app/es-runtime';
import type { EventStore, LogPosition, RecordedEvent } from '#app/eventstore';
import { composeAppointmentReminder, composeReminderText, decideReminder, REMINDER_EMAIL_TEMPLATE, REMINDER_TEXT_TYPE, type ReminderDecision, type ReminderKind, withMeetingLink } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { communicationSettingsDecider, communicationSettingsStreamId } from '#app/practice';
import { loadBilledAppointment, loadBillingPractice } from '../payments/invoices/billed-appointment.js';
import { clientMailOn, toOutgoing } from '../payments/invoices/client-mail.js';
import { AppointmentTexts } from './appointment-texts.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from './messaging-settings.js';
import { SentEmails } from './sent-emails.js';

export interface ReminderOutcome {
  decision: ReminderDecision | { send: false; reason: 'no appointment' | 'refused' | 'no answer' };
  /** Where what it recorded ends in the log (null when it sent nothing). */
  position: LogPosition | null;
}

const remindersActor = { kind: 'system' as const, id: 'reminders', name: 'Reminders' };
const turns = new KeyedLock();

/** The ids of the reminders of that kind the stream records (a refused text counts: not tried again). */
const recordedReminderIds = (stream: RecordedEvent[], kind: ReminderKind): Set<string> =>
  new Set(
    kind === 'email'
      ? stream.filter((e) => e.type === 'EmailSent' && (e.data as unknown as EmailSentData).template === REMINDER_EMAIL_TEMPLATE).map((e) => String((e.data as unknown as EmailSentData).causationEventId))
      : stream.filter((e) => e.type === 'TextSent' || e.type === 'TextFailed').map((e) => String((e.data as { idempotencyKey?: string }).idempotencyKey)),
  );

@Injectable()
export class SendAppointmentReminder {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly sent: SentEmails,
    private readonly texts: AppointmentTexts,
  ) {}

  remind(appointmentId: string, kind: ReminderKind, now: Date): Promise<ReminderOutcome> {
    return turns.run(appointmentId, () => this.decideAndSend(appointmentId, kind, now));
  }

  private async decideAndSend(appointmentId: string, kind: ReminderKind, now: Date): Promise<ReminderOutcome> {
    const { appointment, stream, recordedIds } = await loadBilledAppointment(this.store, appointmentId);
    if (appointment.status === 'none') return { decision: { send: false, reason: 'no appointment' }, position: null };
    const { state } = await loadState(this.store, communicationSettingsStreamId(appointment.practiceId), communicationSettingsDecider);
    const decision = decideReminder({ kind, appointment, settings: state.reminders, sentIds: recordedReminderIds(stream, kind), now });
    if (!decision.send) return { decision, position: null };
    const practice = await loadBillingPractice(this.store, appointment.practiceId);
    if (kind === 'text') return this.text(appointment, stream, decision, practice.contact.practitioner, now);
    const mail = composeAppointmentReminder({
      appointment,
      practitioner: practice.contact.practitioner,
      baseUrl: this.settings.publicBaseUrl,
      // The generated meeting's link when the stream has one (video conferencing), else the location's.
      place: withMeetingLink(practice.placeOf(appointment.location.locationId), virtualMeetingOn(stream)),
      customContent: state.customContent.appointment_reminder ?? null,
    });
    const message = toOutgoing(mail);
    await this.sent.sendOnce(message, clientMailOn(appointment, { id: decision.id, correlationId: decision.id }, message, recordedIds));
    return { decision, position: await streamEnd(this.store, appointmentStreamId(appointment.appointmentId)) };
  }

  private async text(appointment: ExistingAppointment, stream: RecordedEvent[], decision: Extract<ReminderDecision, { send: true }>, practitioner: { name: string; email: string }, now: Date): Promise<ReminderOutcome> {
    const body = composeReminderText({ appointment, practitioner });
    const { outcome, position } = await this.texts.send(appointment, stream, { key: decision.id, type: REMINDER_TEXT_TYPE, body, actor: remindersActor }, now);
    if (outcome.outcome === 'sent') return { decision, position };
    return { decision: { send: false, reason: outcome.outcome === 'refused' ? 'refused' : 'no answer' }, position };
  }
}
