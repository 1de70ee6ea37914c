// Appointments whose client may soon be asked for a review (AutomaticReviewRequests job): one row
// per appointment with `dueAt` = its end + AUTOMATIC_REQUEST_AFTER_MINUTES while it is approved and
// the client can be reached (an e-mail or a phone when booked). A reschedule moves dueAt with the
// end; a decline or cancel removes the row, and so do the request itself (ReviewRequested for that
// appointment) and a review of it (ReviewCreated). The job decides each request again on the
// practice's reviewRequests stream, so a lagging row never asks twice.
import { defineProjection, utcText } from '#app/es';
import type { AppointmentEvent } from '#app/appointments';
import { AUTOMATIC_REQUEST_AFTER_MINUTES } from '#app/reviews';

export interface DueReviewRequestDocument {
  id: string;
  practiceId: string;
  clientId: string;
  status: 'pending' | 'approved';
  endsAt: string;
  reachable: boolean;
  /** When the request is due; null while none may go (pending, or nobody to reach). */
  dueAt: string | null;
}

const dueAtOf = (row: Omit<DueReviewRequestDocument, 'dueAt'>): DueReviewRequestDocument => ({
  ...row,
  dueAt: row.status === 'approved' && row.reachable ? utcText(row.endsAt, AUTOMATIC_REQUEST_AFTER_MINUTES * 60_000) : null,
});

const APPOINTMENT_EVENTS = ['AppointmentRequested', 'AppointmentAccepted', 'AppointmentDeclined', 'AppointmentCancelled', 'AppointmentRescheduled'] as const;

export const dueReviewRequestsProjection = defineProjection<DueReviewRequestDocument>({
  name: 'due-review-requests',
  collection: 'due_review_requests',
  indexedFields: ['dueAt'],
  eventTypes: [...APPOINTMENT_EVENTS, 'ReviewRequested', 'ReviewCreated'],
  documentId: (event) => {
    const { appointmentId } = event.data as { appointmentId?: string | null };
    return typeof appointmentId === 'string' ? appointmentId : null;
  },
  evolve: (doc, recorded) => {
    // Asked, or reviewed without being asked: nothing more to do for this appointment.
    if (recorded.type === 'ReviewRequested' || recorded.type === 'ReviewCreated') return null;
    const event = { type: recorded.type, data: recorded.data } as AppointmentEvent;
    if (event.type === 'AppointmentRequested') {
      const { appointmentId, practiceId, endsAt, client } = event.data;
      return dueAtOf({ id: appointmentId, practiceId, clientId: client.clientId, status: 'pending', endsAt: utcText(endsAt), reachable: !!(client.email?.trim() || client.phone?.trim()) });
    }
    if (!doc) return null;
    switch (event.type) {
      case 'AppointmentAccepted':
        return dueAtOf({ ...doc, status: 'approved' });
      case 'AppointmentDeclined':
      case 'AppointmentCancelled':
        return null;
      case 'AppointmentRescheduled':
        return dueAtOf({ ...doc, endsAt: utcText(event.data.endsAt) });
      default:
        return doc;
    }
  },
});
