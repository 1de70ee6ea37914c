// The custom domain through the real API and the embedded domain provider (issue 17 item 7, spec
// 002 §4 "Custom domain", §7, §8): a token, the provider's flow (the simulator's endpoints, as its
// widget calls them), the domain saved after FINISHED_SUCCESSFULLY, its DNS records, its status
// Activating then active (kept a minute; fresh asks again), 'Error getting status', delete; each
// pro reads and changes only their own, and a domain belongs to one practice.
import request from 'supertest';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';

const DOMAIN = `{ customDomain { domain kind dnsRecords { type host value ttl } } }`;
const TOKEN = `mutation { domainProviderJwtToken { result errors jwtToken provider } }`;
const UPSERT = `mutation($domain: String!, $step: String) { upsertCustomDomain(domain: $domain, step: $step) { result errors customDomain { domain kind } } }`;
const DELETE = `mutation { deleteCustomDomain { result errors } }`;
const STATUS = `query($domain: String!, $fresh: Boolean) { domainStatus(domain: $domain, fresh: $fresh) }`;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const token = async (pro: TestClient): Promise<string> => {
  const answer = (await pro.gql(TOKEN)).data.domainProviderJwtToken;
  expect(answer).toMatchObject({ result: 'success', errors: [], provider: 'simulated' });
  return answer.jwtToken;
};

/** The provider's flow as its widget runs it: connect the domain, records set automatically (or by hand). */
const finishFlow = (jwtToken: string, domain: string, setup: 'automatic' | 'manual' = 'automatic') =>
  request(server.url).post('/simulated-provider/domains/finish').send({ token: jwtToken, mode: 'connect', domain, setup });

/** Through the flow, then saved as the portal does when the flow's last step is a FINISHED_ one. */
const connect = async (pro: TestClient, domain: string, setup: 'automatic' | 'manual' = 'automatic') => {
  const finished = await finishFlow(await token(pro), domain, setup);
  expect(finished.status).toBe(200);
  return (await pro.gql(UPSERT, { domain: finished.body.domain, step: finished.body.step })).data.upsertCustomDomain;
};

const status = async (pro: TestClient, domain: string, fresh?: boolean) => pro.gql(STATUS, { domain, fresh });

