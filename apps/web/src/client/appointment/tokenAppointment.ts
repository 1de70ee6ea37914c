// The client appointment page's data (spec 000 §3 "Client appointment page data"),
// read and cancelled by the appointment's instantActionToken (its payment calls: paymentCalls.ts).
import { graphql } from '../../graphql';
import type { TokenAppointmentQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

/** The schema types state as a String; these are the values the API sends (spec 000 §4). */
export type TokenAppointmentState = 'pending' | 'approved' | 'unavailable' | 'cancelled';

export type TokenAppointment = Omit<NonNullable<TokenAppointmentQuery['tokenAppointment']>, 'state'> & { state: TokenAppointmentState };

const TOKEN_APPOINTMENT = graphql(`
  query TokenAppointment($instantActionToken: String!) {
    tokenAppointment(instantActionToken: $instantActionToken) {
      id startsAt endsAt timeZone ianaTimeZone amountCents tipAmountCents state past canCancel
      instantActionToken fullTotal clientPaymentStatus paymentError
      defaultPaymentMethodData { brand last4 expMonth expYear }
      transactions { id type state amountCents tipAmountCents currency via }
      service { id name }
      appointmentServices { id amountCents service { id name } }
      location { id name kind virtualType address virtualInstructions }
      locationName virtualMeetingLinkWithFallback
      practice {
        id name url cancellationPolicy
        acceptsTips hasPaymentProvider paymentProvider paymentMode hasPaypalPaymentsEnabled hasVenmoPaymentsEnabled defaultCurrency
        acceptsCash acceptsOfflineCreditCard acceptsPaypal acceptsVenmo acceptsZelle
      }
      user { name email phone }
    }
  }
`);

const CLIENT_CANCEL = graphql(`
  mutation ClientCancel($appointmentId: ID!, $instantActionToken: String!) {
    clientCancel(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors }
  }
`);

export async function fetchTokenAppointment(instantActionToken: string): Promise<TokenAppointment | null> {
  const data = await graphqlRequest(TOKEN_APPOINTMENT, { instantActionToken });
  return data.tokenAppointment as TokenAppointment | null;
}

/** Resolves when cancelled; rejects with the server's first message otherwise. */
export async function cancelByToken(appointmentId: string, instantActionToken: string): Promise<void> {
  const data = await graphqlRequest(CLIENT_CANCEL, { appointmentId, instantActionToken });
  if (data.clientCancel.result !== 'success') {
    throw new Error(data.clientCancel.errors[0] ?? 'Cancel failed');
  }
}
