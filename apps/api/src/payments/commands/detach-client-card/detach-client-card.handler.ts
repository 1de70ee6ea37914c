// Delete on the payment methods page: the card is detached at the provider first (under a key
// derived from the card, so a retry gets the first answer), then PaymentMethodDetached is recorded.
// A provider that refuses or does not answer leaves the card saved and the client is told
// 'There was an error deleting the payment method' (they can try again). Upcoming holds stay on
// their appointments; without a default card nothing is charged until a new card is saved.
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, streamEvents } from '#app/es';
import { handleDecision, storeLoader, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { ClientCardKeys, decideClientCardDetached, ownClient, PaymentMessages } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payment-providers.js';
import { loadClientCardContext } from '../client-card-stream.js';
import { DetachClientCardCommand } from './detach-client-card.command.js';

@CommandHandler(DetachClientCardCommand)
export class DetachClientCardHandler implements ICommandHandler<DetachClientCardCommand, CommandOutcome> {
  private readonly logger = new Logger(DetachClientCardHandler.name);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async execute({ clientId, access, ctx }: DetachClientCardCommand): Promise<CommandOutcome> {
    const context = await loadClientCardContext(storeLoader(this.store), clientId);
    const client = ownClient(context.client, access);
    decideClientCardDetached(context, access); // refuses before the provider is called: nothing to delete
    const card = context.wallet.defaultCard!;
    try {
      await this.providers.card(card.provider).detachCard({ customerId: card.customerId, paymentMethodId: card.paymentMethodId, idempotencyKey: ClientCardKeys.detach(card.paymentMethodId) });
    } catch (error) {
      this.logger.warn(`Card ${card.paymentMethodId} not detached at ${card.provider}: ${(error as Error).message}`);
      throw new DomainError(PaymentMessages.deletePaymentMethodFailed);
    }
    return handleDecision(this.store, ctx, async (loader) => {
      const fresh = await loadClientCardContext(loader, clientId);
      return [streamEvents(fresh.clientStreamId, client.practiceId, decideClientCardDetached(fresh, access, card.paymentMethodId))];
    });
  }
}
