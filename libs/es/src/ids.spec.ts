import { isLinkToken, isUuid } from './ids.js';

describe('ids from outside', () => {
  it('a stream id is a UUID', () => {
    expect(isUuid('0b6f5c1e-7d0a-4a43-9a5e-2b3c4d5e6f70')).toBe(true);
    for (const bad of ['0b6f5c1e', '', null, 42, '0b6f5c1e-7d0a-4a43-9a5e-2b3c4d5e6f70 ']) expect(isUuid(bad)).toBe(false);
  });

  it('a link token is base64url of 16 to 64 characters', () => {
    expect(isLinkToken('tok_ABC-123456789')).toBe(true);
    expect(isLinkToken('a'.repeat(64))).toBe(true);
    for (const bad of ['a'.repeat(15), 'a'.repeat(65), 'abc def 1234567890', 'abc/def+1234567890=', null, {}]) expect(isLinkToken(bad)).toBe(false);
  });
});
