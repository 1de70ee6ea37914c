import { Command } from '@nestjs/cqrs';
import type { AppointmentAccess } from '#app/appointments';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { RefundResult } from '#app/payments';

export interface AdjustmentOutcome extends CommandOutcome {
  adjustmentId: string | null;
  /** The provider's answer to a refund; null when none was needed (recorded at once). */
  refund: RefundResult | null;
}

/** createAdjustment: give money back (a refund through the provider when it was charged by card). */
export class CreateAdjustmentCommand extends Command<AdjustmentOutcome> {
  constructor(
    readonly appointmentId: string,
    readonly access: AppointmentAccess,
    readonly input: { amountCents: number; adjustedAt: string | null; note: string | null },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** removeAdjustment: an adjustment that moved no money at a provider. */
export class RemoveAdjustmentCommand extends Command<CommandOutcome> {
  constructor(
    readonly adjustmentId: string,
    readonly access: AppointmentAccess,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
