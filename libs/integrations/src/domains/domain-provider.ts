// The domain provider port (spec 002 §7 Website calls, "The domain provider's widget is opened in
// the browser with the token; it offers purchase or connect, and configures records on the root
// domain (an A record and a www CNAME) or a subdomain (a CNAME), with TTL 300"): the server issues
// a short-lived JWT for the practice (domainProviderJwtToken), the pro's browser runs the provider's
// flow with it, and the server asks the provider how far a domain's activation is (domainStatus).
// Embedded default: SimulatedDomainProvider (nothing leaves the machine); the spec names no
// provider, so there is no real adapter yet: one would implement this interface and pass
// domain-provider.contract.ts against a local fake of its API.

export type DomainProviderKind = 'simulated';

export interface DomainProviderToken {
  jwtToken: string;
  expiresAt: Date;
}

export type DomainStatusResult =
  /** 'Activating' while the records propagate, 'active' once the domain serves the site; a provider may use other words. */
  | { outcome: 'found'; status: string }
  /** The provider failed or does not know the domain: the portal shows 'Error getting status'. */
  | { outcome: 'failed'; reason: string };

export interface DomainProvider {
  readonly kind: DomainProviderKind;
  /** A token that opens the provider's flow for this practice (a few minutes long). */
  issueToken(practiceId: string): Promise<DomainProviderToken>;
  /** Where the domain's activation is, asked of the provider each time (no cache here). */
  status(domain: string): Promise<DomainStatusResult>;
  /**
   * The practice whose flow (opened with its token) connected or bought the domain, or null when
   * the provider knows no such flow: a practice saves only a domain it went through the flow for,
   * so nobody can claim another's domain by typing its name.
   */
  connectedBy(domain: string): Promise<string | null>;
}

/** The flow's last step: the two FINISHED_ ones save the domain (spec 002 §4); EXIT is a flow closed early. */
export type DomainFlowStep = 'FINISHED_SUCCESSFULLY' | 'FINISHED_SUCCESSFULLY_MANUAL' | 'EXIT';
