// The client's payment calls (spec 000 §7) and the simulator's card form, shared by the payment
// e2e suites: a card is saved the way the page does it (setupIntent, the simulator confirms it
// with a test card, confirmCardSetup).
import request from 'supertest';
import type { TestClient } from './graphql-client.js';
import { UPSERT_SERVICE } from './operations.js';

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

export const START_CONNECTION = `mutation($p: String!) { startPaymentConnection(provider: $p) { result errors url } }`;
export const SIMULATED_CONNECTION = `query($s: String!) { simulatedConnection(session: $s) { id provider practiceName outcomes outcome } }`;
export const DECIDE_SIMULATED = `mutation($s: String!, $o: String!) { decideSimulatedConnection(session: $s, outcome: $o) { result errors returnUrl } }`;
export const FINISH_CONNECTION = `mutation($p: String!, $s: String!) { finishPaymentConnection(provider: $p, session: $s) { result errors outcome } }`;
export const CHECK_PAYPAL_STATUS = `mutation { checkPaypalSellerStatus { result errors status { isOnboardingComplete paymentsReceivable primaryEmailConfirmed } } }`;

type ConnectableProvider = 'stripe' | 'square' | 'paypal';
const COMPLETE: Record<ConnectableProvider, string> = { stripe: 'complete', square: 'authorize', paypal: 'onboard' };

/** The simulator's session id in a connect url (/portal/settings/banking/simulator/<session>). */
export const sessionOf = (url: string): string => url.split('/').pop() ?? '';

/**
 * A connect link on the embedded simulator, as the pro follows it: the provider's page opens, the
 * pro answers `outcome` there and comes back to the portal, which records what the provider says.
 */
export const connectSimulated = async (pro: TestClient, provider: ConnectableProvider, outcome = COMPLETE[provider]) => {
  const started = (await pro.gql(START_CONNECTION, { p: provider })).data.startPaymentConnection;
  if (started.result !== 'success') throw new Error(`start ${provider}: ${JSON.stringify(started)}`);
  const session = sessionOf(started.url);
  const decided = (await pro.gql(DECIDE_SIMULATED, { s: session, o: outcome })).data.decideSimulatedConnection;
  if (decided.result !== 'success') throw new Error(`decide ${provider}: ${JSON.stringify(decided)}`);
  return (await pro.gql(FINISH_CONNECTION, { p: provider, s: session })).data.finishPaymentConnection;
};

/** What the payment suites start from: Stripe operational (the active card provider) and a PayPal account whose onboarding is complete. */
export const connectSimulatedProviders = async (pro: TestClient): Promise<void> => {
  await connectSimulated(pro, 'stripe');
  await connectSimulated(pro, 'paypal');
  // The simulator finds onboarding complete at the second check.
  for (let i = 0; i < 2; i++) await pro.gql(CHECK_PAYPAL_STATUS);
};

/**
 * A practice that takes cards: the simulated Stripe account connected and active, and its first
 * service priced (so a saved card places a hold). Used by the client self-service suites.
 */
export const takeCards = async (pro: TestClient, practice: { services: Array<{ id: string }>; locations: Array<{ id: string }> }, service = { name: 'Acupuncture', amountCents: 9_000 }) => {
  await connectSimulated(pro, 'stripe');
  const provider = (await pro.gql(SET_PAYMENT_PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider;
  if (provider.errors.length) throw new Error(`payment provider refused: ${provider.errors}`);
  const priced = { id: practice.services[0].id, name: service.name, description: 'Needles.', timeLength: 60, amountCents: service.amountCents, locationIds: practice.locations.map((l) => l.id) };
  const upserted = (await pro.gql(UPSERT_SERVICE, { input: priced })).data.upsertService;
  if (upserted.result !== 'success') throw new Error(`service refused: ${upserted.errors}`);
};

/** What the pro's Payment Integrations page reads. */
export const PAYMENT_INTEGRATIONS = `{ paymentIntegrations { paymentProvider currencyEnabled
  stripeInfo { connected accountId displayName operational requirementsDue requirementsPastDue connectionError mode }
  squareInfo { squareConnected merchantId displayName erroredAt message error mode }
  paypalInfo { paypalConnected paypalActive venmoActive merchantId sellerStatus { isOnboardingComplete paymentsReceivable primaryEmailConfirmed } mode } } }`;
