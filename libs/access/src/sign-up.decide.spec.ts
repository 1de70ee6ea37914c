import { claimDecider, fold } from '#app/es';
import { practiceDecider } from '#app/practice';
import { accountDecider } from './account.js';
import { decideSignUp, type SignUpDecisionInput } from './sign-up.decide.js';

const input: SignUpDecisionInput = {
  accountId: 'a1', practiceId: 'p1', name: ' Maya Chen ', email: 'maya@example.com', passwordHash: 'hash', practiceName: ' Maya Chen Massage ',
  shortLink: 'maya-chen-massage', timeZone: 'America/New_York',
  firstService: { serviceId: 's1', name: 'Initial consultation', description: 'd', timeLength: 60, amountCents: 0, addOn: false, public: true, locationIds: ['l1'] },
  firstLocation: { locationId: 'l1', name: 'Online', kind: 'virtual', address: null, timeZone: 'America/New_York', virtualType: 'video', virtualInstructions: 'x' },
};
const empty = () => ({ email: claimDecider.initialState(), shortLink: claimDecider.initialState(), account: accountDecider.initialState(), practice: practiceDecider.initialState() });

describe('sign-up (decideSignUp)', () => {
  it('claims the e-mail and the short link, registers the account and creates the practice with its first offerings', () => {
    const appends = decideSignUp(input, empty());
    expect(appends.map((a) => [a.streamId, a.events.map((e) => e.type)])).toEqual([
      ['accountEmail-maya@example.com', ['ValueClaimed']],
      ['shortLink-maya-chen-massage', ['ValueClaimed']],
      ['account-a1', ['AccountRegistered']],
      ['practice-p1', ['PracticeCreated', 'LocationUpserted', 'ServiceUpserted']],
    ]);
    expect(appends[3].events[0].data).toMatchObject({ name: 'Maya Chen Massage', owner: { proId: 'a1', name: 'Maya Chen', email: 'maya@example.com' } });
  });

  it('refuses an e-mail another account holds, and a short link another practice holds', () => {
    const taken = fold(claimDecider, claimDecider.decide({ type: 'ClaimValue', value: 'x', ownerId: 'someone', takenMessage: '' }, claimDecider.initialState()));
    expect(() => decideSignUp(input, { ...empty(), email: taken })).toThrow('An account with this email already exists');
    expect(() => decideSignUp(input, { ...empty(), shortLink: taken })).toThrow('This short link is already in use.');
  });
});
