// The embedded calendar provider (Google and Microsoft alike): its consent page is served by the
// API (/simulated-provider/calendars/consent/<state>, SimulatedCalendarConsentController), where
// the pro names the account and allows or denies access; it then sends them back with a code, as
// the provider would. Sessions and grants live in the simulator's own table, as a provider keeps
// its own. An account's owner can revoke access (`revokeAccess`, like Google's "Remove access"):
// the account's grants are refused from then on, which errors the connection.
import { randomBytes, randomUUID } from 'node:crypto';
import type { SimulatorStore } from '../payments/simulated/simulator-store.js';
import {
  CalendarAccountError,
  CalendarAccountMessages,
  CalendarGrantRevokedError,
  type AccountCalendarBusyTimes,
  type AuthorizationReturn,
  type AuthorizationStart,
  type CalendarAccountProvider,
  type CalendarAccounts,
  type CalendarGrant,
} from './calendar-accounts.js';
import type { FeedWindow } from './calendar-feed.js';
import { simulatedAccountCalendars } from './simulated-account-calendars.js';

export interface SimulatedConsent {
  id: string;
  provider: CalendarAccountProvider;
  practiceId: string;
  loginHint: string | null;
  redirectUri: string;
  decision: 'allow' | 'deny' | null;
  accountId: string | null;
  code: string | null;
  exchanged: boolean;
}

interface SimulatedGrant {
  provider: CalendarAccountProvider;
  accountId: string;
  /** The practice the grant was given to (whose pro answered the consent page). */
  practiceId?: string;
  grantedAt: string;
  revoked: boolean;
}

const CONSENT = 'calendar-consent';
const GRANT = 'calendar-grant';
/** The grants the provider has given an account, so that its owner can revoke them all. */
const ACCOUNT = 'calendar-account';
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

export const SimulatedConsentMessages = {
  notFound: 'This consent page is no longer valid. Start again from your calendar settings.',
  decided: 'This consent page was already answered. Start again from your calendar settings.',
  badEmail: 'Please enter the e-mail address of the calendar account.',
} as const;

const accountKey = (provider: CalendarAccountProvider, accountId: string) => `calacct_${provider}_${accountId.trim().toLowerCase()}`;

export class SimulatedCalendarAccounts implements CalendarAccounts {
  constructor(private readonly store: SimulatorStore) {}

  mode(): 'simulated' {
    return 'simulated';
  }

  async authorizationUrl(provider: CalendarAccountProvider, start: AuthorizationStart): Promise<string> {
    const consent: SimulatedConsent = { id: `calsim_${provider}_${randomUUID()}`, provider, ...start, decision: null, accountId: null, code: null, exchanged: false };
    await this.store.createOnce(CONSENT, consent.id, null, consent);
    return `/simulated-provider/calendars/consent/${consent.id}`;
  }

  /** The consent page's session, by its state. */
  async consent(id: string): Promise<SimulatedConsent> {
    const consent = id.length <= 80 ? await this.store.get<SimulatedConsent>(CONSENT, id) : null;
    if (!consent) throw new CalendarAccountError(SimulatedConsentMessages.notFound);
    return consent;
  }

  /** The answer on the consent page; returns where the provider sends the pro back. */
  async decide(id: string, decision: 'allow' | 'deny', email: string): Promise<string> {
    const consent = await this.consent(id);
    if (consent.decision) throw new CalendarAccountError(SimulatedConsentMessages.decided);
    const accountId = email.trim().toLowerCase();
    if (decision === 'allow' && !EMAIL.test(accountId)) throw new CalendarAccountError(SimulatedConsentMessages.badEmail);
    const code = randomBytes(24).toString('base64url');
    await this.store.update(CONSENT, id, { ...consent, decision, accountId: decision === 'allow' ? accountId : null, code });
    const back = new URL(consent.redirectUri, 'http://provider.invalid');
    if (decision === 'allow') back.searchParams.set('code', code);
    else back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', id);
    return back.origin === 'http://provider.invalid' ? `${back.pathname}${back.search}` : back.toString();
  }

  async finish(provider: CalendarAccountProvider, back: AuthorizationReturn): Promise<CalendarGrant | null> {
    const consent = back.state.length <= 80 ? await this.store.get<SimulatedConsent>(CONSENT, back.state) : null;
    if (!consent || consent.practiceId !== back.practiceId || consent.provider !== provider || !consent.decision || consent.exchanged) {
      throw new CalendarAccountError(CalendarAccountMessages.invalidReturn);
    }
    if (consent.decision === 'deny') return null;
    if (consent.code !== back.code || !consent.accountId) throw new CalendarAccountError(CalendarAccountMessages.invalidReturn);
    await this.store.update(CONSENT, consent.id, { ...consent, exchanged: true });
    const grantId = `calgrant_${randomUUID()}`;
    await this.store.createOnce<SimulatedGrant>(GRANT, grantId, null, { provider, accountId: consent.accountId, practiceId: consent.practiceId, grantedAt: back.now.toISOString(), revoked: false });
    const key = accountKey(provider, consent.accountId);
    const { created, data } = await this.store.createOnce(ACCOUNT, key, key, { grantIds: [grantId] });
    if (!created) await this.store.update(ACCOUNT, key, { grantIds: [...data.grantIds, grantId] });
    return { grantId, accountId: consent.accountId, accountName: consent.accountId };
  }

  async busyTimes(provider: CalendarAccountProvider, grantId: string, window: FeedWindow): Promise<AccountCalendarBusyTimes[]> {
    const grant = grantId.length <= 80 ? await this.store.get<SimulatedGrant>(GRANT, grantId) : null;
    if (!grant || grant.provider !== provider) throw new CalendarGrantRevokedError('invalid_grant: unknown grant');
    if (grant.revoked) throw new CalendarGrantRevokedError('invalid_grant: access was revoked');
    return simulatedAccountCalendars(provider, grant.accountId, window);
  }

  async forget(_provider: CalendarAccountProvider, grantId: string): Promise<void> {
    const grant = await this.store.get<SimulatedGrant>(GRANT, grantId);
    if (grant) await this.store.update(GRANT, grantId, { ...grant, revoked: true });
  }

  /**
   * The account's owner removes the app's access at the provider: the grants it gave the
   * practice stop working (how many did); a new consent grants again. Only the practice's own
   * grants: the simulator knows the owner only as the pro who answered the consent page.
   */
  async revokeAccess(provider: CalendarAccountProvider, accountId: string, practiceId: string): Promise<number> {
    const account = await this.store.findByKey<{ grantIds: string[] }>(ACCOUNT, accountKey(provider, accountId));
    if (!account) return 0;
    const kept: string[] = [];
    let revoked = 0;
    for (const grantId of account.data.grantIds) {
      const grant = await this.store.get<SimulatedGrant>(GRANT, grantId);
      if (!grant || grant.revoked) continue;
      if (grant.practiceId !== practiceId) {
        kept.push(grantId);
        continue;
      }
      await this.store.update(GRANT, grantId, { ...grant, revoked: true });
      revoked++;
    }
    await this.store.update(ACCOUNT, account.id, { grantIds: kept });
    return revoked;
  }
}
