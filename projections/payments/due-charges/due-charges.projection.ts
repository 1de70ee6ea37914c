// Holds waiting for their day (DueCharges): what the day-of job charges. One document per live
// appointment; `dueAt` is set while the appointment is confirmed and holds a card that is neither
// charged, failed nor released: the first moment of the appointment's day in its zone (a hold the
// practice charges at booking is due as soon as it is confirmed). The job re-decides every charge
// on the appointment's stream, so a document that lags behind can never charge twice.
import { defineProjection } from '#app/es';
import type { AppointmentEvent, AppointmentStatus } from '#app/appointments';
import { chargeDueAt, type PaymentEvent } from '#app/payments';

export interface DueChargeDocument {
  id: string;
  practiceId: string;
  startsAt: string;
  timeZone: string;
  status: AppointmentStatus;
  /** A live hold: 'day' charged on the appointment's day, 'booking' once confirmed (with when it was placed). */
  hold: { chargeOn: 'day' } | { chargeOn: 'booking'; placedAt: string } | null;
  /** Its card failed: left to the client and the pro until a new card is saved. */
  failed?: boolean;
  /** When the job may charge it (UTC ISO); null while there is nothing to charge. */
  dueAt: string | null;
}

const withDue = (doc: Omit<DueChargeDocument, 'dueAt'>): DueChargeDocument => ({
  ...doc,
  dueAt:
    doc.status !== 'approved' || !doc.hold || doc.failed ? null
    : doc.hold.chargeOn === 'booking' ? doc.hold.placedAt
    : chargeDueAt(doc.startsAt, doc.timeZone),
});

const withoutHold = (doc: DueChargeDocument | null) => doc && withDue({ ...doc, hold: null });
const failing = (doc: DueChargeDocument | null, failed: boolean) => doc && withDue({ ...doc, failed });

export const dueChargesProjection = defineProjection<DueChargeDocument>({
  name: 'due-charges',
  collection: 'due_charges',
  indexedFields: ['dueAt'],
  eventTypes: [
    'AppointmentRequested', 'AppointmentAccepted', 'AppointmentDeclined', 'AppointmentCancelled', 'AppointmentRescheduled', 'AppointmentDetailsChanged',
    'PaymentCardSaved', 'PaymentHoldPlaced', 'PaymentHoldReleased', 'PaymentCharged', 'PaymentFailed', 'PaypalPaymentCaptured',
  ],
  documentId: (event) => (event.data as { appointmentId: string }).appointmentId,
  evolve: (doc, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as AppointmentEvent | PaymentEvent;
    switch (event.type) {
      case 'AppointmentRequested': {
        const { appointmentId, practiceId, startsAt, timeZone } = event.data;
        return withDue({ id: appointmentId, practiceId, startsAt, timeZone, status: 'pending', hold: null });
      }
      case 'AppointmentAccepted':
        return doc && withDue({ ...doc, status: 'approved' });
      case 'AppointmentDeclined':
      case 'AppointmentCancelled':
        return null;
      case 'AppointmentRescheduled':
        return doc && withDue({ ...doc, startsAt: event.data.startsAt });
      case 'AppointmentDetailsChanged':
        return doc && withDue({ ...doc, timeZone: event.data.timeZone });
      case 'PaymentHoldPlaced': {
        const placedAt = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
        return doc && withDue({ ...doc, hold: event.data.chargeOn === 'booking' ? { chargeOn: 'booking', placedAt } : { chargeOn: 'day' } });
      }
      case 'PaymentHoldReleased':
        return withoutHold(doc);
      case 'PaymentFailed':
        return failing(doc, true);
      case 'PaymentCardSaved':
        return failing(doc, false);
      case 'PaymentCharged':
        return null;
      case 'PaypalPaymentCaptured':
        return event.data.tipOnly ? doc : null;
      default:
        return doc;
    }
  },
});
