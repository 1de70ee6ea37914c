// The port to a card payment provider (stripe or square; one active per practice). Three
// adapters: the simulator (embedded default, behaves like the providers' test modes), stripe
// (stripe-node) and square (square SDK). Every call that moves money or creates something carries
// an idempotency key derived from the command, so a repeat returns the first result.

export type CardProviderName = 'stripe' | 'square';

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ProviderCard extends CardDetails {
  paymentMethodId: string;
  customerId: string;
}

export type ProviderChargeResult =
  | { outcome: 'succeeded'; providerPaymentId: string }
  /** A definite refusal (declined, insufficient funds, ...): a retry needs a new attempt. */
  | { outcome: 'failed'; code: string; reason: string }
  /** No answer in time: the charge may or may not have happened; repeat with the same key. */
  | { outcome: 'timed_out' };

export interface ChargeRequest {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: 'USD' | 'CAD';
  idempotencyKey: string;
  description: string;
}

export interface RefundRequest {
  providerPaymentId: string;
  amountCents: number;
  currency: 'USD' | 'CAD';
  idempotencyKey: string;
}

/** The provider did not answer (timeout, network): nothing is known about the outcome. */
export class ProviderUnavailableError extends Error {
  constructor(message = 'The payment provider did not answer') {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider refused a request that is not a charge (bad card token, setup not confirmed, ...). */
export class ProviderRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ProviderRequestError';
  }
}

export interface CardProvider {
  readonly name: CardProviderName;
  /** 'simulated' in embedded mode, 'live' with keys configured. */
  readonly mode: 'simulated' | 'live';
  /** A customer for a client of a practice (the same key returns the same customer). */
  createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<{ customerId: string }>;
  /** stripe: a SetupIntent to save a card without charging; the client confirms it with the provider's form. */
  createCardSetup(input: { customerId: string; idempotencyKey: string }): Promise<{ setupId: string; clientSecret: string }>;
  /** stripe: the card of a confirmed setup (ProviderRequestError when it was not confirmed). */
  completeCardSetup(setupId: string): Promise<ProviderCard>;
  /** square: a card token (sourceId) from the provider's card form, attached to the customer. */
  attachCard(input: { customerId: string; sourceId: string; idempotencyKey: string }): Promise<ProviderCard>;
  /** An off-session charge of a saved card. Never throws for a refusal: see ProviderChargeResult. */
  charge(input: ChargeRequest): Promise<ProviderChargeResult>;
  refund(input: RefundRequest): Promise<{ refundId: string; status: 'succeeded' | 'pending' | 'failed' }>;
  /** Detaches a saved card: stripe sends the key (a repeat gets the first answer); square's disable and the simulator's are idempotent as they are. */
  detachCard(input: { customerId: string; paymentMethodId: string; idempotencyKey?: string }): Promise<void>;
}
