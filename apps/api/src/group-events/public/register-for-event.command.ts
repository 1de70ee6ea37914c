import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { RegistrationPaymentStatus } from '#app/group-events';

/** What a visitor sends from an event type's public page (registerForBookableEvent). */
export interface RegisterForEventInput {
  bookableEventId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  setupIntentSecret?: string | null;
  cardSourceId?: string | null;
  /** A coupon code typed on the form (paid events). */
  discountCode?: string | null;
}

export interface RegisterForEventResult extends CommandOutcome {
  registrationId: string;
  token: string;
  paymentStatus: RegistrationPaymentStatus;
  /** The provider's reason when the card was refused: the registration was cancelled (by 'payment_failed'). */
  declined: string | null;
}

export class RegisterForEventCommand extends Command<RegisterForEventResult> {
  constructor(
    readonly input: RegisterForEventInput,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The client cancels through their registration page (its token). */
export class CancelEventRegistrationCommand extends Command<CommandOutcome> {
  constructor(
    readonly bookableEventId: string,
    readonly practiceId: string,
    readonly token: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
