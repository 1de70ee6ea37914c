// The client's side of reviews through the real app (issue 16): the referral flow (the practice by
// its referral code, the reviewer as a client by phone, stars, endorsements, text, anonymity,
// public name, the review by its token), the appointment flow once a past approved appointment
// took place (the clock is moved), a second rating of the same appointment (allowed until the text
// is written), other practices' ids and unknown tokens changing nothing, and an imported review
// confirmed or disputed by its reviewer through the link texted to them.
import { jest } from '@jest/globals';
import { START_OF_LOG } from '#app/eventstore';
import type { Texter, TextMessage } from '#app/integrations';
import { appointmentReviewPath, ReviewMessages as M, SPECIALTIES } from '#app/reviews';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from '../../apps/api/src/messaging/messaging-settings.js';
import { TEXTER } from '../../apps/api/src/messaging/texter.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT } from '../support/operations.js';
import {
  APPOINTMENT_REVIEW_LINK, CONFIRM_REVIEW, DISPUTE_REVIEW, FEATURE_REQUEST, PRO_IMPORT_REVIEW, REVIEW_ADD_ENDORSEMENTS, REVIEW_ADD_RATING, REVIEW_ADD_TEXT,
  REVIEW_BY_TOKEN, REVIEW_CREATE_CLIENT, REVIEW_PRACTICE, SET_REVIEW_PUBLIC_NAME, TOGGLE_REVIEW_ANON, TOKEN_APPOINTMENT_REVIEW_LINK, UPDATE_SKILLS,
} from '../support/review-public-operations.js';
import { setPracticeFlags } from '../support/practice-flags.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import { headOfLog as headOfServerLog, reviewRequestsSent } from '../support/review-requests-sent.js';

const BOOKING_DAY = '2026-12-01T14:00:00.000Z';
const clock = new AdjustableClock();
let server: RunningServer;
let visitor: TestClient;
let texts: TextMessage[] = [];
let baseUrl: string;
const [skillA, skillB, skillC] = SPECIALTIES.slice(0, 3).map((s) => s.id);
const noErrors = { result: 'success', errors: [] };
const refused = (message: string) => ({ result: null, errors: [message] });

beforeAll(async () => {
  clock.set(new Date(BOOKING_DAY));
  server = await startTestServer({ publicCallsPerMinute: 100_000, clock });
  baseUrl = server.app.get<MessagingSettings>(MESSAGING_SETTINGS).publicBaseUrl.replace(/\/+$/, '');
  const texter = server.app.get<Texter>(TEXTER);
  const send = texter.send.bind(texter);
  jest.spyOn(texter, 'send').mockImplementation(async (message: TextMessage) => {
    texts.push(message);
    return send(message);
  });
  visitor = await newClient(server);
}, 120_000);
afterAll(async () => server?.close());

const headOfLog = () => headOfServerLog(server);
const requestsSent = async () => {
  await reviewRequestsSent(server);
};

const practiceWithSkills = async (name: string, skillIds: string[]) => {
  const pro = await signUpPro(server, name);
  if (skillIds.length) expect((await pro.client.gql(UPDATE_SKILLS, { skillIds })).data.updateSkills).toMatchObject(noErrors);
  return pro;
};
const rate = async (vars: { practiceId: string; clientId: string; rating: number; appointmentId?: string | null }) => (await visitor.gql(REVIEW_ADD_RATING, vars)).data.reviewAddRating;
const byToken = async (token: string) => (await visitor.gql(REVIEW_BY_TOKEN, { token })).data.reviewByToken;
const reviewer = async (practiceId: string, firstName: string, phone: string) => (await visitor.gql(REVIEW_CREATE_CLIENT, { practiceId, firstName, phone })).data.reviewCreateClient;

