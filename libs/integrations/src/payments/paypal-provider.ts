// The port to PayPal (and Venmo, which PayPal's Orders API serves as a funding source). Two
// adapters: the simulator (embedded default) and PayPal's Orders API v2 via @paypal/paypal-server-sdk.

export interface PaypalOrderRequest {
  amountCents: number;
  currency: 'USD' | 'CAD';
  /** PayPal-Request-Id: the same key returns the same order. */
  idempotencyKey: string;
  /** Shown to the payer; the appointment id goes in the order's reference id. */
  description: string;
  referenceId: string;
}

export type PaypalCaptureResult =
  | { outcome: 'completed'; captureId: string; amountCents: number }
  | { outcome: 'failed'; code: string; reason: string };

export interface PaypalProvider {
  readonly mode: 'simulated' | 'live';
  createOrder(request: PaypalOrderRequest): Promise<{ orderId: string }>;
  /** Captures an approved order; repeating a capture returns the first capture. */
  captureOrder(input: { orderId: string; idempotencyKey: string }): Promise<PaypalCaptureResult>;
}
