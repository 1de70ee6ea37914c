import { defineProjection } from '#app/es';
import type { AppointmentEvent, VirtualMeetingEvent } from '#app/appointments';
import { evolvePayment, initialPaymentState, PAYMENT_EVENT_TYPES, type PaymentEvent } from '#app/payments';
import { requestedAppointmentDocument, type AppointmentDocument } from './appointment-document.js';

const handled = [
  'AppointmentRequested',
  'AppointmentAccepted',
  'AppointmentDeclined',
  'AppointmentCancelled',
  'AppointmentRescheduled',
  'AppointmentDetailsChanged',
  'VirtualMeetingCreated',
] as const;

export const appointmentDetailsProjection = defineProjection<AppointmentDocument>({
  name: 'appointment-details',
  collection: 'appointments',
  indexedFields: ['practiceId', 'state', 'startsAt', 'instantActionToken', 'createdAt', 'seriesId', 'practiceId,startsAt'],
  eventTypes: [...handled, ...PAYMENT_EVENT_TYPES],
  documentId: (event) => (event.data as { appointmentId: string }).appointmentId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as AppointmentEvent;
    const at = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
    if (event.type === 'AppointmentRequested') return requestedAppointmentDocument(event.data, at);
    if (!document) return null;
    if ((PAYMENT_EVENT_TYPES as readonly string[]).includes(recorded.type)) {
      return { ...document, payment: evolvePayment(document.payment ?? initialPaymentState(), recorded as unknown as PaymentEvent), updatedAt: at };
    }
    if (recorded.type === 'VirtualMeetingCreated') {
      const { provider, meetingId, joinUrl } = (recorded as unknown as Extract<VirtualMeetingEvent, { type: 'VirtualMeetingCreated' }>).data;
      return { ...document, virtualMeeting: { provider, meetingId, joinUrl }, updatedAt: at };
    }
    switch (event.type) {
      case 'AppointmentAccepted':
        return { ...document, state: 'approved', acceptedBy: event.data.acceptedBy, updatedAt: at };
      case 'AppointmentDeclined':
        return { ...document, state: 'declined', updatedAt: at };
      case 'AppointmentCancelled':
        return {
          ...document,
          state: 'cancelled',
          cancelledBy: event.data.cancelledBy,
          practitionerNote: event.data.practitionerNote,
          updatedAt: at,
        };
      case 'AppointmentRescheduled':
        return { ...document, startsAt: event.data.startsAt, endsAt: event.data.endsAt, updatedAt: at };
      case 'AppointmentDetailsChanged': {
        const { services, amountCents, location, timeZone, practitionerNote } = event.data;
        return { ...document, services, amountCents, location, timeZone, practitionerNote, updatedAt: at };
      }
      case 'EmailSent': // not in eventTypes; listed so the switch stays exhaustive
      case 'ConfirmationResent':
        return document;
    }
  },
});
