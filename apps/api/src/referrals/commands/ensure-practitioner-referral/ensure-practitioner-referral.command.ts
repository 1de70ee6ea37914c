import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/**
 * ensurePractitionerReferral: gives the practice its discount code the first time the pro opens
 * the Referral Program page (existing practices have none until then); afterwards changes nothing.
 * `proName`: the code starts with its first name.
 */
export class EnsurePractitionerReferralCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly proName: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
