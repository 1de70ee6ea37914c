import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '#testing/es';
import { practiceDecider, PracticeMessages, type PracticeCommand } from './practice.decide.js';
import { evolvePaymentConnections, noPaymentConnections, type PaymentConnectionEvent, type StripeAccountData } from './payment-connections.js';
import { PaymentConnectionMessages as M } from './payment-connections.messages.js';
import type { PaymentConnectionChange } from './payment-connections.decide.js';
import type { PaymentSettings } from './payment-settings.js';
import type { PracticeEvent } from './practice.js';

const spec = deciderSpec(practiceDecider);
const created: PracticeEvent = {
  type: 'PracticeCreated',
  data: { practiceId: 'p', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 's@example.com', phone: null } },
};
const connect = (change: PaymentConnectionChange): PracticeCommand => ({ type: 'ChangePaymentConnection', change });
const settings = (data: Partial<PaymentSettings>): PracticeCommand => ({ type: 'UpdatePaymentSettings', data });

const operational: StripeAccountData = { accountId: 'acct_1', displayName: 'Calm', operational: true, requirementsDue: [], requirementsPastDue: [] };
const dueSoon: StripeAccountData = { ...operational, operational: false, requirementsDue: ['external_account'] };
const stripeOperational: PracticeEvent[] = [
  { type: 'StripeAccountConnected', data: operational },
  { type: 'PaymentSettingsUpdated', data: { paymentProvider: 'stripe' } },
];
const squareConnected: PracticeEvent = { type: 'SquareAccountConnected', data: { merchantId: 'M1', displayName: 'Calm Square' } };
const onboarded = { isOnboardingComplete: true, paymentsReceivable: true, primaryEmailConfirmed: true };
const paypalOnboarding: PracticeEvent = { type: 'PaypalAccountConnected', data: { merchantId: 'PP1' } };
const paypalComplete: PracticeEvent[] = [paypalOnboarding, { type: 'PaypalSellerStatusChecked', data: { merchantId: 'PP1', sellerStatus: onboarded } }];

describe('Stripe (spec 002 §4: operational decides Manage or Connect)', () => {
  it('an account with requirements due is recorded but does not become the active provider', () =>
    spec.given([created]).when(connect({ kind: 'StripeAccountReported', account: dueSoon })).then([{ type: 'StripeAccountConnected', data: dueSoon }]));

  it('the first provider that can charge becomes the active one', () =>
    spec.given([created, { type: 'StripeAccountConnected', data: dueSoon }]).when(connect({ kind: 'StripeAccountReported', account: operational })).then([
      { type: 'StripeAccountUpdated', data: operational },
      { type: 'PaymentSettingsUpdated', data: { paymentProvider: 'stripe' } },
    ]));

  it('the same report again records nothing', () =>
    spec.given([created, ...stripeOperational]).when(connect({ kind: 'StripeAccountReported', account: operational })).thenNothingHappens());

  it('a failed return marks the known account (the toast), and a good one clears it', () => {
    spec.given([created]).when(connect({ kind: 'StripeConnectionFailed', message: 'Stripe said no.' })).thenNothingHappens();
    spec.given([created, ...stripeOperational]).when(connect({ kind: 'StripeConnectionFailed', message: 'Stripe said no.' })).then([
      { type: 'StripeConnectionFailed', data: { accountId: 'acct_1', message: 'Stripe said no.' } },
    ]);
    const failed: PracticeEvent = { type: 'StripeConnectionFailed', data: { accountId: 'acct_1', message: 'Stripe said no.' } };
    spec.given([created, ...stripeOperational, failed]).when(connect({ kind: 'StripeAccountReported', account: operational })).then([{ type: 'StripeAccountUpdated', data: operational }]);
  });
});

