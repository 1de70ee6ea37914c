// setupIntent: the client's customer at the provider (made once), then a setup the client confirms
// with the provider's card form. Nothing is recorded until the card is saved.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { storeLoader, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payment-providers.js';
import { activeProvider, asUserError } from '../active-provider.js';
import { loadPaymentContext } from '../payment-stream.js';
import { ensureCustomer } from '../provider-customer.js';
import { StartCardSetupCommand } from '../save-card/save-card.command.js';

@CommandHandler(StartCardSetupCommand)
export class StartCardSetupHandler implements ICommandHandler<StartCardSetupCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async execute({ appointmentId, access, ctx }: StartCardSetupCommand): Promise<CommandOutcome & { setupId: string; clientSecret: string }> {
    const context = await loadPaymentContext(storeLoader(this.store), appointmentId, access);
    const provider = activeProvider(this.providers, context);
    const customerId = await ensureCustomer(this.store, ctx, provider, context);
    const setup = await asUserError(() => provider.createCardSetup({ customerId, idempotencyKey: `setup:${appointmentId}:${ctx.commandId}` }));
    return { events: [], position: null, ...setup };
  }
}
