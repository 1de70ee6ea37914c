// The visitor's booking call. Domain refusals come back as `errors` (shown verbatim); when the
// time was just taken, `nextAvailableTimes` lists the next free starts.
import { graphqlRequest, type MutationResult } from '../../shared/graphqlRequest';

export interface AppointmentRequest {
  practiceId: string;
  serviceId: string;
  variationId: string | null;
  addOnServiceIds: string[];
  locationId: string;
  startsAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface AppointmentRequestResult extends MutationResult {
  appointmentId: string | null;
  instantActionToken: string | null;
  state: 'pending' | 'approved' | null;
  nextAvailableTimes: string[];
}

const REQUEST_APPOINTMENT = /* GraphQL */ `
  mutation RequestAppointment($input: RequestAppointmentInput!) {
    requestAppointment(input: $input) { result errors appointmentId instantActionToken state nextAvailableTimes }
  }
`;

export async function requestAppointment(input: AppointmentRequest): Promise<AppointmentRequestResult> {
  const data = await graphqlRequest<{ requestAppointment: AppointmentRequestResult }>(REQUEST_APPOINTMENT, { input });
  return data.requestAppointment;
}
