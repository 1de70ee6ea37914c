import { describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { intercomSupportChat } from './intercom-support-chat.js';
import { noSupportChat } from './support-chat.js';

const user = { accountId: 'acc-1', email: 'sam@example.com', name: 'Sam Rivera' };
const now = new Date('2026-11-24T12:00:00Z');

describe('the support chat token', () => {
  it('is a JWT for this pro, signed with the workspace secret, valid for 24 hours', () => {
    const answer = intercomSupportChat({ appId: 'abc123', secret: 's3cret' }).tokenFor(user, now)!;
    expect(answer.appId).toBe('abc123');
    const claims = jwt.verify(answer.token, 's3cret', { clockTimestamp: now.getTime() / 1000 }) as Record<string, unknown>;
    expect(claims).toMatchObject({ user_id: 'acc-1', email: 'sam@example.com', iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 86_400 });
    expect(() => jwt.verify(answer.token, 'another secret')).toThrow();
    expect(() => jwt.verify(answer.token, 's3cret', { clockTimestamp: now.getTime() / 1000 + 86_401 })).toThrow(/expired/);
  });

  it('is not issued when no chat provider is configured', () => expect(noSupportChat.tokenFor(user, now)).toBeNull());
});
