// The homepage's and the public profile's public queries through the real app (issue 18 items 4
// and 5): 'Recent client reviews' across practices holds only published reviews with a text, with
// the reviewer's public name (none when anonymous) and never private data (the client's name, phone
// or id); the practice's public page shows only its approved credentials (no license number, no
// document) and the specialties the pro chose.
import { SPECIALTIES } from '#app/reviews';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { runApproveCredential } from '../../apps/api/src/profile/cli/run-approve-credential.js';
import type { TestClient } from '../support/graphql-client.js';
import {
  PRO_IMPORT_REVIEW, REVIEW_ADD_RATING, REVIEW_ADD_TEXT, REVIEW_CREATE_CLIENT, SET_REVIEW_PUBLIC_NAME, TOGGLE_REVIEW_ANON, UPDATE_SKILLS,
} from '../support/review-public-operations.js';
import { setPracticeFlags } from '../support/practice-flags.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';

const RECENT = `query($limit: Int) { recentClientReviews(limit: $limit) { id rating text publicName createdAt practitioner { name shortLink title photoUrl } } }`;
const PUBLIC_PROFILE = `query($shortLink: String!) { publicPractice(shortLink: $shortLink) {
  id approvedCredentials { id kind name issuer stateIssued } specialties { id name } reviewsSummary { averageRating count } } }`;
const CREATE_CREDENTIAL = `mutation($credentialId: ID, $issuerId: ID, $stateIssued: String, $licenseNumber: String) {
  createProCredential(credentialId: $credentialId, issuerId: $issuerId, stateIssued: $stateIssued, licenseNumber: $licenseNumber) { result errors proCredential { id } } }`;

let server: RunningServer;
let visitor: TestClient;
beforeAll(async () => {
  server = await startTestServer({ publicCallsPerMinute: 100_000 });
  visitor = await newClient(server);
}, 120_000);
afterAll(async () => server?.close());

/** Read models follow the log: ask again until the answer holds (or give the last answer to the assertion). */
const eventually = async <T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> => {
  let value = await read();
  for (let i = 0; i < 50 && !holds(value); i++) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
};

const review = async (practiceId: string, who: { firstName: string; phone: string }, rating: number, text: string | null, publicName: string | null, anonymous = false) => {
  const { clientId } = (await visitor.gql(REVIEW_CREATE_CLIENT, { practiceId, ...who })).data.reviewCreateClient;
  const { token } = (await visitor.gql(REVIEW_ADD_RATING, { practiceId, clientId, rating })).data.reviewAddRating;
  if (text) expect((await visitor.gql(REVIEW_ADD_TEXT, { reviewId: token, text })).data.reviewAddTextReview.result).toBe('success');
  if (anonymous) expect((await visitor.gql(TOGGLE_REVIEW_ANON, { reviewId: token, isAnon: true })).data.toggleReviewAnon.result).toBe('success');
  if (publicName) expect((await visitor.gql(SET_REVIEW_PUBLIC_NAME, { reviewId: token, name: publicName })).data.setReviewPublicName.result).toBe('success');
  return clientId as string;
};

type Recent = { id: string; rating: number; text: string; publicName: string | null; practitioner: { name: string; shortLink: string } };
const recent = async (limit?: number): Promise<Recent[]> => (await visitor.gql(RECENT, { limit })).data.recentClientReviews;

