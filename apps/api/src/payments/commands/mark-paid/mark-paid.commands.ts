import { Command } from '@nestjs/cqrs';
import type { AppointmentAccess } from '#app/appointments';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** markPaid: the client paid outside the card provider (cash, venmo, paypal, other with a note). */
export class MarkPaidCommand extends Command<CommandOutcome> {
  constructor(
    readonly appointmentId: string,
    readonly access: AppointmentAccess,
    readonly paidBy: string,
    readonly note: string | null,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** undoMarkPaid: the appointment is Unpaid again. */
export class UndoMarkPaidCommand extends Command<CommandOutcome> {
  constructor(
    readonly appointmentId: string,
    readonly access: AppointmentAccess,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
