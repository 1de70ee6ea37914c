// The provider call of a charge attempt, under the attempt's idempotency key. No answer at all
// (network) counts as a timeout: the attempt stays open and is repeated with the same key.
import { ProviderUnavailableError } from '#app/integrations';
import type { ChargeAttemptedData, ChargeResult } from '#app/payments';
import type { PaymentProviders } from '../../payment-providers.js';

export const chargeAtProvider = async (providers: PaymentProviders, attempt: ChargeAttemptedData): Promise<ChargeResult> => {
  try {
    return await providers.card(attempt.provider).charge({
      customerId: attempt.customerId,
      paymentMethodId: attempt.paymentMethodId,
      amountCents: attempt.amountCents,
      currency: attempt.currency,
      idempotencyKey: attempt.idempotencyKey,
      description: `Appointment ${attempt.appointmentId}${attempt.purpose === 'tip' ? ' (tip)' : ''}`,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return { outcome: 'timed_out' };
    throw error;
  }
};
