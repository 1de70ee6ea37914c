// Payment settings through the API (spec 002 §2 connect links, §4 provider states, §5 rules, §7
// calls): Stripe, Square and PayPal connected through the embedded simulator's page, the active
// provider, require-card, PayPal and Venmo, offline options, tips, currency and the identity
// session; every refusal with its message, and nothing changed by it; another practice's pro and
// a visitor reach nothing (the demo practice's accounts: test/e2e/demo/payment-accounts.ts).
import { newCommandContext } from '#app/es';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CommandSender } from '../../apps/api/src/infrastructure/command-sender.js';
import { ChangePracticeCommand } from '../../apps/api/src/practice/commands/change-practice/change-practice.command.js';
import type { TestClient } from '../support/graphql-client.js';
import {
  CHECK_PAYPAL_STATUS, PAYMENT_INTEGRATIONS as INTEGRATIONS, connectSimulated, DECIDE_SIMULATED, FINISH_CONNECTION, SET_PAYMENT_PROVIDER, SIMULATED_CONNECTION, sessionOf, START_CONNECTION,
  UPDATE_PAYMENT_SETTINGS,
} from '../support/payment-operations.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';

const SETTINGS = `{ paymentSettings { paymentProvider currency currencyEnabled acceptsTips acceptsCash acceptsCreditCard acceptsPaypal acceptsVenmo acceptsZelle
  paypalActive venmoActive requireClientCcToBook chargeClientCcAtBooking } }`;
const PAYPAL_SETTINGS = `mutation($paypal: Boolean, $venmo: Boolean) { updatePaypalSettings(paypalActive: $paypal, venmoActive: $venmo) { result errors error } }`;
const DISCONNECT_PAYPAL = `mutation { disconnectPaypalAccount { result errors paymentIntegrations { paypalInfo { paypalConnected } } } }`;
const OFFLINE = `mutation($input: OfflineOptionsInput!) { updatePracticeOfflineOptions(input: $input) { result errors paymentSettings { acceptsCash acceptsZelle acceptsVenmo } } }`;
const TIPS = `mutation($tips: Boolean!) { updatePracticeAcceptsTips(acceptsTips: $tips) { result errors } }`;
const CURRENCY = `mutation($c: String!) { updatePracticeCurrency(currency: $c) { result errors error paymentSettings { currency } } }`;
const VERIFICATION = `{ verificationSession { id clientSecret url } }`;

const NOT_YOURS = 'This connection link is not valid for your practice.';
const REQUIRE_CARD = 'Connect a payment provider before requiring a credit card to book.';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const integrations = async (pro: TestClient) => (await pro.gql(INTEGRATIONS)).data.paymentIntegrations;
const settings = async (pro: TestClient) => (await pro.gql(SETTINGS)).data.paymentSettings;
const provider = async (pro: TestClient, p: string) => (await pro.gql(SET_PAYMENT_PROVIDER, { p })).data.updatePracticePaymentProvider;
const paymentSettings = async (pro: TestClient, input: Record<string, unknown>) => (await pro.gql(UPDATE_PAYMENT_SETTINGS, { input })).data.updatePaymentSettings;
const start = async (pro: TestClient, p: string) => sessionOf((await pro.gql(START_CONNECTION, { p })).data.startPaymentConnection.url);
const decide = async (pro: TestClient, s: string, o: string) => (await pro.gql(DECIDE_SIMULATED, { s, o })).data.decideSimulatedConnection;
const finish = async (pro: TestClient, p: string, s: string) => (await pro.gql(FINISH_CONNECTION, { p, s })).data.finishPaymentConnection;
const checkPaypal = async (pro: TestClient) => (await pro.gql(CHECK_PAYPAL_STATUS)).data.checkPaypalSellerStatus;

