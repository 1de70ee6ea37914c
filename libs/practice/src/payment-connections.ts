// The practice's accounts at its payment providers (spec 002 §3 "Stripe info", "Square info",
// "PayPal info"; §4 provider states), as facts on the practice stream. They record what the
// provider answered when the pro came back from its onboarding or authorization page, or asked
// for a status check; the adapters that ask are in apps/api/src/payments/connections.
import type { DomainEvent } from '#app/es';
import type { CardProviderName } from './payment-settings.js';

export interface StripeAccount {
  accountId: string;
  displayName: string;
  /** Stripe can charge for this account: the page offers Manage instead of Connect (spec 002 §4). */
  operational: boolean;
  /** What Stripe still asks for (its requirement names); past due ones stop charges or payouts. */
  requirementsDue: string[];
  requirementsPastDue: string[];
  /** Why the last return from Stripe failed (a toast on the page); null after a good one. */
  connectionError: string | null;
}

export interface SquareAccount {
  connected: boolean;
  merchantId: string | null;
  displayName: string | null;
  /** When Square refused or withdrew access: the page's access-lost banner asks for a reconnect. */
  erroredAt: string | null;
  message: string | null;
}

/** What PayPal says about the seller (its merchant-integrations answer). */
export interface PaypalSellerStatus {
  isOnboardingComplete: boolean;
  paymentsReceivable: boolean;
  primaryEmailConfirmed: boolean;
}

export interface PaypalAccount {
  merchantId: string;
  sellerStatus: PaypalSellerStatus;
}

export interface PaymentConnections {
  stripe: StripeAccount | null;
  square: SquareAccount | null;
  /** null: not connected (also after a disconnect). */
  paypal: PaypalAccount | null;
}

export const noPaymentConnections: PaymentConnections = { stripe: null, square: null, paypal: null };

export const paypalNotOnboarded: PaypalSellerStatus = { isOnboardingComplete: false, paymentsReceivable: false, primaryEmailConfirmed: false };

export type StripeAccountData = Omit<StripeAccount, 'connectionError'>;

export type PaymentConnectionEvent =
  | DomainEvent<'StripeAccountConnected', StripeAccountData>
  | DomainEvent<'StripeAccountUpdated', StripeAccountData>
  | DomainEvent<'StripeConnectionFailed', { accountId: string; message: string }>
  | DomainEvent<'SquareAccountConnected', { merchantId: string; displayName: string }>
  | DomainEvent<'SquareConnectionFailed', { erroredAt: string; message: string }>
  | DomainEvent<'PaypalAccountConnected', { merchantId: string }>
  | DomainEvent<'PaypalSellerStatusChecked', { merchantId: string; sellerStatus: PaypalSellerStatus }>
  | DomainEvent<'PaypalAccountDisconnected', { merchantId: string }>;

export const PAYMENT_CONNECTION_EVENT_TYPES: ReadonlyArray<PaymentConnectionEvent['type']> = [
  'StripeAccountConnected', 'StripeAccountUpdated', 'StripeConnectionFailed', 'SquareAccountConnected',
  'SquareConnectionFailed', 'PaypalAccountConnected', 'PaypalSellerStatusChecked', 'PaypalAccountDisconnected',
];

export const isPaymentConnectionEvent = (event: { type: string }): event is PaymentConnectionEvent =>
  (PAYMENT_CONNECTION_EVENT_TYPES as readonly string[]).includes(event.type);

export const evolvePaymentConnections = (connections: PaymentConnections, event: PaymentConnectionEvent): PaymentConnections => {
  switch (event.type) {
    case 'StripeAccountConnected':
    case 'StripeAccountUpdated':
      return { ...connections, stripe: { ...event.data, connectionError: null } };
    case 'StripeConnectionFailed':
      return connections.stripe ? { ...connections, stripe: { ...connections.stripe, connectionError: event.data.message } } : connections;
    case 'SquareAccountConnected':
      return { ...connections, square: { connected: true, ...event.data, erroredAt: null, message: null } };
    case 'SquareConnectionFailed': {
      const before = connections.square;
      return { ...connections, square: { connected: false, merchantId: before?.merchantId ?? null, displayName: before?.displayName ?? null, ...event.data } };
    }
    case 'PaypalAccountConnected':
      return { ...connections, paypal: { merchantId: event.data.merchantId, sellerStatus: paypalNotOnboarded } };
    case 'PaypalSellerStatusChecked':
      return connections.paypal ? { ...connections, paypal: { ...connections.paypal, sellerStatus: event.data.sellerStatus } } : connections;
    case 'PaypalAccountDisconnected':
      return { ...connections, paypal: null };
  }
};

/** A card provider can take the practice's cards: Stripe operational, Square connected. */
export const isCardProviderReady = (connections: PaymentConnections, provider: CardProviderName): boolean =>
  provider === 'stripe' ? !!connections.stripe?.operational : !!connections.square?.connected;

export const isPaypalOnboarded = (connections: PaymentConnections): boolean => !!connections.paypal?.sellerStatus.isOnboardingComplete;

/**
 * A practice whose card provider was chosen before connections were recorded has no record of
 * that account (stored events are never reshaped): it counts as connected, as it did then.
 */
export const withLegacyConnection = (connections: PaymentConnections | undefined, activeProvider: CardProviderName | null): PaymentConnections => {
  const known = connections ?? noPaymentConnections;
  if (activeProvider === 'stripe' && !known.stripe) {
    return { ...known, stripe: { accountId: '', displayName: 'Stripe', operational: true, requirementsDue: [], requirementsPastDue: [], connectionError: null } };
  }
  if (activeProvider === 'square' && !known.square) {
    return { ...known, square: { connected: true, merchantId: null, displayName: 'Square', erroredAt: null, message: null } };
  }
  return known;
};
