// The client's payment calls (spec 000 §7) and the simulator's card form, shared by the payment
// e2e suites: a card is saved the way the page does it (setupIntent, the simulator confirms it
// with a test card, confirmCardSetup).
import request from 'supertest';
import type { TestClient } from './graphql-client.js';

export const PAYMENT_PAGE = `query($token: String!) { tokenAppointment(instantActionToken: $token) {
  id amountCents tipAmountCents fullTotal clientPaymentStatus paymentError
  defaultPaymentMethodData { brand last4 expMonth expYear }
  transactions { type state amountCents tipAmountCents via }
  practice { acceptsTips hasPaymentProvider paymentProvider paymentMode hasPaypalPaymentsEnabled defaultCurrency } } }`;
export const SETUP = `mutation($id: ID!, $token: String!) { setupIntent(appointmentId: $id, instantActionToken: $token) { result errors setupIntentSecret } }`;
export const CONFIRM = `mutation($id: ID!, $token: String!, $secret: String!) { confirmCardSetup(appointmentId: $id, instantActionToken: $token, setupIntentSecret: $secret) { result errors paymentMethod { brand last4 } } }`;
export const CHARGE = `mutation($id: ID!, $token: String!) { chargeCard(appointmentId: $id, instantActionToken: $token) { result errors appointment { id clientPaymentStatus } } }`;
export const SET_PAYMENT_PROVIDER = `mutation($p: String!) { updatePracticePaymentProvider(provider: $p) { result errors } }`;
export const UPDATE_PAYMENT_SETTINGS = `mutation($input: PaymentSettingsInput!) { updatePaymentSettings(input: $input) { result errors } }`;

export interface BookedAppointment {
  id: string;
  token: string;
  visitor: TestClient;
}

/** The simulator's card form: confirms the setup with a test card, then the page saves the card. */
export const saveCard = async (serverUrl: string, b: BookedAppointment, number = '4242424242424242') => {
  const setup = (await b.visitor.gql(SETUP, { id: b.id, token: b.token })).data.setupIntent;
  if (setup.errors.length) return { status: 400, body: setup };
  const secret = setup.setupIntentSecret;
  const confirmed = await request(serverUrl).post('/simulated-provider/stripe/setup-intents/confirm').send({ clientSecret: secret, number, expMonth: 12, expYear: 2034, cvc: '123' });
  if (confirmed.status !== 200) return { status: confirmed.status, body: confirmed.body };
  return { status: 200, body: (await b.visitor.gql(CONFIRM, { id: b.id, token: b.token, secret })).data.confirmCardSetup };
};
