import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { SupportAuditAction } from '#app/support';

/** Records one support read in the audit: who (the context's support actor), what, which practice. */
export class RecordSupportReadCommand extends Command<CommandOutcome> {
  constructor(
    readonly read: { supportAccountId: string; supportName: string; supportEmail: string; action: SupportAuditAction; target: string; practiceId: string | null },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
