import { graphql } from '../../graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

const SEND_INVOICE = graphql(`mutation SendClientInvoice($appointmentId: ID!, $sendTo: String!) {
  sendClientInvoiceMutation(appointmentId: $appointmentId, sendTo: $sendTo) { result errors }
}`);

/** sendTo: email, sms or both (spec 001 §7). */
export async function sendInvoice(appointmentId: string, sendTo: 'email' | 'sms' | 'both') {
  return (await graphqlRequest(SEND_INVOICE, { appointmentId, sendTo })).sendClientInvoiceMutation;
}
