import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { GiftCardTemplateInput } from '#app/gift-cards';

/** upsertGiftCardTemplate: create or change a template of the pro's practice. */
export class SaveGiftCardTemplateCommand extends Command<CommandOutcome> {
  constructor(
    readonly input: GiftCardTemplateInput,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
