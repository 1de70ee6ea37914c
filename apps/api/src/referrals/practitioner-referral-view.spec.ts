import { fold } from '#app/es';
import { practitionerReferralDecider, type PractitionerReferralEvent } from '#app/referrals';
import { toPractitionerReferral } from './practitioner-referral-view.js';

const history: PractitionerReferralEvent[] = [
  { type: 'PractitionerReferralCreated', data: { practiceId: 'p1', discountCode: 'MAYA-7K2Q', amountCents: 2500, createdAt: '2026-03-01T10:00:00.000Z' } },
  { type: 'ReferralUsed', data: { practiceId: 'p1', useId: 'u1', referredPracticeId: 'r1', useDate: '2026-03-02T10:00:00.000Z' } },
  { type: 'ReferralCreditWithdrawn', data: { practiceId: 'p1', withdrawalId: 'w1', amountCents: 2500, withdrawalDate: '2026-03-03T10:00:00.000Z' } },
];

describe('the pro’s view of the referral', () => {
  it('shows the withdrawals only to a lifer practice (spec 002 §6)', () => {
    const state = fold(practitionerReferralDecider, history);
    expect(toPractitionerReferral(state, true)).toEqual({
      discountCode: 'MAYA-7K2Q', amountCents: 2500, isLifer: true,
      referralUses: [{ id: 'u1', useDate: '2026-03-02T10:00:00.000Z' }],
      withdrawals: [{ id: 'w1', withdrawalDate: '2026-03-03T10:00:00.000Z', amountCents: 2500, status: 'pending' }],
    });
    expect(toPractitionerReferral(state, false)).toMatchObject({ isLifer: false, withdrawals: [], referralUses: [{ id: 'u1' }] });
  });

  it('before the code exists: no code, the credit per use still known', () => {
    expect(toPractitionerReferral(practitionerReferralDecider.initialState(), false)).toEqual({ discountCode: '', amountCents: 2500, referralUses: [], withdrawals: [], isLifer: false });
  });
});
