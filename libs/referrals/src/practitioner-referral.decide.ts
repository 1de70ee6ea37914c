// The referral's rules. The code is created once (a second ensure changes nothing); a use is
// recorded for a new practice that signed up with the code, never its own and never twice, and a
// use that does not count is dropped without an error, because it must never block a sign-up.
// Withdrawals are support's, for lifer practices, within the credit left.
import { DomainError, NotFoundError, type Decider } from '#app/es';
import { ReferralMessages as M } from './referral-messages.js';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from './referral-rules.js';
import {
  evolvePractitionerReferral,
  initialPractitionerReferralState,
  referralBalanceCents,
  type PractitionerReferralEvent,
  type PractitionerReferralState,
} from './practitioner-referral.js';

export type PractitionerReferralCommand =
  | { type: 'CreateReferral'; practiceId: string; discountCode: string; amountCents: number; now: Date }
  | { type: 'RecordReferralUse'; practiceId: string; useId: string; referredPracticeId: string; now: Date }
  | { type: 'WithdrawCredit'; practiceId: string; withdrawalId: string; amountCents: number; status: string; isLifer: boolean; now: Date }
  | { type: 'MarkWithdrawalPaid'; practiceId: string; withdrawalId: string; now: Date };

const checkStatus = (status: string): WithdrawalStatus => {
  if (!WITHDRAWAL_STATUSES.includes(status as WithdrawalStatus)) throw new DomainError(M.invalidStatus);
  return status as WithdrawalStatus;
};

export const decidePractitionerReferral = (command: PractitionerReferralCommand, state: PractitionerReferralState): PractitionerReferralEvent[] => {
  switch (command.type) {
    case 'CreateReferral': {
      if (state.discountCode) return [];
      const { practiceId, discountCode, amountCents, now } = command;
      return [{ type: 'PractitionerReferralCreated', data: { practiceId, discountCode, amountCents, createdAt: now.toISOString() } }];
    }
    case 'RecordReferralUse': {
      const { practiceId, useId, referredPracticeId, now } = command;
      const counts = state.discountCode !== null && referredPracticeId !== practiceId && !state.uses.some((u) => u.referredPracticeId === referredPracticeId);
      return counts ? [{ type: 'ReferralUsed', data: { practiceId, useId, referredPracticeId, useDate: now.toISOString() } }] : [];
    }
    case 'WithdrawCredit': {
      const { practiceId, withdrawalId, amountCents, now } = command;
      const status = checkStatus(command.status);
      if (!command.isLifer) throw new DomainError(M.notLifer);
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new DomainError(M.invalidAmount);
      const balance = referralBalanceCents(state);
      if (amountCents > balance) throw new DomainError(M.overBalance(balance));
      const withdrawn: PractitionerReferralEvent = { type: 'ReferralCreditWithdrawn', data: { practiceId, withdrawalId, amountCents, withdrawalDate: now.toISOString() } };
      return status === 'paid' ? [withdrawn, { type: 'ReferralWithdrawalPaid', data: { practiceId, withdrawalId, paidAt: now.toISOString() } }] : [withdrawn];
    }
    case 'MarkWithdrawalPaid': {
      const withdrawal = state.withdrawals.find((w) => w.withdrawalId === command.withdrawalId);
      if (!withdrawal) throw new NotFoundError(M.withdrawalNotFound);
      if (withdrawal.status === 'paid') throw new DomainError(M.alreadyPaid);
      return [{ type: 'ReferralWithdrawalPaid', data: { practiceId: command.practiceId, withdrawalId: command.withdrawalId, paidAt: command.now.toISOString() } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const practitionerReferralDecider: Decider<PractitionerReferralCommand, PractitionerReferralEvent, PractitionerReferralState> = {
  decide: decidePractitionerReferral,
  evolve: evolvePractitionerReferral,
  initialState: initialPractitionerReferralState,
};
