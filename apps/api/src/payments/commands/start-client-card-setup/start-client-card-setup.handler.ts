// A card setup for a client without an appointment (Add or Change on the payment methods page):
// the client's customer at the provider (made once), then a setup the card form confirms. Nothing
// is recorded until the card is saved.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { storeLoader, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { ClientCardKeys, ownClient, PaymentMessages } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payment-providers.js';
import { activeProvider, asUserError } from '../active-provider.js';
import { customerOwner, loadClientCardContext } from '../client-card-stream.js';
import { ensureCustomerOf } from '../provider-customer.js';
import { StartClientCardSetupCommand } from './start-client-card-setup.command.js';

@CommandHandler(StartClientCardSetupCommand)
export class StartClientCardSetupHandler implements ICommandHandler<StartClientCardSetupCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async execute({ clientId, access, ctx }: StartClientCardSetupCommand): Promise<CommandOutcome & { setupId: string; clientSecret: string }> {
    const context = await loadClientCardContext(storeLoader(this.store), clientId);
    const client = ownClient(context.client, access);
    const provider = activeProvider(this.providers, context);
    const setup = await asUserError(async () => {
      const customerId = await ensureCustomerOf(this.store, ctx, provider, customerOwner(client, context));
      return provider.createCardSetup({ customerId, idempotencyKey: ClientCardKeys.setup(client.clientId, ctx.commandId) });
    }, PaymentMessages.setupIntentFailed);
    return { events: [], position: null, ...setup };
  }
}
