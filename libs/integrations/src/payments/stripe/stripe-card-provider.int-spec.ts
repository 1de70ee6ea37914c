// The stripe adapter through the real stripe-node SDK against the local fake of the Stripe API:
// saving cards, charges and their refusals, refunds, idempotent repeats and client timeouts.
import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ProviderRequestError, ProviderUnavailableError, type ChargeRequest, type ProviderCard } from '../card-provider.js';
import { StripeCardProvider } from './stripe-card-provider.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server.js';

const key = () => randomUUID();

describe('StripeCardProvider', () => {
  let fake: FakeStripe;
  let stripe: StripeCardProvider;
  const provider = (timeoutMs?: number) =>
    new StripeCardProvider({ secretKey: 'sk_test_fake', host: '127.0.0.1', port: fake.port, protocol: 'http', timeoutMs });

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = provider();
  });
  afterAll(async () => {
    await fake.close();
  });

  /** What the booking flow does: a customer, a SetupIntent, the browser confirms it, then complete. */
  const saveCard = async (cardNumber: string): Promise<ProviderCard> => {
    const { customerId } = await stripe.createCustomer({ email: 'ada@example.com', name: 'Ada Lovelace', idempotencyKey: key() });
    const { setupId } = await stripe.createCardSetup({ customerId, idempotencyKey: key() });
    fake.confirmSetup(setupId, cardNumber);
    return stripe.completeCardSetup(setupId);
  };
  const chargeOf = (card: ProviderCard, idempotencyKey = key()): ChargeRequest => ({
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    amountCents: 12_000,
    currency: 'USD',
    idempotencyKey,
    description: 'Massage 60 min',
  });

  it('saves a card with a SetupIntent confirmed by the client', async () => {
    const customerKey = key();
    const { customerId } = await stripe.createCustomer({ email: 'ada@example.com', name: 'Ada Lovelace', idempotencyKey: customerKey });
    expect(customerId).toMatch(/^cus_/);
    const setupKey = key();
    const { setupId, clientSecret } = await stripe.createCardSetup({ customerId, idempotencyKey: setupKey });
    expect(setupId).toMatch(/^seti_/);
    expect(clientSecret).toMatch(new RegExp(`^${setupId}_secret_`));

    const notConfirmed = stripe.completeCardSetup(setupId);
    await expect(notConfirmed).rejects.toBeInstanceOf(ProviderRequestError);
    await expect(notConfirmed).rejects.toMatchObject({ code: 'setup_incomplete' });

    fake.confirmSetup(setupId, '4242 4242 4242 4242');
    const card = await stripe.completeCardSetup(setupId);
    expect(card).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: expect.any(Number),
      paymentMethodId: expect.stringMatching(/^pm_/),
      customerId,
    });
    // The keys reach Stripe as Idempotency-Key headers; the same key gives the same customer.
    expect(fake.requests).toContainEqual({ method: 'POST', path: '/v1/customers', idempotencyKey: customerKey });
    expect(fake.requests).toContainEqual({ method: 'POST', path: '/v1/setup_intents', idempotencyKey: setupKey });
    const again = await stripe.createCustomer({ email: 'ada@example.com', name: 'Ada Lovelace', idempotencyKey: customerKey });
    expect(again.customerId).toBe(customerId);
  });

  it('refuses to complete a setup Stripe does not know', async () => {
    await expect(stripe.completeCardSetup('seti_unknown')).rejects.toMatchObject({
      name: 'ProviderRequestError',
      code: 'resource_missing',
    });
  });

  it('charges a saved card off-session', async () => {
    const card = await saveCard('4242424242424242');
    const result = await stripe.charge(chargeOf(card));
    expect(result).toEqual({ outcome: 'succeeded', providerPaymentId: expect.stringMatching(/^pi_/) });
  });

  it('reports a declined card as a failed charge with the decline code', async () => {
    const card = await saveCard('4000000000000002');
    expect(await stripe.charge(chargeOf(card))).toEqual({
      outcome: 'failed',
      code: 'generic_decline',
      reason: 'Your card was declined.',
    });
  });

  it('reports insufficient funds as a failed charge', async () => {
    const card = await saveCard('4000000000009995');
    expect(await stripe.charge(chargeOf(card))).toEqual({
      outcome: 'failed',
      code: 'insufficient_funds',
      reason: 'Your card has insufficient funds.',
    });
  });

  it('attaches the 0341 card, whose charges are then declined', async () => {
    const { customerId } = await stripe.createCustomer({ email: 'sam@example.com', name: 'Sam Rivera', idempotencyKey: key() });
    const card = await stripe.attachCard({ customerId, sourceId: 'pm_card_chargeCustomerFail', idempotencyKey: key() });
    expect(card).toMatchObject({ brand: 'visa', last4: '0341', customerId, paymentMethodId: expect.stringMatching(/^pm_/) });
    expect(await stripe.charge(chargeOf(card))).toMatchObject({ outcome: 'failed', code: 'generic_decline' });
  });

  it('refunds a charge, and refuses to refund more than was charged', async () => {
    const card = await saveCard('4242424242424242');
    const charged = await stripe.charge(chargeOf(card));
    if (charged.outcome !== 'succeeded') throw new Error(`charge ${charged.outcome}`);
    const refundOf = (amountCents: number) =>
      stripe.refund({ providerPaymentId: charged.providerPaymentId, amountCents, currency: 'USD', idempotencyKey: key() });
    expect(await refundOf(5_000)).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded' });
    await expect(refundOf(8_000)).rejects.toBeInstanceOf(ProviderRequestError);
  });

  it('answers a repeated charge with the first result, charging once', async () => {
    const card = await saveCard('4242424242424242');
    const request = chargeOf(card);
    const before = fake.charges();
    const first = await stripe.charge(request);
    const repeat = await stripe.charge(request);
    expect(first.outcome).toBe('succeeded');
    expect(repeat).toEqual(first);
    expect(fake.charges()).toBe(before + 1);
    expect(fake.requests.filter((r) => r.idempotencyKey === request.idempotencyKey)).toHaveLength(2);

    const declined = chargeOf(await saveCard('4000000000000002'));
    const refusal = await stripe.charge(declined);
    expect(await stripe.charge(declined)).toEqual(refusal);
    expect(fake.charges()).toBe(before + 2);
  });

  it('detaches a card, which can no longer be charged', async () => {
    const card = await saveCard('4242424242424242');
    await stripe.detachCard({ customerId: card.customerId, paymentMethodId: card.paymentMethodId });
    await expect(stripe.charge(chargeOf(card))).rejects.toBeInstanceOf(ProviderRequestError);
  });

  it('a detach repeated under its idempotency key gets the first answer instead of a refusal', async () => {
    const card = await saveCard('4242424242424242');
    const detach = { customerId: card.customerId, paymentMethodId: card.paymentMethodId, idempotencyKey: `detach:${card.paymentMethodId}` };
    await stripe.detachCard(detach);
    await expect(stripe.detachCard(detach)).resolves.toBeUndefined();
    expect(fake.requests.filter((r) => r.idempotencyKey === detach.idempotencyKey)).toHaveLength(2);
    await expect(stripe.detachCard({ customerId: card.customerId, paymentMethodId: card.paymentMethodId })).rejects.toBeInstanceOf(ProviderRequestError);
  });

  it('reports a charge without an answer in time as timed out; the repeat charges once', async () => {
    const card = await saveCard('4242424242424242');
    const impatient = provider(200);
    const request = chargeOf(card);
    const before = fake.charges();
    fake.respondSlowly(1_000);
    try {
      expect(await impatient.charge(request)).toEqual({ outcome: 'timed_out' });
      await expect(
        impatient.createCustomer({ email: 'ada@example.com', name: 'Ada Lovelace', idempotencyKey: key() }),
      ).rejects.toBeInstanceOf(ProviderUnavailableError);
    } finally {
      fake.respondSlowly(0);
    }
    const repeat = await impatient.charge(request);
    expect(repeat).toEqual({ outcome: 'succeeded', providerPaymentId: expect.stringMatching(/^pi_/) });
    expect(fake.charges()).toBe(before + 1);
  });

  it('reports an unreachable Stripe as unavailable', async () => {
    const gone = await startFakeStripe();
    const port = gone.port;
    await gone.close();
    const offline = new StripeCardProvider({ secretKey: 'sk_test_fake', host: '127.0.0.1', port, protocol: 'http' });
    await expect(offline.createCustomer({ email: 'a@example.com', name: 'A', idempotencyKey: key() })).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    const card: ProviderCard = { customerId: 'cus_x', paymentMethodId: 'pm_x', brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030 };
    expect(await offline.charge(chargeOf(card))).toEqual({ outcome: 'timed_out' });
  });
});
