// Demo referral program: Maya's code, three pros who signed up with it over the last weeks, and
// (the demo practice has every flag on, liferEnabled too) two withdrawals, one paid, one pending.
// The referred practices are only ids: the demo does not need their whole sign-ups.
import type { Command } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { newCommandContext, type CommandContext } from '#app/es';
import { loadState, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { practitionerReferralDecider, practitionerReferralStreamId, REFERRAL_CREDIT_CENTS } from '#app/referrals';
import { EnsurePractitionerReferralCommand } from './commands/ensure-practitioner-referral/ensure-practitioner-referral.command.js';
import { RecordReferralUseCommand } from './commands/record-referral-use/record-referral-use.command.js';
import { MarkReferralWithdrawalPaidCommand, WithdrawReferralCreditCommand } from './commands/referral-withdrawals/referral-withdrawal.commands.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

const DAY = 86_400_000;

export const seedDemoReferrals = async (execute: Execute, store: EventStore, demo: { practiceId: string; pro: CommandContext }): Promise<void> => {
  const { practiceId, pro } = demo;
  const now = pro.now.getTime();
  const at = (daysAgo: number) => newCommandContext({ kind: 'system', id: 'demo-seed', name: 'Demo data' }, new Date(now - daysAgo * DAY));
  const support = (daysAgo: number) => newCommandContext({ kind: 'support', id: 'demo-support', name: 'Support' }, new Date(now - daysAgo * DAY));
  await execute(new EnsurePractitionerReferralCommand(practiceId, pro.actor.name ?? 'Maya Chen', newCommandContext(pro.actor, new Date(now - 60 * DAY))));
  const { state } = await loadState(store, practitionerReferralStreamId(practiceId), practitionerReferralDecider);
  for (const daysAgo of [45, 21, 6]) await execute(new RecordReferralUseCommand(state.discountCode!, randomUUID(), at(daysAgo)));
  const paid = randomUUID();
  await execute(new WithdrawReferralCreditCommand(practiceId, paid, REFERRAL_CREDIT_CENTS, 'pending', support(20)));
  await execute(new MarkReferralWithdrawalPaidCommand(practiceId, paid, support(17)));
  await execute(new WithdrawReferralCreditCommand(practiceId, randomUUID(), REFERRAL_CREDIT_CENTS, 'pending', support(3)));
};
