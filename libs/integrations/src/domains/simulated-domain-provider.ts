// Embedded mode's domain provider: it issues real HS256 JWTs (its secret kept in its own table, so
// tokens outlive a restart and work across processes), runs the provider's flow for the portal's
// simulated widget (connect a domain the pro owns, or "buy" one; records set automatically or by
// hand), and answers each domain's status from its own records, deterministically:
//   - a domain that never went through the flow: the lookup fails ('Unknown domain.');
//   - a domain under the reserved top-level domain .invalid (RFC 2606): the flow finishes but every
//     status lookup fails, to show 'Error getting status' (the way test cards show a decline);
//   - any other domain: 'Activating' for its first `activatingLookups` lookups after the flow
//     (default 1), then 'active': each lookup is one more look at the propagated records.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SqlExecutor } from '#app/postgres';
import type { DomainFlowStep, DomainProvider, DomainProviderToken, DomainStatusResult } from './domain-provider.js';

export const SIMULATED_DOMAIN_TABLE = 'simulated_domain_provider';
const MIGRATION = `CREATE TABLE IF NOT EXISTS ${SIMULATED_DOMAIN_TABLE} (key text PRIMARY KEY, data jsonb NOT NULL)`;
const TOKEN_MINUTES = 10;
const ISSUER = 'simulated-domain-provider';
const DOMAIN = /^(?=.{1,253}$)(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)+[a-z]{2,63}$/;

export interface SimulatedDomainFlow {
  /** Connect a domain the pro owns, or buy a new one. */
  mode: 'connect' | 'purchase';
  domain: string;
  /** The provider sets the records at the DNS host, or the pro adds them by hand. */
  setup: 'automatic' | 'manual';
}

export type SimulatedFlowResult = { step: DomainFlowStep; domain: string } | { error: string };

interface DomainRecord {
  practiceId: string;
  mode: 'connect' | 'purchase';
  lookups: number;
  finishedAt: string;
}

const base64url = (value: Buffer | string): string => Buffer.from(value).toString('base64url');

export class SimulatedDomainProvider implements DomainProvider {
  readonly kind = 'simulated' as const;
  private ready: Promise<void> | null = null;
  private secret: Promise<Buffer> | null = null;

  constructor(
    private readonly db: SqlExecutor,
    private readonly now: () => Date = () => new Date(),
    private readonly options: { activatingLookups?: number } = {},
  ) {}

  private migrate(): Promise<void> {
    this.ready ??= this.db.query(MIGRATION).then(() => undefined);
    return this.ready;
  }

  private signingKey(): Promise<Buffer> {
    this.secret ??= (async () => {
      await this.migrate();
      await this.db.query(`INSERT INTO ${SIMULATED_DOMAIN_TABLE} (key, data) VALUES ('secret', $1::jsonb) ON CONFLICT (key) DO NOTHING`, [JSON.stringify({ secret: randomBytes(32).toString('hex') })]);
      const row = await this.db.query<{ data: { secret: string } }>(`SELECT data FROM ${SIMULATED_DOMAIN_TABLE} WHERE key = 'secret'`);
      return Buffer.from(row.rows[0]!.data.secret, 'hex');
    })();
    return this.secret;
  }

  async issueToken(practiceId: string): Promise<DomainProviderToken> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const expiresAt = new Date((issuedAt + TOKEN_MINUTES * 60) * 1000);
    const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ iss: ISSUER, sub: practiceId, iat: issuedAt, exp: issuedAt + TOKEN_MINUTES * 60 }))}`;
    const signature = createHmac('sha256', await this.signingKey()).update(head).digest('base64url');
    return { jwtToken: `${head}.${signature}`, expiresAt };
  }

  /** The practice a token was issued for, or null (forged, expired, not ours). */
  async verify(token: string): Promise<{ practiceId: string } | null> {
    const parts = typeof token === 'string' ? token.split('.') : [];
    if (parts.length !== 3) return null;
    const expected = createHmac('sha256', await this.signingKey()).update(`${parts[0]}.${parts[1]}`).digest();
    const given = Buffer.from(parts[2]!, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as { iss?: string; sub?: string; exp?: number };
      if (claims.iss !== ISSUER || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
      if (claims.exp * 1000 <= this.now().getTime()) return null;
      return { practiceId: claims.sub };
    } catch {
      return null;
    }
  }

  /** The flow's end in the provider's widget: the domain is connected (or bought) and its records set. */
  async finishFlow(token: string, flow: SimulatedDomainFlow): Promise<SimulatedFlowResult> {
    const holder = await this.verify(token);
    if (!holder) return { error: 'This session has expired. Close this window and try again.' };
    const domain = String(flow.domain ?? '').trim().toLowerCase().replace(/\.$/, '');
    if (!DOMAIN.test(domain)) return { error: 'Enter a domain name such as example.com.' };
    const mode = flow.mode === 'purchase' ? 'purchase' : 'connect';
    const record: DomainRecord = { practiceId: holder.practiceId, mode, lookups: 0, finishedAt: this.now().toISOString() };
    await this.migrate();
    await this.db.query(
      `INSERT INTO ${SIMULATED_DOMAIN_TABLE} (key, data) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data`,
      [`domain:${domain}`, JSON.stringify(record)],
    );
    return { step: flow.setup === 'manual' ? 'FINISHED_SUCCESSFULLY_MANUAL' : 'FINISHED_SUCCESSFULLY', domain };
  }

  async connectedBy(domain: string): Promise<string | null> {
    await this.migrate();
    const found = await this.db.query<{ data: DomainRecord }>(`SELECT data FROM ${SIMULATED_DOMAIN_TABLE} WHERE key = $1`, [`domain:${String(domain ?? '').trim().toLowerCase()}`]);
    return found.rows[0]?.data.practiceId ?? null;
  }

  async status(domain: string): Promise<DomainStatusResult> {
    await this.migrate();
    const name = String(domain ?? '').trim().toLowerCase();
    const looked = await this.db.query<{ data: DomainRecord }>(
      `UPDATE ${SIMULATED_DOMAIN_TABLE} SET data = jsonb_set(data, '{lookups}', to_jsonb((data->>'lookups')::int + 1)) WHERE key = $1 RETURNING data`,
      [`domain:${name}`],
    );
    const record = looked.rows[0]?.data;
    if (!record) return { outcome: 'failed', reason: 'Unknown domain.' };
    if (name.endsWith('.invalid')) return { outcome: 'failed', reason: 'DNS lookup failed.' };
    return { outcome: 'found', status: record.lookups <= (this.options.activatingLookups ?? 1) ? 'Activating' : 'active' };
  }
}
