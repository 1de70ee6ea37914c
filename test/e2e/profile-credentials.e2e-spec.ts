// Profile credentials, gallery and status through the real API: license and document credentials
// (rules, max 5, pending until support approves, remove, reorder), the shipped searches, uploads
// of credential documents (PDF accepted only as a document; wrong type and too large refused), the
// gallery (add up to 10, remove, reorder, public by short link), the status and its modal, and
// another practice's ids, a pro approving, and visitors getting nothing.
import { CommandBus } from '@nestjs/cqrs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { newCommandContext } from '#app/es';
import { ProfileMessages as M } from '#app/profile';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { RegisterSupportAccountCommand } from '../../apps/api/src/access/commands/register-support-account/register-support-account.command.js';
import type { TestClient } from '../support/graphql-client.js';
import { LOG_IN } from '../support/operations.js';
import { runApproveCredential } from '../../apps/api/src/profile/cli/run-approve-credential.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';

const CREDENTIAL_FIELDS = 'id kind stateIssued licenseNumber filestackDocument filestackDocumentName state createdAt credential { id name } issuer { id name }';
const CREDENTIALS = `query($practiceId: ID) { proCredentials(practiceId: $practiceId) { ${CREDENTIAL_FIELDS} } }`;
const CREATE = `mutation($credentialId: ID, $issuerId: ID, $stateIssued: String, $licenseNumber: String, $filestackDocument: String, $filestackDocumentName: String) {
  createProCredential(credentialId: $credentialId, issuerId: $issuerId, stateIssued: $stateIssued, licenseNumber: $licenseNumber, filestackDocument: $filestackDocument, filestackDocumentName: $filestackDocumentName) {
    result errors proCredential { ${CREDENTIAL_FIELDS} } } }`;
const REMOVE = `mutation($credentialId: ID!) { removeCredential(credentialId: $credentialId) { result errors } }`;
const REORDER = `mutation($credentials: [CredentialPositionInput!]!) { reorderCredentials(credentials: $credentials) { result errors } }`;
const APPROVE = `mutation($practiceId: ID!, $credentialId: ID!) { approveProCredential(practiceId: $practiceId, credentialId: $credentialId) { result errors } }`;
const SEARCH = `query($query: String, $kind: String) { credentialSearch(query: $query, kind: $kind) { id name kind } issuerSearch(query: $query, kind: $kind) { id name kind } issuingStates { code name } }`;
const GALLERY = '{ galleryImages { id defaultPhotoUrl } }';
const PUBLIC_GALLERY = 'query($shortLink: String!) { publicGalleryImages(shortLink: $shortLink) { id defaultPhotoUrl } }';
const ADD_IMAGES = 'mutation($handles: [String!]!) { addGalleryImage(handles: $handles) { result errors galleryImages { id defaultPhotoUrl } } }';
const REMOVE_IMAGE = 'mutation($galleryId: ID!) { removeGalleryImage(galleryId: $galleryId) { result errors } }';
const ALT_TEXT = 'mutation($galleryId: ID!, $altText: String) { updateGalleryImageAltText(galleryId: $galleryId, altText: $altText) { result errors } }';
const GENERATE_ALT = 'mutation($context: String) { generateImageAltText(context: $context) { result errors altText } }';
const REORDER_IMAGES = 'mutation($photosArray: [ID!]!) { reorderGalleryImages(photosArray: $photosArray) { result errors } }';
const STATUS = '{ profileStatusData { status completionPercent unfinishedSteps practitionerFirstName profileUrl showCompletedModal showTermsModal completionSteps { name link completed } verificationSteps { name link completed } } }';
const DISMISS = 'mutation { dismissProfileCompletedModal { result errors } }';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('pixels')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const OTHER_ID = '0b6f5c1e-7d0a-4a43-9a5e-2b3c4d5e6f70';
const LICENSE = { credentialId: 'lmt', issuerId: 'state-massage-board', stateIssued: 'NY', licenseNumber: 'MT-1' };

let server: RunningServer;
let dataDir: string;
const previousDataDir = process.env.DATA_DIR;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'profile-e2e-'));
  process.env.DATA_DIR = dataDir;
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

const cookies = (client: TestClient) => ['session', 'csrf_token'].filter((n) => client.cookie(n)).map((n) => `${n}=${client.cookie(n)}`).join('; ');
const upload = (client: TestClient, bytes: Buffer, filename: string, purpose?: string) =>
  request(server.url).post(`/uploads${purpose ? `?purpose=${purpose}` : ''}`).set('Cookie', cookies(client)).set('x-csrf-token', client.cookie('csrf_token') ?? '').attach('file', bytes, filename);
