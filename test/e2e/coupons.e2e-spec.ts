// Coupons through the real API: upsertDiscountCode / deleteDiscountCode / discountCodes with the
// spec's rules and messages, the flag, codes unique per practice, another practice's ids refused;
// the public page's quote; booking with a code (the discounted price on the appointment and in the
// payments directory), and codes refused at booking with nothing booked; the last redemption under
// concurrency, decided by the store's expected revision of the coupon's stream.
import { randomUUID } from 'node:crypto';
import { CouponMessages as M } from '#app/coupons';
import { newCommandContext, streamEvents } from '#app/es';
import { handleDecision } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { redeemCode } from '../../apps/api/src/coupons/redeem-at-booking.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, DECLINE, LOG_IN, UPSERT_SERVICE } from '../support/operations.js';
import { RegisterSupportAccountCommand } from '../../apps/api/src/access/commands/register-support-account/register-support-account.command.js';
import { CommandSender } from '../../apps/api/src/infrastructure/command-sender.js';
import { setPracticeFlags } from '../support/practice-flags.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer, type TestPractice } from '../support/test-server.js';

const FIELDS = 'id code kind amountCents percent expiresAt maxRedemptions redemptionCount combinationLimit serviceIds applyToSpecificServices editable';
const LIST = `{ discountCodes { ${FIELDS} } }`;
const UPSERT = `mutation($input: UpsertDiscountCodeInput!) { upsertDiscountCode(input: $input) { result errors discountCode { ${FIELDS} } } }`;
const DELETE = `mutation($id: ID!) { deleteDiscountCode(id: $id) { result errors } }`;
const QUOTE = `query($practiceId: ID!, $code: String!, $serviceId: ID!) { discountCodeQuote(practiceId: $practiceId, code: $code, serviceId: $serviceId) { result errors code discountCents totalCents } }`;
const APPOINTMENT = `query($id: ID!) { appointment(id: $id) { id amountCents discountCodeRedemptions { code amountCents } } }`;
const PAYMENTS = `{ currentPractice { pastAppointments(limit: 50) { id amountCents discountCodeRedemptions { code amountCents } } } }`;

let server: RunningServer;
let pro: TestClient;
let practice: TestPractice & { services: Array<{ id: string; amountCents: number }> };
let other: Awaited<ReturnType<typeof signUpPro>>;

beforeAll(async () => {
  server = await startTestServer();
  const signedUp = await signUpPro(server);
  [pro, practice] = [signedUp.client, signedUp.practice];
  await setPracticeFlags(server, practice.id, { discountCodesEnabled: true });
  other = await signUpPro(server, 'Other Practice');
  await setPracticeFlags(server, other.practice.id, { discountCodesEnabled: true });
});
afterAll(() => server?.close());

const upsert = async (client: TestClient, input: Record<string, unknown>) => (await client.gql(UPSERT, { input })).data.upsertDiscountCode;
const create = async (input: Record<string, unknown>) => {
  const res = await upsert(pro, input);
  if (res.result !== 'success') throw new Error(JSON.stringify(res));
  return res.discountCode;
};
const book = async (code: string | null, startsAt?: string) => requestAppointment(await newClient(server), practice, { discountCode: code, email: `v${randomUUID().slice(0, 8)}@example.com`, ...(startsAt ? { startsAt } : {}) });
const couponEvents = async (id: string) => (await server.app.get<EventStore>(EVENT_STORE).readStream(`discountCode-${id}`)).map((e) => e.type);

