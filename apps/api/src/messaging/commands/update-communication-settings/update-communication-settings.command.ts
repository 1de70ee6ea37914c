import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { CommunicationSettings } from '#app/practice';

/** Save any of the eight communication settings, or the e-mail templates, of the pro's own practice (spec 002 §7). */
export class UpdateCommunicationSettingsCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly settings: Partial<CommunicationSettings>,
    readonly ctx: CommandContext,
    /** name and content; an empty content goes back to the default. */
    readonly emailTemplates: Array<{ name: string; content: string }> | null = null,
  ) {
    super();
  }
}
