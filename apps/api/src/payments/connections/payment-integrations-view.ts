// The practice document's connections as the payments page reads them (spec 002 §3 field names).
import { withLegacyConnection } from '#app/practice';
import type { PracticeDocument } from '#projections';
import type { PaymentIntegrations } from './payment-integrations.models.js';
import type { ProviderConnections } from './provider-connections.port.js';

export const paymentIntegrationsOf = (practice: PracticeDocument, providers: Pick<ProviderConnections, 'mode'>): PaymentIntegrations => {
  const { payments } = practice;
  const { stripe, square, paypal } = withLegacyConnection(practice.connections, payments.paymentProvider);
  return {
    paymentProvider: payments.paymentProvider,
    currencyEnabled: payments.currencyEnabled,
    stripeInfo: {
      connected: stripe !== null,
      accountId: stripe?.accountId || null,
      displayName: stripe?.displayName ?? null,
      operational: stripe?.operational ?? false,
      requirementsDue: stripe?.requirementsDue ?? [],
      requirementsPastDue: stripe?.requirementsPastDue ?? [],
      connectionError: stripe?.connectionError ?? null,
      mode: providers.mode('stripe'),
    },
    squareInfo: {
      squareConnected: !!square?.connected,
      merchantId: square?.merchantId ?? null,
      displayName: square?.displayName ?? null,
      erroredAt: square?.erroredAt ?? null,
      message: square?.message ?? null,
      error: !!square && !square.connected,
      mode: providers.mode('square'),
    },
    paypalInfo: {
      paypalConnected: paypal !== null,
      paypalActive: payments.paypalActive,
      venmoActive: payments.venmoActive,
      merchantId: paypal?.merchantId ?? null,
      sellerStatus: paypal?.sellerStatus ?? null,
      mode: providers.mode('paypal'),
    },
  };
};
