// Decisions about the practice's provider accounts and the settings that depend on them (spec 002
// §4 provider states, §5 "Require credit card needs a connected payment provider"): what a
// provider reported becomes facts; the first card provider ready to charge becomes the active one;
// PayPal and Venmo payments need a PayPal account whose onboarding is complete.
import { DomainError } from '#app/es';
import type { ActivePractice, PracticeEvent } from './practice.js';
import { PracticeMessages } from './practice-messages.js';
import {
  isCardProviderReady,
  isPaypalOnboarded,
  withLegacyConnection,
  type PaymentConnections,
  type PaypalSellerStatus,
  type StripeAccountData,
} from './payment-connections.js';
import { PaymentConnectionMessages as M } from './payment-connections.messages.js';
import { updatePaymentSettings, type CardProviderName, type PaymentSettings } from './payment-settings.js';

export type PaymentConnectionChange =
  | { kind: 'StripeAccountReported'; account: StripeAccountData }
  | { kind: 'StripeConnectionFailed'; message: string }
  | { kind: 'SquareAuthorized'; merchantId: string; displayName: string }
  | { kind: 'SquareAuthorizationFailed'; message: string; at: string }
  | { kind: 'PaypalOnboardingStarted'; merchantId: string }
  | { kind: 'PaypalSellerStatusReported'; merchantId: string; sellerStatus: PaypalSellerStatus }
  | { kind: 'DisconnectPaypal' };

/** The practice's connections, counting a provider chosen before connections were recorded. */
export const connectionsOf = (practice: Pick<ActivePractice, 'connections' | 'payments'>): PaymentConnections =>
  withLegacyConnection(practice.connections, practice.payments.paymentProvider);

const isCardProviderName = (name: unknown): name is CardProviderName => name === 'stripe' || name === 'square';

/** The first card provider that can charge becomes the active one; switching later is the pro's choice. */
const activateIfNone = (practice: ActivePractice, provider: CardProviderName, ready: boolean): PracticeEvent[] =>
  ready && practice.payments.paymentProvider === null ? updatePaymentSettings(practice.payments, { paymentProvider: provider }) : [];

/** PayPal and Venmo payments stop when the account that took them is gone or not onboarded. */
const paypalPaymentsOff = (payments: PaymentSettings): PracticeEvent[] => updatePaymentSettings(payments, { paypalActive: false, venmoActive: false });

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sameStripe = (a: StripeAccountData, b: StripeAccountData) =>
  a.accountId === b.accountId && a.displayName === b.displayName && a.operational === b.operational &&
  sameList(a.requirementsDue, b.requirementsDue) && sameList(a.requirementsPastDue, b.requirementsPastDue);

const stripeReported = (practice: ActivePractice, account: StripeAccountData): PracticeEvent[] => {
  const before = practice.connections.stripe;
  const unchanged = before !== null && before.connectionError === null && sameStripe(before, account);
  const recorded: PracticeEvent[] = unchanged ? [] : [{ type: before?.accountId === account.accountId ? 'StripeAccountUpdated' : 'StripeAccountConnected', data: account }];
  return [...recorded, ...activateIfNone(practice, 'stripe', account.operational)];
};

const squareAuthorized = (practice: ActivePractice, merchantId: string, displayName: string): PracticeEvent[] => {
  const before = practice.connections.square;
  const unchanged = before?.connected && before.merchantId === merchantId && before.displayName === displayName;
  return [...(unchanged ? [] : [{ type: 'SquareAccountConnected' as const, data: { merchantId, displayName } }]), ...activateIfNone(practice, 'square', true)];
};

const connectedPaypal = (practice: ActivePractice, merchantId?: string) => {
  const paypal = practice.connections.paypal;
  if (!paypal) throw new DomainError(M.paypalNotConnected);
  if (merchantId !== undefined && paypal.merchantId !== merchantId) throw new DomainError(M.paypalOtherAccount);
  return paypal;
};

