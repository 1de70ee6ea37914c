import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** Who asks for a text to themselves: a signed-in pro, or a signed-in client user. */
export type TextSender =
  | { kind: 'pro'; accountId: string; practiceId: string }
  | { kind: 'client'; clientUserId: string; email: string };

/** Text the sender a message of this type (spec 000 §7 sendText: only 'download_mobile_app'). */
export class SendTextCommand extends Command<CommandOutcome> {
  constructor(
    readonly type: string,
    readonly sender: TextSender,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
