import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '#testing/es';
import { changeOwnerPhone, OwnerPhoneMessages } from './owner-phone.js';
import { practiceDecider } from './practice.decide.js';
import type { PracticeEvent } from './practice.js';

const created: PracticeEvent = {
  type: 'PracticeCreated',
  data: { practiceId: 'p1', name: 'Calm Hands', shortLink: 'calm-hands', timeZone: 'America/New_York', owner: { proId: 'acc-1', name: 'Sam', email: 'sam@example.com', phone: null } },
};
const spec = deciderSpec(practiceDecider);

describe('the owner’s phone', () => {
  it('is set in E.164, and the practice’s owner then holds it', () => {
    spec.given([created]).when({ type: 'ChangeOwnerPhone', phone: '+12125550100' }).then([{ type: 'OwnerPhoneChanged', data: { phone: '+12125550100' } }]);
    const state = [created, { type: 'OwnerPhoneChanged', data: { phone: '+12125550100' } } as PracticeEvent].reduce(practiceDecider.evolve, practiceDecider.initialState());
    expect(state.status === 'active' && state.practice.owner.phone).toBe('+12125550100');
  });

  it('refuses a number without its country code, and changes nothing for the same number', () => {
    expect(() => changeOwnerPhone(null, '(212) 555-0100')).toThrow(OwnerPhoneMessages.invalid);
    expect(changeOwnerPhone('+12125550100', '+12125550100')).toEqual([]);
    expect(changeOwnerPhone('+12125550100', null)).toEqual([{ type: 'OwnerPhoneChanged', data: { phone: null } }]);
  });
});
