// What `npm run referral:withdrawal` does inside an application: find the practice by short link
// or id, record a withdrawal or mark one paid through the same commands as everywhere, and print
// the referral as the event store now holds it.
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { isUuid, newCommandContext, NotFoundError } from '#app/es';
import { referralBalanceCents, referralDateText } from '#app/referrals';
import { PracticesQuery } from '#projections';
import { MarkReferralWithdrawalPaidCommand, WithdrawReferralCreditCommand } from '../commands/referral-withdrawals/referral-withdrawal.commands.js';
import { PractitionerReferralReader } from '../practitioner-referral-reader.js';
import type { ReferralWithdrawalArgs } from './referral-withdrawal-args.js';

const cli = () => newCommandContext({ kind: 'support', id: 'cli', name: 'Command line' });
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const runReferralWithdrawal = async (app: INestApplicationContext, args: ReferralWithdrawalArgs): Promise<string> => {
  const practices = app.get(PracticesQuery);
  const doc = (isUuid(args.practice) ? await practices.byId(args.practice.toLowerCase()) : null) ?? (await practices.byShortLink(args.practice));
  if (!doc) throw new NotFoundError(`No practice with the short link or id '${args.practice}'.`);
  const commands = app.get(CommandBus);
  if (args.action === 'withdraw') await commands.execute(new WithdrawReferralCreditCommand(doc.id, randomUUID(), args.amountCents, args.status, cli()));
  if (args.action === 'markPaid') await commands.execute(new MarkReferralWithdrawalPaidCommand(doc.id, args.withdrawalId, cli()));
  const reader = app.get(PractitionerReferralReader);
  const [state, isLifer] = await Promise.all([reader.state(doc.id), reader.isLifer(doc.id)]);
  const amount = state.amountCents ?? 0;
  return [
    `${doc.name} (/${doc.shortLink}, ${doc.id})${isLifer ? ', lifer' : ''}`,
    `Code: ${state.discountCode ?? '(none yet: made when the pro opens the Referral Program page)'}`,
    `Uses: ${state.uses.length} x ${dollars(amount)} = ${dollars(state.uses.length * amount)}; credit left ${dollars(referralBalanceCents(state))}`,
    ...state.withdrawals.map((w) => `Withdrawal ${w.withdrawalId}: ${referralDateText(w.withdrawalDate)} ${dollars(w.amountCents)} ${w.status}`),
  ].join('\n');
};