describe('Stripe through its connect link (/portal/settings/banking/link)', () => {
  it('requirements due first (not yet a provider), then operational: it becomes the active provider and require-card is allowed', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Stripe Steps Studio');
    expect((await integrations(pro)).stripeInfo).toEqual({
      connected: false, accountId: null, displayName: null, operational: false, requirementsDue: [], requirementsPastDue: [], connectionError: null, mode: 'simulated',
    });
    const started = (await pro.gql(START_CONNECTION, { p: 'stripe' })).data.startPaymentConnection;
    expect(started).toEqual({ result: 'success', errors: [], url: expect.stringMatching(/^\/portal\/settings\/banking\/simulator\/sim_stripe_[0-9a-f-]{36}$/) });
    const session = sessionOf(started.url);
    expect((await pro.gql(SIMULATED_CONNECTION, { s: session })).data.simulatedConnection).toEqual({
      id: session, provider: 'stripe', practiceName: 'Stripe Steps Studio', outcomes: ['complete', 'requirements_due', 'error', 'cancel'], outcome: null,
    });
    expect(await finish(pro, 'stripe', session)).toEqual({ result: null, errors: ['Stripe did not finish connecting your account. Please try again.'], outcome: null });
    expect(await decide(pro, session, 'authorize')).toEqual({ result: null, errors: ['Please choose one of the outcomes the simulator offers.'], returnUrl: null });
    expect(await decide(pro, session, 'requirements_due')).toEqual({ result: 'success', errors: [], returnUrl: `/portal/settings/banking/stripe/return?session=${session}` });
    expect((await decide(pro, session, 'complete')).errors).toEqual(['This connection was already answered. Start again from your payment settings.']);
    expect(await finish(pro, 'stripe', session)).toEqual({ result: 'success', errors: [], outcome: 'pending' });

    const due = await integrations(pro);
    expect(due.paymentProvider).toBeNull();
    expect(due.stripeInfo).toMatchObject({ connected: true, displayName: 'Stripe Steps Studio', operational: false, requirementsDue: ['individual.verification.document', 'external_account'] });
    expect(await provider(pro, 'stripe')).toEqual({ result: null, errors: ['Connect your Stripe account and finish its onboarding before making Stripe your payment provider.'] });
    expect((await paymentSettings(pro, { requireClientCcToBook: true })).errors).toEqual([REQUIRE_CARD]);
    expect(await settings(pro)).toMatchObject({ paymentProvider: null, requireClientCcToBook: false });

    expect(await connectSimulated(pro, 'stripe', 'complete')).toEqual({ result: 'success', errors: [], outcome: 'connected' });
    const ready = await integrations(pro);
    expect(ready).toMatchObject({ paymentProvider: 'stripe', stripeInfo: { accountId: due.stripeInfo.accountId, operational: true, requirementsDue: [] } });
    expect(await provider(pro, 'stripe')).toEqual({ result: 'success', errors: [] });
    expect(await paymentSettings(pro, { requireClientCcToBook: true, chargeClientCcAtBooking: true })).toEqual({ result: 'success', errors: [] });
    expect(await paymentSettings(pro, { requireClientCcToBook: false })).toEqual({ result: 'success', errors: [] });
    expect(await settings(pro)).toMatchObject({ requireClientCcToBook: false, chargeClientCcAtBooking: false });
    // The public booking page sees the provider it will take the card with.
    const visitor = await newClient(server);
    const page = (await visitor.gql(`query($s: String!) { publicPractice(shortLink: $s) { paymentProvider } }`, { s: practice.shortLink })).data.publicPractice;
    expect(page.paymentProvider).toBe('stripe');
  });

  it('a failed return is reported and kept on the account until a good one', async () => {
    const { client: pro } = await signUpPro(server);
    const first = await connectSimulated(pro, 'stripe', 'error');
    expect(first).toEqual({ result: null, errors: ['Stripe could not connect your account (simulated error). Please try again.'], outcome: null });
    expect((await integrations(pro)).stripeInfo.connected).toBe(false);
    await connectSimulated(pro, 'stripe');
    await connectSimulated(pro, 'stripe', 'error');
    expect((await integrations(pro)).stripeInfo).toMatchObject({ operational: true, connectionError: 'Stripe could not connect your account (simulated error). Please try again.' });
    await connectSimulated(pro, 'stripe');
    expect((await integrations(pro)).stripeInfo.connectionError).toBeNull();
    // Cancelling at Stripe changes nothing.
    expect(await connectSimulated(pro, 'stripe', 'cancel')).toMatchObject({ result: 'success', outcome: 'cancelled' });
  });
});

