import { Command } from '@nestjs/cqrs';
import type { AppointmentAccess } from '#app/appointments';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { ChargePurpose, ChargeResult, ChargeTrigger } from '#app/payments';

export interface ChargeOutcome extends CommandOutcome {
  /** The provider's answer; null when there was nothing to charge (already paid). */
  result: ChargeResult | null;
}

/** Charge the appointment (or a tip on its own) with the card on file. */
export class ChargeAppointmentCommand extends Command<ChargeOutcome> {
  constructor(
    readonly appointmentId: string,
    readonly access: AppointmentAccess,
    readonly purpose: ChargePurpose,
    readonly trigger: ChargeTrigger,
    readonly ctx: CommandContext,
    readonly tipAmountCents?: number,
  ) {
    super();
  }
}
