import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** Support records credit paid out to a lifer practice (`npm run referral:withdrawal`). */
export class WithdrawReferralCreditCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly withdrawalId: string,
    readonly amountCents: number,
    /** 'pending' (to be paid) or 'paid' (already paid out). */
    readonly status: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Support marks a pending withdrawal paid once the money went out. */
export class MarkReferralWithdrawalPaidCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly withdrawalId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
