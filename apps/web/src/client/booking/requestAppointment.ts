// The visitor's booking call. Domain refusals come back as `errors` (shown verbatim); when the
// time was just taken, `nextAvailableTimes` lists the next free starts.
import { graphql } from '../../graphql';
import type { RequestAppointmentInput, RequestAppointmentMutation } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

export type AppointmentRequest = RequestAppointmentInput;

/** The schema types state as a String; a new request is one of these. */
export type AppointmentRequestResult = Omit<RequestAppointmentMutation['requestAppointment'], 'state'> & {
  state: 'pending' | 'approved' | null;
};

const REQUEST_APPOINTMENT = graphql(`
  mutation RequestAppointment($input: RequestAppointmentInput!) {
    requestAppointment(input: $input) { result errors appointmentId instantActionToken state nextAvailableTimes }
  }
`);

export async function requestAppointment(input: AppointmentRequest): Promise<AppointmentRequestResult> {
  const data = await graphqlRequest(REQUEST_APPOINTMENT, { input });
  return data.requestAppointment as AppointmentRequestResult;
}
