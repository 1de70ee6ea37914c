// Saving a card from the payment methods page: the provider confirms it (a completed setup, or a
// token attached to the client's customer), then decideClientCardSaved makes it the default card
// on the client's stream. Upcoming appointments' holds are not touched: on the day they are charged
// with the default card as it is then (charge.decide.ts, cardFor), so a changed card is the one used.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEvents } from '#app/es';
import { handleDecision, storeLoader, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { ClientCardKeys, decideClientCardSaved, ownClient, PaymentMessages, type SavedCard } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payment-providers.js';
import { activeProvider, asUserError } from '../active-provider.js';
import { customerOwner, loadClientCardContext } from '../client-card-stream.js';
import { ensureCustomerOf } from '../provider-customer.js';
import { SaveClientCardCommand } from './save-client-card.command.js';

@CommandHandler(SaveClientCardCommand)
export class SaveClientCardHandler implements ICommandHandler<SaveClientCardCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async execute({ clientId, access, source, ctx }: SaveClientCardCommand): Promise<CommandOutcome & { card: SavedCard }> {
    const context = await loadClientCardContext(storeLoader(this.store), clientId);
    const client = ownClient(context.client, access);
    const provider = activeProvider(this.providers, context);
    const confirmed = await asUserError(async () => {
      if ('setupId' in source) return provider.completeCardSetup(source.setupId);
      const customerId = await ensureCustomerOf(this.store, ctx, provider, customerOwner(client, context));
      return provider.attachCard({ customerId, sourceId: source.sourceId, idempotencyKey: ClientCardKeys.attach(source.sourceId) });
    }, PaymentMessages.genericCardError);
    const card: SavedCard = { ...confirmed, provider: provider.name };
    const saved = await handleDecision(this.store, ctx, async (loader) => {
      const fresh = await loadClientCardContext(loader, clientId);
      return [streamEvents(fresh.clientStreamId, client.practiceId, decideClientCardSaved(fresh, access, card, ctx.now))];
    });
    return { ...saved, card };
  }
}
