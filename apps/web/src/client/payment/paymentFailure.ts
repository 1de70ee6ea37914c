/**
 * A payment step refused with words meant for the client: the provider's reason for a card
 * ('Your card was declined.') or the API's first error. Anything else (network, a crash) is not
 * shown as is: the dialogs fall back to spec 000 §8's generic messages.
 */
export class PaymentFailure extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentFailure';
  }
}

/** The client-facing words of a failure, or null when it has none (not a PaymentFailure). */
export const failureMessage = (error: unknown): string | null => (error instanceof PaymentFailure ? error.message : null);
