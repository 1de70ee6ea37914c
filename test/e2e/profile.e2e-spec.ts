// The pro's profile through the real API (spec 002 §7 PracticeProfile): profileDetails, updateInfo (rules,
// short link claimed, the old link leading to the new one and kept from others), the live short link
// check, the places search, updateUserPhoto with an upload, updatePracticeDetails (lists, socials,
// website plan only), the public page's profile, and another practice / a visitor / support getting nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { newCommandContext } from '#app/es';
import { RegisterSupportAccountCommand } from '../../apps/api/src/access/commands/register-support-account/register-support-account.command.js';
import { ProfileDetailsMessages as M } from '#app/practice';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';
import { setPracticeFlags } from '../support/practice-flags.js';

const DETAILS_FIELDS = 'id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan';
const PROFILE_FIELDS = `name location locationId title headline about shortLink photoUrl practiceDetails { ${DETAILS_FIELDS} }`;
const PROFILE = `{ profileDetails { ${PROFILE_FIELDS} } }`;
const UPDATE_INFO = `mutation($name: String, $location: String, $locationId: ID, $title: String, $headline: String, $about: String, $shortLink: String) {
  updateInfo(name: $name, location: $location, locationId: $locationId, title: $title, headline: $headline, about: $about, shortLink: $shortLink) { result errors profileDetails { ${PROFILE_FIELDS} } } }`;
const CHECK = `query($shortLink: String!) { shortLinkCheck(shortLink: $shortLink) { shortLink changed available message } }`;
const PLACES = `query($text: String!, $limit: Int) { placeSuggestions(text: $text, limit: $limit) { id description mainText secondaryText types } }`;
const PHOTO = `mutation($handle: String!) { updateUserPhoto(handle: $handle) { result errors photoUrl } }`;
const UPDATE_DETAILS = `mutation($locationId: ID, $languageIds: [ID!], $ageWorkWithIds: [ID!], $workWithIds: [ID!], $website: String, $facebook: String, $instagram: String, $twitter: String, $linkedin: String, $tiktok: String, $youtube: String) {
  updatePracticeDetails(locationId: $locationId, languageIds: $languageIds, ageWorkWithIds: $ageWorkWithIds, workWithIds: $workWithIds, website: $website, facebook: $facebook,
    instagram: $instagram, twitter: $twitter, linkedin: $linkedin, tiktok: $tiktok, youtube: $youtube) { result errors practice { ${DETAILS_FIELDS} } } }`;
const PUBLIC = `query($shortLink: String!) { publicPractice(shortLink: $shortLink) { id name shortLink profile { title headline about location photoUrl } } }`;
const CHOICES = '{ profileChoices { languages { id name } ageWorkWiths { id } workWiths { id } } }';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really pixels, but the right magic bytes')]);

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
const upload = (client: TestClient, bytes: Buffer, filename = 'me.png') =>
  request(server.url).post('/uploads').set('Cookie', cookies(client)).set('x-csrf-token', client.cookie('csrf_token') ?? '').attach('file', bytes, filename);