describe('the referral flow', () => {
  it('the practice by its referral code, the reviewer by phone, stars, endorsements, text, anonymity, public name', async () => {
    const { practice } = await practiceWithSkills('Referral Spa', [skillA, skillB]);
    const shown = (await visitor.gql(REVIEW_PRACTICE, { referralCode: practice.shortLink.toUpperCase() })).data.reviewPractice;
    expect(shown).toMatchObject({ practiceId: practice.id, name: 'Sam Rivera', shortLink: practice.shortLink });
    expect(shown.skills).toEqual([{ id: skillA, name: SPECIALTIES[0].name }, { id: skillB, name: SPECIALTIES[1].name }]);
    expect((await visitor.gql(REVIEW_PRACTICE, { referralCode: 'no-such-practice-here' })).data.reviewPractice).toBeNull();

    expect(await reviewer(practice.id, 'Jo', '(212) 555-0199')).toEqual({ ...refused(M.invalidClientInfo), clientId: null });
    expect(await reviewer(practice.id, 'Joanna', '12')).toEqual({ ...refused(M.invalidClientInfo), clientId: null });
    const created = await reviewer(practice.id, 'Joanna', '(212) 555-0199');
    expect(created).toMatchObject(noErrors);
    // The same phone is the same client.
    expect((await reviewer(practice.id, 'Joanna', '+1 212 555 0199')).clientId).toBe(created.clientId);

    expect(await rate({ practiceId: practice.id, clientId: created.clientId, rating: 6 })).toEqual({ ...refused(M.invalidRating), token: null });
    const rated = await rate({ practiceId: practice.id, clientId: created.clientId, rating: 4 });
    expect(rated).toMatchObject(noErrors);
    const token = rated.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{30,}$/);

    expect((await visitor.gql(REVIEW_ADD_ENDORSEMENTS, { reviewId: token, endorsements: [skillC] })).data.reviewAddEndorsements).toEqual(refused(M.unknownEndorsement));
    expect((await visitor.gql(REVIEW_ADD_ENDORSEMENTS, { reviewId: token, endorsements: [skillB] })).data.reviewAddEndorsements).toEqual(noErrors);
    // Before the text, the stars may still change.
    expect(await rate({ practiceId: practice.id, clientId: created.clientId, rating: 5 })).toEqual({ ...noErrors, token });
    expect((await visitor.gql(REVIEW_ADD_TEXT, { reviewId: token, text: 'ok' })).data.reviewAddTextReview).toEqual(refused(M.textTooShort));
    expect((await visitor.gql(REVIEW_ADD_TEXT, { reviewId: token, text: '  Wonderful massage, very attentive.  ' })).data.reviewAddTextReview).toEqual(noErrors);
    expect((await visitor.gql(TOGGLE_REVIEW_ANON, { reviewId: token, isAnon: true })).data.toggleReviewAnon).toEqual(noErrors);
    expect((await visitor.gql(SET_REVIEW_PUBLIC_NAME, { reviewId: token, name: ' ' })).data.setReviewPublicName).toEqual(refused(M.publicNameRequired));
    expect((await visitor.gql(SET_REVIEW_PUBLIC_NAME, { reviewId: token, name: 'Jo A.' })).data.setReviewPublicName).toEqual(noErrors);
    // After the text the stars stay.
    expect(await rate({ practiceId: practice.id, clientId: created.clientId, rating: 1 })).toEqual({ ...refused(M.alreadyReviewedPractice), token: null });

    expect(await byToken(token)).toEqual({
      token, rating: 5, text: 'Wonderful massage, very attentive.', isAnonymous: true, publicName: 'Jo A.', skillIds: [skillB], source: 'client', status: 'published',
      createdAt: expect.any(String), appointmentId: null, clientId: created.clientId, practice: { practiceId: practice.id, shortLink: practice.shortLink, name: 'Sam Rivera' },
    });
  });

  it('featureRequest is recorded; a name that is no feature is refused', async () => {
    expect((await visitor.gql(FEATURE_REQUEST, { name: 'video_review' })).data.featureRequest).toEqual(noErrors);
    expect((await visitor.gql(FEATURE_REQUEST, { name: '<script>' })).data.featureRequest).toEqual(refused('Unknown feature.'));
    const recorded = (await server.persistence.store.readAll(START_OF_LOG, 100_000)).filter((e) => e.type === 'FeatureRequested');
    expect(recorded.map((e) => e.data)).toEqual([expect.objectContaining({ name: 'video_review', userId: null, clientId: null })]);
  });
});

