// Demo website settings: no website plan (so the settings show), SEO fields generated from the demo practice, then a hand-written
// description, and a small head script that marks the public page (data-demo-analytics) the way
// an analytics snippet would, so the public page shows that the pro's scripts run there; and a
// custom domain connected through the simulated domain provider.
import type { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import { SimulatedDomainProvider, type DomainProvider } from '#app/integrations';
import { ChangePracticeCommand } from '../practice/commands/change-practice/change-practice.command.js';
import { ConnectCustomDomainCommand } from './domains/custom-domain.commands.js';
import { ChangeWebsiteMetadataCommand, GenerateSiteMetadataCommand, UpdatePracticeScriptsCommand } from './commands/website.commands.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

export const DEMO_HEAD_SCRIPTS = `<!-- Demo analytics: marks the page as counted -->
<script>document.documentElement.setAttribute('data-demo-analytics', 'on');</script>`;

/** The demo's custom domain, connected through the simulated provider's flow (records set automatically). */
export const DEMO_CUSTOM_DOMAIN = 'mayachenmassage.com';

export const seedDemoWebsite = async (execute: Execute, demo: { practiceId: string; pro: CommandContext }, domains?: DomainProvider): Promise<void> => {
  const { practiceId, pro } = demo;
  // Every other flag stays on; without a website plan the demo shows My Website > Settings (spec 002
  // §2: hidden when a website plan is set).
  await execute(new ChangePracticeCommand(practiceId, { type: 'SetPracticeFlags', flags: { websitePlan: false } }, pro));
  await execute(new GenerateSiteMetadataCommand(practiceId, pro));
  await execute(new ChangeWebsiteMetadataCommand(practiceId, 'description', 'Therapeutic massage in Brooklyn with Maya Chen: Swedish and deep tissue massage. Book online in a minute.', pro));
  await execute(new UpdatePracticeScriptsCommand(practiceId, DEMO_HEAD_SCRIPTS, undefined, pro));
  // A custom domain (available with or without a website plan: the dashboard's Domain card), as if
  // the pro had gone through the provider's flow: the simulator shows it Activating on its first
  // status lookup, active from the next (Refresh).
  if (domains instanceof SimulatedDomainProvider) {
    const { jwtToken } = await domains.issueToken(practiceId);
    const finished = await domains.finishFlow(jwtToken, { mode: 'connect', domain: DEMO_CUSTOM_DOMAIN, setup: 'automatic' });
    if ('step' in finished) await execute(new ConnectCustomDomainCommand(practiceId, finished.domain, pro));
  }
};
