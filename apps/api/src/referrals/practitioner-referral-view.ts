// What the pro sees of the referral stream's state: the withdrawals only when the practice is
// lifer (spec 002 §6), and the credit per use even before the code exists.
import { REFERRAL_CREDIT_CENTS, type PractitionerReferralState } from '#app/referrals';
import type { PractitionerReferral } from './referrals.models.js';

export const toPractitionerReferral = (state: PractitionerReferralState, isLifer: boolean): PractitionerReferral => ({
  discountCode: state.discountCode ?? '',
  amountCents: state.amountCents ?? REFERRAL_CREDIT_CENTS,
  referralUses: state.uses.map((u) => ({ id: u.useId, useDate: u.useDate })),
  withdrawals: isLifer ? state.withdrawals.map((w) => ({ id: w.withdrawalId, withdrawalDate: w.withdrawalDate, amountCents: w.amountCents, status: w.status })) : [],
  isLifer,
});
