import { PasswordHashing } from './password-hashing.js';

describe('password hashing', () => {
  it('verifies its own hashes and refuses a wrong password or an unknown account', async () => {
    const light = new PasswordHashing('light');
    const hash = await light.hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await light.verify(hash, 'correct horse battery')).toBe(true);
    expect(await light.verify(hash, 'wrong horse battery')).toBe(false);
    expect(await light.verify(null, 'correct horse battery')).toBe(false);
    expect(await light.verify('not a hash', 'x')).toBe(false);
  });
  it("a hash records its cost: the product's standard hashes verify whatever the cost setting", async () => {
    const standard = await new PasswordHashing('standard').hash('s3cret password');
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    expect(await new PasswordHashing('light').verify(standard, 's3cret password')).toBe(true);
  });
});