const sellerStatusReported = (practice: ActivePractice, merchantId: string, sellerStatus: PaypalSellerStatus): PracticeEvent[] => {
  const before = connectedPaypal(practice, merchantId).sellerStatus;
  const unchanged = (Object.keys(sellerStatus) as Array<keyof PaypalSellerStatus>).every((k) => before[k] === sellerStatus[k]);
  if (unchanged) return [];
  return [
    { type: 'PaypalSellerStatusChecked', data: { merchantId, sellerStatus } },
    ...(sellerStatus.isOnboardingComplete ? [] : paypalPaymentsOff(practice.payments)),
  ];
};

export const decidePaymentConnection = (change: PaymentConnectionChange, practice: ActivePractice): PracticeEvent[] => {
  switch (change.kind) {
    case 'StripeAccountReported':
      return stripeReported(practice, change.account);
    case 'StripeConnectionFailed': {
      const stripe = practice.connections.stripe;
      // Without an account there is nothing to mark: the pro sees the error and starts again.
      if (!stripe || stripe.connectionError === change.message) return [];
      return [{ type: 'StripeConnectionFailed', data: { accountId: stripe.accountId, message: change.message } }];
    }
    case 'SquareAuthorized':
      return squareAuthorized(practice, change.merchantId, change.displayName);
    case 'SquareAuthorizationFailed': {
      const square = practice.connections.square;
      if (square && !square.connected && square.erroredAt === change.at && square.message === change.message) return [];
      return [{ type: 'SquareConnectionFailed', data: { erroredAt: change.at, message: change.message } }];
    }
    case 'PaypalOnboardingStarted':
      if (practice.connections.paypal?.merchantId === change.merchantId) return [];
      return [{ type: 'PaypalAccountConnected', data: { merchantId: change.merchantId } }, ...paypalPaymentsOff(practice.payments)];
    case 'PaypalSellerStatusReported':
      return sellerStatusReported(practice, change.merchantId, change.sellerStatus);
    case 'DisconnectPaypal': {
      const { merchantId } = connectedPaypal(practice);
      return [{ type: 'PaypalAccountDisconnected', data: { merchantId } }, ...paypalPaymentsOff(practice.payments)];
    }
    default: {
      const unknown: never = change;
      throw new Error(`Unknown payment connection change ${JSON.stringify(unknown)}`);
    }
  }
};

const turnsOn = (payments: PaymentSettings, changes: Partial<PaymentSettings>, key: 'paypalActive' | 'venmoActive' | 'requireClientCcToBook') =>
  changes[key] === true && !payments[key];

/**
 * A change of the payment settings, checked against the connections: the active provider must be
 * ready to charge, require-card needs one, PayPal/Venmo need an onboarded PayPal account, and the
 * currency changes only where the practice has currencyEnabled. Only what turns on is checked,
 * so a pro whose provider lost access can still save the rest. The settings' own rules follow.
 */
export const changePaymentSettings = (practice: ActivePractice, changes: Partial<PaymentSettings>): PracticeEvent[] => {
  const { payments } = practice;
  const connections = connectionsOf(practice);
  const provider = changes.paymentProvider;
  if (isCardProviderName(provider) && provider !== payments.paymentProvider && !isCardProviderReady(connections, provider)) {
    throw new DomainError(provider === 'stripe' ? M.stripeNotReady : M.squareNotReady);
  }
  const active = provider === undefined ? payments.paymentProvider : provider;
  if (turnsOn(payments, changes, 'requireClientCcToBook') && !(isCardProviderName(active) && isCardProviderReady(connections, active))) {
    throw new DomainError(PracticeMessages.requireCardNeedsProvider);
  }
  if ((turnsOn(payments, changes, 'paypalActive') || turnsOn(payments, changes, 'venmoActive')) && !isPaypalOnboarded(connections)) {
    throw new DomainError(connections.paypal ? M.paypalOnboardingIncomplete : M.paypalNotConnected);
  }
  if (changes.currency !== undefined && changes.currency !== payments.currency && !(changes.currencyEnabled ?? payments.currencyEnabled)) {
    throw new DomainError(M.currencyNotEnabled);
  }
  return updatePaymentSettings(payments, changes);
};