describe('profile details', () => {
  it('reads the new practice’s profile, saves each field by the rules, and finds a place by search', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Quiet Pines Bodywork');
    expect((await pro.gql(PROFILE)).data.profileDetails).toMatchObject({ name: 'Quiet Pines Bodywork', shortLink: practice.shortLink, title: null, headline: null, photoUrl: null, location: null });

    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Q' }, M.name], [{ title: 'x' }, M.title], [{ headline: 'x' }, M.headlineShort], [{ headline: 'h'.repeat(201) }, M.headlineLong],
      [{ about: ' ' }, M.about], [{ shortLink: '***' }, M.shortLinkEmpty], [{ locationId: 'us-zz-nowhere' }, M.unknownPlace], [{ shortLink: 'graphql' }, M.shortLinkTaken],
    ];
    for (const [args, message] of refusals) expect((await pro.gql(UPDATE_INFO, args)).data.updateInfo).toEqual({ result: null, errors: [message], profileDetails: null });

    const [portland] = (await pro.gql(PLACES, { text: 'portl', limit: 3 })).data.placeSuggestions;
    expect(portland).toEqual({ id: 'us-or-portland', description: 'Portland, OR, US', mainText: 'Portland', secondaryText: 'OR, US', types: ['locality'] });
    const saved = (await pro.gql(UPDATE_INFO, { title: 'LMT', headline: 'Deep tissue for desk backs', about: 'Ten years of practice.', locationId: portland.id, location: 'ignored text' })).data.updateInfo;
    expect(saved).toMatchObject({ result: 'success', profileDetails: { title: 'LMT', headline: 'Deep tissue for desk backs', about: 'Ten years of practice.', location: 'Portland, OR, US', locationId: 'us-or-portland' } });
    expect((await pro.gql(PROFILE)).data.profileDetails.headline).toBe('Deep tissue for desk backs');

    const choices = (await pro.gql(CHOICES)).data.profileChoices;
    expect(choices.languages.map((c: { id: string }) => c.id)).toContain('english');
  });

  it('a new short link: the live check, the change, the old link leading to the new one and kept from other practices', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Cedar Grove Healing');
    const { client: other, practice: theirs } = await signUpPro(server, 'Birch Lane Wellness');
    const old = practice.shortLink;

    expect((await pro.gql(CHECK, { shortLink: old.toUpperCase() })).data.shortLinkCheck).toEqual({ shortLink: old, changed: false, available: true, message: null });
    expect((await pro.gql(CHECK, { shortLink: theirs.shortLink })).data.shortLinkCheck).toMatchObject({ available: false, message: 'This short link is already in use.' });
    expect((await pro.gql(CHECK, { shortLink: 'Cedar Grove!' })).data.shortLinkCheck).toEqual({ shortLink: 'cedargrove', changed: true, available: true, message: 'This short link is available.' });
    expect((await pro.gql(UPDATE_INFO, { shortLink: theirs.shortLink })).data.updateInfo.errors).toEqual(['This short link is already in use.']);

    expect((await pro.gql(UPDATE_INFO, { shortLink: 'Cedar Grove!' })).data.updateInfo).toMatchObject({ result: 'success', profileDetails: { shortLink: 'cedargrove' } });
    const visitor = await newClient(server);
    expect((await visitor.gql(PUBLIC, { shortLink: 'cedargrove' })).data.publicPractice).toMatchObject({ id: practice.id, shortLink: 'cedargrove' });
    expect((await visitor.gql(PUBLIC, { shortLink: old })).data.publicPractice).toMatchObject({ id: practice.id, shortLink: 'cedargrove' });

    // The old link stays the practice's: another practice cannot take it, the owner can take it back.
    expect((await other.gql(CHECK, { shortLink: old })).data.shortLinkCheck).toMatchObject({ available: false, message: 'This short link is already in use.' });
    expect((await other.gql(UPDATE_INFO, { shortLink: old })).data.updateInfo.errors).toEqual(['This short link is already in use.']);
    expect((await pro.gql(CHECK, { shortLink: old })).data.shortLinkCheck).toMatchObject({ available: true, message: 'This short link is available.' });
    expect((await pro.gql(UPDATE_INFO, { shortLink: old })).data.updateInfo).toMatchObject({ result: 'success', profileDetails: { shortLink: old } });
    expect((await visitor.gql(PUBLIC, { shortLink: 'cedargrove' })).data.publicPractice).toMatchObject({ id: practice.id, shortLink: old });
  });

  it('the headshot: an uploaded image becomes the photo and shows on the public page', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Harbor Light Reiki');
    expect((await pro.gql(PHOTO, { handle: '0'.repeat(32) })).data.updateUserPhoto).toEqual({ result: null, errors: ['Photo not found. Please upload it again.'], photoUrl: null });
    const { handle, url } = (await upload(pro, PNG)).body;
    expect((await pro.gql(PHOTO, { handle })).data.updateUserPhoto).toEqual({ result: 'success', errors: [], photoUrl: url });
    await pro.gql(UPDATE_INFO, { headline: 'Calm in the harbor', about: 'Reiki and rest.' });
    const visitor = await newClient(server);
    expect((await visitor.gql(PUBLIC, { shortLink: practice.shortLink })).data.publicPractice.profile).toEqual({ title: null, headline: 'Calm in the harbor', about: 'Reiki and rest.', location: null, photoUrl: url });
  });

  it('practice details: lists, socials, a place; the website only on the website plan', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Maple Street Acupuncture');
    const saved = (await pro.gql(UPDATE_DETAILS, { locationId: 'ca-on-toronto', languageIds: ['english', 'french'], ageWorkWithIds: ['adults-18-64'], workWithIds: ['athletes'], instagram: 'https://instagram.com/maple', youtube: null })).data.updatePracticeDetails;
    expect(saved).toMatchObject({
      result: 'success',
      practice: { id: practice.id, location: 'Toronto, ON, CA', locationId: 'ca-on-toronto', languages: [{ id: 'english', name: 'English' }, { id: 'french', name: 'French' }], ageWorkWiths: [{ id: 'adults-18-64' }], workWiths: [{ id: 'athletes' }], instagram: 'https://instagram.com/maple', youtube: null, userIsWebsitePlan: false },
    });
    expect((await pro.gql(UPDATE_DETAILS, { languageIds: ['klingon'] })).data.updatePracticeDetails.errors).toEqual([M.unknownChoice]);
    expect((await pro.gql(UPDATE_DETAILS, { facebook: 'two words' })).data.updatePracticeDetails.errors).toEqual([M.badUrl]);
    const unstorable = await pro.gql(UPDATE_DETAILS, { facebook: 'facebook.com/a\u0000b' });
    expect(unstorable.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await pro.gql(UPDATE_DETAILS, { website: 'maple.example.com' })).data.updatePracticeDetails.errors).toEqual([M.websitePlanOnly]);
    await setPracticeFlags(server, practice.id, { websitePlan: true });
    expect((await pro.gql(UPDATE_DETAILS, { website: 'maple.example.com', instagram: '' })).data.updatePracticeDetails.practice).toMatchObject({ website: 'maple.example.com', instagram: null, userIsWebsitePlan: true });
    expect((await pro.gql(PROFILE)).data.profileDetails.practiceDetails).toMatchObject({ languages: [{ id: 'english' }, { id: 'french' }], website: 'maple.example.com' });
  });

  it('changes only the asking pro’s own practice; visitors are asked to log in', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Stillwater Massage');
    const { client: other } = await signUpPro(server, 'Riverbend Massage');
    await other.gql(UPDATE_INFO, { headline: 'Riverbend headline' });
    expect((await pro.gql(PROFILE)).data.profileDetails).toMatchObject({ shortLink: practice.shortLink, headline: null });
    const visitor = await newClient(server);
    for (const [query, vars] of [[PROFILE, {}], [UPDATE_INFO, { headline: 'Hijack' }], [PHOTO, { handle: 'x' }], [UPDATE_DETAILS, { languageIds: ['english'] }], [CHECK, { shortLink: 'abc' }]] as const) {
      const res = await visitor.gql(query, vars);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await visitor.gql(PUBLIC, { shortLink: practice.shortLink })).data.publicPractice.profile.headline).toBeNull();

    // Support accounts are read-only here too.
    await server.app.get(CommandBus).execute(
      new RegisterSupportAccountCommand({ email: 'profile-help@example.com', name: 'Help Desk', password: 'support-password' }, newCommandContext({ kind: 'system', id: 'cli' })),
    );
    const support = await newClient(server);
    expect((await support.gql('mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { result } }', { email: 'profile-help@example.com', password: 'support-password' })).data.logIn.result).toBe('success');
    for (const [query, vars] of [[UPDATE_INFO, { headline: 'Support edit' }], [UPDATE_DETAILS, { languageIds: ['english'] }], [PHOTO, { handle: 'x' }]] as const) {
      expect((await support.gql(query, vars)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
