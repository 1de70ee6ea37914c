import { deciderSpec } from '#testing/es';
import { customDomainKind, dnsRecordsFor, normalizeDomain, parseCustomDomain, rootDomainOf } from './custom-domain.js';
import { isFinishedDomainFlowStep } from './custom-domain-rules.js';
import { websiteDecider } from './website.decide.js';
import type { WebsiteEvent } from './website.js';

const spec = deciderSpec(websiteDecider);
const connected: WebsiteEvent = { type: 'CustomDomainConnected', data: { practiceId: 'p1', domain: 'mayachen.com', kind: 'root' } };
const connect = (domain: string, takenByOther = false) => ({ type: 'ConnectCustomDomain' as const, practiceId: 'p1', domain, takenByOther });
const INVALID = 'Enter a domain name such as example.com or book.example.com.';

describe('custom domain decider', () => {
  it('connects a root domain or a subdomain, normalized', () => {
    spec.given([]).when(connect(' https://MayaChen.com/ ')).then([connected]);
    spec.given([]).when(connect('book.mayachen.com')).then([{ type: 'CustomDomainConnected', data: { practiceId: 'p1', domain: 'book.mayachen.com', kind: 'subdomain' } }]);
    spec.given([]).when(connect('maya.co.uk')).then([{ type: 'CustomDomainConnected', data: { practiceId: 'p1', domain: 'maya.co.uk', kind: 'root' } }]);
  });

  it('refuses what is not a domain name', () => {
    for (const bad of ['', '   ', 'mayachen', 'maya chen.com', '-maya.com', 'maya-.com', 'maya..com', 'maya.c', 'maya.123', 'http://', 'co.uk', `${'a'.repeat(64)}.com`, 'maya.com/path', 'user@maya.com']) {
      spec.given([]).when(connect(bad)).thenThrows(INVALID);
    }
  });

  it('keeps one domain per practice: the same again changes nothing, another is refused until the first is deleted', () => {
    spec.given([connected]).when(connect('MAYACHEN.COM')).thenNothingHappens();
    spec.given([connected]).when(connect('other.com')).thenThrows('Your practice already has a custom domain. Delete it before connecting another one.');
    spec.given([connected, { type: 'CustomDomainDeleted', data: { practiceId: 'p1', domain: 'mayachen.com' } }]).when(connect('other.com')).then([
      { type: 'CustomDomainConnected', data: { practiceId: 'p1', domain: 'other.com', kind: 'root' } },
    ]);
  });

  it("refuses another practice's domain", () => {
    spec.given([]).when(connect('mayachen.com', true)).thenThrows('This domain is already connected to another practice.');
  });

  it('deletes the domain; with none there is nothing to delete', () => {
    spec.given([connected]).when({ type: 'DeleteCustomDomain', practiceId: 'p1' }).then([{ type: 'CustomDomainDeleted', data: { practiceId: 'p1', domain: 'mayachen.com' } }]);
    spec.given([]).when({ type: 'DeleteCustomDomain', practiceId: 'p1' }).thenThrows('Your practice has no custom domain.');
  });
});

describe('custom domain names and DNS records', () => {
  const targets = { ipv4: '203.0.113.10', cname: 'domains.example.net' };

  it('normalizes and tells a root from a subdomain', () => {
    expect(normalizeDomain('WWW.Maya.com.')).toBe('www.maya.com');
    expect(normalizeDomain('not a domain')).toBeNull();
    expect(rootDomainOf('a.b.maya.com')).toBe('maya.com');
    expect(rootDomainOf('www.maya.on.ca')).toBe('maya.on.ca');
    expect(customDomainKind('maya.ca')).toBe('root');
    expect(customDomainKind('www.maya.ca')).toBe('subdomain');
    expect(parseCustomDomain('xn--mya-8ma.com')).toEqual({ domain: 'xn--mya-8ma.com', kind: 'root' });
  });

  it('a root domain: an A record on the root and a www CNAME, TTL 300', () => {
    expect(dnsRecordsFor({ domain: 'mayachen.com', kind: 'root' }, targets)).toEqual([
      { type: 'A', host: '@', value: '203.0.113.10', ttl: 300 },
      { type: 'CNAME', host: 'www', value: 'domains.example.net', ttl: 300 },
    ]);
  });

  it('a subdomain: one CNAME for it, TTL 300', () => {
    expect(dnsRecordsFor({ domain: 'book.mayachen.com', kind: 'subdomain' }, targets)).toEqual([{ type: 'CNAME', host: 'book', value: 'domains.example.net', ttl: 300 }]);
    expect(dnsRecordsFor({ domain: 'a.b.maya.co.uk', kind: 'subdomain' }, targets)).toEqual([{ type: 'CNAME', host: 'a.b', value: 'domains.example.net', ttl: 300 }]);
  });

  it('saves only after the steps FINISHED_SUCCESSFULLY and FINISHED_SUCCESSFULLY_MANUAL', () => {
    expect(isFinishedDomainFlowStep('FINISHED_SUCCESSFULLY')).toBe(true);
    expect(isFinishedDomainFlowStep('FINISHED_SUCCESSFULLY_MANUAL')).toBe(true);
    expect(isFinishedDomainFlowStep('EXIT')).toBe(false);
    expect(isFinishedDomainFlowStep(undefined)).toBe(false);
  });
});
