// The stripe adapter of the CardProvider port, on stripe-node. Cards are saved with a SetupIntent
// (the client confirms it with Stripe's card form) or by attaching a PaymentMethod, and charged
// off-session with a confirmed PaymentIntent. Every call that creates something or moves money
// sends the command's idempotency key, so Stripe answers a repeat with its first answer.
// Errors map onto the port: a card refusal is a 'failed' charge, no answer (timeout, network,
// Stripe's own 5xx) is a 'timed_out' charge or ProviderUnavailableError, any other refusal is a
// ProviderRequestError carrying Stripe's code.
import type Stripe from 'stripe';
import { loadOnFirstUse } from '../../load-on-first-use.js';
import {
  ProviderRequestError,
  ProviderUnavailableError,
  type CardProvider,
  type ChargeRequest,
  type ProviderCard,
  type ProviderChargeResult,
  type RefundRequest,
} from '../card-provider.js';

export interface StripeCardProviderOptions {
  secretKey: string;
  /** Another API host (a local fake in tests); api.stripe.com when absent. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  timeoutMs?: number;
}

/** What a rejection from stripe-node looks like (matched by shape: the SDK's classes may be loaded twice, ESM and CJS). */
interface StripeFailure {
  type: string;
  message: string;
  code?: string;
  decline_code?: string;
  statusCode?: number;
}

const isStripeFailure = (error: unknown): error is StripeFailure => {
  const type: unknown = error instanceof Error ? (error as Error & { type?: unknown }).type : undefined;
  return typeof type === 'string' && type.startsWith('Stripe');
};

/** No answer, or Stripe's own failure: whether the request took effect is unknown. */
const isNoAnswer = (error: StripeFailure) =>
  error.type === 'StripeConnectionError' || (error.type === 'StripeAPIError' && (error.statusCode ?? 500) >= 500);

const toProviderError = (error: unknown): Error => {
  if (!isStripeFailure(error)) return error instanceof Error ? error : new Error(String(error));
  if (isNoAnswer(error)) return new ProviderUnavailableError(`Stripe did not answer: ${error.message}`);
  return new ProviderRequestError(error.message, error.decline_code ?? error.code ?? error.type);
};

const idOf = (value: string | { id: string } | null): string => (typeof value === 'string' ? value : (value?.id ?? ''));

const toProviderCard = (paymentMethod: Stripe.PaymentMethod, customerId: string): ProviderCard => {
  const card = paymentMethod.card;
  if (!card) throw new ProviderRequestError(`The payment method ${paymentMethod.id} is not a card`, 'not_a_card');
  return {
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    paymentMethodId: paymentMethod.id,
    customerId,
  };
};

export class StripeCardProvider implements CardProvider {
  readonly name = 'stripe' as const;
  readonly mode = 'live' as const;
  private readonly stripe: () => Promise<Stripe>;

  constructor(options: StripeCardProviderOptions) {
    const timeout = options.timeoutMs;
    this.stripe = loadOnFirstUse(async () => {
      const { default: StripeSdk } = await import('stripe');
      return options.host
        ? new StripeSdk(options.secretKey, {
            host: options.host,
            port: options.port,
            protocol: options.protocol,
            maxNetworkRetries: 0,
            telemetry: false,
            timeout,
          })
        : new StripeSdk(options.secretKey, { timeout });
    });
  }

  /** Runs a call that is not a charge, mapping its failures onto the port's errors. */
  private async call<T>(request: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = await this.stripe();
    try {
      return await request(stripe);
    } catch (error) {
      throw toProviderError(error);
    }
  }

  async createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<{ customerId: string }> {
    const customer = await this.call((stripe) =>
      stripe.customers.create({ email: input.email, name: input.name }, { idempotencyKey: input.idempotencyKey }),
    );
    return { customerId: customer.id };
  }

  async createCardSetup(input: { customerId: string; idempotencyKey: string }): Promise<{ setupId: string; clientSecret: string }> {
    const setup = await this.call((stripe) =>
      stripe.setupIntents.create(
        // allowed_payment_method_types: API 2026-09-30 (stripe-node 23) removed payment_method_types here.
        { customer: input.customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!setup.client_secret) throw new ProviderRequestError('Stripe returned a SetupIntent without a client secret', 'no_client_secret');
    return { setupId: setup.id, clientSecret: setup.client_secret };
  }

  async completeCardSetup(setupId: string): Promise<ProviderCard> {
    const setup = await this.call((stripe) => stripe.setupIntents.retrieve(setupId, { expand: ['payment_method'] }));
    const paymentMethod = setup.payment_method;
    if (setup.status !== 'succeeded' || !paymentMethod || typeof paymentMethod === 'string') {
      throw new ProviderRequestError(`The card was not saved: the setup is ${setup.status}, not confirmed`, 'setup_incomplete');
    }
    return toProviderCard(paymentMethod, idOf(setup.customer));
  }

  async attachCard(input: { customerId: string; sourceId: string; idempotencyKey: string }): Promise<ProviderCard> {
    const paymentMethod = await this.call((stripe) =>
      stripe.paymentMethods.attach(input.sourceId, { customer: input.customerId }, { idempotencyKey: input.idempotencyKey }),
    );
    return toProviderCard(paymentMethod, idOf(paymentMethod.customer) || input.customerId);
  }

  async charge(input: ChargeRequest): Promise<ProviderChargeResult> {
    const stripe = await this.stripe();
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          description: input.description,
        },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      if (isStripeFailure(error) && error.type === 'StripeCardError') {
        return { outcome: 'failed', code: error.decline_code ?? error.code ?? 'card_declined', reason: error.message };
      }
      if (isStripeFailure(error) && isNoAnswer(error)) return { outcome: 'timed_out' };
      throw toProviderError(error);
    }
    if (intent.status === 'succeeded') return { outcome: 'succeeded', providerPaymentId: intent.id };
    if (intent.status === 'processing' || intent.status === 'requires_capture') {
      // Neither taken nor refused: never reported as a refusal, which would invite a second charge.
      throw new ProviderRequestError(`Stripe left the payment ${intent.id} ${intent.status}`, 'payment_not_settled');
    }
    const error = intent.last_payment_error;
    return {
      outcome: 'failed',
      code: error?.decline_code ?? error?.code ?? intent.status,
      reason: error?.message ?? `The payment was not completed (${intent.status})`,
    };
  }

  async refund(input: RefundRequest): Promise<{ refundId: string; status: 'succeeded' | 'pending' | 'failed' }> {
    const refund = await this.call((stripe) =>
      stripe.refunds.create(
        { payment_intent: input.providerPaymentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    // Stripe's other states: requires_action and pending are on their way, canceled did not happen.
    const status =
      refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
    return { refundId: refund.id, status };
  }

  async detachCard(input: { customerId: string; paymentMethodId: string; idempotencyKey?: string }): Promise<void> {
    await this.call((stripe) => stripe.paymentMethods.detach(input.paymentMethodId, {}, input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined));
  }
}
