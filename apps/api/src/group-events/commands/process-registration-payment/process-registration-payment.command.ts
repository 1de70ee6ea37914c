import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { ProviderChargeResult } from '#app/integrations';

export interface RegistrationPaymentOutcome extends CommandOutcome {
  /** What the provider answered (succeeded or failed; no answer is an error). */
  result: Exclude<ProviderChargeResult, { outcome: 'timed_out' }>;
}

/** processRegistrationPayment: charge the client's saved card at this practice for their registration. */
export class ProcessRegistrationPaymentCommand extends Command<RegistrationPaymentOutcome> {
  constructor(
    readonly bookableEventId: string,
    readonly practiceId: string,
    readonly clientId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
