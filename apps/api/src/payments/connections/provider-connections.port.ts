// The port to the providers' onboarding (spec 002 §2 connect links): where the pro is sent to
// connect Stripe, Square or PayPal, and what the provider says once they are back. The adapter
// turns the provider's answer into the practice's PaymentConnectionChange (libs/practice), so the
// decision never sees a provider's shapes. Two adapters: the embedded simulator, and the live one
// (unwired-provider-connections.ts says what is not wired).
import type { PaymentConnectionChange, PaypalSellerStatus } from '#app/practice';

export const PROVIDER_CONNECTIONS = Symbol('PROVIDER_CONNECTIONS');

export type ConnectableProvider = 'stripe' | 'square' | 'paypal';
export const CONNECTABLE_PROVIDERS: readonly ConnectableProvider[] = ['stripe', 'square', 'paypal'];
export const PROVIDER_NAMES: Record<ConnectableProvider, string> = { stripe: 'Stripe', square: 'Square', paypal: 'PayPal' };

export interface ConnectionStart {
  practiceId: string;
  /** The business name the provider's page shows (and the account is named after). */
  practiceName: string;
  /** The Stripe account the practice already has: onboarding continues it instead of opening another. */
  stripeAccountId: string | null;
}

export interface ConnectionReturn {
  practiceId: string;
  /** What the pro came back with (the simulator's session; Square's state and code; PayPal's merchant id). */
  session: string;
  now: Date;
}

/** A Stripe Identity verification session, as its SDK takes it (spec 002 §7 verificationSession). */
export interface VerificationSession {
  id: string;
  clientSecret: string;
  url: string;
}

export interface ProviderConnections {
  mode(provider: ConnectableProvider): 'simulated' | 'live';
  /** Where to send the pro: the provider's onboarding or authorization page. */
  start(provider: ConnectableProvider, request: ConnectionStart): Promise<{ url: string }>;
  /** What the provider says about the account once the pro is back; null when they cancelled there. */
  finish(provider: ConnectableProvider, request: ConnectionReturn): Promise<PaymentConnectionChange | null>;
  paypalSellerStatus(merchantId: string): Promise<PaypalSellerStatus>;
  verificationSession(request: { practiceId: string; stripeAccountId: string | null }): Promise<VerificationSession>;
}
