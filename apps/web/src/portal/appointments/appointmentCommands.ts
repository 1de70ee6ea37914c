// The portal's appointment commands (spec 001 §7), sent pessimistically.
import { graphqlRequest, type MutationResult } from '../../shared/graphqlRequest';

const ACCEPT = `mutation AcceptAppointment($appointmentId: ID!) {
  acceptAppointment(appointmentId: $appointmentId) { result errors }
}`;
const DECLINE = `mutation DeclineAppointment($appointmentId: ID!) {
  declineAppointment(appointmentId: $appointmentId) { result errors }
}`;
const CANCEL = `mutation CancelAppointment($appointmentId: ID!, $practitionerNote: String) {
  cancelAppointment(appointmentId: $appointmentId, practitionerNote: $practitionerNote) { result errors cancelledAppointmentIds }
}`;

export async function acceptAppointment(appointmentId: string): Promise<MutationResult> {
  return (await graphqlRequest<{ acceptAppointment: MutationResult }>(ACCEPT, { appointmentId })).acceptAppointment;
}

export async function declineAppointment(appointmentId: string): Promise<MutationResult> {
  return (await graphqlRequest<{ declineAppointment: MutationResult }>(DECLINE, { appointmentId })).declineAppointment;
}

export async function cancelAppointment(appointmentId: string, practitionerNote: string | null): Promise<MutationResult> {
  return (await graphqlRequest<{ cancelAppointment: MutationResult }>(CANCEL, { appointmentId, practitionerNote }))
    .cancelAppointment;
}
