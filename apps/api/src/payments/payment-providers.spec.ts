import { describe, expect, it } from '@jest/globals';
import { PaypalOrdersProvider, SquareCardProvider, StripeCardProvider } from '#app/integrations';
import type { SqlExecutor } from '#app/postgres';
import { createPaymentProviders } from './payment-providers.js';

const db = { query: async () => ({ rows: [] }) } as unknown as SqlExecutor;
const none = { stripe: null, square: null, paypal: null };

describe('createPaymentProviders', () => {
  it('without keys every provider is the embedded simulator', () => {
    const providers = createPaymentProviders(db, none);
    expect(providers.card('stripe')).toBe(providers.simulated.stripe);
    expect(providers.card('square')).toBe(providers.simulated.square);
    expect(providers.paypal).toBe(providers.simulated.paypal);
    expect(providers.card('stripe').mode).toBe('simulated');
  });

  it('configured keys switch that provider (only that one) to its real adapter', () => {
    const providers = createPaymentProviders(db, {
      ...none,
      stripe: { secretKey: 'sk_test_1', publishableKey: null, apiUrl: 'http://127.0.0.1:12111' },
      paypal: { clientId: 'id', clientSecret: 'secret', baseUrl: 'http://127.0.0.1:12112' },
    });
    expect(providers.card('stripe')).toBeInstanceOf(StripeCardProvider);
    expect(providers.card('stripe').mode).toBe('live');
    expect(providers.card('square')).toBe(providers.simulated.square);
    expect(providers.paypal).toBeInstanceOf(PaypalOrdersProvider);
    const square = createPaymentProviders(db, { ...none, square: { accessToken: 't', applicationId: null, locationId: null, baseUrl: 'http://127.0.0.1:1' } });
    expect(square.card('square')).toBeInstanceOf(SquareCardProvider);
  });
});