describe('the appointment flow', () => {
  it('a past approved appointment: its review link, stars (again before the text), refused after the text', async () => {
    clock.set(new Date(BOOKING_DAY));
    const { client: pro, practice } = await practiceWithSkills('Appointment Spa', [skillA]);
    const [startsAt] = (await freeSlots(visitor, practice, { from: '2026-12-07', to: '2026-12-09' })).filter((s) => s.startsWith('2026-12-07'));
    const booked = (await requestAppointment(visitor, practice, { startsAt, email: 'bea@example.com', firstName: 'Bea', phone: '(212) 555-0177' })).data.requestAppointment;
    expect(booked.errors).toEqual([]);
    const appointmentId = booked.appointmentId as string;
    const clientId = (await pro.gql(`query($id: ID!) { appointment(id: $id) { client { clientId } } }`, { id: appointmentId })).data.appointment.client.clientId as string;

    // Pending: not reviewable, no link.
    expect(await rate({ practiceId: practice.id, clientId, appointmentId, rating: 5 })).toEqual({ ...refused(M.appointmentNotFound), token: null });
    expect((await pro.gql(ACCEPT, { id: appointmentId })).data.acceptAppointment.result).toBe('success');
    expect((await pro.gql(APPOINTMENT_REVIEW_LINK, { id: appointmentId })).data.appointment.reviewLink).toBeNull();
    // Approved but not yet taken place.
    expect(await rate({ practiceId: practice.id, clientId, appointmentId, rating: 5 })).toEqual({ ...refused(M.appointmentNotYet), token: null });

    clock.set(new Date(Date.parse(startsAt) + 2 * 3600_000));
    const link = `${baseUrl}${appointmentReviewPath(practice.shortLink, clientId, appointmentId)}`;
    expect((await pro.gql(APPOINTMENT_REVIEW_LINK, { id: appointmentId })).data.appointment.reviewLink).toBe(link);
    expect((await visitor.gql(TOKEN_APPOINTMENT_REVIEW_LINK, { token: booked.instantActionToken })).data.tokenAppointment.reviewLink).toBe(link);

    const first = await rate({ practiceId: practice.id, clientId, appointmentId, rating: 3 });
    expect(first).toMatchObject(noErrors);
    expect(await rate({ practiceId: practice.id, clientId, appointmentId, rating: 4 })).toEqual({ ...noErrors, token: first.token });
    expect(await byToken(first.token)).toMatchObject({ rating: 4, appointmentId, clientId, source: 'client', status: 'published' });
    expect((await visitor.gql(REVIEW_ADD_TEXT, { reviewId: first.token, text: 'Great session.' })).data.reviewAddTextReview).toEqual(noErrors);
    expect(await rate({ practiceId: practice.id, clientId, appointmentId, rating: 1 })).toEqual({ ...refused(M.alreadyReviewed), token: null });
    expect(await byToken(first.token)).toMatchObject({ rating: 4, text: 'Great session.' });
  });
});

