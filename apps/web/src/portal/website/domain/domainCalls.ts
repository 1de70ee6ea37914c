// The custom domain's calls (spec 002 §7 Website calls) and the simulated provider's widget calls.
import { graphql } from '../../../graphql';
import type { CustomDomainQuery } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import { requireSuccess } from '../../shared/commandRejected';

const CUSTOM_DOMAIN = graphql(`query CustomDomain { customDomain { domain kind dnsRecords { type host value ttl } } }`);
const TOKEN = graphql(`mutation DomainProviderJwtToken { domainProviderJwtToken { result errors jwtToken provider } }`);
const UPSERT = graphql(`mutation UpsertCustomDomain($domain: String!, $step: String) {
  upsertCustomDomain(domain: $domain, step: $step) { result errors customDomain { domain kind } }
}`);
const DELETE = graphql(`mutation DeleteCustomDomain { deleteCustomDomain { result errors } }`);
const STATUS = graphql(`query DomainStatus($domain: String!, $fresh: Boolean) { domainStatus(domain: $domain, fresh: $fresh) }`);

export type CustomDomain = NonNullable<CustomDomainQuery['customDomain']>;

/** Wrapped, so that "no domain" is an answer (useRefreshedRead waits for a value). */
export const fetchCustomDomain = async (): Promise<{ customDomain: CustomDomain | null }> => ({ customDomain: (await graphqlRequest(CUSTOM_DOMAIN)).customDomain ?? null });

export async function domainProviderToken(): Promise<{ jwtToken: string; provider: string | null }> {
  const answer = requireSuccess((await graphqlRequest(TOKEN)).domainProviderJwtToken);
  if (!answer.jwtToken) throw new Error('No token');
  return { jwtToken: answer.jwtToken, provider: answer.provider ?? null };
}

export const upsertCustomDomain = async (domain: string, step: string) => requireSuccess((await graphqlRequest(UPSERT, { domain, step })).upsertCustomDomain);
export const deleteCustomDomain = async () => requireSuccess((await graphqlRequest(DELETE)).deleteCustomDomain);

/** The provider's status; fresh asks the provider again (Refresh). Throws when the provider failed. */
export const fetchDomainStatus = async (domain: string, fresh: boolean): Promise<string | null> => (await graphqlRequest(STATUS, { domain, fresh })).domainStatus ?? null;

export type FlowEnd = { step: string; domain: string };

async function simulatorCall<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`/simulated-provider/domains/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer?.error?.message ?? 'The domain provider is not available.');
  return answer as T;
}

export const simulatedSession = (token: string) => simulatorCall<{ valid: boolean }>('session', { token });
export const simulatedFinish = (body: { token: string; mode: 'connect' | 'purchase'; domain: string; setup: 'automatic' | 'manual' }) => simulatorCall<FlowEnd>('finish', body);
