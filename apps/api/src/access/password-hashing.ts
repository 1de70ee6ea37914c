// Passwords are stored as argon2id hashes. 'standard' is argon2's default cost (64 MiB, 3 passes,
// 4 lanes; about 0.2 s here) and is what the product runs with. 'light' (1 MiB, 1 pass) exists only
// for test servers, which sign up and log in hundreds of pros: the same code path at a cost that
// does not dominate the test run. A hash records its own cost, so either verifies the other's.
import argon2 from 'argon2';

export type PasswordHashingCost = 'standard' | 'light';

const COSTS: Record<PasswordHashingCost, argon2.Options> = {
  standard: { type: argon2.argon2id },
  light: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

export class PasswordHashing {
  private dummy: Promise<string> | undefined;

  constructor(private readonly cost: PasswordHashingCost = 'standard') {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, COSTS[this.cost]);
  }

  /** Whether the password matches; an unknown account (null) takes as long and answers false. */
  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      // Verifying against a hash of the same cost when the e-mail is unknown keeps the answer's timing the same.
      this.dummy ??= this.hash('not a password of anyone');
      const ok = await argon2.verify(hash ?? (await this.dummy), password);
      return ok && hash !== null;
    } catch {
      return false;
    }
  }
}