describe('Square through /portal/settings/banking/square/authorize, and the active provider', () => {
  it('a denied authorization leaves Square errored; once authorized the pro may switch to it', async () => {
    const { client: pro } = await signUpPro(server);
    await connectSimulated(pro, 'stripe');
    expect(await provider(pro, 'square')).toEqual({ result: null, errors: ['Connect your Square account before making Square your payment provider.'] });
    expect(await connectSimulated(pro, 'square', 'deny')).toEqual({ result: null, errors: ['Square authorization was denied.'], outcome: null });
    expect((await integrations(pro)).squareInfo).toEqual({
      squareConnected: false, merchantId: null, displayName: null, erroredAt: expect.any(String), message: 'Square authorization was denied.', error: true, mode: 'simulated',
    });
    expect((await provider(pro, 'square')).errors).toEqual(['Connect your Square account before making Square your payment provider.']);

    expect(await connectSimulated(pro, 'square')).toEqual({ result: 'success', errors: [], outcome: 'connected' });
    const both = await integrations(pro);
    // Connecting another provider does not switch: that is the pro's confirmed choice.
    expect(both).toMatchObject({ paymentProvider: 'stripe', squareInfo: { squareConnected: true, merchantId: expect.stringMatching(/^MLSIM/), error: false, erroredAt: null } });
    expect(await provider(pro, 'square')).toEqual({ result: 'success', errors: [] });
    expect((await settings(pro)).paymentProvider).toBe('square');
    expect(await provider(pro, 'paypal')).toEqual({ result: null, errors: ["Please choose 'stripe' or 'square' as the payment provider."] });
    expect((await settings(pro)).paymentProvider).toBe('square');
    expect((await pro.gql(START_CONNECTION, { p: 'venmo' })).data.startPaymentConnection).toEqual({ result: null, errors: ["Please choose 'stripe', 'square' or 'paypal'."], url: null });
  });
});

describe('PayPal through /portal/settings/banking/paypal/link', () => {
  it('not connected -> onboarding incomplete -> complete (second status check) -> PayPal and Venmo -> disconnected', async () => {
    const { client: pro } = await signUpPro(server);
    expect((await pro.gql(PAYPAL_SETTINGS, { paypal: true })).data.updatePaypalSettings).toEqual({ result: null, errors: ['Connect a PayPal account first.'], error: 'Connect a PayPal account first.' });
    expect(await checkPaypal(pro)).toEqual({ result: null, errors: ['Connect a PayPal account first.'], status: null });
    expect((await pro.gql(DISCONNECT_PAYPAL)).data.disconnectPaypalAccount.errors).toEqual(['Connect a PayPal account first.']);

    expect(await connectSimulated(pro, 'paypal')).toEqual({ result: 'success', errors: [], outcome: 'pending' });
    const notOnboarded = { isOnboardingComplete: false, paymentsReceivable: false, primaryEmailConfirmed: false };
    expect((await integrations(pro)).paypalInfo).toEqual({
      paypalConnected: true, paypalActive: false, venmoActive: false, merchantId: expect.stringMatching(/^PPSIM/), sellerStatus: notOnboarded, mode: 'simulated',
    });
    expect((await pro.gql(PAYPAL_SETTINGS, { venmo: true })).data.updatePaypalSettings.errors).toEqual(['Finish your PayPal onboarding before turning on PayPal or Venmo payments.']);

    expect(await checkPaypal(pro)).toEqual({ result: 'success', errors: [], status: notOnboarded });
    const onboarded = { isOnboardingComplete: true, paymentsReceivable: true, primaryEmailConfirmed: true };
    expect(await checkPaypal(pro)).toEqual({ result: 'success', errors: [], status: onboarded });
    expect((await integrations(pro)).paypalInfo.sellerStatus).toEqual(onboarded);
    expect((await pro.gql(PAYPAL_SETTINGS, { paypal: true, venmo: true })).data.updatePaypalSettings).toEqual({ result: 'success', errors: [], error: null });
    expect((await pro.gql(PAYPAL_SETTINGS, { venmo: false })).data.updatePaypalSettings.result).toBe('success');
    expect(await settings(pro)).toMatchObject({ paypalActive: true, venmoActive: false });

    expect((await pro.gql(DISCONNECT_PAYPAL)).data.disconnectPaypalAccount).toEqual({ result: 'success', errors: [], paymentIntegrations: { paypalInfo: { paypalConnected: false } } });
    expect((await integrations(pro)).paypalInfo).toEqual({ paypalConnected: false, paypalActive: false, venmoActive: false, merchantId: null, sellerStatus: null, mode: 'simulated' });
    // Connecting again starts onboarding again.
    await connectSimulated(pro, 'paypal');
    expect((await checkPaypal(pro)).status).toEqual(notOnboarded);
  });
});

