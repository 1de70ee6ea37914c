// The referral program (issue 16, spec 002 §2-§9): the pro's code, its uses (recorded by the
// sign-up, see record-referral-use-on-sign-up.ts) and the credit withdrawals support records
// with `npm run referral:withdrawal`.
import { Module } from '@nestjs/common';
import { EnsurePractitionerReferralHandler } from './commands/ensure-practitioner-referral/ensure-practitioner-referral.handler.js';
import { RecordReferralUseHandler } from './commands/record-referral-use/record-referral-use.handler.js';
import { MarkReferralWithdrawalPaidHandler, WithdrawReferralCreditHandler } from './commands/referral-withdrawals/referral-withdrawal.handlers.js';
import { PractitionerReferralReader } from './practitioner-referral-reader.js';
import { ReferralsResolver } from './referrals.resolver.js';

@Module({
  providers: [
    PractitionerReferralReader,
    ReferralsResolver,
    EnsurePractitionerReferralHandler,
    RecordReferralUseHandler,
    WithdrawReferralCreditHandler,
    MarkReferralWithdrawalPaidHandler,
  ],
  exports: [PractitionerReferralReader],
})
export class ReferralsModule {}
