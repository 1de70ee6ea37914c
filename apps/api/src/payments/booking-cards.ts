// The booking's card on file (see appointments/booking-cards.port.ts), through the practice's
// active provider: a setup for the booking page before there is an appointment or a client, the
// card checked before the request is decided, and saved (SaveCardCommand) once it is booked.
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError, isUuid, NotFoundError, type CommandContext } from '#app/es';
import { storeLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { PaymentMessages } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { BookingMessages } from '#app/appointments';
import { practiceDecider, practiceStreamId } from '#app/practice';
import type { CardProvider } from '#app/integrations';
import type { BookingCardInput, BookingCards } from '../appointments/booking-cards.port.js';
import { asUserError } from './commands/active-provider.js';
import { SaveCardCommand, type CardSource } from './commands/save-card/save-card.command.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from './payment-providers.js';

/** The setup's id inside its client secret (`seti_..._secret_...`). */
const setupIdOf = (secret: string): string => String(secret).split('_secret_')[0];

const sourceOf = (card: BookingCardInput): CardSource | null =>
  card.setupIntentSecret ? { setupId: setupIdOf(card.setupIntentSecret) } : card.cardSourceId ? { sourceId: card.cardSourceId } : null;

@Injectable()
export class ProviderBookingCards implements BookingCards {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    private readonly commands: CommandSender,
  ) {}

  private async provider(practiceId: string): Promise<CardProvider> {
    if (!isUuid(practiceId)) throw new NotFoundError(BookingMessages.practiceNotFound);
    const practice = await storeLoader(this.store).load(practiceStreamId(practiceId), practiceDecider);
    if (practice.status === 'none') throw new NotFoundError(BookingMessages.practiceNotFound);
    const { paymentProvider } = practice.payments;
    if (!paymentProvider) throw new DomainError(PaymentMessages.noProvider);
    return this.providers.card(paymentProvider);
  }

  /** bookingSetupIntent: a customer for the visitor and a setup their card form confirms. */
  async startSetup(practiceId: string, visitor: { email: string; name: string }): Promise<string> {
    const provider = await this.provider(practiceId);
    const key = randomUUID();
    return asUserError(async () => {
      const { customerId } = await provider.createCustomer({ email: visitor.email, name: visitor.name, idempotencyKey: `booking-customer:${key}` });
      const setup = await provider.createCardSetup({ customerId, idempotencyKey: `booking-setup:${key}` });
      return setup.clientSecret;
    });
  }

  async confirm(practiceId: string, card: BookingCardInput): Promise<boolean> {
    const source = sourceOf(card);
    if (!source) return false;
    const provider = await this.provider(practiceId);
    // stripe: the setup must have been confirmed by the card form. A square token is attached to
    // the client's customer when the card is recorded (square has no customer-less check).
    if ('setupId' in source) await asUserError(() => provider.completeCardSetup(source.setupId));
    return true;
  }

  async record(appointmentId: string, instantActionToken: string, card: BookingCardInput, ctx: CommandContext): Promise<void> {
    const source = sourceOf(card);
    if (source) await this.commands.send(new SaveCardCommand(appointmentId, { by: 'token', instantActionToken }, source, ctx));
  }
}
