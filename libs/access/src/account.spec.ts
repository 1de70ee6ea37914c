import { fold } from '#app/es';
import { accountDecider, isSupportLead, type AccountRegisteredData } from './account.js';

const registered = (data: Partial<AccountRegisteredData>) =>
  fold(accountDecider, [{ type: 'AccountRegistered', data: { accountId: 'a1', kind: 'support', name: 'Help Desk', email: 'help@example.com', passwordHash: 'h', practiceId: null, ...data } }]);

describe('support leads', () => {
  it('are support accounts registered as leads', () => {
    expect(isSupportLead(registered({ lead: true }))).toBe(true);
  });

  it('are not other support accounts, accounts from before the flag, pros or nobody', () => {
    expect(isSupportLead(registered({ lead: false }))).toBe(false);
    expect(isSupportLead(registered({}))).toBe(false);
    expect(isSupportLead(registered({ kind: 'pro', practiceId: 'p1', lead: true }))).toBe(false);
    expect(isSupportLead(accountDecider.initialState())).toBe(false);
  });
});
