// The providers money goes through: for each card provider (stripe, square) and for PayPal, the
// real adapter when its keys are configured, else the embedded simulator (every flow works offline).
import type { SqlExecutor } from '#app/postgres';
import type { PaymentProvidersConfig } from '#app/config';
import {
  PaypalOrdersProvider,
  SimulatedCardProvider,
  SquareCardProvider,
  StripeCardProvider,
  SimulatedPaypalProvider,
  SimulatorStore,
  type CardProvider,
  type CardProviderName,
  type PaypalProvider,
} from '#app/integrations';

export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');

export interface PaymentProviders {
  card(name: CardProviderName): CardProvider;
  paypal: PaypalProvider;
  /** The simulators (the browser side of their card forms and PayPal window; tests). */
  simulated: { stripe: SimulatedCardProvider; square: SimulatedCardProvider; paypal: SimulatedPaypalProvider; store: SimulatorStore };
}

/** STRIPE_API_URL (a local fake, a proxy) as the SDK's host, port and protocol. */
const stripeHost = (apiUrl: string | null) => {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return { host: url.hostname, port: url.port ? Number(url.port) : undefined, protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const) };
};

export const createPaymentProviders = (db: SqlExecutor, config: PaymentProvidersConfig): PaymentProviders => {
  const store = new SimulatorStore(db);
  const simulated = { stripe: new SimulatedCardProvider('stripe', store), square: new SimulatedCardProvider('square', store), paypal: new SimulatedPaypalProvider(store), store };
  const stripe: CardProvider = config.stripe ? new StripeCardProvider({ secretKey: config.stripe.secretKey, ...stripeHost(config.stripe.apiUrl) }) : simulated.stripe;
  const square: CardProvider = config.square
    ? new SquareCardProvider({ accessToken: config.square.accessToken, baseUrl: config.square.baseUrl ?? undefined, locationId: config.square.locationId ?? undefined })
    : simulated.square;
  const paypal: PaypalProvider = config.paypal
    ? new PaypalOrdersProvider({ clientId: config.paypal.clientId, clientSecret: config.paypal.clientSecret, baseUrl: config.paypal.baseUrl ?? undefined })
    : simulated.paypal;
  return { card: (name: CardProviderName) => (name === 'stripe' ? stripe : square), paypal, simulated };
};
