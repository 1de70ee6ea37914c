import { Command } from '@nestjs/cqrs';
import type { AppointmentAccess } from '#app/appointments';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { SavedCard } from '#app/payments';

/** stripe: a SetupIntent the client confirmed; square: a card token from the card form. */
export type CardSource = { setupId: string } | { sourceId: string };

/** setupIntent: a setup for the client to confirm with the provider's card form. */
export class StartCardSetupCommand extends Command<CommandOutcome & { setupId: string; clientSecret: string }> {
  constructor(
    readonly appointmentId: string,
    readonly access: AppointmentAccess,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The confirmed card becomes the client's default card and, for a future appointment, its hold. */
export class SaveCardCommand extends Command<CommandOutcome & { card: SavedCard }> {
  constructor(
    readonly appointmentId: string,
    readonly access: AppointmentAccess,
    readonly source: CardSource,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