describe('upsertDiscountCode / deleteDiscountCode', () => {
  it('refuses while the flag is off', async () => {
    const off = await signUpPro(server, 'No Coupons');
    expect(await upsert(off.client, { code: 'WELCOME2026', percent: 10 })).toMatchObject({ result: null, errors: [M.featureOff] });
  });

  it("checks every rule with the spec's messages and saves nothing refused", async () => {
    expect((await upsert(pro, { code: 'ab-12', percent: 10 })).errors).toEqual([M.invalidCode]);
    expect((await upsert(pro, { code: 'FIXEDCODE1', kind: 'fixed' })).errors).toEqual([M.fixedAmountRequired]);
    expect((await upsert(pro, { code: 'FIXEDCODE1', kind: 'fixed', amountCents: 99 })).errors).toEqual([M.fixedAmountTooSmall]);
    expect((await upsert(pro, { code: 'PERCENT01', kind: 'percentage' })).errors).toEqual([M.percentRequired]);
    expect((await upsert(pro, { code: 'PERCENT01', kind: 'percentage', percent: 101 })).errors).toEqual([M.invalidPercent]);
    expect((await upsert(pro, { code: 'PERCENT01', percent: 10, applyToSpecificServices: true, serviceIds: [] })).errors).toEqual([M.servicesRequired]);
    expect((await upsert(pro, { code: 'PERCENT01', percent: 10, applyToSpecificServices: true, serviceIds: [other.practice.services[0].id] })).errors).toEqual([M.serviceNotFound]);
    expect((await pro.gql(LIST)).data.discountCodes).toEqual([]);
  });

  it('upper-cases and strips the code; blank draws a random one; codes are unique per practice', async () => {
    const saved = await create({ code: 'summer-20 off', kind: 'fixed', amountCents: 1500, maxRedemptions: 3, expiresAt: '2099-01-01T00:00:00Z' });
    expect(saved).toMatchObject({ code: 'SUMMER20OFF', kind: 'fixed', amountCents: 1500, percent: null, maxRedemptions: 3, combinationLimit: 1, redemptionCount: 0, editable: true });
    expect((await create({ percent: 5 })).code).toMatch(/^[A-Z0-9]{10}$/);
    expect((await upsert(pro, { code: 'SUMMER20OFF', percent: 5 })).errors).toEqual([M.codeTaken]);
    // Another practice may use the same code.
    expect((await upsert(other.client, { code: 'SUMMER20OFF', percent: 5 })).result).toBe('success');
    // A changed code frees the old one.
    await create({ id: saved.id, code: 'SUMMER25OFF', kind: 'fixed', amountCents: 1500 });
    expect((await upsert(pro, { code: 'SUMMER20OFF', percent: 5 })).result).toBe('success');
  });

  it("another practice's ids are refused; delete frees the code", async () => {
    const mine = await create({ code: 'DELETEME1', percent: 10 });
    expect((await upsert(other.client, { id: mine.id, code: 'DELETEME1', percent: 50 })).errors).toEqual([M.couponNotFound]);
    expect((await other.client.gql(DELETE, { id: mine.id })).data.deleteDiscountCode.errors).toEqual([M.couponNotFound]);
    expect((await other.client.gql(LIST)).data.discountCodes.map((c: { id: string }) => c.id)).not.toContain(mine.id);
    expect((await pro.gql(DELETE, { id: mine.id })).data.deleteDiscountCode).toEqual({ result: 'success', errors: [] });
    expect((await pro.gql(LIST)).data.discountCodes.map((c: { id: string }) => c.id)).not.toContain(mine.id);
    expect((await upsert(pro, { code: 'DELETEME1', percent: 10 })).result).toBe('success');
  });

  it("support reads a practice's coupons and changes nothing; a visitor gets nothing", async () => {
    await server.app.get(CommandSender).send(
      new RegisterSupportAccountCommand({ email: 'coupons-help@example.com', name: 'Help Desk', password: 'support-password' }, newCommandContext({ kind: 'system', id: 'cli' })),
    );
    const support = await newClient(server);
    expect((await support.gql(LOG_IN, { email: 'coupons-help@example.com', password: 'support-password' })).data.logIn.result).toBe('success');
    const theirs = (await support.gql(`query($p: ID) { discountCodes(practiceId: $p) { id code } }`, { p: practice.id })).data.discountCodes;
    expect(theirs.map((c: { code: string }) => c.code)).toEqual((await pro.gql(LIST)).data.discountCodes.map((c: { code: string }) => c.code));
    expect((await support.gql(UPSERT, { input: { code: 'SUPPORT01', percent: 10 } })).errors?.[0]?.message).toBeTruthy();
    expect((await (await newClient(server)).gql(LIST)).data?.discountCodes).toBeFalsy();
  });
});

