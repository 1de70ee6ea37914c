// Website settings through the real API (issue 17 item 7, spec 002 §2 "Website", §7): SEO fields
// one at a time, generated SEO fields and alt text, the pro's scripts; each pro reads and changes
// only their own; a visitor reads a practice's public additions by its short link.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';

const METADATA_FIELDS = 'id title description ogSiteName primaryModality';
const METADATA = `{ websiteMetadata { ${METADATA_FIELDS} } }`;
const SCRIPTS = `{ practiceScripts { id headScripts bodyScripts } }`;
const UPSERT = `mutation($input: WebsiteMetadataInput!) { upsertWebsiteMetadata(input: $input) { result errors websiteMetadata { ${METADATA_FIELDS} } } }`;
const GENERATE = `mutation { generateSiteMetadata { result errors websiteMetadata { ${METADATA_FIELDS} } } }`;
const ALT_TEXT = `mutation($imageUrl: String, $context: String) { generateImageAltText(imageUrl: $imageUrl, context: $context) { result errors altText } }`;
const UPDATE_SCRIPTS = `mutation($headScripts: String, $bodyScripts: String) { updatePracticeScripts(headScripts: $headScripts, bodyScripts: $bodyScripts) { result errors practice { id headScripts bodyScripts } } }`;
const PUBLIC = `query($shortLink: String!) { publicWebsite(shortLink: $shortLink) { websiteMetadata { title description ogSiteName } scripts { headScripts bodyScripts } } }`;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const upsert = async (pro: TestClient, input: Record<string, unknown>) => (await pro.gql(UPSERT, { input })).data.upsertWebsiteMetadata;

describe('website settings', () => {
  it('saves SEO fields one at a time, refuses two at once and a too long value, and shows them on the public page', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Quiet Reiki');
    expect((await pro.gql(METADATA)).data.websiteMetadata).toEqual({ id: practice.id, title: null, description: null, ogSiteName: null, primaryModality: null });
    expect(await upsert(pro, { title: ' Quiet Reiki in Austin ' })).toMatchObject({ result: 'success', errors: [], websiteMetadata: { title: 'Quiet Reiki in Austin', description: null } });
    expect(await upsert(pro, { description: 'Gentle reiki sessions.' })).toMatchObject({ result: 'success', websiteMetadata: { title: 'Quiet Reiki in Austin', description: 'Gentle reiki sessions.' } });
    expect(await upsert(pro, { title: 'x', ogSiteName: 'y' })).toEqual({ result: null, errors: ['Change one field at a time.'], websiteMetadata: null });
    expect(await upsert(pro, { title: 'x'.repeat(71) })).toEqual({ result: null, errors: ['Title must be at most 70 characters.'], websiteMetadata: null });
    expect((await pro.gql(METADATA)).data.websiteMetadata).toMatchObject({ title: 'Quiet Reiki in Austin' });
    const visitor = await newClient(server);
    expect((await visitor.gql(PUBLIC, { shortLink: practice.shortLink.toUpperCase() })).data.publicWebsite.websiteMetadata).toEqual({
      title: 'Quiet Reiki in Austin', description: 'Gentle reiki sessions.', ogSiteName: null,
    });
    expect((await visitor.gql(PUBLIC, { shortLink: 'no-such-practice' })).data.publicWebsite).toBeNull();
  });

  it('generates the SEO fields from the practice and alt text from the image context, without any outside service', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Harbor Acupuncture');
    const generated = (await pro.gql(GENERATE)).data.generateSiteMetadata;
    expect(generated.result).toBe('success');
    expect(generated.websiteMetadata.ogSiteName).toBe('Harbor Acupuncture');
    expect(generated.websiteMetadata.title).toMatch(/^Harbor Acupuncture/);
    expect(generated.websiteMetadata.description).toContain('Harbor Acupuncture');
    expect((await pro.gql(METADATA)).data.websiteMetadata).toEqual({ id: practice.id, ...generated.websiteMetadata });
    const alt = (await pro.gql(ALT_TEXT, { imageUrl: '/files/x.jpg', context: 'Cupping' })).data.generateImageAltText;
    expect(alt).toEqual({ result: 'success', errors: [], altText: 'Cupping at Harbor Acupuncture' });
  });

  it('saves head and body scripts (only what was sent), refuses more than 20 KB, and gives them to the public page', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Script Yoga');
    const head = '<script>document.documentElement.dataset.mark = "1"</script>';
    const saved = (await pro.gql(UPDATE_SCRIPTS, { headScripts: head })).data.updatePracticeScripts;
    expect(saved).toEqual({ result: 'success', errors: [], practice: { id: practice.id, headScripts: head, bodyScripts: null } });
    expect((await pro.gql(UPDATE_SCRIPTS, { bodyScripts: '<p>chat</p>' })).data.updatePracticeScripts.practice).toMatchObject({ headScripts: head, bodyScripts: '<p>chat</p>' });
    expect((await pro.gql(UPDATE_SCRIPTS, { bodyScripts: 'x'.repeat(20 * 1024 + 1) })).data.updatePracticeScripts).toEqual({ result: null, errors: ['Body scripts must be at most 20 KB.'], practice: null });
    expect((await pro.gql(SCRIPTS)).data.practiceScripts).toEqual({ id: practice.id, headScripts: head, bodyScripts: '<p>chat</p>' });
    const visitor = await newClient(server);
    expect((await visitor.gql(PUBLIC, { shortLink: practice.shortLink })).data.publicWebsite.scripts).toEqual({ headScripts: head, bodyScripts: '<p>chat</p>' });
    // Only this practice's pages let inline scripts run; the portal and a practice without scripts keep the strict policy.
    const policy = async (path: string) => (await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })).headers.get('content-security-policy') ?? '';
    expect(await policy(`/${practice.shortLink}`)).toContain("script-src 'self' 'unsafe-inline' https:");
    expect(await policy(`/${practice.shortLink}/services/x`)).toContain("'unsafe-inline' https:");
    const { practice: plain } = await signUpPro(server, 'Plain Pilates');
    for (const path of ['/portal/', `/${plain.shortLink}`, `/m/c/${practice.shortLink}`]) expect(await policy(path)).toMatch(/script-src 'self'(;|$)/);
  });

  it("another pro reads and changes only their own; visitors can neither read the settings nor change them", async () => {
    const { client: maya, practice: mayas } = await signUpPro(server, 'Maya Website');
    const { client: other, practice: others } = await signUpPro(server, 'Other Website');
    await upsert(maya, { title: 'Maya only' });
    await maya.gql(UPDATE_SCRIPTS, { headScripts: '<script>1</script>' });
    expect((await other.gql(METADATA)).data.websiteMetadata).toEqual({ id: others.id, title: null, description: null, ogSiteName: null, primaryModality: null });
    expect((await other.gql(SCRIPTS)).data.practiceScripts).toEqual({ id: others.id, headScripts: null, bodyScripts: null });
    await upsert(other, { title: 'Other only' });
    expect((await maya.gql(METADATA)).data.websiteMetadata).toMatchObject({ id: mayas.id, title: 'Maya only' });
    const visitor = await newClient(server);
    for (const query of [METADATA, SCRIPTS, GENERATE]) expect((await visitor.gql(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(UPSERT, { input: { title: 'x' } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(UPDATE_SCRIPTS, { headScripts: 'x' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
