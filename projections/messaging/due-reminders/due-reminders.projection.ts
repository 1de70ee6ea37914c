// Appointment reminders that may come due (AppointmentReminders job). Two kinds of rows, because
// the practice's minutes apply as they are when the job runs, not as they were at booking:
// - one per practice (`practice-<id>`), its reminder settings (ReminderSettingsUpdated);
// - one per appointment, with `emailPendingAt` / `textPendingAt` set to its start while it is
//   confirmed, the client has that address, and no reminder of that kind is recorded for that
//   start. A reminder is recorded under the id `reminder:<appointment>:<kind>:<startsAt>`, so a
//   reschedule (a new start) makes the row pending again, a cancel or decline removes it.
// The job decides every reminder again on the appointment's stream, so a row that lags never
// sends a second one.
import { defineProjection, utcText } from '#app/es';
import type { AppointmentEvent, AppointmentStatus, EmailSentData } from '#app/appointments';
import { awaitsReminder, parseReminderId, REMINDER_EMAIL_TEMPLATE, type ReminderKind } from '#app/messaging';
import { defaultReminderSettings, practiceOfCommunicationSettingsStream, type CommunicationSettingsEvent } from '#app/practice';

export interface ReminderPracticeRow {
  id: string;
  kind: 'practice';
  practiceId: string;
  emailEnabled: boolean;
  emailMinutes: number;
  textEnabled: boolean;
  textMinutes: number;
}

export interface ReminderAppointmentRow {
  id: string;
  kind: 'appointment';
  practiceId: string;
  status: AppointmentStatus;
  startsAt: string;
  clientEmail: string;
  clientPhone: string;
  /** The starts the recorded reminders were for. */
  emailRemindedFor: string | null;
  textRemindedFor: string | null;
  /** The start, while a reminder of that kind may still go; null while none may. */
  emailPendingAt: string | null;
  textPendingAt: string | null;
}

export type DueReminderDocument = ReminderPracticeRow | ReminderAppointmentRow;

export const reminderPracticeRowId = (practiceId: string): string => `practice-${practiceId}`;

type AppointmentFacts = Omit<ReminderAppointmentRow, 'emailPendingAt' | 'textPendingAt'>;

const pendingAt = (row: AppointmentFacts, kind: ReminderKind): string | null => {
  const reminded = kind === 'email' ? row.emailRemindedFor : row.textRemindedFor;
  const facts = { status: row.status, startsAt: row.startsAt, client: { email: row.clientEmail, phone: row.clientPhone } };
  return awaitsReminder(kind, facts) && reminded !== row.startsAt ? row.startsAt : null;
};

const withPending = (row: AppointmentFacts): ReminderAppointmentRow => ({ ...row, emailPendingAt: pendingAt(row, 'email'), textPendingAt: pendingAt(row, 'text') });

// UTC text; a stored value that is no instant is kept as it was rather than stopping the projection.
const sameInstant = (a: string) => utcText(a);

/** The reminder an EmailSent or a text's answer (TextSent, or TextFailed: refused, not tried again) records, if it is one. */
const reminderRecorded = (type: string, data: Record<string, unknown>) => {
  if (type === 'EmailSent') {
    const sent = data as unknown as EmailSentData;
    return sent.template === REMINDER_EMAIL_TEMPLATE ? parseReminderId(String(sent.causationEventId)) : null;
  }
  if (type === 'TextSent' || type === 'TextFailed') return parseReminderId(String(data.idempotencyKey ?? ''));
  return null;
};

const APPOINTMENT_EVENTS = ['AppointmentRequested', 'AppointmentAccepted', 'AppointmentDeclined', 'AppointmentCancelled', 'AppointmentRescheduled', 'EmailSent', 'TextSent', 'TextFailed'] as const;

export const dueRemindersProjection = defineProjection<DueReminderDocument>({
  name: 'due-reminders',
  collection: 'due_reminders',
  indexedFields: ['practiceId,emailPendingAt', 'practiceId,textPendingAt', 'emailEnabled', 'textEnabled'],
  eventTypes: ['ReminderSettingsUpdated', ...APPOINTMENT_EVENTS],
  documentId: (event) => {
    if (event.type === 'ReminderSettingsUpdated') return reminderPracticeRowId(practiceOfCommunicationSettingsStream(event.streamId));
    if (event.type === 'EmailSent' || event.type === 'TextSent' || event.type === 'TextFailed') return reminderRecorded(event.type, event.data)?.appointmentId ?? null;
    return (event.data as { appointmentId?: string }).appointmentId ?? null;
  },
  evolve: (doc, recorded) => {
    if (recorded.type === 'ReminderSettingsUpdated') {
      const { data } = recorded as unknown as Extract<CommunicationSettingsEvent, { type: 'ReminderSettingsUpdated' }>;
      const before = doc?.kind === 'practice' ? doc : null;
      return {
        id: reminderPracticeRowId(data.practiceId),
        kind: 'practice',
        practiceId: data.practiceId,
        emailEnabled: data.appointmentReminderEmailEnabled ?? before?.emailEnabled ?? defaultReminderSettings.appointmentReminderEmailEnabled,
        emailMinutes: data.appointmentEmailReminderMinutes ?? before?.emailMinutes ?? defaultReminderSettings.appointmentEmailReminderMinutes,
        textEnabled: data.appointmentReminderTextEnabled ?? before?.textEnabled ?? defaultReminderSettings.appointmentReminderTextEnabled,
        textMinutes: data.appointmentTextReminderMinutes ?? before?.textMinutes ?? defaultReminderSettings.appointmentTextReminderMinutes,
      };
    }
    const reminder = reminderRecorded(recorded.type, recorded.data);
    if (reminder) {
      if (doc?.kind !== 'appointment') return doc;
      return withPending(reminder.kind === 'email' ? { ...doc, emailRemindedFor: reminder.startsAt } : { ...doc, textRemindedFor: reminder.startsAt });
    }
    const event = { type: recorded.type, data: recorded.data } as AppointmentEvent;
    if (event.type === 'AppointmentRequested') {
      const { appointmentId, practiceId, startsAt, client } = event.data;
      return withPending({
        id: appointmentId, kind: 'appointment', practiceId, status: 'pending', startsAt: sameInstant(startsAt),
        clientEmail: client.email ?? '', clientPhone: client.phone ?? '', emailRemindedFor: null, textRemindedFor: null,
      });
    }
    if (doc?.kind !== 'appointment') return doc;
    switch (event.type) {
      case 'AppointmentAccepted':
        return withPending({ ...doc, status: 'approved' });
      case 'AppointmentDeclined':
      case 'AppointmentCancelled':
        return null;
      case 'AppointmentRescheduled':
        return withPending({ ...doc, startsAt: sameInstant(event.data.startsAt) });
      default:
        return doc;
    }
  },
});
