// Saving a card: the provider confirms it (a completed setup, or a token attached to the customer),
// then decideCardSaved records the client's default card and the appointment's hold in one append.
// A practice that charges at booking charges an approved appointment at once.
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentStreamId } from '#app/appointments';
import { streamEvents } from '#app/es';
import { handleDecision, storeLoader, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import type { ProviderCard } from '#app/integrations';
import { appointmentWithPaymentsDecider, decideCardSaved, dueAtBooking, type SavedCard } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payment-providers.js';
import { ChargeAppointmentCommand } from '../charge-appointment/charge-appointment.command.js';
import { loadPaymentContext, type PaymentContext } from '../payment-stream.js';
import { ensureCustomer } from '../provider-customer.js';
import { activeProvider, asUserError } from '../active-provider.js';
import { SaveCardCommand, type CardSource } from './save-card.command.js';

@CommandHandler(SaveCardCommand)
export class SaveCardHandler implements ICommandHandler<SaveCardCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    private readonly commands: CommandBus,
  ) {}

  private async confirmedCard(context: PaymentContext, source: CardSource, ctx: SaveCardCommand['ctx']): Promise<SavedCard> {
    const provider = activeProvider(this.providers, context);
    const card: ProviderCard = await asUserError(async () => {
      if ('setupId' in source) return provider.completeCardSetup(source.setupId);
      const customerId = await ensureCustomer(this.store, ctx, provider, context);
      return provider.attachCard({ customerId, sourceId: source.sourceId, idempotencyKey: `card:${source.sourceId}` });
    });
    return { ...card, provider: provider.name };
  }

  async execute({ appointmentId, access, source, ctx }: SaveCardCommand): Promise<CommandOutcome & { card: SavedCard }> {
    const card = await this.confirmedCard(await loadPaymentContext(storeLoader(this.store), appointmentId, access), source, ctx);
    const saved = await handleDecision(this.store, ctx, async (loader) => {
      const context = await loadPaymentContext(loader, appointmentId, access);
      const { appointment, payment, wallet, settings } = context;
      const decision = decideCardSaved({ clientId: appointment.client.clientId, wallet, settings, appointment, payment }, card, ctx.now);
      return [
        streamEvents(context.clientStreamId, appointment.practiceId, decision.client),
        streamEvents(appointmentStreamId(appointment.appointmentId), appointment.practiceId, decision.appointment),
      ];
    });
    const { appointment, payment } = await storeLoader(this.store).load(appointmentStreamId(appointmentId), appointmentWithPaymentsDecider);
    if (appointment.status !== 'none' && dueAtBooking(appointment, payment)) {
      const charged = await this.commands.execute(new ChargeAppointmentCommand(appointmentId, access, 'appointment', 'booking', ctx));
      return { events: [...saved.events, ...charged.events], position: charged.position ?? saved.position, card };
    }
    return { ...saved, card };
  }
}
