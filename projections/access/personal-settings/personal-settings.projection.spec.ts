import { describe, expect, it } from '@jest/globals';
import type { AccountEvent } from '#app/access';
import { recorded } from '../../testing/recorded-event.js';
import { personalSettingsProjection as projection } from './personal-settings.projection.js';

const event = (e: AccountEvent) => recorded(e, { streamId: 'account-a1' });
const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { accountId: 'a1', kind: 'pro', name: 'Maya Chen', email: 'maya@example.com', passwordHash: 'secret-hash', practiceId: 'p1' },
};

describe('personal settings read model', () => {
  it('starts from the registration without the password hash, and takes the changed fields', () => {
    const start = projection.evolve(null, event(registered));
    expect(start).toEqual({ id: 'a1', practiceId: 'p1', name: 'Maya Chen', email: 'maya@example.com', gender: null, customGender: null, dob: null });
    const changed = projection.evolve(start, event({ type: 'AccountDetailsChanged', data: { email: 'maya@new.example.com', gender: 'Custom', customGender: 'Non-binary' } }));
    expect(changed).toEqual({ ...start, email: 'maya@new.example.com', gender: 'Custom', customGender: 'Non-binary' });
    expect(JSON.stringify(changed)).not.toContain('secret-hash');
    expect(projection.documentId(event(registered))).toBe('a1');
  });

  it('ignores a change before any registration (replay-safe)', () => {
    expect(projection.evolve(null, event({ type: 'AccountDetailsChanged', data: { name: 'X' } }))).toBeNull();
  });
});
