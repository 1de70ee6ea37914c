// The square adapter of the CardProvider port, on Square's Node SDK (`square`, SquareClient).
// Square has no SetupIntent: the client's card form (Web Payments SDK) turns the card into a
// single-use token (`cnon:...`), which attachCard saves on the customer as a card on file
// (`ccof:...`); charges are payments of that card, completed at once. Refusals of a charge
// (Square's PAYMENT_METHOD_ERROR) are results, not errors; no answer (timeout, network, 429/5xx)
// is `timed_out` for a charge and ProviderUnavailableError elsewhere.
import { createHash } from 'node:crypto';
import type { SquareClient } from 'square';
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

export interface SquareCardProviderOptions {
  accessToken: string;
  /** Square's production API unless set (the sandbox, or a local fake in tests). */
  baseUrl?: string;
  /** The location taking the payments; without it Square uses the seller's main location. */
  locationId?: string;
  /** How long a call may take before it counts as unanswered (30 s by default). */
  timeoutMs?: number;
}

/**
 * Square refuses idempotency keys longer than 45 characters, and ours (derived from the command,
 * e.g. `charge:<appointment id>:<attempt>`) can be longer. The base64url SHA-256 of the key (43
 * characters) is stable, so a repeated command sends the same key and Square returns the first
 * result, while distinct keys stay distinct. Truncating instead could merge two keys.
 */
export const squareIdempotencyKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

/** Square's card brands, named as the other adapters name them. */
const BRANDS: Record<string, string> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  AMERICAN_EXPRESS: 'amex',
  DISCOVER: 'discover',
  DISCOVER_DINERS: 'diners',
  JCB: 'jcb',
  CHINA_UNIONPAY: 'unionpay',
  INTERAC: 'interac',
  EFTPOS: 'eftpos',
};

const REFUND_STATUSES: Record<string, 'succeeded' | 'pending' | 'failed'> = {
  COMPLETED: 'succeeded',
  PENDING: 'pending',
  REJECTED: 'failed',
  FAILED: 'failed',
};

/** What a failed SDK call means for us. */
type Failure =
  | { kind: 'unanswered'; message: string }
  | { kind: 'declined'; code: string; reason: string }
  | { kind: 'refused'; code: string; message: string };

type SquareSdk = typeof import('square');

const classify = (error: unknown, { SquareError, SquareTimeoutError }: SquareSdk): Failure => {
  if (error instanceof SquareTimeoutError) return { kind: 'unanswered', message: error.message };
  if (!(error instanceof SquareError)) throw error;
  // No status: the request never got an answer (connection refused or reset, DNS, ...).
  const status = error.statusCode;
  if (status === undefined || status === 429 || status >= 500) return { kind: 'unanswered', message: error.message };
  const decline = error.errors.find((e) => e.category === 'PAYMENT_METHOD_ERROR');
  if (decline) return { kind: 'declined', code: decline.code.toLowerCase(), reason: decline.detail ?? decline.code };
  const first = error.errors[0];
  return { kind: 'refused', code: (first?.code ?? 'unknown').toLowerCase(), message: first?.detail ?? error.message };
};

/** For calls other than a charge: every failure is an error. */
const toError = (error: unknown, sdk: SquareSdk): Error => {
  const failure = classify(error, sdk);
  if (failure.kind === 'unanswered') return new ProviderUnavailableError(`Square did not answer: ${failure.message}`);
  return failure.kind === 'declined' ? new ProviderRequestError(failure.reason, failure.code) : new ProviderRequestError(failure.message, failure.code);
};


export class SquareCardProvider implements CardProvider {
  readonly name = 'square' as const;
  readonly mode = 'live' as const;
  private readonly square = loadOnFirstUse(async () => {
    const sdk = await import('square');
    const client = new sdk.SquareClient({
      token: this.options.accessToken,
      ...(this.options.baseUrl ? { baseUrl: this.options.baseUrl } : {}),
      timeoutInSeconds: (this.options.timeoutMs ?? 30_000) / 1000,
      // Retrying is the caller's job: it repeats a command with the same idempotency key.
      maxRetries: 0,
    });
    return { sdk, client };
  });

