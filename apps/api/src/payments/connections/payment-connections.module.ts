// The connect links and the practice's provider accounts (spec 002 §2-§4, §7): the onboarding
// port (simulator or live, per provider) and the calls of the payments page.
import { Module } from '@nestjs/common';
import { loadConfig } from '#app/config';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../payment-providers.js';
import { createProviderConnections } from './create-provider-connections.js';
import { PaymentConnectionsResolver } from './payment-connections.resolver.js';
import { PaypalAccountResolver } from './paypal-account.resolver.js';
import { PROVIDER_CONNECTIONS } from './provider-connections.port.js';
import { SimulatedConnectionResolver } from './simulated-connection.resolver.js';

@Module({
  providers: [
    {
      provide: PROVIDER_CONNECTIONS,
      useFactory: (providers: PaymentProviders) => createProviderConnections(providers.simulated.store, loadConfig().payments),
      inject: [PAYMENT_PROVIDERS],
    },
    PaymentConnectionsResolver,
    PaypalAccountResolver,
    SimulatedConnectionResolver,
  ],
})
export class PaymentConnectionsModule {}
