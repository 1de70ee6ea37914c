import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { RecordReferralUseCommand } from './record-referral-use.command.js';
import { referralUseOnSignUp } from './record-referral-use-on-sign-up.js';

@CommandHandler(RecordReferralUseCommand)
export class RecordReferralUseHandler implements ICommandHandler<RecordReferralUseCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ referralCode, referredPracticeId, ctx }: RecordReferralUseCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, (loader) => referralUseOnSignUp(loader, referralCode, referredPracticeId, ctx.now));
  }
}
