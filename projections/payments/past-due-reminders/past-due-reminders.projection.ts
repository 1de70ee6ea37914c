// Past-due reminders that may come due (PastDueReminders): what the past-due job looks at. Two
// kinds of rows, because the practice's minutes apply as they are when the job runs, not as they
// were when the appointment was booked:
// - one per practice, its past-due e-mail and text settings (the job reads the practices that
//   have either on);
// - one per appointment that may still need a reminder: `pendingFrom` (its start) set while it is
//   confirmed, priced, unpaid, its client has an e-mail and no past-due e-mail is recorded
//   (awaitsPastDueReminder); `textPendingFrom` the same for the text (a phone, awaitsPastDueText,
//   no answer recorded under pastDueTextKey). Mark as Paid only clears them (it can be undone).
//   A row goes once every reminder its client can get is recorded (EmailSent payment_past_due,
//   TextSent/TextFailed under the key), or the appointment is declined, cancelled or paid by card.
// The job decides every reminder again on the appointment's stream, so a row that lags behind
// can never send a second one. Rows written before texts lack the text fields (never pending by
// text): rebuild the projection to list those appointments for texts too.
import { defineProjection } from '#app/es';
import { appointmentStreamId, type AppointmentEvent, type AppointmentStatus, type EmailSentData } from '#app/appointments';
import { awaitsPastDueReminder, awaitsPastDueText, PAST_DUE_EMAIL_TEMPLATE, pastDueTextKey, type TextEvent } from '#app/messaging';
import { evolvePayment, initialPaymentState, PAYMENT_EVENT_TYPES, type PaymentEvent, type PaymentState } from '#app/payments';
import { defaultPaymentSettings, type PaymentSettings, type PracticeEvent } from '#app/practice';

export interface PastDuePracticeRow {
  id: string;
  kind: 'practice';
  practiceId: string;
  emailEnabled: boolean;
  emailMinutes: number;
  textEnabled: boolean;
  textMinutes: number;
}

export interface PastDueAppointmentRow {
  id: string;
  kind: 'appointment';
  practiceId: string;
  status: AppointmentStatus;
  startsAt: string;
  amountCents: number;
  clientEmail: string;
  clientPhone: string;
  payment: PaymentState;
  /** The stream records the past-due e-mail / the past-due text's answer. */
  emailSent: boolean;
  textSent: boolean;
  /** The appointment's start while it may need the e-mail; null while it may not. */
  pendingFrom: string | null;
  /** The appointment's start while it may need the text; null while it may not. */
  textPendingFrom: string | null;
}

export type PastDueReminderDocument = PastDuePracticeRow | PastDueAppointmentRow;

export const pastDuePracticeRowId = (practiceId: string): string => `practice-${practiceId}`;

type AppointmentFacts = Omit<PastDueAppointmentRow, 'pendingFrom' | 'textPendingFrom'>;

const withPending = (row: AppointmentFacts): PastDueAppointmentRow => {
  const facts = { appointment: { ...row, client: { email: row.clientEmail, phone: row.clientPhone } }, payment: row.payment };
  return {
    ...row,
    pendingFrom: !row.emailSent && awaitsPastDueReminder(facts) ? row.startsAt : null,
    textPendingFrom: !row.textSent && awaitsPastDueText(facts) ? row.startsAt : null,
  };
};

/** After a reminder is recorded: the row goes once every reminder the client can get is recorded. */
const afterRecorded = (row: AppointmentFacts): PastDueAppointmentRow | null => {
  const emailDone = row.emailSent || !row.clientEmail.trim();
  const textDone = row.textSent || !row.clientPhone.trim();
  return emailDone && textDone ? null : withPending(row);
};

/** A row written before texts existed: no phone known, so never pending by text. */
const upgraded = (doc: PastDueAppointmentRow): AppointmentFacts => ({
  ...doc,
  clientPhone: doc.clientPhone ?? '',
  emailSent: doc.emailSent ?? false,
  textSent: doc.textSent ?? false,
});

