import { deciderSpec } from '#testing/es';
import { practitionerReferralDecider, type PractitionerReferralCommand } from './practitioner-referral.decide.js';
import { fold } from '#app/es';
import { referralBalanceCents, type PractitionerReferralEvent } from './practitioner-referral.js';
import { ReferralMessages as M } from './referral-messages.js';

const spec = deciderSpec(practitionerReferralDecider);
const now = new Date('2026-03-04T15:00:00.000Z');
const created: PractitionerReferralEvent = { type: 'PractitionerReferralCreated', data: { practiceId: 'p1', discountCode: 'MAYA-7K2Q', amountCents: 2500, createdAt: '2026-03-01T10:00:00.000Z' } };
const used = (n: number): PractitionerReferralEvent => ({ type: 'ReferralUsed', data: { practiceId: 'p1', useId: `u${n}`, referredPracticeId: `r${n}`, useDate: `2026-03-0${n}T12:00:00.000Z` } });
const withdrawn = (id: string, amountCents: number): PractitionerReferralEvent => ({ type: 'ReferralCreditWithdrawn', data: { practiceId: 'p1', withdrawalId: id, amountCents, withdrawalDate: now.toISOString() } });
const use = (referredPracticeId: string): PractitionerReferralCommand => ({ type: 'RecordReferralUse', practiceId: 'p1', useId: 'u9', referredPracticeId, now });
const withdraw = (amountCents: number, extra: Partial<Extract<PractitionerReferralCommand, { type: 'WithdrawCredit' }>> = {}): PractitionerReferralCommand => ({
  type: 'WithdrawCredit', practiceId: 'p1', withdrawalId: 'w1', amountCents, status: 'pending', isLifer: true, now, ...extra,
});

describe('practitioner referral decider', () => {
  it('creates the code once; a second create (another code) changes nothing', () => {
    spec.given([]).when({ type: 'CreateReferral', practiceId: 'p1', discountCode: 'MAYA-7K2Q', amountCents: 2500, now }).then([
      { type: 'PractitionerReferralCreated', data: { practiceId: 'p1', discountCode: 'MAYA-7K2Q', amountCents: 2500, createdAt: now.toISOString() } },
    ]);
    spec.given([created]).when({ type: 'CreateReferral', practiceId: 'p1', discountCode: 'MAYA-AAAA', amountCents: 2500, now }).thenNothingHappens();
  });

  it('records a use with its date for a new practice', () => {
    spec.given([created]).when(use('r9')).then([{ type: 'ReferralUsed', data: { practiceId: 'p1', useId: 'u9', referredPracticeId: 'r9', useDate: now.toISOString() } }]);
  });

  it("drops, without an error, a use of the practice's own code, a second use by the same practice, and a use before any code", () => {
    spec.given([created]).when(use('p1')).thenNothingHappens();
    spec.given([created, used(1)]).when(use('r1')).thenNothingHappens();
    spec.given([]).when(use('r9')).thenNothingHappens();
  });

  it('withdraws credit for a lifer practice, pending or already paid, within the credit left', () => {
    const balance = [created, used(1), used(2)];
    spec.given(balance).when(withdraw(2500)).then([withdrawn('w1', 2500)]);
    spec.given(balance).when(withdraw(5000, { status: 'paid' })).then([
      withdrawn('w1', 5000),
      { type: 'ReferralWithdrawalPaid', data: { practiceId: 'p1', withdrawalId: 'w1', paidAt: now.toISOString() } },
    ]);
    spec.given(balance).when(withdraw(5001)).thenThrows(M.overBalance(5000));
    spec.given([...balance, withdrawn('w0', 2500)]).when(withdraw(2501)).thenThrows(M.overBalance(2500));
  });

  it('refuses a withdrawal for a practice that is not lifer, a bad amount or an unknown status', () => {
    const balance = [created, used(1)];
    spec.given(balance).when(withdraw(2500, { isLifer: false })).thenThrows(M.notLifer);
    for (const amount of [0, -100, 12.5]) spec.given(balance).when(withdraw(amount)).thenThrows(M.invalidAmount);
    spec.given(balance).when(withdraw(2500, { status: 'sent' })).thenThrows(M.invalidStatus);
  });

  it('marks a pending withdrawal paid once; an unknown one is not found', () => {
    const history = [created, used(1), withdrawn('w1', 2500)];
    const paid: PractitionerReferralEvent = { type: 'ReferralWithdrawalPaid', data: { practiceId: 'p1', withdrawalId: 'w1', paidAt: now.toISOString() } };
    spec.given(history).when({ type: 'MarkWithdrawalPaid', practiceId: 'p1', withdrawalId: 'w1', now }).then([paid]);
    spec.given([...history, paid]).when({ type: 'MarkWithdrawalPaid', practiceId: 'p1', withdrawalId: 'w1', now }).thenThrows(M.alreadyPaid);
    spec.given(history).when({ type: 'MarkWithdrawalPaid', practiceId: 'p1', withdrawalId: 'w2', now }).thenThrows(M.withdrawalNotFound);
    const state = fold(practitionerReferralDecider, [...history, paid]);
    expect(state.withdrawals).toEqual([{ withdrawalId: 'w1', amountCents: 2500, withdrawalDate: now.toISOString(), status: 'paid', paidAt: now.toISOString() }]);
    expect(referralBalanceCents(state)).toBe(0);
  });
});