it('recent client reviews: published ones with a text across practices, newest first, public data only', async () => {
  const calm = await signUpPro(server, 'Calm Hands Massage');
  const lotus = await signUpPro(server, 'Lotus Acupuncture');
  const calmClient = await review(calm.practice.id, { firstName: 'Joanna', phone: '(212) 555-0101' }, 5, 'Wonderful massage, very attentive.', 'Jo A.');
  await review(lotus.practice.id, { firstName: 'Maximilian', phone: '(212) 555-0102' }, 4, 'My back pain is gone after three visits.', 'Max B.', true);
  // Stars only: nothing to read in a carousel.
  await review(calm.practice.id, { firstName: 'Leonard', phone: '(212) 555-0103' }, 3, null, null);
  // Imported, waiting for its reviewer's confirmation: not published.
  await setPracticeFlags(server, calm.practice.id, { importReviewsEnabled: true });
  const imported = (await calm.client.gql(PRO_IMPORT_REVIEW, { rating: 5, review: 'Imported from elsewhere, not confirmed yet.', firstName: 'Rosa', phone: '(212) 555-0104', createdAt: '2026-01-05' })).data.proImportReview;
  expect(imported).toMatchObject({ result: 'success', review: { status: 'awaitingConfirmation' } });

  const shown = await eventually(() => recent(), (r) => r.length >= 2);
  expect(shown.map((r) => r.text)).toEqual(['My back pain is gone after three visits.', 'Wonderful massage, very attentive.']);
  expect(shown[0]).toMatchObject({ rating: 4, publicName: null, practitioner: { name: 'Lotus Acupuncture', shortLink: lotus.practice.shortLink } });
  expect(shown[1]).toMatchObject({ rating: 5, publicName: 'Jo A.', practitioner: { name: 'Calm Hands Massage', shortLink: calm.practice.shortLink } });
  const everything = JSON.stringify(shown);
  for (const privateFact of ['Joanna', 'Maximilian', 'Max B.', '555', calmClient, 'Imported from elsewhere', 'Rosa']) expect(everything).not.toContain(privateFact);

  // The limit is kept within 1-24; private fields are not part of the type at all.
  expect(await recent(1)).toHaveLength(1);
  expect(await recent(0)).toHaveLength(1);
  const asked = await visitor.gql('{ recentClientReviews { id clientId } }');
  expect(asked.errors?.[0]?.message).toMatch(/Cannot query field "clientId"/);
});

it("a practice's public page: approved credentials only (public facts), the pro's specialties, the rating", async () => {
  const pro = await signUpPro(server, 'Verified Bodywork');
  const [first, second] = SPECIALTIES.slice(0, 2);
  expect((await pro.client.gql(UPDATE_SKILLS, { skillIds: [second!.id, first!.id] })).data.updateSkills.result).toBe('success');
  const license = (await pro.client.gql(CREATE_CREDENTIAL, { credentialId: 'lmt', issuerId: 'state-massage-board', stateIssued: 'NY', licenseNumber: 'MT-98765' })).data.createProCredential;
  const pending = (await pro.client.gql(CREATE_CREDENTIAL, { credentialId: 'lmt', issuerId: 'state-massage-board', stateIssued: 'CA', licenseNumber: 'CA-55555' })).data.createProCredential;
  expect([license.result, pending.result]).toEqual(['success', 'success']);

  const read = async () => (await visitor.gql(PUBLIC_PROFILE, { shortLink: pro.practice.shortLink })).data.publicPractice;
  // Nothing approved yet: no credentials shown.
  expect((await eventually(read, (p) => p.specialties.length === 2)).approvedCredentials).toEqual([]);

  await runApproveCredential(server.app, { practice: pro.practice.shortLink, credentialId: license.proCredential.id });
  await review(pro.practice.id, { firstName: 'Hannah', phone: '(212) 555-0111' }, 4, 'Careful and kind bodywork, I felt much better.', 'Hannah K.');
  const page = await eventually(read, (p) => p.approvedCredentials.length === 1 && p.reviewsSummary.count === 1);
  expect(page.approvedCredentials).toEqual([{ id: license.proCredential.id, kind: 'license', name: expect.stringContaining('Massage'), issuer: expect.any(String), stateIssued: 'NY' }]);
  expect(JSON.stringify(page)).not.toMatch(/MT-98765|CA-55555/);
  expect(page.specialties).toEqual([{ id: second!.id, name: second!.name }, { id: first!.id, name: first!.name }]);
  expect(page.reviewsSummary).toEqual({ averageRating: 4, count: 1 });

  // Another practice shows none of these.
  const other = await signUpPro(server, 'Plain Practice');
  const plain = (await visitor.gql(PUBLIC_PROFILE, { shortLink: other.practice.shortLink })).data.publicPractice;
  expect(plain).toMatchObject({ approvedCredentials: [], specialties: [], reviewsSummary: { count: 0 } });
});
