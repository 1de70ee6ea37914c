// Removes the client's saved card: recorded first (the card is no longer used for anything), then
// detached at the provider (a failure there is logged; the card is already out of use here).
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { ClientCardKeys, decideDetachCard, type SavedCard } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payment-providers.js';
import { loadPaymentContext } from '../payment-stream.js';
import { DetachCardCommand } from './detach-card.command.js';

@CommandHandler(DetachCardCommand)
export class DetachCardHandler implements ICommandHandler<DetachCardCommand, CommandOutcome> {
  private readonly logger = new Logger(DetachCardHandler.name);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async execute({ appointmentId, access, ctx }: DetachCardCommand): Promise<CommandOutcome> {
    let card: SavedCard | null = null;
    const outcome = await handleDecision(this.store, ctx, async (loader) => {
      const { appointment, wallet, clientStreamId } = await loadPaymentContext(loader, appointmentId, access);
      card = wallet.defaultCard;
      return [streamEvents(clientStreamId, appointment.practiceId, decideDetachCard(appointment.client.clientId, wallet))];
    });
    const removed = card as SavedCard | null;
    if (removed) {
      await this.providers
        .card(removed.provider)
        .detachCard({ customerId: removed.customerId, paymentMethodId: removed.paymentMethodId, idempotencyKey: ClientCardKeys.detach(removed.paymentMethodId) })
        .catch((error: Error) => this.logger.warn(`Card ${removed.paymentMethodId} not detached at ${removed.provider}: ${error.message}`));
    }
    return outcome;
  }
}
