// Embedded mode's Zoom: the authorization page is the portal's own
// (/portal/settings/conferencing/zoom/authorize), an approval hands back an access token, and a
// meeting is a simulated join link derived from its key (the same key keeps the same link, even
// after a restart). Access can be revoked to show the errored state, as Zoom does when a user
// removes the app: every call with that token is then refused as unauthorized.
import { createHash, randomBytes } from 'node:crypto';
import type { AccountResult, ConferencingAccountInfo, MeetingRequest, MeetingResult, VideoConferencingProvider } from './conferencing.js';

const TOKEN_PREFIX = 'simzoom_';

export class SimulatedZoom implements VideoConferencingProvider {
  readonly kind = 'simulated' as const;
  private readonly revoked = new Set<string>();

  /** The account a pro approves on the simulated page: named after them, a token for it. */
  approve(pro: { name: string; email: string }): { accessToken: string; account: ConferencingAccountInfo } {
    const accountId = `simzoom-${createHash('sha256').update(pro.email.toLowerCase()).digest('hex').slice(0, 16)}`;
    this.revoked.delete(accountId); // a new approval works again, as a reinstalled app does
    // The token names its account, so tokens outlive a restart of the simulator.
    return { accessToken: `${TOKEN_PREFIX}${accountId}.${randomBytes(8).toString('hex')}`, account: { accountId, accountName: pro.name, accountEmail: pro.email } };
  }

  /** As if the user removed the app at Zoom: the account's tokens stop working until a new approval. */
  revoke(accountId: string): void {
    this.revoked.add(accountId);
  }

  private accountOf(accessToken: string): string | null {
    if (!accessToken.startsWith(TOKEN_PREFIX)) return null;
    const accountId = accessToken.slice(TOKEN_PREFIX.length).split('.')[0];
    return this.revoked.has(accountId) ? null : accountId;
  }

  async currentAccount(accessToken: string): Promise<AccountResult> {
    const accountId = this.accountOf(accessToken);
    if (!accountId) return { outcome: 'unauthorized', reason: 'Invalid access token.' };
    return { outcome: 'found', account: { accountId, accountName: 'Simulated Zoom user', accountEmail: `${accountId}@simulated.zoom.us` } };
  }

  async createMeeting(request: MeetingRequest): Promise<MeetingResult> {
    if (!this.accountOf(request.accessToken)) return { outcome: 'unauthorized', reason: 'Invalid access token.' };
    if (!request.topic.trim()) return { outcome: 'refused', reason: 'Validation Failed: topic is required.' };
    // Zoom's meeting ids are 10 or 11 digits.
    const meetingId = String(BigInt(`0x${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 12)}`) % 90_000_000_000n + 10_000_000_000n);
    return { outcome: 'created', meetingId, joinUrl: `https://simulated.zoom.us/j/${meetingId}` };
  }
}
