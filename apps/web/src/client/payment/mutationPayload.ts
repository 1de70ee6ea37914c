// A money mutation's { result, errors } payload read the same way wherever a card is saved (an
// appointment's link, the payment methods page): a refusal becomes a PaymentFailure with the
// server's first message, which the card form shows as it is.
import type { MutationResult } from '../../shared/graphqlRequest';
import { PaymentFailure } from './paymentFailure';
import { PaymentText } from './paymentMessages';
import type { SavedCard } from './savedCard';

/** The payload when it succeeded; a PaymentFailure with its first error (or `fallback`) otherwise. */
export function succeeded<T extends MutationResult>(payload: T, fallback: string): T {
  if (payload.result !== 'success' || payload.errors.length) throw new PaymentFailure(payload.errors[0] ?? fallback);
  return payload;
}

/** The card a save answered with. */
export function savedCardOf(payload: MutationResult & { paymentMethod?: SavedCard | null }): SavedCard {
  const { paymentMethod } = succeeded(payload, PaymentText.genericCardError);
  if (!paymentMethod) throw new PaymentFailure(PaymentText.genericCardError);
  return paymentMethod;
}

/** The setup's client secret setupIntent answered with. */
export function setupSecretOf(payload: MutationResult & { setupIntentSecret?: string | null }): string {
  const { setupIntentSecret } = succeeded(payload, PaymentText.setupIntentFailed);
  if (!setupIntentSecret) throw new PaymentFailure(PaymentText.setupIntentFailed);
  return setupIntentSecret;
}