const create = async (pro: TestClient, fields: Record<string, unknown>) => (await pro.gql(CREATE, fields)).data.createProCredential;
const credentials = async (pro: TestClient, practiceId?: string) => (await pro.gql(CREDENTIALS, { practiceId })).data.proCredentials as { id: string; state: string }[];

let supportRegistered: Promise<unknown> | null = null;
const supportClient = async () => {
  supportRegistered ??= server.app.get(CommandBus).execute(
    new RegisterSupportAccountCommand({ email: 'credentials-help@example.com', name: 'Help Desk', password: 'support-password' }, newCommandContext({ kind: 'system', id: 'cli' })),
  );
  await supportRegistered;
  const support = await newClient(server);
  expect((await support.gql(LOG_IN, { email: 'credentials-help@example.com', password: 'support-password' })).data.logIn.result).toBe('success');
  return support;
};

it('credential and issuer search: served by the search index with the shipped lists loaded at start, typo and prefix tolerant, by kind', async () => {
  const { client: pro } = await signUpPro(server, 'Credential Search');
  const ids = (hits: { id: string }[]) => hits.map((h) => h.id);
  const typo = (await pro.gql(SEARCH, { query: 'licenced massage therpist', kind: 'license' })).data;
  expect(typo.credentialSearch[0]).toEqual({ id: 'lmt', name: 'Licensed Massage Therapist (LMT)', kind: 'license' });
  const typoIssuer = (await pro.gql(SEARCH, { query: 'masage therapy', kind: 'license' })).data;
  expect(typoIssuer.issuerSearch[0]).toEqual({ id: 'state-massage-board', name: 'State Board of Massage Therapy', kind: 'license' });
  const prefix = (await pro.gql(SEARCH, { query: 'acupunct', kind: 'license' })).data;
  expect(ids(prefix.credentialSearch)).toEqual(['lac']);
  expect(ids(prefix.issuerSearch)).toEqual(['state-acupuncture-board']);
  const anyKind = (await pro.gql(SEARCH, { query: 'natur' })).data;
  expect(ids(anyKind.credentialSearch)).toEqual(['nd']);
  expect(ids(anyKind.issuerSearch)).toEqual(['state-naturopathic-board']);
  const all = (await pro.gql(SEARCH, { query: null, kind: 'degree' })).data;
  expect(ids(all.credentialSearch)).toEqual(['mac', 'msom', 'bs-kinesiology', 'ms-nutrition']);
  expect((await pro.gql(SEARCH, { query: 'zzqx', kind: 'license' })).data.credentialSearch).toEqual([]);
});

