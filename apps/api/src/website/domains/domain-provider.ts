// The domain provider the API talks to (libs/integrations/src/domains) and where DNS records point.
// Embedded mode (the only one so far: the spec names no provider) is the simulator, whose records
// point at reserved documentation addresses unless CUSTOM_DOMAIN_A_RECORD / CUSTOM_DOMAIN_CNAME say
// where this installation serves custom domains.
import type { DnsTargets } from '#app/website';

export const DOMAIN_PROVIDER = Symbol('DOMAIN_PROVIDER');
export const DNS_TARGETS = Symbol('DNS_TARGETS');

export const dnsTargetsFrom = (env: NodeJS.ProcessEnv): DnsTargets => ({
  ipv4: env.CUSTOM_DOMAIN_A_RECORD?.trim() || '203.0.113.10',
  cname: env.CUSTOM_DOMAIN_CNAME?.trim() || 'domains.example.net',
});
