// A practice's custom domain (spec 002 §3 "Custom domain", §4, §7 Website calls): a domain name the
// pro connected through the domain provider's flow, root (example.com: an A record on the root and a
// www CNAME) or a subdomain (book.example.com: one CNAME), every record with TTL 300. Pure: the
// shape of a domain name, its kind, its DNS records.
import { CUSTOM_DOMAIN_TTL, CustomDomainMessages as M } from './custom-domain-rules.js';

export type CustomDomainKind = 'root' | 'subdomain';

export interface CustomDomain {
  domain: string;
  kind: CustomDomainKind;
}

export interface DnsRecord {
  type: 'A' | 'CNAME';
  /** '@' for the root itself, else the name left of the root domain (www, book). */
  host: string;
  value: string;
  ttl: number;
}

/** Where the records point: the product's address for custom domains. */
export interface DnsTargets {
  ipv4: string;
  cname: string;
}

/**
 * Public suffixes of two labels (the ones our pros' domains use: U.S., Canada and a few common
 * others). Under them the root domain has three labels (maya.co.uk); under any other suffix, two.
 */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk', 'org.uk', 'me.uk', 'ltd.uk', 'plc.uk', 'com.au', 'net.au', 'org.au', 'id.au', 'co.nz', 'org.nz', 'net.nz',
  'com.mx', 'com.br', 'co.za', 'co.in', 'co.jp', 'com.sg', 'com.hk', 'co.il', 'com.tr', 'com.ar', 'com.co',
  'ab.ca', 'bc.ca', 'mb.ca', 'nb.ca', 'nf.ca', 'nl.ca', 'ns.ca', 'nt.ca', 'nu.ca', 'on.ca', 'pe.ca', 'qc.ca', 'sk.ca', 'yk.ca',
]);

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The domain name as it is kept: trimmed, lower case, without a scheme, a path or a final dot
 * ('https://Book.Example.com/' is 'book.example.com'); null when it is not a domain name.
 */
export const normalizeDomain = (input: string): string | null => {
  if (typeof input !== 'string') return null;
  const text = input.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/+$/, '').replace(/\.$/, '');
  if (text.length === 0 || text.length > 253) return null;
  const labels = text.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !TOP_LEVEL.test(labels[labels.length - 1]!)) return null;
  return text;
};

/** The registrable root of a (normalized) domain: example.com for book.example.com, maya.co.uk for www.maya.co.uk. */
export const rootDomainOf = (domain: string): string => {
  const labels = domain.split('.');
  const rootLabels = labels.length >= 3 && TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.slice(-rootLabels).join('.');
};

export const customDomainKind = (domain: string): CustomDomainKind => (rootDomainOf(domain) === domain ? 'root' : 'subdomain');

/** The domain, normalized, with its kind; a DomainError-worthy message when it is not one. */
export const parseCustomDomain = (input: string): CustomDomain | { error: string } => {
  const domain = normalizeDomain(input);
  if (!domain) return { error: M.invalidDomain };
  if (TWO_LABEL_SUFFIXES.has(domain)) return { error: M.invalidDomain };
  return { domain, kind: customDomainKind(domain) };
};

/**
 * The records the pro (or the provider's flow) sets at the domain's DNS host: on a root domain an A
 * record on the root and a CNAME for www; on a subdomain one CNAME for it. TTL 300 each.
 */
export const dnsRecordsFor = ({ domain, kind }: CustomDomain, targets: DnsTargets): DnsRecord[] => {
  if (kind === 'root') {
    return [
      { type: 'A', host: '@', value: targets.ipv4, ttl: CUSTOM_DOMAIN_TTL },
      { type: 'CNAME', host: 'www', value: targets.cname, ttl: CUSTOM_DOMAIN_TTL },
    ];
  }
  const root = rootDomainOf(domain);
  return [{ type: 'CNAME', host: domain.slice(0, -(root.length + 1)), value: targets.cname, ttl: CUSTOM_DOMAIN_TTL }];
};