  constructor(private readonly options: SquareCardProviderOptions) {}

  /** One SDK call; every failure becomes one of the port's errors. */
  private async call<T>(request: (client: SquareClient) => Promise<T>): Promise<T> {
    const { sdk, client } = await this.square();
    try {
      return await request(client);
    } catch (error) {
      throw toError(error, sdk);
    }
  }

  async createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<{ customerId: string }> {
    const [givenName, ...rest] = input.name.trim().split(/\s+/);
    const names = rest.length > 0 ? { givenName, familyName: rest.join(' ') } : givenName ? { nickname: givenName } : {};
    const { customer } = await this.call((client) =>
      client.customers.create({ idempotencyKey: squareIdempotencyKey(input.idempotencyKey), emailAddress: input.email, ...names }),
    );
    if (!customer?.id) throw new ProviderRequestError('Square created no customer', 'no_customer');
    return { customerId: customer.id };
  }

  async createCardSetup(_input: { customerId: string; idempotencyKey: string }): Promise<{ setupId: string; clientSecret: string }> {
    throw new ProviderRequestError('Square saves cards with a card token', 'unsupported');
  }

  async completeCardSetup(_setupId: string): Promise<ProviderCard> {
    throw new ProviderRequestError('Square saves cards with a card token', 'unsupported');
  }

  async attachCard(input: { customerId: string; sourceId: string; idempotencyKey: string }): Promise<ProviderCard> {
    const { card } = await this.call((client) =>
      client.cards.create({
        idempotencyKey: squareIdempotencyKey(input.idempotencyKey),
        sourceId: input.sourceId,
        card: { customerId: input.customerId },
      }),
    );
    if (!card?.id) throw new ProviderRequestError('Square saved no card', 'no_card');
    return {
      paymentMethodId: card.id,
      customerId: card.customerId ?? input.customerId,
      brand: BRANDS[card.cardBrand ?? ''] ?? 'unknown',
      last4: card.last4 ?? '',
      expMonth: Number(card.expMonth ?? 0),
      expYear: Number(card.expYear ?? 0),
    };
  }

  async charge(input: ChargeRequest): Promise<ProviderChargeResult> {
    const { sdk, client } = await this.square();
    let payment;
    try {
      ({ payment } = await client.payments.create({
        idempotencyKey: squareIdempotencyKey(input.idempotencyKey),
        sourceId: input.paymentMethodId,
        customerId: input.customerId,
        amountMoney: { amount: BigInt(input.amountCents), currency: input.currency },
        autocomplete: true,
        note: input.description,
        ...(this.options.locationId ? { locationId: this.options.locationId } : {}),
      }));
    } catch (error) {
      const failure = classify(error, sdk);
      if (failure.kind === 'unanswered') return { outcome: 'timed_out' };
      if (failure.kind === 'declined') return { outcome: 'failed', code: failure.code, reason: failure.reason };
      throw new ProviderRequestError(failure.message, failure.code);
    }
    if (payment?.id && payment.status === 'COMPLETED') return { outcome: 'succeeded', providerPaymentId: payment.id };
    if (payment?.status === 'FAILED') return { outcome: 'failed', code: 'payment_failed', reason: 'Square reported the payment as failed' };
    throw new ProviderRequestError(`Square answered a payment ${payment?.status ?? 'without a status'}`, 'unexpected_payment_status');
  }

  async refund(input: RefundRequest): Promise<{ refundId: string; status: 'succeeded' | 'pending' | 'failed' }> {
    const { refund } = await this.call((client) =>
      client.refunds.refundPayment({
        idempotencyKey: squareIdempotencyKey(input.idempotencyKey),
        paymentId: input.providerPaymentId,
        amountMoney: { amount: BigInt(input.amountCents), currency: input.currency },
      }),
    );
    if (!refund?.id) throw new ProviderRequestError('Square created no refund', 'no_refund');
    return { refundId: refund.id, status: REFUND_STATUSES[refund.status ?? ''] ?? 'pending' };
  }

  async detachCard(input: { customerId: string; paymentMethodId: string }): Promise<void> {
    await this.call((client) => client.cards.disable({ cardId: input.paymentMethodId }));
  }
}