describe('custom domain', () => {
  it('connects a root domain through the provider flow: A and www CNAME records with TTL 300, Activating then active on refresh', async () => {
    const { client: pro } = await signUpPro(server, 'Domain Massage');
    expect((await pro.gql(DOMAIN)).data.customDomain).toBeNull();
    expect(await connect(pro, 'Domain-Massage.com')).toEqual({ result: 'success', errors: [], customDomain: { domain: 'domain-massage.com', kind: 'root' } });
    expect((await pro.gql(DOMAIN)).data.customDomain).toEqual({
      domain: 'domain-massage.com',
      kind: 'root',
      dnsRecords: [
        { type: 'A', host: '@', value: '203.0.113.10', ttl: 300 },
        { type: 'CNAME', host: 'www', value: 'domains.example.net', ttl: 300 },
      ],
    });
    expect((await status(pro, 'domain-massage.com')).data.domainStatus).toBe('Activating');
    // Kept for a minute: the page opened again does not ask the provider ...
    expect((await status(pro, 'domain-massage.com')).data.domainStatus).toBe('Activating');
    // ... Refresh does.
    expect((await status(pro, 'domain-massage.com', true)).data.domainStatus).toBe('active');
    expect((await status(pro, 'DOMAIN-MASSAGE.com')).data.domainStatus).toBe('active');
  });

  it('connects a subdomain set up by hand (FINISHED_SUCCESSFULLY_MANUAL): one CNAME', async () => {
    const { client: pro } = await signUpPro(server, 'Sub Domain Yoga');
    const finished = await finishFlow(await token(pro), 'book.subdomain-yoga.com', 'manual');
    expect(finished.body).toEqual({ step: 'FINISHED_SUCCESSFULLY_MANUAL', domain: 'book.subdomain-yoga.com' });
    expect((await pro.gql(UPSERT, { domain: finished.body.domain, step: finished.body.step })).data.upsertCustomDomain.result).toBe('success');
    expect((await pro.gql(DOMAIN)).data.customDomain).toEqual({
      domain: 'book.subdomain-yoga.com',
      kind: 'subdomain',
      dnsRecords: [{ type: 'CNAME', host: 'book', value: 'domains.example.net', ttl: 300 }],
    });
  });

  it('refuses bad input and an unfinished flow, and changes nothing', async () => {
    const { client: pro } = await signUpPro(server, 'Bad Input Reiki');
    for (const domain of ['', 'not a domain', 'reiki', 'reiki..com', 'x'.repeat(300)]) {
      expect((await pro.gql(UPSERT, { domain })).data.upsertCustomDomain).toEqual({ result: null, errors: ['Enter a domain name such as example.com or book.example.com.'], customDomain: null });
    }
    expect((await pro.gql(UPSERT, { domain: 'bad-input-reiki.com', step: 'EXIT' })).data.upsertCustomDomain).toEqual({ result: null, errors: ['The domain provider flow did not finish.'], customDomain: null });
    expect((await pro.gql(DOMAIN)).data.customDomain).toBeNull();
    expect((await request(server.url).post('/simulated-provider/domains/finish').send({ token: 'forged.token.x', mode: 'connect', domain: 'x.com' })).status).toBe(400);
    expect((await finishFlow(await token(pro), 'not a domain')).body).toEqual({ error: { message: 'Enter a domain name such as example.com.' } });
  });

  it('keeps one domain per practice: the same again is fine, another is refused until the first is deleted', async () => {
    const { client: pro } = await signUpPro(server, 'One Domain Spa');
    await connect(pro, 'one-domain-spa.com');
    expect((await pro.gql(UPSERT, { domain: 'one-domain-spa.com', step: 'FINISHED_SUCCESSFULLY' })).data.upsertCustomDomain.result).toBe('success');
    expect((await connect(pro, 'another-spa.com')).errors).toEqual(['Your practice already has a custom domain. Delete it before connecting another one.']);
    expect((await pro.gql(DOMAIN)).data.customDomain.domain).toBe('one-domain-spa.com');
  });

  it("answers 'Error getting status' when the provider fails, and then asks again", async () => {
    const { client: pro } = await signUpPro(server, 'Broken Domain Acupuncture');
    await connect(pro, 'broken-acupuncture.invalid');
    for (const fresh of [false, true]) {
      const answer = await status(pro, 'broken-acupuncture.invalid', fresh);
      expect(answer.data?.domainStatus ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toBe('Error getting status');
    }
    // A domain that never went through this practice's provider flow is not saved at all.
    const { client: other } = await signUpPro(server, 'Unknown Domain Pilates');
    expect((await other.gql(UPSERT, { domain: 'never-through-the-flow.com', step: 'FINISHED_SUCCESSFULLY' })).data.upsertCustomDomain.errors).toEqual([
      'This domain was not connected through the domain provider for your practice. Please connect it again.',
    ]);
    expect((await other.gql(DOMAIN)).data.customDomain).toBeNull();
  });

  it('deletes the domain (back to none, the domain free for another practice); nothing to delete then', async () => {
    const { client: pro } = await signUpPro(server, 'Delete Domain Massage');
    await connect(pro, 'delete-domain.com');
    expect((await status(pro, 'delete-domain.com')).data.domainStatus).toBe('Activating');
    expect((await pro.gql(DELETE)).data.deleteCustomDomain).toEqual({ result: 'success', errors: [] });
    expect((await pro.gql(DOMAIN)).data.customDomain).toBeNull();
    expect((await status(pro, 'delete-domain.com')).data.domainStatus).toBeNull();
    expect((await pro.gql(DELETE)).data.deleteCustomDomain).toEqual({ result: null, errors: ['Your practice has no custom domain.'] });
    const { client: next } = await signUpPro(server, 'Next Owner Massage');
    expect((await connect(next, 'delete-domain.com')).result).toBe('success');
  });

  it("sends a visit to the domain's home page (and www. of a root domain) to the practice's public page", async () => {
    const { client: pro, practice } = await signUpPro(server, 'Home Page Massage');
    await connect(pro, 'home-page-massage.com');
    const home = (host: string) => request(server.url).get('/').set('Host', host).set('Accept', 'text/html');
    for (const host of ['home-page-massage.com', 'WWW.home-page-massage.com']) {
      const answer = await home(host);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(`/${practice.shortLink}`);
    }
    for (const host of ['other-site.com', 'shop.home-page-massage.com', '127.0.0.1']) expect((await home(host)).status).not.toBe(302);
    expect((await request(server.url).get('/portal/').set('Host', 'home-page-massage.com').set('Accept', 'text/html')).status).not.toBe(302);
    await pro.gql(DELETE);
    expect((await home('home-page-massage.com')).status).not.toBe(302);
  });

  it("another practice gets nothing: not the domain, not its status, not to take or delete it; visitors are refused", async () => {
    const { client: maya } = await signUpPro(server, 'Maya Domain');
    const { client: other } = await signUpPro(server, 'Other Domain');
    await connect(maya, 'maya-domain.com');
    expect((await other.gql(DOMAIN)).data.customDomain).toBeNull();
    expect((await status(other, 'maya-domain.com', true)).data.domainStatus).toBeNull();
    // Typing Maya's domain is not enough: it was Maya's flow that connected it.
    expect((await other.gql(UPSERT, { domain: 'maya-domain.com', step: 'FINISHED_SUCCESSFULLY' })).data.upsertCustomDomain.errors).toEqual([
      'This domain was not connected through the domain provider for your practice. Please connect it again.',
    ]);
    // Even through the provider's flow, a domain another practice holds stays theirs.
    expect((await connect(other, 'maya-domain.com')).errors).toEqual(['This domain is already connected to another practice.']);
    expect((await other.gql(DELETE)).data.deleteCustomDomain.errors).toEqual(['Your practice has no custom domain.']);
    expect((await maya.gql(DOMAIN)).data.customDomain.domain).toBe('maya-domain.com');
    expect((await status(maya, 'maya-domain.com')).data.domainStatus).toBe('Activating');
    const visitor = await newClient(server);
    for (const [query, variables] of [[DOMAIN, {}], [TOKEN, {}], [DELETE, {}], [UPSERT, { domain: 'x.com' }], [STATUS, { domain: 'maya-domain.com' }]] as const) {
      expect((await visitor.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
