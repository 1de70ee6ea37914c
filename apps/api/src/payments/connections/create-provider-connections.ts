// Picks, per provider, the live adapter when its keys are configured, else the simulator (the
// same choice payment-providers.ts makes for charges), so every connect flow works offline.
import type { PaymentProvidersConfig } from '#app/config';
import type { SimulatorStore } from '#app/integrations';
import type { ConnectableProvider, ProviderConnections } from './provider-connections.port.js';
import { SimulatedProviderConnections } from './simulated-provider-connections.js';
import { UnwiredProviderConnections } from './unwired-provider-connections.js';

export interface PaymentConnectionAdapters {
  port: ProviderConnections;
  /** The simulator's own page (its sessions and the pro's answers there). */
  simulator: SimulatedProviderConnections;
}

export const createProviderConnections = (store: SimulatorStore, config: PaymentProvidersConfig): PaymentConnectionAdapters => {
  const simulator = new SimulatedProviderConnections(store);
  const live = new UnwiredProviderConnections();
  const pick = (provider: ConnectableProvider): ProviderConnections => (config[provider] ? live : simulator);
  const port: ProviderConnections = {
    mode: (provider) => pick(provider).mode(provider),
    start: (provider, request) => pick(provider).start(provider, request),
    finish: (provider, request) => pick(provider).finish(provider, request),
    paypalSellerStatus: (merchantId) => pick('paypal').paypalSellerStatus(merchantId),
    verificationSession: (request) => pick('stripe').verificationSession(request),
  };
  return { port, simulator };
};