describe('Square (connected or errored)', () => {
  it('an authorization is recorded; it becomes active only when no provider is', () => {
    spec.given([created]).when(connect({ kind: 'SquareAuthorized', merchantId: 'M1', displayName: 'Calm Square' })).then([
      squareConnected,
      { type: 'PaymentSettingsUpdated', data: { paymentProvider: 'square' } },
    ]);
    spec.given([created, ...stripeOperational]).when(connect({ kind: 'SquareAuthorized', merchantId: 'M1', displayName: 'Calm Square' })).then([squareConnected]);
  });

  it('a refused or lost access records the error, keeping the account it was', () => {
    const failed: PaymentConnectionEvent = { type: 'SquareConnectionFailed', data: { erroredAt: '2031-06-11T14:00:00.000Z', message: 'Access was revoked.' } };
    spec.given([created, squareConnected]).when(connect({ kind: 'SquareAuthorizationFailed', message: 'Access was revoked.', at: '2031-06-11T14:00:00.000Z' })).then([failed]);
    spec.given([created, squareConnected, failed]).when(connect({ kind: 'SquareAuthorizationFailed', message: 'Access was revoked.', at: '2031-06-11T14:00:00.000Z' })).thenNothingHappens();
    expect(evolvePaymentConnections({ ...noPaymentConnections, square: { connected: true, merchantId: 'M1', displayName: 'Calm Square', erroredAt: null, message: null } }, failed).square).toEqual({
      connected: false, merchantId: 'M1', displayName: 'Calm Square', erroredAt: '2031-06-11T14:00:00.000Z', message: 'Access was revoked.',
    });
  });
});

describe('the active card provider (spec 002 §4: Stripe or Square)', () => {
  it('switching needs the provider connected', () => {
    spec.given([created]).when(settings({ paymentProvider: 'stripe' })).thenThrows(M.stripeNotReady);
    spec.given([created, { type: 'StripeAccountConnected', data: dueSoon }]).when(settings({ paymentProvider: 'stripe' })).thenThrows(M.stripeNotReady);
    spec.given([created, ...stripeOperational]).when(settings({ paymentProvider: 'square' })).thenThrows(M.squareNotReady);
    spec.given([created, ...stripeOperational, { type: 'SquareConnectionFailed', data: { erroredAt: 'x', message: 'No.' } }]).when(settings({ paymentProvider: 'square' })).thenThrows(M.squareNotReady);
  });

  it('switches to a connected provider, and records only a change', () => {
    spec.given([created, ...stripeOperational, squareConnected]).when(settings({ paymentProvider: 'square' })).then([{ type: 'PaymentSettingsUpdated', data: { paymentProvider: 'square' } }]);
    spec.given([created, ...stripeOperational]).when(settings({ paymentProvider: 'stripe' })).thenNothingHappens();
  });

  it('a provider chosen before connections were recorded still counts as connected', () =>
    spec.given([created, { type: 'PaymentSettingsUpdated', data: { paymentProvider: 'stripe' } }]).when(settings({ requireClientCcToBook: true })).then([
      { type: 'PaymentSettingsUpdated', data: { requireClientCcToBook: true } },
    ]));
});

describe('require a card (spec 002 §5, 001 §5)', () => {
  it('needs a connected provider', () => {
    spec.given([created]).when(settings({ requireClientCcToBook: true })).thenThrows(PracticeMessages.requireCardNeedsProvider);
    spec.given([created, squareConnected, { type: 'PaymentSettingsUpdated', data: { paymentProvider: 'square' } }, { type: 'SquareConnectionFailed', data: { erroredAt: 'x', message: 'No.' } }])
      .when(settings({ requireClientCcToBook: true })).thenThrows(PracticeMessages.requireCardNeedsProvider);
    spec.given([created, ...stripeOperational]).when(settings({ requireClientCcToBook: true, chargeClientCcAtBooking: true })).then([
      { type: 'PaymentSettingsUpdated', data: { requireClientCcToBook: true, chargeClientCcAtBooking: true } },
    ]);
  });

  it('once on, other settings save even if the provider lost access; turning it off turns charge-at-booking off', () => {
    const requiring: PracticeEvent[] = [created, squareConnected, { type: 'PaymentSettingsUpdated', data: { paymentProvider: 'square', requireClientCcToBook: true, chargeClientCcAtBooking: true } }];
    const lost: PracticeEvent = { type: 'SquareConnectionFailed', data: { erroredAt: 'x', message: 'No.' } };
    spec.given([...requiring, lost]).when(settings({ requireClientCcToBook: true, paymentPastDueEmailEnabled: true })).then([{ type: 'PaymentSettingsUpdated', data: { paymentPastDueEmailEnabled: true } }]);
    spec.given([...requiring, lost]).when(settings({ requireClientCcToBook: false })).then([
      { type: 'PaymentSettingsUpdated', data: { requireClientCcToBook: false, chargeClientCcAtBooking: false } },
    ]);
  });
});

