// Past-due reminders that may come due (PastDueReminders): what the past-due job looks at. Two
// kinds of rows, because the practice's minutes apply as they are when the job runs, not as they
// were when the appointment was booked:
// - one per practice, its past-due e-mail settings (the job reads the practices that have it on);
// - one per appointment that may still need the reminder, with `pendingFrom` (its start) set while
//   it is confirmed, priced, unpaid and its client has an e-mail (awaitsPastDueReminder). A row
//   goes once the reminder is recorded (EmailSent payment_past_due), or the appointment is
//   declined, cancelled or paid by card; Mark as Paid only clears pendingFrom (it can be undone).
// The job decides every reminder again on the appointment's stream, so a row that lags behind
// can never send a second one.
import { defineProjection } from '#app/es';
import type { AppointmentEvent, AppointmentStatus, EmailSentData } from '#app/appointments';
import { awaitsPastDueReminder, PAST_DUE_EMAIL_TEMPLATE } from '#app/messaging';
import { evolvePayment, initialPaymentState, PAYMENT_EVENT_TYPES, type PaymentEvent, type PaymentState } from '#app/payments';
import { defaultPaymentSettings, type PaymentSettings, type PracticeEvent } from '#app/practice';

export interface PastDuePracticeRow {
  id: string;
  kind: 'practice';
  practiceId: string;
  emailEnabled: boolean;
  emailMinutes: number;
}

export interface PastDueAppointmentRow {
  id: string;
  kind: 'appointment';
  practiceId: string;
  status: AppointmentStatus;
  startsAt: string;
  amountCents: number;
  clientEmail: string;
  payment: PaymentState;
  /** The appointment's start while it may need the reminder; null while it may not. */
  pendingFrom: string | null;
}

export type PastDueReminderDocument = PastDuePracticeRow | PastDueAppointmentRow;

export const pastDuePracticeRowId = (practiceId: string): string => `practice-${practiceId}`;

const withPending = (row: Omit<PastDueAppointmentRow, 'pendingFrom'>): PastDueAppointmentRow => {
  const facts = { appointment: { ...row, client: { email: row.clientEmail } }, payment: row.payment };
  return { ...row, pendingFrom: awaitsPastDueReminder(facts) ? row.startsAt : null };
};

const practiceRow = (doc: PastDueReminderDocument | null, practiceId: string, settings: Partial<PaymentSettings>): PastDuePracticeRow => {
  const before = doc?.kind === 'practice' ? doc : null;
  return {
    id: pastDuePracticeRowId(practiceId),
    kind: 'practice',
    practiceId,
    emailEnabled: settings.paymentPastDueEmailEnabled ?? before?.emailEnabled ?? defaultPaymentSettings.paymentPastDueEmailEnabled,
    emailMinutes: settings.paymentPastDueEmailMinutes ?? before?.emailMinutes ?? defaultPaymentSettings.paymentPastDueEmailMinutes,
  };
};

const APPOINTMENT_EVENTS = ['AppointmentRequested', 'AppointmentAccepted', 'AppointmentDeclined', 'AppointmentCancelled', 'AppointmentRescheduled', 'AppointmentDetailsChanged', 'EmailSent'] as const;

export const pastDueRemindersProjection = defineProjection<PastDueReminderDocument>({
  name: 'past-due-reminders',
  collection: 'past_due_reminders',
  indexedFields: ['practiceId,pendingFrom', 'emailEnabled'],
  eventTypes: ['PracticeCreated', 'PaymentSettingsUpdated', ...APPOINTMENT_EVENTS, ...PAYMENT_EVENT_TYPES],
  documentId: (event) => (event.type === 'PracticeCreated' || event.type === 'PaymentSettingsUpdated' ? event.streamId : (event.data as { appointmentId: string }).appointmentId),
  evolve: (doc, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as AppointmentEvent | PaymentEvent | PracticeEvent;
    if (event.type === 'PracticeCreated') return practiceRow(doc, event.data.practiceId, {});
    if (event.type === 'PaymentSettingsUpdated') return practiceRow(doc, recorded.streamId.replace(/^practice-/, ''), event.data);
    if (event.type === 'AppointmentRequested') {
      const { appointmentId, practiceId, startsAt, amountCents, client } = event.data;
      return withPending({ id: appointmentId, kind: 'appointment', practiceId, status: 'pending', startsAt, amountCents, clientEmail: client.email ?? '', payment: initialPaymentState() });
    }
    if (doc?.kind !== 'appointment') return doc;
    switch (event.type) {
      case 'AppointmentAccepted':
        return withPending({ ...doc, status: 'approved' });
      case 'AppointmentDeclined':
      case 'AppointmentCancelled':
        return null;
      case 'AppointmentRescheduled':
        return withPending({ ...doc, startsAt: event.data.startsAt });
      case 'AppointmentDetailsChanged':
        return withPending({ ...doc, amountCents: event.data.amountCents });
      case 'EmailSent':
        return (event.data as EmailSentData).template === PAST_DUE_EMAIL_TEMPLATE ? null : doc;
      default: {
        if (!(PAYMENT_EVENT_TYPES as readonly string[]).includes(event.type)) return doc;
        const payment = evolvePayment(doc.payment, event);
        // Paid by card or PayPal is final (Mark as Paid can be undone, so its row stays).
        return payment.paid ? null : withPending({ ...doc, payment });
      }
    }
  },
});
