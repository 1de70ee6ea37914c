// Demo support console (issue 19): a support lead to log in with, an internal note on one demo
// appointment and a few audit entries (the lead's own reads of it), through the same commands the
// CLI and the console send.
import type { Command } from '@nestjs/cqrs';
import { newCommandContext, type Actor } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import { RegisterSupportAccountCommand } from '../access/commands/register-support-account/register-support-account.command.js';
import { AddSupportNoteCommand } from '../support/commands/add-support-note/add-support-note.command.js';
import { RecordSupportReadCommand } from '../support/commands/record-support-read/record-support-read.command.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

export const DEMO_SUPPORT_LOGIN = { email: 'support@example.com', password: 'support-password' };
const NAME = 'Alex Rivera';
const MINUTE = 60_000;

export const seedDemoSupport = async (execute: Execute, demo: { practiceId: string; appointmentId: string; clientEmail: string; now: Date }): Promise<void> => {
  const { practiceId, appointmentId, now } = demo;
  const cli = newCommandContext({ kind: 'system', id: 'demo-seed', name: 'Demo data' }, now);
  const { accountId } = await execute(new RegisterSupportAccountCommand({ ...DEMO_SUPPORT_LOGIN, name: NAME, lead: true }, cli));
  const support: Actor = { kind: 'support', id: accountId, name: NAME };
  const at = (minutesAgo: number) => newCommandContext(support, new Date(now.getTime() - minutesAgo * MINUTE));
  const who = { supportAccountId: accountId, supportName: NAME, supportEmail: DEMO_SUPPORT_LOGIN.email };
  await execute(new RecordSupportReadCommand({ ...who, action: 'search', target: demo.clientEmail, practiceId: null }, at(30)));
  await execute(new RecordSupportReadCommand({ ...who, action: 'story', target: appointmentId, practiceId }, at(29)));
  await execute(new AddSupportNoteCommand(appointmentId, 'Client called asking about this charge; explained the receipt. No refund requested.', at(25)));
  await execute(new RecordSupportReadCommand({ ...who, action: 'note', target: appointmentId, practiceId }, at(25)));
};
