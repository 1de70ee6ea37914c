import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { WebsiteMetadata } from '#app/website';

/** upsertWebsiteMetadata: one SEO field of the practice's public page. */
export class ChangeWebsiteMetadataCommand extends Command<CommandOutcome> {
  constructor(readonly practiceId: string, readonly field: string, readonly value: string | null, readonly ctx: CommandContext) {
    super();
  }
}

/** generateSiteMetadata: the four SEO fields composed from the practice (site-metadata.ts). */
export class GenerateSiteMetadataCommand extends Command<CommandOutcome> {
  constructor(readonly practiceId: string, readonly ctx: CommandContext) {
    super();
  }
}

/** updatePracticeScripts: headScripts and/or bodyScripts (undefined: unchanged). */
export class UpdatePracticeScriptsCommand extends Command<CommandOutcome> {
  constructor(readonly practiceId: string, readonly headScripts: string | null | undefined, readonly bodyScripts: string | null | undefined, readonly ctx: CommandContext) {
    super();
  }
}

export type { WebsiteMetadata };
