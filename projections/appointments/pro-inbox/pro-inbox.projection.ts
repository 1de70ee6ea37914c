// The pro's notifications inbox (ProInbox). Holds what needs the pro's action: pending requests
// now; failed and missing payments join when payments exist. An item leaves when it is handled.
import { defineProjection } from '#app/es';
import type { AppointmentEvent } from '#app/appointments';
import { requestedAppointmentDocument, type AppointmentDocument } from '../appointment-details/appointment-document.js';

export interface InboxItem {
  id: string;
  practiceId: string;
  kind: 'pending';
  /** Sort key: pending requests first, then by start time. */
  rank: number;
  startsAt: string;
  appointment: Omit<AppointmentDocument, 'searchText'>;
}

export const proInboxProjection = defineProjection<InboxItem>({
  name: 'pro-inbox',
  collection: 'pro_inbox',
  indexedFields: ['practiceId', 'rank', 'startsAt'],
  eventTypes: ['AppointmentRequested', 'AppointmentAccepted', 'AppointmentDeclined', 'AppointmentCancelled', 'AppointmentRescheduled', 'AppointmentDetailsChanged'],
  documentId: (event) => (event.data as { appointmentId: string }).appointmentId,
  evolve: (item, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as AppointmentEvent;
    // A pending request the pro moved or changed stays in the inbox, as it now is.
    if (event.type === 'AppointmentRescheduled') {
      return item && { ...item, startsAt: event.data.startsAt, appointment: { ...item.appointment, startsAt: event.data.startsAt, endsAt: event.data.endsAt } };
    }
    if (event.type === 'AppointmentDetailsChanged') {
      const { services, amountCents, location, timeZone, practitionerNote } = event.data;
      return item && { ...item, appointment: { ...item.appointment, services, amountCents, location, timeZone, practitionerNote } };
    }
    if (event.type !== 'AppointmentRequested') return null;
    const at = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
    return {
      id: event.data.appointmentId,
      practiceId: event.data.practiceId,
      kind: 'pending',
      rank: 0,
      startsAt: event.data.startsAt,
      appointment: requestedAppointmentDocument(event.data, at),
    };
  },
});
