// The embedded domain provider on an in-memory PGlite: the port's contract, then what only the
// simulator does (its flow's tokens and steps, the .invalid error domains, tokens that outlive it).
import { afterAll, describe, expect, it } from '@jest/globals';
import { openDatabase, type SqlClient } from '#app/postgres';
import { domainProviderContract } from './domain-provider.contract.js';
import { SimulatedDomainProvider } from './simulated-domain-provider.js';

// One in-memory database for the file (opening PGlite takes seconds); each test uses its own names.
let database: Promise<SqlClient> | null = null;
const open = (): Promise<SqlClient> => (database ??= openDatabase({}));
afterAll(async () => {
  await (await database)?.close();
});

domainProviderContract('simulated', async () => {
  const provider = new SimulatedDomainProvider(await open());
  return {
    provider,
    connect: async (jwtToken, domain) => {
      expect(await provider.finishFlow(jwtToken, { mode: 'connect', domain, setup: 'automatic' })).toEqual({ step: 'FINISHED_SUCCESSFULLY', domain });
    },
    settle: async () => undefined,
  };
});

describe('the simulated domain provider', () => {
  it("ends the flow FINISHED_SUCCESSFULLY, or FINISHED_SUCCESSFULLY_MANUAL when the pro sets the records; normalizes the name", async () => {
    const provider = new SimulatedDomainProvider(await open());
    const { jwtToken } = await provider.issueToken('p1');
    expect(await provider.finishFlow(jwtToken, { mode: 'purchase', domain: ' New-Studio.COM ', setup: 'automatic' })).toEqual({ step: 'FINISHED_SUCCESSFULLY', domain: 'new-studio.com' });
    expect(await provider.finishFlow(jwtToken, { mode: 'connect', domain: 'book.mine.com', setup: 'manual' })).toEqual({ step: 'FINISHED_SUCCESSFULLY_MANUAL', domain: 'book.mine.com' });
    expect(await provider.finishFlow(jwtToken, { mode: 'connect', domain: 'not a domain', setup: 'automatic' })).toEqual({ error: 'Enter a domain name such as example.com.' });
  });

  it('refuses a forged, foreign or expired token', async () => {
    let now = new Date('2031-06-11T14:00:00Z');
    const db = await open();
    const provider = new SimulatedDomainProvider(db, () => now);
    const { jwtToken } = await provider.issueToken('p1');
    expect(await provider.verify(jwtToken)).toEqual({ practiceId: 'p1' });
    const [head, , signature] = jwtToken.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ iss: 'simulated-domain-provider', sub: 'p2', iat: 0, exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(await provider.verify(forged)).toBeNull();
    expect(await provider.verify('garbage')).toBeNull();
    expect(await provider.finishFlow(forged, { mode: 'connect', domain: 'x.com', setup: 'automatic' })).toEqual({ error: 'This session has expired. Close this window and try again.' });
    // Another instance on the same database (another process, a restart) knows the token.
    expect(await new SimulatedDomainProvider(db, () => now).verify(jwtToken)).toEqual({ practiceId: 'p1' });
    now = new Date('2031-06-11T14:10:01Z');
    expect(await provider.verify(jwtToken)).toBeNull();
  });

  it('keeps a domain Activating for the lookups it was told, and fails every lookup under .invalid', async () => {
    const provider = new SimulatedDomainProvider(await open(), undefined, { activatingLookups: 2 });
    const { jwtToken } = await provider.issueToken('p1');
    await provider.finishFlow(jwtToken, { mode: 'connect', domain: 'slow.com', setup: 'automatic' });
    expect((await provider.status('slow.com'))).toEqual({ outcome: 'found', status: 'Activating' });
    expect((await provider.status('SLOW.com'))).toEqual({ outcome: 'found', status: 'Activating' });
    expect((await provider.status('slow.com'))).toEqual({ outcome: 'found', status: 'active' });
    await provider.finishFlow(jwtToken, { mode: 'connect', domain: 'broken.invalid', setup: 'automatic' });
    expect(await provider.status('broken.invalid')).toEqual({ outcome: 'failed', reason: 'DNS lookup failed.' });
    // Through the flow again, activation starts over.
    await provider.finishFlow(jwtToken, { mode: 'connect', domain: 'slow.com', setup: 'automatic' });
    expect((await provider.status('slow.com'))).toEqual({ outcome: 'found', status: 'Activating' });
  });
});
