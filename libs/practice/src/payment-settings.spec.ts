import { describe, expect, it } from '@jest/globals';
import { defaultPaymentSettings, updatePaymentSettings } from './payment-settings.js';

describe('updatePaymentSettings', () => {
  it('records only what changed', () => {
    expect(updatePaymentSettings(defaultPaymentSettings, { acceptsTips: true, currency: 'USD' })).toEqual([{ type: 'PaymentSettingsUpdated', data: { acceptsTips: true } }]);
    expect(updatePaymentSettings(defaultPaymentSettings, { acceptsTips: false })).toEqual([]);
  });

  it('requiring a card needs a connected provider (spec 002 §5)', () => {
    expect(() => updatePaymentSettings(defaultPaymentSettings, { requireClientCcToBook: true })).toThrow('Connect a payment provider before requiring a credit card to book.');
    expect(updatePaymentSettings(defaultPaymentSettings, { paymentProvider: 'stripe', requireClientCcToBook: true })).toEqual([
      { type: 'PaymentSettingsUpdated', data: { paymentProvider: 'stripe', requireClientCcToBook: true } },
    ]);
  });

  it('turning require-card off also turns charge-at-booking off', () => {
    const requiring = { ...defaultPaymentSettings, paymentProvider: 'stripe' as const, requireClientCcToBook: true, chargeClientCcAtBooking: true };
    expect(updatePaymentSettings(requiring, { requireClientCcToBook: false })).toEqual([
      { type: 'PaymentSettingsUpdated', data: { requireClientCcToBook: false, chargeClientCcAtBooking: false } },
    ]);
    expect(updatePaymentSettings(defaultPaymentSettings, { paymentProvider: 'stripe', chargeClientCcAtBooking: true })).toEqual([
      { type: 'PaymentSettingsUpdated', data: { paymentProvider: 'stripe' } },
    ]);
  });

  it('refuses unknown providers, currencies and reminder times', () => {
    expect(() => updatePaymentSettings(defaultPaymentSettings, { paymentProvider: 'paypal' as never })).toThrow("Please choose 'stripe' or 'square'");
    expect(() => updatePaymentSettings(defaultPaymentSettings, { currency: 'EUR' as never })).toThrow('Please choose USD or CAD.');
    expect(() => updatePaymentSettings(defaultPaymentSettings, { paymentPastDueEmailMinutes: 0 })).toThrow('past-due');
  });
});
