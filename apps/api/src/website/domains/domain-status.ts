// domainStatus's answers: the provider's status of a domain, kept for a minute per domain so a page
// opened again does not ask the provider each time; Refresh (fresh: true) asks the provider again
// (spec 002 §4 "Refresh re-fetches without cache"). A failed lookup is never kept.
import { Inject, Injectable } from '@nestjs/common';
import type { DomainProvider } from '#app/integrations';
import { Clock } from '../../infrastructure/clock.js';
import { DOMAIN_PROVIDER } from './domain-provider.js';

const KEEP_MS = 60_000;
const MAX_KEPT = 5_000;

@Injectable()
export class DomainStatusLookups {
  private readonly kept = new Map<string, { status: string; at: number }>();

  constructor(@Inject(DOMAIN_PROVIDER) private readonly provider: DomainProvider, private readonly clock: Clock) {}

  /** The status, or null when the provider failed. */
  async status(domain: string, fresh: boolean): Promise<string | null> {
    const now = this.clock.now().getTime();
    const kept = this.kept.get(domain);
    if (!fresh && kept && now - kept.at < KEEP_MS && now >= kept.at) return kept.status;
    const answer = await this.provider.status(domain).catch(() => ({ outcome: 'failed' as const, reason: 'unreachable' }));
    if (answer.outcome !== 'found') {
      this.kept.delete(domain);
      return null;
    }
    if (this.kept.size >= MAX_KEPT) this.kept.clear();
    this.kept.set(domain, { status: answer.status, at: now });
    return answer.status;
  }

  /** A deleted (or newly connected) domain starts without a kept answer. */
  forget(domain: string): void {
    this.kept.delete(domain);
  }
}
