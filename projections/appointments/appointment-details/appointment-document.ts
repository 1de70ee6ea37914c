import type { AppointmentRequestedData, AppointmentStatus, VirtualMeeting } from '#app/appointments';
import type { PaymentState } from '#app/payments';

/** Everything the portal and the client page show about one appointment. */
export interface AppointmentDocument extends AppointmentRequestedData {
  id: string;
  state: AppointmentStatus;
  createdAt: string;
  updatedAt: string;
  acceptedBy: 'pro' | 'auto' | null;
  cancelledBy: 'pro' | 'client' | null;
  practitionerNote: string | null;
  /** The recurring series (flat, for the series index); null for a single appointment. */
  seriesId: string | null;
  /** Lowercased client name and e-mail, for search. */
  searchText: string;
  /** The payment facts folded (the same fold as the write side); absent until the first one. */
  payment?: PaymentState;
  /** The meeting generated for a virtual appointment (video conferencing); absent when none. */
  virtualMeeting?: VirtualMeeting;
}

/**
 * The document of a just-requested appointment; shared by the details and the inbox projections.
 * Written as "the new fields, then the event's, then the new fields again" rather than
 * `{ ...data, id, state, ... }`: V8 (Node 20) makes an object built by a spread followed by nine
 * more properties about 20 times slower (20 µs against 1 µs, measured), which was a tenth of a
 * projection rebuild's time. The fields after the spread still win, as they would in the literal.
 */
export const requestedAppointmentDocument = (data: AppointmentRequestedData, at: string): AppointmentDocument => {
  const document: AppointmentDocument = {
    id: '', state: 'pending', createdAt: at, updatedAt: at, acceptedBy: null, cancelledBy: null, practitionerNote: null, seriesId: null, searchText: '',
    ...data,
  };
  document.id = data.appointmentId;
  document.state = 'pending';
  document.createdAt = at;
  document.updatedAt = at;
  document.acceptedBy = null;
  document.cancelledBy = null;
  document.practitionerNote = data.practitionerNote ?? null;
  document.seriesId = data.series?.seriesId ?? null;
  document.searchText = `${data.client.firstName} ${data.client.lastName} ${data.client.email}`.toLowerCase();
  return document;
};
