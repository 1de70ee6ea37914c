import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export interface SignUpResult extends CommandOutcome {
  accountId: string;
  practiceId: string;
  shortLink: string;
}

export class SignUpCommand extends Command<SignUpResult> {
  constructor(
    readonly input: { name: string; email: string; password: string; practiceName: string; timeZone?: string | null; referralCode?: string | null },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
