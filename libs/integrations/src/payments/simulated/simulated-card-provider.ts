// The embedded card provider: behaves like stripe's or square's test mode, offline. The card
// number decides the outcome (test-cards.ts); the browser side (the simulator's card form) confirms
// setups and tokenises cards through confirmSetup / tokenize, as Stripe.js and Square's Web
// Payments SDK would. `simulateTimeouts(n)` makes the next n charges happen but answer too late.
import { randomUUID } from 'node:crypto';
import {
  ProviderRequestError,
  ProviderUnavailableError,
  type CardProvider,
  type CardProviderName,
  type ChargeRequest,
  type ProviderCard,
  type ProviderChargeResult,
  type RefundRequest,
} from '../card-provider.js';
import type { SimulatorStore } from './simulator-store.js';
import { checkCard, DECLINES, type CardBehaviour, type CardInput } from './test-cards.js';

interface SetupObject {
  customerId: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'succeeded';
  paymentMethodId: string | null;
}

interface CardObject extends ProviderCard {
  behaviour: CardBehaviour;
  detached: boolean;
}

type TokenObject = Omit<CardObject, 'paymentMethodId' | 'customerId' | 'detached'> & { used: boolean };

interface ChargeObject {
  outcome: 'succeeded' | 'failed';
  code: string | null;
  reason: string | null;
  amountCents: number;
  currency: string;
  customerId: string;
  paymentMethodId: string;
  refundedCents: number;
}

/** The answer the browser side gets when a card is refused. */
export class CardRefusedError extends ProviderRequestError {}

const newId = (prefix: string) => `${prefix}_sim_${randomUUID().replace(/-/g, '').slice(0, 20)}`;

export class SimulatedCardProvider implements CardProvider {
  readonly mode = 'simulated' as const;
  private timeoutsLeft = 0;
  private refundTimeoutsLeft = 0;