describe('booking with a code', () => {
  it('quotes, books at the discounted price, and shows it on the appointment and in the payments directory; a redeemed coupon is locked', async () => {
    const coupon = await create({ code: 'TWENTYOFF', percent: 20 });
    const service = practice.services[0];
    const expected = Math.round((service.amountCents * 20) / 100);
    const visitor = await newClient(server);
    expect((await visitor.gql(QUOTE, { practiceId: practice.id, code: 'twenty-off', serviceId: service.id })).data.discountCodeQuote)
      .toMatchObject({ result: 'success', code: 'TWENTYOFF', discountCents: expected, totalCents: service.amountCents - expected });
    const booked = (await book('twentyoff')).data.requestAppointment;
    expect(booked.result).toBe('success');
    expect((await pro.gql(ACCEPT, { id: booked.appointmentId })).data.acceptAppointment.result).toBe('success');
    expect((await pro.gql(APPOINTMENT, { id: booked.appointmentId })).data.appointment)
      .toEqual({ id: booked.appointmentId, amountCents: service.amountCents - expected, discountCodeRedemptions: [{ code: 'TWENTYOFF', amountCents: expected }] });
    const row = (await pro.gql(PAYMENTS)).data.currentPractice.pastAppointments.find((r: { id: string }) => r.id === booked.appointmentId);
    expect(row).toEqual({ id: booked.appointmentId, amountCents: service.amountCents - expected, discountCodeRedemptions: [{ code: 'TWENTYOFF', amountCents: expected }] });
    const listed = (await pro.gql(LIST)).data.discountCodes.find((c: { id: string }) => c.id === coupon.id);
    expect(listed).toMatchObject({ redemptionCount: 1, editable: false });
    expect((await upsert(pro, { id: coupon.id, code: 'TWENTYOFF', percent: 30 })).errors).toEqual([M.redeemedNotEditable]);
  });

  it("refuses an expired, used-up, wrong-service, unknown or other practice's code, and books nothing", async () => {
    const expired = await create({ code: 'EXPIRED01', percent: 10, expiresAt: '2020-01-01T00:00:00Z' });
    const usedUp = await create({ code: 'ONCEONLY1', percent: 10, maxRedemptions: 1 });
    expect((await book('ONCEONLY1')).data.requestAppointment.result).toBe('success');
    const extra = (await pro.gql(UPSERT_SERVICE, { input: { name: 'Reiki', description: 'Energy work.', timeLength: 60, amountCents: 7000 } })).data.upsertService.service;
    await create({ code: 'REIKIONLY', percent: 10, applyToSpecificServices: true, serviceIds: [extra.id] });
    await upsert(other.client, { code: 'THEIRCODE', percent: 90 });
    const slot = (await freeSlots(await newClient(server), practice))[0];
    const cases: Array<[string, string]> = [['EXPIRED01', M.codeExpired], ['ONCEONLY1', M.codeUsedUp], ['REIKIONLY', M.codeWrongService], ['NOSUCHCODE', M.codeNotValid], ['THEIRCODE', M.codeNotValid]];
    for (const [code, message] of cases) {
      expect((await book(code, slot)).data.requestAppointment).toMatchObject({ result: null, errors: [message], appointmentId: null });
      const visitor = await newClient(server);
      expect((await visitor.gql(QUOTE, { practiceId: practice.id, code, serviceId: practice.services[0].id })).data.discountCodeQuote.errors).toEqual([message]);
    }
    // The slot is still free: nothing was booked at a wrong price, and nothing redeemed.
    expect(await freeSlots(await newClient(server), practice)).toContain(slot);
    expect(await couponEvents(expired.id)).toEqual(['DiscountCodeCreated']);
    expect(await couponEvents(usedUp.id)).toEqual(['DiscountCodeCreated', 'DiscountCodeRedeemed']);
  });
});

