import { Command } from '@nestjs/cqrs';
import type { AppointmentAccess } from '#app/appointments';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export class CreatePaypalOrderCommand extends Command<CommandOutcome & { orderId: string }> {
  constructor(
    readonly appointmentId: string,
    readonly access: AppointmentAccess,
    readonly request: { via: 'paypal' | 'venmo'; tipAmountCents: number; tipOnly: boolean },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

export class CapturePaypalPaymentCommand extends Command<CommandOutcome & { failure: string | null }> {
  constructor(
    readonly appointmentId: string,
    readonly access: AppointmentAccess,
    readonly orderId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
