// Demo website settings: SEO fields generated from the demo practice, then a hand-written
// description, and a small head script that marks the public page (data-demo-analytics) the way
// an analytics snippet would, so the public page shows that the pro's scripts run there.
import type { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import { ChangeWebsiteMetadataCommand, GenerateSiteMetadataCommand, UpdatePracticeScriptsCommand } from './commands/website.commands.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

export const DEMO_HEAD_SCRIPTS = `<!-- Demo analytics: marks the page as counted -->
<script>document.documentElement.setAttribute('data-demo-analytics', 'on');</script>`;

export const seedDemoWebsite = async (execute: Execute, demo: { practiceId: string; pro: CommandContext }): Promise<void> => {
  const { practiceId, pro } = demo;
  await execute(new GenerateSiteMetadataCommand(practiceId, pro));
  await execute(new ChangeWebsiteMetadataCommand(practiceId, 'description', 'Therapeutic massage in Brooklyn with Maya Chen: Swedish and deep tissue massage. Book online in a minute.', pro));
  await execute(new UpdatePracticeScriptsCommand(practiceId, DEMO_HEAD_SCRIPTS, undefined, pro));
};
