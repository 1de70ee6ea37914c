// Withdrawals over the referral's decider; only a lifer practice's credit is paid out, so the
// practice's flags are read in the same decision.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEvents } from '#app/es';
import { handleCommand, handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceFlagsOf, practiceStreamId } from '#app/practice';
import { decidePractitionerReferral, practitionerReferralDecider, practitionerReferralStreamId } from '#app/referrals';
import { MarkReferralWithdrawalPaidCommand, WithdrawReferralCreditCommand } from './referral-withdrawal.commands.js';

@CommandHandler(WithdrawReferralCreditCommand)
export class WithdrawReferralCreditHandler implements ICommandHandler<WithdrawReferralCreditCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, withdrawalId, amountCents, status, ctx }: WithdrawReferralCreditCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const practice = await loader.load(practiceStreamId(practiceId), practiceDecider);
      const isLifer = practice.status === 'active' && practiceFlagsOf(practice.flags).liferEnabled;
      const streamId = practitionerReferralStreamId(practiceId);
      const state = await loader.load(streamId, practitionerReferralDecider);
      const events = decidePractitionerReferral({ type: 'WithdrawCredit', practiceId, withdrawalId, amountCents, status, isLifer, now: ctx.now }, state);
      return [streamEvents(streamId, practiceId, events)];
    });
  }
}

@CommandHandler(MarkReferralWithdrawalPaidCommand)
export class MarkReferralWithdrawalPaidHandler implements ICommandHandler<MarkReferralWithdrawalPaidCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, withdrawalId, ctx }: MarkReferralWithdrawalPaidCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: practitionerReferralStreamId(practiceId),
      decider: practitionerReferralDecider,
      practiceId,
      command: { type: 'MarkWithdrawalPaid', practiceId, withdrawalId, now: ctx.now },
    });
  }
}
