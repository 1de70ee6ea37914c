// The practice's active card provider, and provider refusals turned into messages for the client.
import { DomainError } from '#app/es';
import { ProviderRequestError, ProviderUnavailableError, type CardProvider } from '#app/integrations';
import { PaymentMessages } from '#app/payments';
import type { PaymentProviders } from '../payment-providers.js';
import type { PaymentContext } from './payment-stream.js';

export const activeProvider = (providers: PaymentProviders, context: Pick<PaymentContext, 'settings'>): CardProvider => {
  if (!context.settings.paymentProvider) throw new DomainError(PaymentMessages.noProvider);
  return providers.card(context.settings.paymentProvider);
};

/**
 * Provider refusals (bad token, setup not confirmed) are the client's to fix: shown as they are.
 * `unavailable`: what the client is told when the provider does not answer (else it is unexpected).
 */
export const asUserError = async <T>(call: () => Promise<T>, unavailable?: string): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderRequestError) throw new DomainError(error.message || PaymentMessages.cardSetupIncomplete);
    if (unavailable && error instanceof ProviderUnavailableError) throw new DomainError(unavailable);
    throw error;
  }
};

