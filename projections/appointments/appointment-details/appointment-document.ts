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

/** The document of a just-requested appointment; shared by the details and the inbox projections. */
export const requestedAppointmentDocument = (data: AppointmentRequestedData, at: string): AppointmentDocument => ({
  ...data,
  id: data.appointmentId,
  state: 'pending',
  createdAt: at,
  updatedAt: at,
  acceptedBy: null,
  cancelledBy: null,
  practitionerNote: data.practitionerNote ?? null,
  seriesId: data.series?.seriesId ?? null,
  searchText: `${data.client.firstName} ${data.client.lastName} ${data.client.email}`.toLowerCase(),
});
