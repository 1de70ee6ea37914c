// The contract every domain provider adapter passes (the simulator here; a real provider's adapter
// against a local fake of its API, with `connect` driving that fake's flow). The portal and
// domainStatus rely on exactly this.
import { describe, expect, it } from '@jest/globals';
import type { DomainProvider } from './domain-provider.js';

export interface DomainProviderFixture {
  provider: DomainProvider;
  /** Runs the provider's flow for a domain as the pro would in the widget, with the token issued. */
  connect(jwtToken: string, domain: string): Promise<void>;
  /** Moves the clock (or whatever the provider waits for) so that activation completes. */
  settle(domain: string): Promise<void>;
}

export const domainProviderContract = (name: string, make: () => Promise<DomainProviderFixture>): void => {
  describe(`domain provider contract: ${name}`, () => {
    it('issues a JWT that expires within the hour', async () => {
      const { provider } = await make();
      const before = Date.now();
      const { jwtToken, expiresAt } = await provider.issueToken('practice-1');
      expect(jwtToken.split('.')).toHaveLength(3);
      expect(JSON.parse(Buffer.from(jwtToken.split('.')[1]!, 'base64url').toString('utf8'))).toMatchObject({ sub: 'practice-1' });
      expect(expiresAt.getTime()).toBeGreaterThan(before);
      expect(expiresAt.getTime()).toBeLessThanOrEqual(before + 3_600_000);
    });

    it('reports a connected domain Activating, then active', async () => {
      const fixture = await make();
      const { jwtToken } = await fixture.provider.issueToken('practice-1');
      await fixture.connect(jwtToken, 'contract-root.com');
      expect(await fixture.provider.status('contract-root.com')).toEqual({ outcome: 'found', status: 'Activating' });
      await fixture.settle('contract-root.com');
      expect(await fixture.provider.status('contract-root.com')).toEqual({ outcome: 'found', status: 'active' });
    });

    it("knows which practice's flow connected a domain, and no practice for a domain never connected", async () => {
      const fixture = await make();
      const { jwtToken } = await fixture.provider.issueToken('practice-7');
      await fixture.connect(jwtToken, 'owned-by-seven.com');
      expect(await fixture.provider.connectedBy('owned-by-seven.com')).toBe('practice-7');
      expect(await fixture.provider.connectedBy('someone-elses.com')).toBeNull();
    });

    it('fails the lookup of a domain it does not know', async () => {
      const { provider } = await make();
      expect(await provider.status('never-connected.com')).toMatchObject({ outcome: 'failed' });
    });
  });
};
