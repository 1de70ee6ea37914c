// Demo texts: Maya's phone, and the download-app text she asked for two days ago and asked again
// for a few minutes later ("Didn't get it? Send again."), so the Texts page has something to show.
import type { Command } from '@nestjs/cqrs';
import { DomainError, newCommandContext, type Actor } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import { SendTextCommand } from '../messaging/commands/send-text/send-text.command.js';
import { ChangePracticeCommand } from '../practice/commands/change-practice/change-practice.command.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

/** The demo pro's phone: a 555 number, which no one answers. */
export const DEMO_PRO_PHONE = '+12125550100';

export const seedDemoTexts = async (execute: Execute, demo: { practiceId: string; accountId: string; pro: Actor; now: Date }): Promise<void> => {
  const { practiceId, accountId, pro, now } = demo;
  await execute(new ChangePracticeCommand(practiceId, { type: 'ChangeOwnerPhone', phone: DEMO_PRO_PHONE }, newCommandContext(pro, now)));
  const twoDaysAgo = now.getTime() - 2 * 86_400_000;
  for (const at of [twoDaysAgo, twoDaysAgo + 3 * 60_000]) {
    try {
      await execute(new SendTextCommand('download_mobile_app', { kind: 'pro', accountId, practiceId }, newCommandContext(pro, new Date(at))));
    } catch (error) {
      // With a real Twilio account configured, the 555 number is refused: the demo goes on without texts.
      if (!(error instanceof DomainError)) throw error;
    }
  }
};
