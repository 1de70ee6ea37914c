// The square adapter through the real Square SDK against the local fake of Square's API: saving a
// card from a card token, charges (success, refusals, the card that saves but never pays),
// refunds, detaching, and idempotency, including a charge that answers too late and is repeated.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ProviderRequestError, type ChargeRequest } from '../card-provider.js';
import { startFakeSquare } from './fake-square-server.js';
import { SquareCardProvider, squareIdempotencyKey } from './square-card-provider.js';

describe('SquareCardProvider against the fake Square API', () => {
  let fake: Awaited<ReturnType<typeof startFakeSquare>>;
  let square: SquareCardProvider;
  const provider = (timeoutMs: number) =>
    new SquareCardProvider({ accessToken: 'sandbox-token', baseUrl: `http://127.0.0.1:${fake.port}`, locationId: 'MAIN_LOCATION', timeoutMs });

  beforeAll(async () => {
    fake = await startFakeSquare();
    square = provider(5_000);
  });
  afterAll(async () => {
    await fake.close();
  });

  /** Keys as the commands make them: longer than Square's 45 characters. */
  const key = (purpose: string) => `${purpose}:${randomUUID()}:${randomUUID()}`;
  const customer = async () => (await square.createCustomer({ email: 'ada@example.com', name: 'Ada Lovelace', idempotencyKey: key('customer') })).customerId;
  const saveCard = async (number: string) =>
    square.attachCard({ customerId: await customer(), sourceId: fake.tokenize(number), idempotencyKey: key('card') });
  const chargeOf = (card: { customerId: string; paymentMethodId: string }, idempotencyKey = key('charge')): ChargeRequest => ({
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    amountCents: 8_500,
    currency: 'USD',
    idempotencyKey,
    description: 'Massage, 60 min',
  });

  it('is the live square provider', () => {
    expect([square.name, square.mode]).toEqual(['square', 'live']);
  });

  it('derives short, stable idempotency keys', () => {
    const long = key('charge');
    expect(long.length).toBeGreaterThan(45);
    expect(squareIdempotencyKey(long)).toHaveLength(43);
    expect(squareIdempotencyKey(long)).toBe(squareIdempotencyKey(long));
    expect(squareIdempotencyKey(long)).not.toBe(squareIdempotencyKey(`${long}x`));
  });

  it('returns the same customer for the same key', async () => {
    const input = { email: 'grace@example.com', name: 'Grace', idempotencyKey: key('customer') };
    const first = await square.createCustomer(input);
    expect(first.customerId).toEqual(expect.any(String));
    expect(await square.createCustomer(input)).toEqual(first);
  });

  it('has no card setups: cards are saved from a card token', async () => {
    await expect(square.createCardSetup({ customerId: 'C1', idempotencyKey: key('setup') })).rejects.toMatchObject({ code: 'unsupported' });
    await expect(square.completeCardSetup('setup-1')).rejects.toBeInstanceOf(ProviderRequestError);
  });

  it('saves a card from a card token', async () => {
    const customerId = await customer();
    const card = await square.attachCard({ customerId, sourceId: fake.tokenize('4111 1111 1111 1111'), idempotencyKey: key('card') });
    expect(card).toEqual({
      paymentMethodId: expect.stringMatching(/^ccof:/),
      customerId,
      brand: 'visa',
      last4: '1111',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 4,
    });
  });

  it('charges a saved card', async () => {
    const card = await saveCard('4111111111111111');
    expect(await square.charge(chargeOf(card))).toEqual({ outcome: 'succeeded', providerPaymentId: expect.any(String) });
  });

  it('refuses to save a declined card, and a charge of it fails', async () => {
    const customerId = await customer();
    const attach = square.attachCard({ customerId, sourceId: fake.tokenize('4000000000000002'), idempotencyKey: key('card') });
    await expect(attach).rejects.toBeInstanceOf(ProviderRequestError);
    await expect(attach).rejects.toMatchObject({ code: 'card_declined' });

    const charge = await square.charge(chargeOf({ customerId, paymentMethodId: fake.tokenize('4000000000000002') }));
    expect(charge).toEqual({ outcome: 'failed', code: 'card_declined', reason: "Authorization error: 'CARD_DECLINED'" });
  });

  it('reports insufficient funds', async () => {
    const customerId = await customer();
    const attach = square.attachCard({ customerId, sourceId: fake.tokenize('4000000000009995'), idempotencyKey: key('card') });
    await expect(attach).rejects.toMatchObject({ code: 'insufficient_funds' });

    const charge = await square.charge(chargeOf({ customerId, paymentMethodId: fake.tokenize('4000000000009995') }));
    expect(charge).toEqual({ outcome: 'failed', code: 'insufficient_funds', reason: "Authorization error: 'INSUFFICIENT_FUNDS'" });
  });

  it('saves the 0341 card, whose charges are then declined', async () => {
    const card = await saveCard('4000000000000341');
    expect(card.last4).toBe('0341');
    expect(await square.charge(chargeOf(card))).toEqual({ outcome: 'failed', code: 'card_declined', reason: "Authorization error: 'CARD_DECLINED'" });
  });

  it('refunds a payment, once per key, and not beyond what was paid', async () => {
    const charge = await square.charge(chargeOf(await saveCard('4111111111111111')));
    if (charge.outcome !== 'succeeded') throw new Error(`charge ${charge.outcome}`);
    const refundRequest = { providerPaymentId: charge.providerPaymentId, amountCents: 5_000, currency: 'USD' as const, idempotencyKey: key('refund') };

    const refund = await square.refund(refundRequest);
    expect(refund).toEqual({ refundId: expect.any(String), status: 'pending' });
    expect(await square.refund(refundRequest)).toEqual(refund);
    await expect(square.refund({ ...refundRequest, idempotencyKey: key('refund') })).rejects.toMatchObject({ code: 'refund_amount_invalid' });
  });

  it('detaches a card, which then cannot be charged', async () => {
    const card = await saveCard('4111111111111111');
    await square.detachCard({ customerId: card.customerId, paymentMethodId: card.paymentMethodId });
    await expect(square.charge(chargeOf(card))).rejects.toMatchObject({ code: 'not_found' });
  });

  it('returns the first result when a charge is repeated with the same key', async () => {
    const request = chargeOf(await saveCard('4111111111111111'));
    const before = fake.payments();
    const first = await square.charge(request);
    expect(first.outcome).toBe('succeeded');
    expect(await square.charge(request)).toEqual(first);
    expect(fake.payments()).toBe(before + 1);
  });

  it('reports a charge answered too late as timed out; the repeat returns the one payment', async () => {
    const request = chargeOf(await saveCard('4111111111111111'));
    const before = fake.payments();
    fake.respondSlowly(1_000);
    try {
      expect(await provider(200).charge(request)).toEqual({ outcome: 'timed_out' });
    } finally {
      fake.respondSlowly(0);
    }
    const repeat = await square.charge(request);
    expect(repeat).toEqual({ outcome: 'succeeded', providerPaymentId: expect.any(String) });
    expect(fake.payments()).toBe(before + 1);
  });

  it('reports no answer as timed out for a charge, unavailable otherwise', async () => {
    const closed = await startFakeSquare();
    await closed.close();
    // A short timeout: on a refused connection the SDK leaves its timeout timer running, which would hold Jest open.
    const unreachable = new SquareCardProvider({ accessToken: 'sandbox-token', baseUrl: `http://127.0.0.1:${closed.port}`, timeoutMs: 300 });
    expect(await unreachable.charge(chargeOf({ customerId: 'C1', paymentMethodId: 'ccof:1' }))).toEqual({ outcome: 'timed_out' });
    await expect(unreachable.createCustomer({ email: 'a@example.com', name: 'A B', idempotencyKey: key('customer') })).rejects.toMatchObject({
      name: 'ProviderUnavailableError',
    });
  });
});
