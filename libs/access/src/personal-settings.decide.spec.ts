import { describe, expect, it } from '@jest/globals';
import { claimDecider, fold, type ClaimEvent } from '#app/es';
import { practiceDecider, type PracticeEvent } from '#app/practice';
import { accountDecider, type AccountEvent } from './account.js';
import { decidePersonalSettings, type PersonalSettingsDecisionInput } from './personal-settings.decide.js';

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { accountId: 'a1', kind: 'pro', name: 'Maya Chen', email: 'maya@example.com', passwordHash: 'old-hash', practiceId: 'p1' },
};
const practiceCreated: PracticeEvent = {
  type: 'PracticeCreated',
  data: { practiceId: 'p1', name: 'Calm Hands', shortLink: 'calm-hands', timeZone: 'America/New_York', owner: { proId: 'a1', name: 'Maya Chen', email: 'maya@example.com', phone: null } },
};
const claim = (ownerId: string): ClaimEvent => ({ type: 'ValueClaimed', data: { value: 'x', ownerId } });

const given = (accountEvents: AccountEvent[] = [registered], claims: { oldEmail?: string; newEmail?: string } = { oldEmail: 'a1' }) => ({
  account: fold(accountDecider, accountEvents),
  oldEmail: fold(claimDecider, claims.oldEmail ? [claim(claims.oldEmail)] : []),
  newEmail: fold(claimDecider, claims.newEmail ? [claim(claims.newEmail)] : []),
  practice: fold(practiceDecider, [practiceCreated]),
});
const when = (change: PersonalSettingsDecisionInput['change']) => ({ accountId: 'a1', change });
const summary = (appends: ReturnType<typeof decidePersonalSettings>) => appends.filter((a) => a.events.length > 0).map((a) => [a.streamId, a.events]);

describe('personal settings (decidePersonalSettings)', () => {
  it('given a pro, when the name, gender and date of birth change, then one AccountDetailsChanged with only those', () => {
    expect(summary(decidePersonalSettings(when({ name: 'Maya Lin', gender: 'Custom', customGender: 'Non-binary', dob: '1990-04-01' }), given()))).toEqual([
      ['account-a1', [{ type: 'AccountDetailsChanged', data: { name: 'Maya Lin', gender: 'Custom', customGender: 'Non-binary', dob: '1990-04-01' } }]],
      // The practice's owner too: e-mails sign with this name.
      ['practice-p1', [{ type: 'OwnerDetailsChanged', data: { name: 'Maya Lin' } }]],
    ]);
  });

  it('given the same values, then nothing is recorded', () => {
    const changed: AccountEvent = { type: 'AccountDetailsChanged', data: { gender: 'Female', customGender: null, dob: '1990-04-01' } };
    expect(summary(decidePersonalSettings(when({ name: 'Maya Chen', email: 'maya@example.com', gender: 'Female', customGender: null, dob: '1990-04-01' }), given([registered, changed])))).toEqual([]);
  });

  it('when the e-mail changes, then the new one is claimed, the old one released and the account records it', () => {
    expect(summary(decidePersonalSettings(when({ email: 'maya@new.example.com' }), given()))).toEqual([
      ['accountEmail-maya@new.example.com', [{ type: 'ValueClaimed', data: { value: 'maya@new.example.com', ownerId: 'a1' } }]],
      ['accountEmail-maya@example.com', [{ type: 'ValueReleased', data: { value: 'maya@example.com', ownerId: 'a1' } }]],
      ['account-a1', [{ type: 'AccountDetailsChanged', data: { email: 'maya@new.example.com' } }]],
      // E-mails to and from the practitioner use the new address.
      ['practice-p1', [{ type: 'OwnerDetailsChanged', data: { email: 'maya@new.example.com' } }]],
    ]);
  });

  it('refuses an e-mail another account holds', () => {
    expect(() => decidePersonalSettings(when({ email: 'taken@example.com' }), given([registered], { oldEmail: 'a1', newEmail: 'someone-else' }))).toThrow(
      'An account with this email already exists.',
    );
  });

  it('when the password changes, then its new hash is recorded', () => {
    expect(summary(decidePersonalSettings(when({ passwordHash: 'new-hash' }), given()))).toEqual([['account-a1', [{ type: 'AccountPasswordChanged', data: { passwordHash: 'new-hash' } }]]]);
    const after = fold(accountDecider, [registered, { type: 'AccountPasswordChanged', data: { passwordHash: 'new-hash' } }]);
    expect(after).toMatchObject({ status: 'active', passwordHash: 'new-hash', email: 'maya@example.com' });
  });

  it('when the phone changes, then the practice owner’s phone changes (texts to the pro go there)', () => {
    expect(summary(decidePersonalSettings(when({ phone: '+12125550100' }), given()))).toEqual([['practice-p1', [{ type: 'OwnerPhoneChanged', data: { phone: '+12125550100' } }]]]);
  });

  it('refuses support accounts (read-only) and unknown accounts', () => {
    const support: AccountEvent = { type: 'AccountRegistered', data: { ...registered.data, kind: 'support', practiceId: null } } as AccountEvent;
    expect(() => decidePersonalSettings(when({ name: 'Help Desk' }), given([support]))).toThrow('Support accounts are read-only.');
    expect(() => decidePersonalSettings(when({ name: 'Nobody' }), given([]))).toThrow('Please log in.');
  });
});
