import { parseReferralWithdrawalArgs, REFERRAL_WITHDRAWAL_USAGE } from './referral-withdrawal-args.js';

describe('npm run referral:withdrawal arguments', () => {
  it('prints, withdraws (pending by default) or marks paid', () => {
    expect(parseReferralWithdrawalArgs(['--practice', 'maya-chen-massage'])).toEqual({ action: 'show', practice: 'maya-chen-massage' });
    expect(parseReferralWithdrawalArgs(['--practice', 'p1', '--amount', '2500'])).toEqual({ action: 'withdraw', practice: 'p1', amountCents: 2500, status: 'pending' });
    expect(parseReferralWithdrawalArgs(['--amount', '1000', '--practice', 'p1', '--status', 'paid'])).toEqual({ action: 'withdraw', practice: 'p1', amountCents: 1000, status: 'paid' });
    expect(parseReferralWithdrawalArgs(['--practice', 'p1', '--mark-paid', 'w1'])).toEqual({ action: 'markPaid', practice: 'p1', withdrawalId: 'w1' });
  });

  it('refuses anything else with the usage', () => {
    for (const argv of [[], ['p1'], ['--practice'], ['--amount', '2500'], ['--practice', 'p1', '--amount'], ['--practice', 'p1', '--status', 'paid'],
      ['--practice', 'p1', '--amount', '1', '--mark-paid', 'w1'], ['--practice', 'p1', '--practice', 'p2'], ['--practice', 'p1', '--force', 'yes']]) {
      expect(parseReferralWithdrawalArgs(argv)).toEqual({ error: REFERRAL_WITHDRAWAL_USAGE });
    }
    expect(parseReferralWithdrawalArgs(['--practice', 'p1', '--amount', '25.00'])).toEqual({ error: expect.stringContaining("'25.00' is not an amount in cents") });
  });
});