describe('PayPal (not connected -> onboarding -> complete -> disconnected)', () => {
  it('PayPal and Venmo payments need a connected, onboarded account', () => {
    spec.given([created]).when(settings({ paypalActive: true })).thenThrows(M.paypalNotConnected);
    spec.given([created, paypalOnboarding]).when(settings({ venmoActive: true })).thenThrows(M.paypalOnboardingIncomplete);
    spec.given([created, ...paypalComplete]).when(settings({ paypalActive: true, venmoActive: true })).then([{ type: 'PaymentSettingsUpdated', data: { paypalActive: true, venmoActive: true } }]);
    spec.given([created, paypalOnboarding]).when(settings({ paypalActive: false })).thenNothingHappens();
  });

  it('a seller status check records what changed; it needs the account it checked', () => {
    spec.given([created]).when(connect({ kind: 'PaypalSellerStatusReported', merchantId: 'PP1', sellerStatus: onboarded })).thenThrows(M.paypalNotConnected);
    spec.given([created, paypalOnboarding]).when(connect({ kind: 'PaypalSellerStatusReported', merchantId: 'PP2', sellerStatus: onboarded })).thenThrows(M.paypalOtherAccount);
    spec.given([created, paypalOnboarding]).when(connect({ kind: 'PaypalSellerStatusReported', merchantId: 'PP1', sellerStatus: onboarded })).then([paypalComplete[1]]);
    spec.given([created, ...paypalComplete]).when(connect({ kind: 'PaypalSellerStatusReported', merchantId: 'PP1', sellerStatus: onboarded })).thenNothingHappens();
  });

  it('an account that is no longer onboarded stops PayPal and Venmo payments', () => {
    const active: PracticeEvent = { type: 'PaymentSettingsUpdated', data: { paypalActive: true, venmoActive: true } };
    const restricted = { ...onboarded, isOnboardingComplete: false };
    spec.given([created, ...paypalComplete, active]).when(connect({ kind: 'PaypalSellerStatusReported', merchantId: 'PP1', sellerStatus: restricted })).then([
      { type: 'PaypalSellerStatusChecked', data: { merchantId: 'PP1', sellerStatus: restricted } },
      { type: 'PaymentSettingsUpdated', data: { paypalActive: false, venmoActive: false } },
    ]);
  });

  it('starting onboarding records the account once', () => {
    spec.given([created]).when(connect({ kind: 'PaypalOnboardingStarted', merchantId: 'PP1' })).then([paypalOnboarding]);
    spec.given([created, paypalOnboarding]).when(connect({ kind: 'PaypalOnboardingStarted', merchantId: 'PP1' })).thenNothingHappens();
  });

  it('disconnecting returns to not connected and stops PayPal and Venmo payments', () => {
    const active: PracticeEvent = { type: 'PaymentSettingsUpdated', data: { venmoActive: true } };
    spec.given([created]).when(connect({ kind: 'DisconnectPaypal' })).thenThrows(M.paypalNotConnected);
    spec.given([created, ...paypalComplete, active]).when(connect({ kind: 'DisconnectPaypal' })).then([
      { type: 'PaypalAccountDisconnected', data: { merchantId: 'PP1' } },
      { type: 'PaymentSettingsUpdated', data: { venmoActive: false } },
    ]);
    spec.given([created, ...paypalComplete, { type: 'PaypalAccountDisconnected', data: { merchantId: 'PP1' } }]).when(settings({ paypalActive: true })).thenThrows(M.paypalNotConnected);
  });
});

describe('currency (spec 002 §2: only when currencyEnabled)', () => {
  it('changes only for a practice with currencyEnabled', () => {
    spec.given([created]).when(settings({ currency: 'CAD' })).thenThrows(M.currencyNotEnabled);
    spec.given([created]).when(settings({ currency: 'USD' })).thenNothingHappens();
    const enabled: PracticeEvent = { type: 'PaymentSettingsUpdated', data: { currencyEnabled: true } };
    spec.given([created, enabled]).when(settings({ currency: 'CAD' })).then([{ type: 'PaymentSettingsUpdated', data: { currency: 'CAD' } }]);
    spec.given([created, enabled]).when(settings({ currency: 'EUR' as never })).thenThrows(PracticeMessages.unknownCurrency);
  });
});