describe('one review per appointment, under a race', () => {
  it('ten ratings sent at once for one appointment make one review, and every answer names it', async () => {
    clock.set(new Date(BOOKING_DAY));
    const { client: pro, practice } = await practiceWithSkills('Race Spa', []);
    const [startsAt] = await freeSlots(visitor, practice, { from: '2026-12-07', to: '2026-12-09' });
    const booked = (await requestAppointment(visitor, practice, { startsAt, email: 'racer@example.com', firstName: 'Rae', phone: '(212) 555-0122' })).data.requestAppointment;
    expect((await pro.gql(ACCEPT, { id: booked.appointmentId })).data.acceptAppointment.result).toBe('success');
    const clientId = (await pro.gql(`query($id: ID!) { appointment(id: $id) { client { clientId } } }`, { id: booked.appointmentId })).data.appointment.client.clientId as string;
    clock.set(new Date(Date.parse(startsAt) + 2 * 3600_000));

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => rate({ practiceId: practice.id, clientId, appointmentId: booked.appointmentId, rating: 1 + (i % 5) })));
    const tokens = new Set(answers.filter((a) => a.result === 'success').map((a) => a.token));
    expect(tokens.size).toBe(1);
    // A writer that lost every retry is told to try again, never a generic error: either the claim's
    // own 'Please try again.' or the store's 'Someone else changed this at the same time. Please try again.'
    for (const refusedAnswer of answers.filter((a) => a.result !== 'success')) {
      expect(refusedAnswer.errors).toHaveLength(1);
      expect(['Please try again.', 'Someone else changed this at the same time. Please try again.']).toContain(refusedAnswer.errors[0]);
    }
    const created = (await server.persistence.store.readAll(START_OF_LOG, 100_000)).filter((e) => e.type === 'ReviewCreated' && (e.data as { appointmentId?: string }).appointmentId === booked.appointmentId);
    expect(created).toHaveLength(1);
  });
});

describe("other practices' ids and unknown tokens", () => {
  it('not found, and nothing changes', async () => {
    clock.set(new Date(BOOKING_DAY));
    const a = await practiceWithSkills('Alpha Reviews', [skillA]);
    const b = await practiceWithSkills('Beta Reviews', []);
    const [startsAt] = await freeSlots(visitor, a.practice, { from: '2026-12-07', to: '2026-12-09' });
    const booked = (await requestAppointment(visitor, a.practice, { startsAt, email: 'cy@example.com', firstName: 'Cyrus', phone: '(212) 555-0166' })).data.requestAppointment;
    expect((await a.client.gql(ACCEPT, { id: booked.appointmentId })).data.acceptAppointment.result).toBe('success');
    clock.set(new Date(Date.parse(startsAt) + 3 * 3600_000));

    const clientOfB = (await reviewer(b.practice.id, 'Dora', '(212) 555-0155')).clientId as string;
    const clientOfA = (await reviewer(a.practice.id, 'Dora', '(212) 555-0155')).clientId as string;
    expect(clientOfA).not.toBe(clientOfB);
    // B's client on A's page; A's appointment for B's client; A's appointment for another client of A.
    expect(await rate({ practiceId: a.practice.id, clientId: clientOfB, rating: 5 })).toEqual({ ...refused(M.clientNotFound), token: null });
    expect(await rate({ practiceId: b.practice.id, clientId: clientOfB, appointmentId: booked.appointmentId, rating: 5 })).toEqual({ ...refused(M.appointmentNotFound), token: null });
    expect(await rate({ practiceId: a.practice.id, clientId: clientOfA, appointmentId: booked.appointmentId, rating: 5 })).toEqual({ ...refused(M.appointmentNotFound), token: null });
    expect(await rate({ practiceId: a.practice.id, clientId: 'not-an-id', rating: 5 })).toEqual({ ...refused(M.clientNotFound), token: null });
    expect((await reviewer('00000000-0000-4000-8000-000000000000', 'Dora', '(212) 555-0155')).errors).toEqual([M.practiceNotFound]);

    const tokenOfB = (await rate({ practiceId: b.practice.id, clientId: clientOfB, rating: 2 })).token as string;
    // B's token cannot endorse A's keywords (it is B's review), and unknown tokens find nothing.
    expect((await visitor.gql(REVIEW_ADD_ENDORSEMENTS, { reviewId: tokenOfB, endorsements: [skillA] })).data.reviewAddEndorsements).toEqual(refused(M.unknownEndorsement));
    for (const token of ['x'.repeat(32), 'short', "'; drop table events; --"]) {
      expect((await visitor.gql(REVIEW_ADD_TEXT, { reviewId: token, text: 'Hijacked review text' })).data.reviewAddTextReview).toEqual(refused(M.reviewNotFound));
      expect((await visitor.gql(TOGGLE_REVIEW_ANON, { reviewId: token, isAnon: true })).data.toggleReviewAnon).toEqual(refused(M.reviewNotFound));
      expect((await visitor.gql(SET_REVIEW_PUBLIC_NAME, { reviewId: token, name: 'X' })).data.setReviewPublicName).toEqual(refused(M.reviewNotFound));
      expect((await visitor.gql(CONFIRM_REVIEW, { reviewId: token })).data.confirmReview).toEqual(refused(M.reviewNotFound));
      expect((await visitor.gql(DISPUTE_REVIEW, { reviewId: token })).data.disputeReview).toEqual(refused(M.reviewNotFound));
      expect(await byToken(token)).toBeNull();
    }
    expect(await byToken(tokenOfB)).toMatchObject({ rating: 2, text: null, isAnonymous: false, publicName: 'Dora', skillIds: [] });
  });
});

