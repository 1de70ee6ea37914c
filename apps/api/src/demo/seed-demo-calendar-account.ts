// The demo practice's Google calendar: connected on the embedded simulator as if Maya had allowed
// it on Google's consent page, so its 'Work' and 'Personal' busy times show read-only on her
// calendar and are not offered for online booking.
import type { Command } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { SimulatedCalendarAccounts } from '#app/integrations';
import { calendarReturnPath } from '../calendar/calendar-accounts.resolver.js';
import { ConnectCalendarAccountCommand } from '../calendar/commands/connect-calendar-account/connect-calendar-account.command.js';

export const seedDemoCalendarAccount = async (
  execute: <R extends CommandOutcome>(command: Command<R>) => Promise<R>,
  simulator: SimulatedCalendarAccounts,
  demo: { practiceId: string; email: string; timeZone: string; ctx: () => CommandContext },
): Promise<void> => {
  const consentPage = await simulator.authorizationUrl('google', { practiceId: demo.practiceId, loginHint: demo.email, redirectUri: calendarReturnPath('google') });
  const back = new URL(await simulator.decide(consentPage.split('/').pop()!, 'allow', demo.email), 'http://demo.invalid');
  const [code, state] = [back.searchParams.get('code') ?? '', back.searchParams.get('state') ?? ''];
  await execute(new ConnectCalendarAccountCommand(demo.practiceId, randomUUID(), 'google', code, state, demo.timeZone, demo.ctx()));
};