  constructor(
    readonly name: CardProviderName,
    private readonly store: SimulatorStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The next `count` charges are made at the "provider" but answered as timed out. */
  simulateTimeouts(count: number): void {
    this.timeoutsLeft = count;
  }

  /** The next `count` refunds are made at the "provider" but not answered (ProviderUnavailableError). */
  simulateRefundTimeouts(count: number): void {
    this.refundTimeoutsLeft = count;
  }

  async createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<{ customerId: string }> {
    const customer = await this.store.createOnce('customer', newId('cus'), input.idempotencyKey, { email: input.email, name: input.name });
    return { customerId: customer.id };
  }

  async createCardSetup(input: { customerId: string; idempotencyKey: string }): Promise<{ setupId: string; clientSecret: string }> {
    const id = newId('seti');
    const setup = await this.store.createOnce<SetupObject>('setup', id, input.idempotencyKey, {
      customerId: input.customerId,
      clientSecret: `${id}_secret_${randomUUID().replace(/-/g, '')}`,
      status: 'requires_payment_method',
      paymentMethodId: null,
    });
    return { setupId: setup.id, clientSecret: setup.data.clientSecret };
  }

  /** The browser side of a setup (what Stripe.js's confirmCardSetup does): the card joins the customer. */
  async confirmSetup(clientSecret: string, card: CardInput): Promise<{ paymentMethodId: string }> {
    const setupId = String(clientSecret ?? '').split('_secret_')[0];
    const setup = await this.store.get<SetupObject>('setup', setupId);
    if (!setup || setup.clientSecret !== clientSecret) throw new CardRefusedError('This card form has expired. Please reload the page.', 'setup_not_found');
    if (setup.status === 'succeeded' && setup.paymentMethodId) return { paymentMethodId: setup.paymentMethodId };
    const checked = checkCard(card, this.now());
    if (!checked.ok) throw new CardRefusedError(checked.reason, checked.code);
    const paymentMethodId = newId('pm');
    const { brand, last4, expMonth, expYear, behaviour } = checked;
    await this.store.createOnce<CardObject>('card', paymentMethodId, null, { paymentMethodId, customerId: setup.customerId, brand, last4, expMonth, expYear, behaviour, detached: false });
    await this.store.update<SetupObject>('setup', setupId, { ...setup, status: 'succeeded', paymentMethodId });
    return { paymentMethodId };
  }

  async completeCardSetup(setupId: string): Promise<ProviderCard> {
    const setup = await this.store.get<SetupObject>('setup', setupId);
    if (!setup || setup.status !== 'succeeded' || !setup.paymentMethodId) throw new ProviderRequestError('The card was not saved. Please check the card details and try again.', 'setup_incomplete');
    return this.cardOf(setup.paymentMethodId);
  }

  /** The browser side of square's flow (Web Payments SDK tokenize): a one-time card token. */
  async tokenize(card: CardInput): Promise<{ sourceId: string }> {
    const checked = checkCard(card, this.now());
    if (!checked.ok) throw new CardRefusedError(checked.reason, checked.code);
    const { brand, last4, expMonth, expYear, behaviour } = checked;
    const token = await this.store.createOnce<TokenObject>('token', newId('cnon'), null, { brand, last4, expMonth, expYear, behaviour, used: false });
    return { sourceId: token.id };
  }

  async attachCard(input: { customerId: string; sourceId: string; idempotencyKey: string }): Promise<ProviderCard> {
    const token = await this.store.get<TokenObject>('token', input.sourceId);
    if (!token) throw new ProviderRequestError('The card was not saved. Please check the card details and try again.', 'invalid_card_token');
    const { used: _used, ...card } = token;
    const attached = await this.store.createOnce<CardObject>('card', newId('ccof'), input.idempotencyKey, { ...card, paymentMethodId: '', customerId: input.customerId, detached: false });
    return this.cardOf(attached.id);
  }

  private async cardOf(paymentMethodId: string): Promise<ProviderCard> {
    const card = await this.store.get<CardObject>('card', paymentMethodId);
    if (!card) throw new ProviderRequestError('No such payment method', 'resource_missing');
    return { paymentMethodId, customerId: card.customerId, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
  }

  async charge(input: ChargeRequest): Promise<ProviderChargeResult> {
    const card = await this.store.get<CardObject>('card', input.paymentMethodId);
    const refusal = !card || card.detached || card.customerId !== input.customerId ? { code: 'resource_missing', reason: 'No such payment method.' } : card.behaviour === 'succeeds' ? null : DECLINES[card.behaviour];
    const charge = await this.store.createOnce<ChargeObject>('charge', newId(this.name === 'stripe' ? 'pi' : 'pay'), input.idempotencyKey, {
      outcome: refusal ? 'failed' : 'succeeded',
      code: refusal?.code ?? null,
      reason: refusal?.reason ?? null,
      amountCents: input.amountCents,
      currency: input.currency,
      customerId: input.customerId,
      paymentMethodId: input.paymentMethodId,
      refundedCents: 0,
    });
    if (charge.created && this.timeoutsLeft > 0) {
      this.timeoutsLeft--;
      return { outcome: 'timed_out' };
    }
    return charge.data.outcome === 'succeeded'
      ? { outcome: 'succeeded', providerPaymentId: charge.id }
      : { outcome: 'failed', code: charge.data.code!, reason: charge.data.reason! };
  }

  async refund(input: RefundRequest): Promise<{ refundId: string; status: 'succeeded' | 'pending' | 'failed' }> {
    const charge = await this.store.get<ChargeObject>('charge', input.providerPaymentId);
    if (!charge || charge.outcome !== 'succeeded') throw new ProviderRequestError('No such payment.', 'resource_missing');
    const made = await this.store.findByKey('refund', input.idempotencyKey);
    if (!made && charge.refundedCents + input.amountCents > charge.amountCents) throw new ProviderRequestError('The refund is larger than what is left of the payment.', 'amount_too_large');
    const refund = await this.store.createOnce('refund', newId('re'), input.idempotencyKey, { providerPaymentId: input.providerPaymentId, amountCents: input.amountCents });
    if (refund.created) {
      await this.store.update<ChargeObject>('charge', input.providerPaymentId, { ...charge, refundedCents: charge.refundedCents + input.amountCents });
      if (this.refundTimeoutsLeft > 0) {
        this.refundTimeoutsLeft--;
        throw new ProviderUnavailableError();
      }
    }
    return { refundId: refund.id, status: 'succeeded' };
  }

  async detachCard(input: { customerId: string; paymentMethodId: string }): Promise<void> {
    const card = await this.store.get<CardObject>('card', input.paymentMethodId);
    if (card && card.customerId === input.customerId) await this.store.update<CardObject>('card', input.paymentMethodId, { ...card, detached: true });
  }

  /** Successful charges made at this simulated provider (tests and benchmarks count double charges with it). */
  successfulCharges(): Promise<number> {
    return this.store.count('charge', { outcome: 'succeeded' });
  }

  /** The refunds made of one payment (what a repeat under the same key must not add to). */
  refundsOf(providerPaymentId: string): Promise<number> {
    return this.store.count('refund', { providerPaymentId });
  }

  /** What was refunded of one payment, in cents. */
  async refundedCents(providerPaymentId: string): Promise<number> {
    return (await this.store.get<ChargeObject>('charge', providerPaymentId))?.refundedCents ?? 0;
  }
}