describe('an imported review', () => {
  const importFor = async (pro: TestClient, firstName: string, phone: string) => {
    texts = [];
    const res = (await pro.gql(PRO_IMPORT_REVIEW, { rating: 5, review: 'Best massage in town.', firstName, phone, createdAt: '2026-06-01' })).data.proImportReview;
    expect(res).toMatchObject(noErrors);
    await requestsSent();
    const sent = texts.find((t) => t.to === phone);
    const token = /\/i\/r\/confirm\/([A-Za-z0-9_-]+)/.exec(sent?.body ?? '')?.[1];
    if (!token) throw new Error(`no confirmation text: ${JSON.stringify(texts)}`);
    return token;
  };

  it('confirmed by its reviewer through the texted link, then not disputable', async () => {
    const { client: pro, practice: importing } = await practiceWithSkills('Import Spa', []);
    await setPracticeFlags(server, importing.id, { importReviewsEnabled: true });
    const token = await importFor(pro, 'Eve', '+12125550144');
    expect(await byToken(token)).toMatchObject({ rating: 5, text: 'Best massage in town.', source: 'imported', status: 'awaitingConfirmation' });
    expect((await visitor.gql(REVIEW_ADD_TEXT, { reviewId: token, text: 'Changed words' })).data.reviewAddTextReview).toEqual(refused(M.alreadyConfirmed));
    expect((await visitor.gql(CONFIRM_REVIEW, { reviewId: token })).data.confirmReview).toEqual(noErrors);
    expect(await byToken(token)).toMatchObject({ status: 'published' });
    expect((await visitor.gql(DISPUTE_REVIEW, { reviewId: token })).data.disputeReview).toEqual(refused(M.alreadyConfirmed));
  });

  it('disputed by its reviewer, then not confirmable; a client review needs no confirmation', async () => {
    const { client: pro, practice } = await practiceWithSkills('Dispute Spa', []);
    await setPracticeFlags(server, practice.id, { importReviewsEnabled: true });
    const token = await importFor(pro, 'Finn', '+12125550133');
    expect((await visitor.gql(DISPUTE_REVIEW, { reviewId: token })).data.disputeReview).toEqual(noErrors);
    expect(await byToken(token)).toMatchObject({ status: 'disputed' });
    expect((await visitor.gql(CONFIRM_REVIEW, { reviewId: token })).data.confirmReview).toEqual(refused(M.alreadyDisputed));
    const clientId = (await reviewer(practice.id, 'Gail', '(212) 555-0122')).clientId;
    const own = (await rate({ practiceId: practice.id, clientId, rating: 4 })).token;
    expect((await visitor.gql(CONFIRM_REVIEW, { reviewId: own })).data.confirmReview).toEqual(refused(M.notImported));
  });
});

describe('the public rate limit', () => {
  it('the review calls count toward it like the other public calls', async () => {
    const limited = await startTestServer({ publicCallsPerMinute: 3 });
    try {
      const guest = await newClient(limited);
      for (let i = 0; i < 3; i++) expect((await guest.gql(REVIEW_BY_TOKEN, { token: 'y'.repeat(32) })).data.reviewByToken).toBeNull();
      const over = await guest.gql(REVIEW_ADD_RATING, { practiceId: '00000000-0000-4000-8000-000000000000', clientId: '00000000-0000-4000-8000-000000000000', rating: 5 });
      expect(over.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  }, 60_000);
});