describe('offline options, tips and currency', () => {
  it('saves offline options and tips; the currency changes only where currencyEnabled is set', async () => {
    const { client: pro, practice } = await signUpPro(server);
    expect((await pro.gql(OFFLINE, { input: { acceptsCash: true, acceptsZelle: true } })).data.updatePracticeOfflineOptions).toEqual({
      result: 'success', errors: [], paymentSettings: { acceptsCash: true, acceptsZelle: true, acceptsVenmo: false },
    });
    expect((await pro.gql(TIPS, { tips: true })).data.updatePracticeAcceptsTips).toEqual({ result: 'success', errors: [] });
    expect(await settings(pro)).toMatchObject({ acceptsTips: true, acceptsCash: true, acceptsZelle: true, currency: 'USD', currencyEnabled: false });

    expect((await pro.gql(CURRENCY, { c: 'CAD' })).data.updatePracticeCurrency).toEqual({
      result: null, errors: ['Changing the currency is not available for your practice.'], error: 'Changing the currency is not available for your practice.', paymentSettings: null,
    });
    expect((await settings(pro)).currency).toBe('USD');
    // Staff turn the practice's flag on (there is no call for it in the portal).
    const staff = newCommandContext({ kind: 'system', id: 'support', name: 'Support' });
    await server.app.get(CommandSender).send(new ChangePracticeCommand(practice.id, { type: 'UpdatePaymentSettings', data: { currencyEnabled: true } }, staff));
    expect((await integrations(pro)).currencyEnabled).toBe(true);
    expect((await pro.gql(CURRENCY, { c: 'CAD' })).data.updatePracticeCurrency).toEqual({ result: 'success', errors: [], error: null, paymentSettings: { currency: 'CAD' } });
    expect((await pro.gql(CURRENCY, { c: 'EUR' })).data.updatePracticeCurrency.errors).toEqual(['Please choose USD or CAD.']);
    expect((await settings(pro)).currency).toBe('CAD');
  });
});

describe('verificationSession', () => {
  it("gives a session for the card provider's identity check, which the simulator's page can open", async () => {
    const { client: pro } = await signUpPro(server);
    const session = (await pro.gql(VERIFICATION)).data.verificationSession;
    expect(session).toEqual({
      id: expect.stringMatching(/^sim_identity_/), clientSecret: expect.stringMatching(/^sim_identity_.+_secret_[0-9a-f]{24}$/), url: expect.stringMatching(/^\/portal\/settings\/banking\/simulator\/sim_identity_/),
    });
    expect((await pro.gql(SIMULATED_CONNECTION, { s: session.id })).data.simulatedConnection).toMatchObject({ provider: 'identity', outcomes: ['verify', 'cancel'] });
    expect((await decide(pro, session.id, 'verify')).returnUrl).toBe('/portal/settings/banking/stripe');
  });
});

describe('who may connect', () => {
  it("another practice's pro can neither see, answer nor finish a practice's connect session", async () => {
    const owner = (await signUpPro(server)).client;
    const other = (await signUpPro(server)).client;
    const session = await start(owner, 'stripe');
    const seen = await other.gql(SIMULATED_CONNECTION, { s: session });
    expect(seen.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([[NOT_YOURS, 'NOT_FOUND']]);
    expect(await decide(other, session, 'complete')).toEqual({ result: null, errors: [NOT_YOURS], returnUrl: null });
    expect((await decide(owner, session, 'complete')).result).toBe('success');
    expect(await finish(other, 'stripe', session)).toEqual({ result: null, errors: [NOT_YOURS], outcome: null });
    expect(await finish(owner, 'square', session)).toEqual({ result: null, errors: [NOT_YOURS], outcome: null });
    expect((await integrations(other)).stripeInfo.connected).toBe(false);
    expect((await integrations(owner)).stripeInfo.connected).toBe(false);
    expect((await finish(owner, 'stripe', session)).outcome).toBe('connected');
  });

  it('a visitor reaches none of the calls', async () => {
    const visitor = await newClient(server);
    const calls: Array<[string, Record<string, unknown>?]> = [
      [INTEGRATIONS], [SETTINGS], [VERIFICATION], [START_CONNECTION, { p: 'stripe' }], [FINISH_CONNECTION, { p: 'stripe', s: 'x' }],
      [DECIDE_SIMULATED, { s: 'x', o: 'complete' }], [SIMULATED_CONNECTION, { s: 'x' }], [CHECK_PAYPAL_STATUS], [DISCONNECT_PAYPAL],
      [PAYPAL_SETTINGS, { paypal: true }], [CURRENCY, { c: 'CAD' }], [TIPS, { tips: true }], [OFFLINE, { input: { acceptsCash: true } }], [SET_PAYMENT_PROVIDER, { p: 'stripe' }],
    ];
    for (const [query, variables] of calls) {
      expect((await visitor.gql(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
