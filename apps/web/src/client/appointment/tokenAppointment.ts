// The client appointment page's data (spec 000 §3 "Client appointment page data"),
// read and cancelled by the appointment's instantActionToken.
import { graphqlRequest, type MutationResult } from '../../shared/graphqlRequest';

export interface TokenAppointment {
  id: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  ianaTimeZone: string;
  amountCents: number;
  tipAmountCents: number;
  state: 'pending' | 'approved' | 'cancelled';
  declined: boolean;
  past: boolean;
  canCancel: boolean;
  instantActionToken: string;
  fullTotal: number;
  service: { id: string; name: string };
  appointmentServices: { id: string; service: { id: string; name: string }; amountCents: number }[];
  location: { id: string; name: string; kind: string };
  locationName: string;
  practice: { id: string; name: string; url: string };
  user: { name: string; email: string; phone: string | null };
}

const TOKEN_APPOINTMENT = /* GraphQL */ `
  query TokenAppointment($instantActionToken: String!) {
    tokenAppointment(instantActionToken: $instantActionToken) {
      id startsAt endsAt timeZone ianaTimeZone amountCents tipAmountCents state declined past canCancel
      instantActionToken fullTotal
      service { id name }
      appointmentServices { id amountCents service { id name } }
      location { id name kind }
      locationName
      practice { id name url }
      user { name email phone }
    }
  }
`;

const CLIENT_CANCEL = /* GraphQL */ `
  mutation ClientCancel($appointmentId: ID!, $instantActionToken: String!) {
    clientCancel(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors }
  }
`;

export async function fetchTokenAppointment(instantActionToken: string): Promise<TokenAppointment | null> {
  const data = await graphqlRequest<{ tokenAppointment: TokenAppointment | null }>(TOKEN_APPOINTMENT, {
    instantActionToken,
  });
  return data.tokenAppointment;
}

/** Resolves when cancelled; rejects with the server's first message otherwise. */
export async function cancelByToken(appointmentId: string, instantActionToken: string): Promise<void> {
  const data = await graphqlRequest<{ clientCancel: MutationResult }>(CLIENT_CANCEL, {
    appointmentId,
    instantActionToken,
  });
  if (data.clientCancel.result !== 'success') {
    throw new Error(data.clientCancel.errors[0] ?? 'Cancel failed');
  }
}
