// The embedded providers' onboarding: a connect link opens the simulator's page in the portal
// (/portal/settings/banking/simulator/<session>), where the pro picks what the provider would
// answer; the page then returns to the portal as the provider would, and `finish` reads the
// answer from the session. Sessions live in the simulator's own table, as a provider keeps its
// own; one practice cannot see or answer another's. Account ids are stable per practice, so a
// reconnect finds the same account.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DomainError } from '#app/es';
import { paypalNotOnboarded, type PaymentConnectionChange, type PaypalSellerStatus } from '#app/practice';
import type { SimulatorStore } from '#app/integrations';
import { PROVIDER_NAMES, type ConnectableProvider, type ConnectionReturn, type ConnectionStart, type ProviderConnections, type VerificationSession } from './provider-connections.port.js';

export type SimulatedFlow = ConnectableProvider | 'identity';

/** What the pro may answer on the simulator's page, per flow. */
export const SIMULATED_OUTCOMES: Record<SimulatedFlow, readonly string[]> = {
  stripe: ['complete', 'requirements_due', 'error', 'cancel'],
  square: ['authorize', 'deny', 'cancel'],
  paypal: ['onboard', 'cancel'],
  identity: ['verify', 'cancel'],
};

export interface SimulatedSession {
  id: string;
  flow: SimulatedFlow;
  practiceId: string;
  practiceName: string;
  stripeAccountId: string | null;
  outcome: string | null;
  decidedAt: string | null;
}

const SESSION = 'connect-session';
const SELLER_CHECKS = 'paypal-seller-checks';
/** Stripe's names for what it still needs from a new account. */
const STRIPE_REQUIREMENTS = ['individual.verification.document', 'external_account'];
export const SIMULATED_ERRORS = {
  notFound: 'This connection link is not valid for your practice.',
  unknownOutcome: 'Please choose one of the outcomes the simulator offers.',
  alreadyDecided: 'This connection was already answered. Start again from your payment settings.',
  stripeFailed: 'Stripe could not connect your account (simulated error). Please try again.',
  squareDenied: 'Square authorization was denied.',
} as const;

const stableId = (prefix: string, practiceId: string) => `${prefix}${createHash('sha256').update(practiceId).digest('hex').slice(0, 16)}`;
const returnUrl = (session: SimulatedSession) =>
  session.flow === 'identity' ? '/portal/settings/banking/stripe' : `/portal/settings/banking/${session.flow}/return?session=${encodeURIComponent(session.id)}`;

export class SimulatedProviderConnections implements ProviderConnections {
  constructor(private readonly store: SimulatorStore) {}

  mode(): 'simulated' {
    return 'simulated';
  }

  private async open(flow: SimulatedFlow, request: ConnectionStart): Promise<SimulatedSession> {
    const session: SimulatedSession = { id: `sim_${flow}_${randomUUID()}`, flow, ...request, outcome: null, decidedAt: null };
    await this.store.createOnce(SESSION, session.id, null, session);
    return session;
  }

  async start(provider: ConnectableProvider, request: ConnectionStart): Promise<{ url: string }> {
    const session = await this.open(provider, request);
    return { url: `/portal/settings/banking/simulator/${session.id}` };
  }

  /** The session as its own practice's pro sees it on the simulator's page. */
  async session(practiceId: string, id: string): Promise<SimulatedSession> {
    const session = id.length <= 80 ? await this.store.get<SimulatedSession>(SESSION, id) : null;
    if (!session || session.practiceId !== practiceId) throw new DomainError(SIMULATED_ERRORS.notFound);
    return session;
  }

  /** The pro's answer on the simulator's page; returns where the provider would send them back. */
  async decide(practiceId: string, id: string, outcome: string, now: Date): Promise<{ returnUrl: string }> {
    const session = await this.session(practiceId, id);
    if (!SIMULATED_OUTCOMES[session.flow].includes(outcome)) throw new DomainError(SIMULATED_ERRORS.unknownOutcome);
    if (session.outcome !== null) throw new DomainError(SIMULATED_ERRORS.alreadyDecided);
    const decided = { ...session, outcome, decidedAt: now.toISOString() };
    await this.store.update(SESSION, id, decided);
    if (session.flow === 'paypal' && outcome === 'onboard') await this.resetSellerChecks(stableId('PPSIM', practiceId));
    return { returnUrl: returnUrl(decided) };
  }

  async finish(provider: ConnectableProvider, request: ConnectionReturn): Promise<PaymentConnectionChange | null> {
    const session = await this.session(request.practiceId, request.session);
    if (session.flow !== provider) throw new DomainError(SIMULATED_ERRORS.notFound);
    if (session.outcome === null) throw new DomainError(`${PROVIDER_NAMES[provider]} did not finish connecting your account. Please try again.`);
    const account = { accountId: session.stripeAccountId ?? stableId('acct_sim_', session.practiceId), displayName: session.practiceName };
    switch (session.outcome) {
      case 'complete':
        return { kind: 'StripeAccountReported', account: { ...account, operational: true, requirementsDue: [], requirementsPastDue: [] } };
      case 'requirements_due':
        return { kind: 'StripeAccountReported', account: { ...account, operational: false, requirementsDue: STRIPE_REQUIREMENTS, requirementsPastDue: [] } };
      case 'error':
        return { kind: 'StripeConnectionFailed', message: SIMULATED_ERRORS.stripeFailed };
      case 'authorize':
        return { kind: 'SquareAuthorized', merchantId: stableId('MLSIM', session.practiceId).toUpperCase(), displayName: session.practiceName };
      case 'deny':
        return { kind: 'SquareAuthorizationFailed', message: SIMULATED_ERRORS.squareDenied, at: session.decidedAt ?? request.now.toISOString() };
      case 'onboard':
        return { kind: 'PaypalOnboardingStarted', merchantId: stableId('PPSIM', session.practiceId).toUpperCase() };
      default:
        return null;
    }
  }

  /**
   * Like PayPal's merchant-integrations answer: the first check after onboarding starts on this
   * page finds it unfinished, the second complete. A seller it did not onboard (the demo's) is complete.
   */
  async paypalSellerStatus(merchantId: string): Promise<PaypalSellerStatus> {
    const id = `${SELLER_CHECKS}-${merchantId}`;
    const counted = await this.store.get<{ checks: number }>(SELLER_CHECKS, id);
    const checks = counted ? counted.checks + 1 : 2;
    if (counted) await this.store.update(SELLER_CHECKS, id, { checks });
    return checks >= 2 ? { isOnboardingComplete: true, paymentsReceivable: true, primaryEmailConfirmed: true } : paypalNotOnboarded;
  }

  private async resetSellerChecks(merchantId: string): Promise<void> {
    const id = `${SELLER_CHECKS}-${merchantId.toUpperCase()}`;
    await this.store.createOnce(SELLER_CHECKS, id, id, { checks: 0 });
    await this.store.update(SELLER_CHECKS, id, { checks: 0 });
  }

  async verificationSession(request: { practiceId: string; stripeAccountId: string | null }): Promise<VerificationSession> {
    const session = await this.open('identity', { practiceId: request.practiceId, practiceName: '', stripeAccountId: request.stripeAccountId });
    return { id: session.id, clientSecret: `${session.id}_secret_${randomBytes(12).toString('hex')}`, url: `/portal/settings/banking/simulator/${session.id}` };
  }
}
