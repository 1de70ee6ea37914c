// The provider calls of a refund attempt, one per part under its own idempotency key. No answer
// (network, timeout) leaves the attempt open; repeating it repeats every part with the same keys,
// and the provider answers the parts it made with their first result, so nothing is refunded twice.
import { ProviderRequestError, ProviderUnavailableError } from '#app/integrations';
import type { RefundAttemptedData, RefundResult } from '#app/payments';
import type { PaymentProviders } from '../../payment-providers.js';

export const refundAtProvider = async (providers: PaymentProviders, refund: RefundAttemptedData): Promise<RefundResult> => {
  const provider = providers.card(refund.provider);
  const refundIds: string[] = [];
  try {
    for (const part of refund.parts) {
      const answer = await provider.refund({ providerPaymentId: part.providerPaymentId, amountCents: part.amountCents, currency: refund.currency, idempotencyKey: part.idempotencyKey });
      if (answer.status === 'failed') return { outcome: 'failed', code: 'refund_failed', reason: 'The card provider refused the refund.' };
      refundIds.push(answer.refundId);
    }
    return { outcome: 'succeeded', refundIds };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return { outcome: 'timed_out' };
    if (error instanceof ProviderRequestError) return { outcome: 'failed', code: error.code, reason: error.message };
    throw error;
  }
};
