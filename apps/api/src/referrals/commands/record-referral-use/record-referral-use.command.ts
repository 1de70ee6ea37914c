import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/**
 * A use of a code outside a sign-up's own decision: the demo data's earlier referrals. Real uses
 * are recorded by the sign-up (referralUseOnSignUp), atomically with the new practice.
 */
export class RecordReferralUseCommand extends Command<CommandOutcome> {
  constructor(
    readonly referralCode: string,
    readonly referredPracticeId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