describe('the last redemption under concurrency', () => {
  it('two visitors at once with max redemptions 1: exactly one gets the discount', async () => {
    const coupon = await create({ code: 'RACEONCE1', percent: 50, maxRedemptions: 1 });
    const [first, second] = (await freeSlots(await newClient(server), practice)).slice(2, 4);
    const results = await Promise.all([book('RACEONCE1', first), book('RACEONCE1', second)]);
    const outcomes = results.map((r) => r.data.requestAppointment);
    expect(outcomes.filter((o) => o.result === 'success')).toHaveLength(1);
    expect(outcomes.filter((o) => o.result === null).map((o) => o.errors)).toEqual([[M.codeUsedUp]]);
    expect(await couponEvents(coupon.id)).toEqual(['DiscountCodeCreated', 'DiscountCodeRedeemed']);
  });

  it("a declined booking gives its code's use back (once): the max-1 code books again", async () => {
    const coupon = await create({ code: 'GIVENBACK1', percent: 10, maxRedemptions: 1 });
    const booked = (await book('GIVENBACK1')).data.requestAppointment;
    expect(booked.result).toBe('success');
    expect((await book('GIVENBACK1')).data.requestAppointment.errors).toEqual([M.codeUsedUp]);
    expect((await pro.gql(DECLINE, { id: booked.appointmentId })).data.declineAppointment.result).toBe('success');
    let events: string[] = [];
    for (let i = 0; i < 100 && !events.includes('DiscountCodeRedemptionReleased'); i++) {
      events = await couponEvents(coupon.id);
      if (!events.includes('DiscountCodeRedemptionReleased')) await new Promise((r) => setTimeout(r, 100));
    }
    expect(events).toEqual(['DiscountCodeCreated', 'DiscountCodeRedeemed', 'DiscountCodeRedemptionReleased']);
    expect((await book('GIVENBACK1')).data.requestAppointment.result).toBe('success');
  });

  it("the conflict is the store's expected revision of the coupon's stream (no lock): both decide on the same state, one append wins, the other is retaken and refused", async () => {
    const coupon = await create({ code: 'RACETWICE', percent: 50, maxRedemptions: 1 });
    const store = server.app.get<EventStore>(EVENT_STORE);
    let arrived = 0;
    let rounds = 0;
    let release!: () => void;
    const bothDecided = new Promise<void>((resolve) => (release = resolve));
    const attempt = () =>
      handleDecision(store, newCommandContext({ kind: 'visitor', id: 'anonymous' }, new Date()), async (loader) => {
        rounds++;
        const state = await loader.load(practiceStreamId(practice.id), practiceDecider);
        const { part } = await redeemCode(loader, { practice: state, code: 'RACETWICE', lines: [{ serviceId: practice.services[0].id, amountCents: 10_000 }], now: new Date(), appointmentId: randomUUID(), registrationId: null });
        if (++arrived === 2) release(); // the first round of each waits until both have read the coupon at the same revision
        if (arrived <= 2) await bothDecided;
        return [streamEvents(part.streamId, part.practiceId, part.events)];
      });
    const settled = await Promise.allSettled([attempt(), attempt()]);
    expect(arrived).toBe(2); // both first rounds decided to redeem on the same revision
    expect(rounds).toBe(3); // the loser's append conflicted, and its second round on fresh state refused
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    expect(settled.filter((s) => s.status === 'rejected').map((s) => (s as PromiseRejectedResult).reason.message)).toEqual([M.codeUsedUp]);
    expect(await couponEvents(coupon.id)).toEqual(['DiscountCodeCreated', 'DiscountCodeRedeemed']);
  });
});
