// The PayPal adapter through the real @paypal/paypal-server-sdk against the local fake of PayPal's
// API: the order on the wire, captures, refusals, PayPal-Request-Id idempotency, no answer.
import { describe, expect, it, beforeAll, afterAll } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProviderUnavailableError } from '../card-provider.js';
import { startFakePaypal } from './fake-paypal-server.js';
import { PaypalOrdersProvider } from './paypal-orders-provider.js';

type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;

const providerAt = (baseUrl: string, timeoutMs: number) =>
  new PaypalOrdersProvider({ clientId: 'client', clientSecret: 'secret', baseUrl, timeoutMs });
const basicAuth = `Basic ${Buffer.from('client:secret').toString('base64')}`;

describe('PaypalOrdersProvider', () => {
  let fake: FakePaypal;
  let baseUrl: string;
  let paypal: PaypalOrdersProvider;
  let keys = 0;
  const key = (label: string) => `${label}-${++keys}`;

  const orderRequest = (amountCents = 1350, idempotencyKey = key('create')) =>
    ({ amountCents, currency: 'USD', idempotencyKey, description: 'Massage, 60 min', referenceId: 'appt-42' }) as const;
  const createOrder = (amountCents?: number, idempotencyKey?: string) => paypal.createOrder(orderRequest(amountCents, idempotencyKey));

  /** The order as PayPal holds it, read over the wire (not through the adapter). */
  const orderAtPaypal = async (orderId: string) => {
    const tokenResponse = await fetch(`${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const { access_token } = (await tokenResponse.json()) as { access_token: string };
    const response = await fetch(`${baseUrl}/v2/checkout/orders/${orderId}`, { headers: { authorization: `Bearer ${access_token}` } });
    return (await response.json()) as {
      intent: string;
      status: string;
      purchase_units: Array<{ reference_id: string; description: string; amount: { currency_code: string; value: string } }>;
    };
  };

  beforeAll(async () => {
    fake = await startFakePaypal();
    baseUrl = `http://127.0.0.1:${fake.port}`;
    paypal = providerAt(baseUrl, 5000);
  });
  afterAll(async () => {
    await fake.close();
  });

  it('is the live adapter', () => {
    expect(paypal.mode).toBe('live');
  });

  it.each([
    [1350, '13.50'],
    [5, '0.05'],
    [100000, '1000.00'],
  ])('creates a CAPTURE order for %i cents as %s', async (amountCents, value) => {
    const { orderId } = await createOrder(amountCents);
    const order = await orderAtPaypal(orderId);
    expect(order.intent).toBe('CAPTURE');
    expect(order.status).toBe('CREATED');
    expect(order.purchase_units).toEqual([
      { reference_id: 'appt-42', description: 'Massage, 60 min', amount: { currency_code: 'USD', value } },
    ]);
  });

  it('refuses an amount that is not a positive whole number of cents, before calling PayPal', async () => {
    await expect(createOrder(0)).rejects.toThrow(RangeError);
    await expect(createOrder(13.5)).rejects.toThrow(RangeError);
  });

  it('captures an approved order', async () => {
    const { orderId } = await createOrder(100000);
    fake.approve(orderId);
    const before = fake.captures();
    const result = await paypal.captureOrder({ orderId, idempotencyKey: key('capture') });
    expect(result).toEqual({ outcome: 'completed', captureId: expect.any(String), amountCents: 100000 });
    expect(fake.captures()).toBe(before + 1);
    expect((await orderAtPaypal(orderId)).status).toBe('COMPLETED');
  });

  it('fails with ORDER_NOT_APPROVED before the payer approved', async () => {
    const { orderId } = await createOrder();
    const result = await paypal.captureOrder({ orderId, idempotencyKey: key('capture') });
    expect(result).toEqual({ outcome: 'failed', code: 'ORDER_NOT_APPROVED', reason: expect.stringContaining('not yet approved') });
  });

  it('fails with INSTRUMENT_DECLINED when the payment is declined', async () => {
    const { orderId } = await createOrder();
    fake.decline(orderId);
    const before = fake.captures();
    const result = await paypal.captureOrder({ orderId, idempotencyKey: key('capture') });
    expect(result).toEqual({ outcome: 'failed', code: 'INSTRUMENT_DECLINED', reason: expect.stringContaining('declined') });
    expect(fake.captures()).toBe(before);
  });

  it('fails with RESOURCE_NOT_FOUND for an unknown order', async () => {
    const result = await paypal.captureOrder({ orderId: 'NOSUCHORDER000000', idempotencyKey: key('capture') });
    expect(result).toMatchObject({ outcome: 'failed', code: 'RESOURCE_NOT_FOUND' });
  });

  it('returns the same order for the same idempotency key, and a new one for another key', async () => {
    const idempotencyKey = key('create');
    const first = await createOrder(1350, idempotencyKey);
    const again = await createOrder(1350, idempotencyKey);
    const other = await createOrder(1350);
    expect(again.orderId).toBe(first.orderId);
    expect(other.orderId).not.toBe(first.orderId);
  });

  it('captures once for the same key twice', async () => {
    const { orderId } = await createOrder();
    fake.approve(orderId);
    const before = fake.captures();
    const idempotencyKey = key('capture');
    const first = await paypal.captureOrder({ orderId, idempotencyKey });
    const again = await paypal.captureOrder({ orderId, idempotencyKey });
    expect(first).toMatchObject({ outcome: 'completed', amountCents: 1350 });
    expect(again).toEqual(first);
    expect(fake.captures()).toBe(before + 1);
  });

  it('returns the first capture when a captured order is captured again under another key', async () => {
    const { orderId } = await createOrder();
    fake.approve(orderId);
    const first = await paypal.captureOrder({ orderId, idempotencyKey: key('capture') });
    const before = fake.captures();
    const again = await paypal.captureOrder({ orderId, idempotencyKey: key('capture') });
    expect(again).toEqual(first);
    expect(fake.captures()).toBe(before);
  });

  it('throws ProviderUnavailableError when nothing listens', async () => {
    const closed = await startFakePaypal();
    await closed.close();
    const offline = providerAt(`http://127.0.0.1:${closed.port}`, 2000);
    await expect(offline.createOrder(orderRequest())).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('throws ProviderUnavailableError when PayPal does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const slow = providerAt(`http://127.0.0.1:${port}`, 300);
      const capture = slow.captureOrder({ orderId: 'ANY', idempotencyKey: key('capture') });
      await expect(capture).rejects.toBeInstanceOf(ProviderUnavailableError);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