const practiceRow = (doc: PastDueReminderDocument | null, practiceId: string, settings: Partial<PaymentSettings>): PastDuePracticeRow => {
  const before = doc?.kind === 'practice' ? doc : null;
  const d = defaultPaymentSettings;
  return {
    id: pastDuePracticeRowId(practiceId),
    kind: 'practice',
    practiceId,
    emailEnabled: settings.paymentPastDueEmailEnabled ?? before?.emailEnabled ?? d.paymentPastDueEmailEnabled,
    emailMinutes: settings.paymentPastDueEmailMinutes ?? before?.emailMinutes ?? d.paymentPastDueEmailMinutes,
    textEnabled: settings.paymentPastDueTextEnabled ?? before?.textEnabled ?? d.paymentPastDueTextEnabled,
    textMinutes: settings.paymentPastDueTextMinutes ?? before?.textMinutes ?? d.paymentPastDueTextMinutes,
  };
};

const APPOINTMENT_EVENTS = ['AppointmentRequested', 'AppointmentAccepted', 'AppointmentDeclined', 'AppointmentCancelled', 'AppointmentRescheduled', 'AppointmentDetailsChanged', 'EmailSent'] as const;
const TEXT_ANSWERS = ['TextSent', 'TextFailed'] as const;
const APPOINTMENT_STREAM = appointmentStreamId('');

export const pastDueRemindersProjection = defineProjection<PastDueReminderDocument>({
  name: 'past-due-reminders',
  collection: 'past_due_reminders',
  indexedFields: ['practiceId,pendingFrom', 'practiceId,textPendingFrom', 'emailEnabled', 'textEnabled'],
  eventTypes: ['PracticeCreated', 'PaymentSettingsUpdated', ...APPOINTMENT_EVENTS, ...TEXT_ANSWERS, ...PAYMENT_EVENT_TYPES],
  documentId: (event) => {
    if (event.type === 'PracticeCreated' || event.type === 'PaymentSettingsUpdated') return event.streamId;
    // Texts to a pro or a client user live on their own streams and name no appointment.
    if ((TEXT_ANSWERS as readonly string[]).includes(event.type)) return event.streamId.startsWith(APPOINTMENT_STREAM) ? event.streamId.slice(APPOINTMENT_STREAM.length) : null;
    return (event.data as { appointmentId: string }).appointmentId;
  },
  evolve: (doc, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as AppointmentEvent | PaymentEvent | PracticeEvent | TextEvent;
    if (event.type === 'PracticeCreated') return practiceRow(doc, event.data.practiceId, {});
    if (event.type === 'PaymentSettingsUpdated') return practiceRow(doc, recorded.streamId.replace(/^practice-/, ''), event.data);
    if (event.type === 'AppointmentRequested') {
      const { appointmentId, practiceId, startsAt, amountCents, client } = event.data;
      const facts = { id: appointmentId, kind: 'appointment' as const, practiceId, status: 'pending' as const, startsAt, amountCents, payment: initialPaymentState() };
      return withPending({ ...facts, clientEmail: client.email ?? '', clientPhone: client.phone ?? '', emailSent: false, textSent: false });
    }
    if (doc?.kind !== 'appointment') return doc;
    const row = upgraded(doc);
    switch (event.type) {
      case 'AppointmentAccepted':
        return withPending({ ...row, status: 'approved' });
      case 'AppointmentDeclined':
      case 'AppointmentCancelled':
        return null;
      case 'AppointmentRescheduled':
        return withPending({ ...row, startsAt: event.data.startsAt });
      case 'AppointmentDetailsChanged':
        return withPending({ ...row, amountCents: event.data.amountCents });
      case 'EmailSent':
        return (event.data as EmailSentData).template === PAST_DUE_EMAIL_TEMPLATE ? afterRecorded({ ...row, emailSent: true }) : doc;
      case 'TextSent':
      case 'TextFailed':
        return event.data.idempotencyKey === pastDueTextKey(row.id) ? afterRecorded({ ...row, textSent: true }) : doc;
      default: {
        if (!(PAYMENT_EVENT_TYPES as readonly string[]).includes(event.type)) return doc;
        const payment = evolvePayment(row.payment, event as PaymentEvent);
        // Paid by card or PayPal is final (Mark as Paid can be undone, so its row stays).
        return payment.paid ? null : withPending({ ...row, payment });
      }
    }
  },
});