it('credentials: rules, pending until support approves, max 5, remove, reorder; another practice and a pro cannot', async () => {
  const { client: pro, practice } = await signUpPro(server, 'Credential Hands');
  const { client: other } = await signUpPro(server, 'Other Hands');
  const visitor = await newClient(server);

  const search = (await pro.gql(SEARCH, { query: 'massage', kind: 'license' })).data;
  expect(search.credentialSearch.map((c: { id: string }) => c.id)).toEqual(['lmt', 'rmt']);
  expect(search.issuerSearch.map((c: { id: string }) => c.id)).toContain('state-massage-board');
  expect(search.issuingStates).toHaveLength(64);

  for (const [fields, message] of [
    [{ ...LICENSE, credentialId: null }, M.credentialRequired],
    [{ ...LICENSE, issuerId: null }, M.issuerRequired],
    [{ ...LICENSE, licenseNumber: ' ' }, M.licenseNumberRequired],
    [{ ...LICENSE, stateIssued: 'ZZ' }, M.stateRequired],
    [{ credentialId: 'ryt-200', issuerId: 'yoga-alliance' }, M.documentRequired],
    [{ credentialId: 'ryt-200', filestackDocument: '0'.repeat(32) }, M.documentNotFound],
  ] as const) expect(await create(pro, fields)).toMatchObject({ result: null, errors: [message], proCredential: null });
  expect(await credentials(pro)).toEqual([]);

  const license = await create(pro, LICENSE);
  expect(license).toMatchObject({ result: 'success', proCredential: { kind: 'license', state: 'pending', stateIssued: 'NY', licenseNumber: 'MT-1', credential: { id: 'lmt' }, issuer: { id: 'state-massage-board' } } });
  const licenseId = license.proCredential.id;

  // a certificate as a PDF: accepted only as a document, served as a PDF
  expect((await upload(pro, PDF, 'cert.pdf')).status).toBe(415);
  const pdf = await upload(pro, PDF, 'cert.pdf', 'document');
  expect(pdf.status).toBe(201);
  const served = await request(server.url).get(pdf.body.url);
  expect(served.headers['content-type']).toBe('application/pdf');
  const text = await upload(pro, Buffer.from('just some text'), 'cert.pdf', 'document');
  expect(text.status).toBe(415);
  expect(text.body.error).toBe('Please upload a PDF or a JPEG, PNG, WebP or GIF image.');
  expect((await upload(pro, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf', 'document')).status).toBe(413);
  const cert = await create(pro, { credentialId: 'ryt-200', issuerId: 'yoga-alliance', filestackDocument: pdf.body.handle, filestackDocumentName: 'cert.pdf' });
  expect(cert.proCredential).toMatchObject({ kind: 'certification', state: 'pending', filestackDocument: pdf.body.url, filestackDocumentName: 'cert.pdf' });

  // only support approves, and only the practice's own credential
  expect((await pro.gql(APPROVE, { practiceId: practice.id, credentialId: licenseId })).errors![0].message).toBe('Only support staff can approve credentials.');
  expect((await visitor.gql(APPROVE, { practiceId: practice.id, credentialId: licenseId })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  const support = await supportClient();
  expect((await support.gql(CREDENTIALS, { practiceId: practice.id })).data.proCredentials).toHaveLength(2);
  expect((await support.gql(CREATE, LICENSE)).errors![0].extensions!.code).toBe('FORBIDDEN');
  expect((await support.gql(APPROVE, { practiceId: OTHER_ID, credentialId: licenseId })).data.approveProCredential.errors).toEqual([M.credentialNotFound]);
  expect((await support.gql(APPROVE, { practiceId: practice.id, credentialId: licenseId })).data.approveProCredential.result).toBe('success');
  expect((await support.gql(APPROVE, { practiceId: practice.id, credentialId: licenseId })).data.approveProCredential.errors).toEqual([M.alreadyApproved]);
  // the command line lists the credentials and approves one too
  expect(await runApproveCredential(server.app, { practice: practice.shortLink, credentialId: null })).toContain(`${cert.proCredential.id}  pending`);
  expect(await runApproveCredential(server.app, { practice: practice.shortLink, credentialId: cert.proCredential.id })).toContain(`${cert.proCredential.id}  approved`);
  // (the command line appends without waiting for the read models: give them a moment)
  for (let i = 0; i < 50 && (await credentials(pro)).some((c) => c.state !== 'approved'); i++) await new Promise((r) => setTimeout(r, 100));
  expect((await credentials(pro)).map((c) => [c.id, c.state])).toEqual([[licenseId, 'approved'], [cert.proCredential.id, 'approved']]);

  // another practice sees none of it and cannot touch it
  expect(await credentials(other)).toEqual([]);
  expect((await other.gql(REMOVE, { credentialId: licenseId })).data.removeCredential.errors).toEqual([M.credentialNotFound]);
  expect((await other.gql(CREDENTIALS, { practiceId: practice.id })).data.proCredentials).toEqual([]);
  expect((await visitor.gql(CREDENTIALS)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');

  // reorder the approved ones
  expect((await pro.gql(REORDER, { credentials: [{ id: licenseId, position: 1 }] })).data.reorderCredentials.errors).toEqual([M.reorderMismatch]);
  expect((await pro.gql(REORDER, { credentials: [{ id: licenseId, position: 2 }, { id: cert.proCredential.id, position: 1 }] })).data.reorderCredentials.result).toBe('success');
  expect((await credentials(pro)).map((c) => c.id)).toEqual([cert.proCredential.id, licenseId]);

  // max 5, then remove frees a place
  for (let i = 0; i < 3; i++) expect((await create(pro, { ...LICENSE, licenseNumber: `N-${i}` })).result).toBe('success');
  expect(await create(pro, LICENSE)).toMatchObject({ result: null, errors: [M.maxCredentials] });
  expect((await pro.gql(REMOVE, { credentialId: licenseId })).data.removeCredential.result).toBe('success');
  expect((await pro.gql(REMOVE, { credentialId: licenseId })).data.removeCredential.errors).toEqual([M.credentialNotFound]);
  expect((await create(pro, LICENSE)).result).toBe('success');
});

it('gallery: up to 10 images per upload, remove, reorder, public by short link; another practice cannot', async () => {
  const { client: pro, practice } = await signUpPro(server, 'Gallery Hands');
  const { client: other } = await signUpPro(server, 'Other Gallery');
  const handles: string[] = [];
  for (let i = 0; i < 11; i++) handles.push((await upload(pro, PNG, `p${i}.png`)).body.handle);
  expect((await upload(pro, PDF, 'p.pdf')).status).toBe(415);
  const pdfHandle = (await upload(pro, PDF, 'p.pdf', 'document')).body.handle;
  expect((await pro.gql(ADD_IMAGES, { handles: [pdfHandle] })).data.addGalleryImage.errors).toEqual(['Photo not found. Please upload it again.']);

  expect((await pro.gql(ADD_IMAGES, { handles })).data.addGalleryImage).toMatchObject({ result: null, errors: [M.tooManyPerUpload] });
  expect((await pro.gql(GALLERY)).data.galleryImages).toEqual([]);
  const added = (await pro.gql(ADD_IMAGES, { handles: handles.slice(0, 3) })).data.addGalleryImage;
  expect(added.result).toBe('success');
  const ids = added.galleryImages.map((g: { id: string }) => g.id);
  expect(added.galleryImages[0].defaultPhotoUrl).toBe(`/files/${handles[0]}`);

  expect((await pro.gql(REORDER_IMAGES, { photosArray: [ids[2], ids[0]] })).data.reorderGalleryImages.errors).toEqual([M.photoReorderMismatch]);
  expect((await pro.gql(REORDER_IMAGES, { photosArray: [ids[2], ids[0], ids[1]] })).data.reorderGalleryImages.result).toBe('success');
  expect((await other.gql(REMOVE_IMAGE, { galleryId: ids[0] })).data.removeGalleryImage.errors).toEqual([M.photoNotFound]);
  expect((await pro.gql(REMOVE_IMAGE, { galleryId: ids[0] })).data.removeGalleryImage.result).toBe('success');
  expect((await pro.gql(GALLERY)).data.galleryImages.map((g: { id: string }) => g.id)).toEqual([ids[2], ids[1]]);
  expect((await other.gql(GALLERY)).data.galleryImages).toEqual([]);
  const visitor = await newClient(server);
  expect((await visitor.gql(PUBLIC_GALLERY, { shortLink: practice.shortLink })).data.publicGalleryImages.map((g: { id: string }) => g.id)).toEqual([ids[2], ids[1]]);
  expect((await visitor.gql(PUBLIC_GALLERY, { shortLink: 'no-such-practice' })).data.publicGalleryImages).toEqual([]);

  // Alt text: generated from what the photo shows and the practice's name, saved per photo, public; others cannot.
  const generated = (await pro.gql(GENERATE_ALT, { context: 'Treatment room' })).data.generateImageAltText;
  expect(generated).toMatchObject({ result: 'success', altText: expect.stringContaining('Treatment room at Gallery Hands') });
  expect((await pro.gql(ALT_TEXT, { galleryId: ids[2], altText: `  ${generated.altText} ` })).data.updateGalleryImageAltText.result).toBe('success');
  expect((await pro.gql(ALT_TEXT, { galleryId: ids[1], altText: 'x'.repeat(251) })).data.updateGalleryImageAltText.errors).toEqual([M.altTextTooLong]);
  expect((await other.gql(ALT_TEXT, { galleryId: ids[2], altText: 'Mine now' })).data.updateGalleryImageAltText.errors).toEqual([M.photoNotFound]);
  expect((await pro.gql(ALT_TEXT, { galleryId: 'not-an-id', altText: 'x' })).data.updateGalleryImageAltText.errors).toEqual([M.photoNotFound]);
  const withAlt = (await visitor.gql('query($s: String!) { publicGalleryImages(shortLink: $s) { id altText } }', { s: practice.shortLink })).data.publicGalleryImages;
  expect(withAlt).toEqual([{ id: ids[2], altText: generated.altText }, { id: ids[1], altText: null }]);
});

it('profile status: steps from what the practice has, verification by an approved credential, the modal dismissed once', async () => {
  const { client: pro, practice } = await signUpPro(server, 'Status Hands');
  const before = (await pro.gql(STATUS)).data.profileStatusData;
  expect(before).toMatchObject({ status: 'Incomplete - Not Published', practitionerFirstName: 'Sam', showCompletedModal: false, showTermsModal: false });
  expect(before.profileUrl.endsWith(`/${practice.shortLink}`)).toBe(true);
  expect(before.completionSteps.map((s: { link: string }) => s.link)).toContain('/portal/profile/services');
  expect(before.verificationSteps[0]).toEqual({ name: 'Get a credential approved', link: '/portal/profile/credentials', completed: false });

  const id = (await create(pro, LICENSE)).proCredential.id;
  const support = await supportClient();
  await support.gql(APPROVE, { practiceId: practice.id, credentialId: id });
  const after = (await pro.gql(STATUS)).data.profileStatusData;
  expect(after.verificationSteps[0].completed).toBe(true);
  expect(after.unfinishedSteps).toBe(before.unfinishedSteps - 1);
  expect((await pro.gql(DISMISS)).data.dismissProfileCompletedModal.result).toBe('success');
  expect((await (await newClient(server)).gql(STATUS)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
});
