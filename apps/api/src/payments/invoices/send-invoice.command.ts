import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** sendClientInvoiceMutation: 'email' (the invoice, its PDF attached); 'sms' and 'both' are not available yet. */
export class SendInvoiceCommand extends Command<CommandOutcome> {
  constructor(
    readonly appointmentId: string,
    readonly practiceId: string,
    readonly sendTo: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
