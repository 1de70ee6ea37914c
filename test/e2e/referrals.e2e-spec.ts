// The referral program through the real API (spec 002 §2-§9, issue 16): the code is made once and
// stays; a sign-up with ?ref=CODE records a use with its date on the code's practice; unknown,
// malformed and own codes record nothing and never stop a sign-up; each pro sees only their own
// referral; support's withdrawal CLI (its function) needs a lifer practice and the credit; the
// lifer flag gates isLifer and the withdrawals; the demo's referrals.
import { CommandBus } from '@nestjs/cqrs';
import { newCommandContext } from '#app/es';
import { ReferralMessages as M } from '#app/referrals';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { parseReferralWithdrawalArgs, type ReferralWithdrawalArgs } from '../../apps/api/src/referrals/cli/referral-withdrawal-args.js';
import { runReferralWithdrawal } from '../../apps/api/src/referrals/cli/run-referral-withdrawal.js';
import { RecordReferralUseCommand } from '../../apps/api/src/referrals/commands/record-referral-use/record-referral-use.command.js';
import { seedDemoReferrals } from '../../apps/api/src/referrals/demo-referrals.js';
import type { TestClient } from '../support/graphql-client.js';
import { CURRENT_PRACTICE, SIGN_UP } from '../support/operations.js';
import { setPracticeFlags } from '../support/practice-flags.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';

const FIELDS = 'discountCode amountCents referralUses { id useDate } withdrawals { id withdrawalDate amountCents status } isLifer';
const REFERRAL = `{ practitionerReferral { ${FIELDS} } }`;
const ENSURE = `mutation { ensurePractitionerReferral { result errors practitionerReferral { ${FIELDS} } } }`;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const referralOf = async (pro: TestClient) => (await pro.gql(REFERRAL)).data.practitionerReferral;
const ensure = async (pro: TestClient) => {
  const res = (await pro.gql(ENSURE)).data.ensurePractitionerReferral;
  expect(res).toMatchObject({ result: 'success', errors: [] });
  return res.practitionerReferral;
};

let counter = 0;
/** A new pro signing up from a referral link (the sign-up page sends ?ref= as referralCode). */
const signUpWith = async (referralCode: string | null) => {
  const client = await newClient(server);
  const input = { name: 'Noor Haddad', email: `referred${++counter}-${Date.now()}@example.com`, password: 'correct horse battery', practiceName: 'Noor Reiki', referralCode };
  const res = await client.gql(SIGN_UP, { input });
  expect(res.data.signUp).toMatchObject({ result: 'success', errors: [] });
  return { client, practice: (await client.gql(CURRENT_PRACTICE)).data.currentPractice };
};

const cli = (...argv: string[]) => {
  const args = parseReferralWithdrawalArgs(argv);
  if ('error' in args) throw new Error(args.error);
  return runReferralWithdrawal(server.app, args as ReferralWithdrawalArgs);
};

describe('referral program', () => {
  it("makes the practice's code once, from the pro's first name; it stays the same, even when asked for at once", async () => {
    const { client: pro } = await signUpPro(server);
    expect(await referralOf(pro)).toEqual({ discountCode: '', amountCents: 2500, referralUses: [], withdrawals: [], isLifer: false });
    const [a, b, c] = await Promise.all([ensure(pro), ensure(pro), ensure(pro)]);
    expect(a.discountCode).toMatch(/^SAM-[A-HJKMNP-Z2-9]{4}$/);
    expect([b.discountCode, c.discountCode]).toEqual([a.discountCode, a.discountCode]);
    expect((await ensure(pro)).discountCode).toBe(a.discountCode);
    expect(await referralOf(pro)).toEqual({ discountCode: a.discountCode, amountCents: 2500, referralUses: [], withdrawals: [], isLifer: false });
  });

  it('a sign-up with the code (any case) records a use dated at the sign-up; the referred pro starts with none', async () => {
    const { client: pro } = await signUpPro(server);
    const { discountCode } = await ensure(pro);
    const before = Date.now();
    const { client: referred } = await signUpWith(` ${discountCode.toLowerCase()} `);
    const after = Date.now();
    const { referralUses } = await referralOf(pro);
    expect(referralUses).toHaveLength(1);
    expect(Date.parse(referralUses[0].useDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(referralUses[0].useDate)).toBeLessThanOrEqual(after + 1000);
    expect(await referralOf(referred)).toMatchObject({ discountCode: '', referralUses: [] });
    await signUpWith(discountCode);
    expect((await referralOf(pro)).referralUses).toHaveLength(2);
  });

  it('unknown and malformed codes are ignored: the sign-up succeeds and no practice is credited', async () => {
    const { client: pro } = await signUpPro(server);
    const { discountCode } = await ensure(pro);
    for (const code of ['NOBODY-ZZZZ', 'not a code', "'; DROP TABLE events; --", '', null]) await signUpWith(code);
    expect((await referralOf(pro)).referralUses).toEqual([]);
    expect(discountCode).not.toBe('');
  });

  it("a practice's own code, or a second use by the same practice, records nothing", async () => {
    const { client: pro, practice } = await signUpPro(server);
    const { discountCode } = await ensure(pro);
    const record = (referredPracticeId: string) => server.app.get(CommandBus).execute(new RecordReferralUseCommand(discountCode, referredPracticeId, newCommandContext({ kind: 'system', id: 'test' })));
    expect((await record(practice.id)).events).toEqual([]);
    const { practice: referred } = await signUpWith(discountCode);
    expect((await record(referred.id)).events).toEqual([]);
    expect((await referralOf(pro)).referralUses).toHaveLength(1);
  });

  it('each pro sees only their own referral; visitors get nothing', async () => {
    const { client: maya } = await signUpPro(server);
    const { client: other } = await signUpPro(server);
    const mine = await ensure(maya);
    await signUpWith(mine.discountCode);
    const theirs = await ensure(other);
    expect(theirs.discountCode).not.toBe(mine.discountCode);
    expect(await referralOf(other)).toMatchObject({ discountCode: theirs.discountCode, referralUses: [] });
    expect((await referralOf(maya)).referralUses).toHaveLength(1);
    const visitor = await newClient(server);
    const res = await visitor.gql(REFERRAL);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(ENSURE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("support's withdrawal CLI: lifer practices only, within the credit; marks paid once; the lifer flag gates isLifer and the withdrawals", async () => {
    const { client: pro, practice } = await signUpPro(server);
    const { discountCode } = await ensure(pro);
    await signUpWith(discountCode);
    await signUpWith(discountCode);
    await expect(cli('--practice', practice.shortLink, '--amount', '2500')).rejects.toThrow(M.notLifer);
    await setPracticeFlags(server, practice.id, { liferEnabled: true });
    expect(await referralOf(pro)).toMatchObject({ isLifer: true, withdrawals: [] });
    await expect(cli('--practice', practice.id, '--amount', '5001')).rejects.toThrow(M.overBalance(5000));
    const out = await cli('--practice', practice.shortLink, '--amount', '2500');
    expect(out).toContain(`Code: ${discountCode}`);
    expect(out).toContain('Uses: 2 x $25.00 = $50.00; credit left $25.00');
    await cli('--practice', practice.id, '--amount', '1000', '--status', 'paid');
    const { withdrawals } = await referralOf(pro);
    expect(withdrawals.map((w: { amountCents: number; status: string }) => [w.amountCents, w.status])).toEqual([[2500, 'pending'], [1000, 'paid']]);
    const pending = withdrawals[0].id;
    expect(await cli('--practice', practice.shortLink, '--mark-paid', pending)).toContain(`Withdrawal ${pending}:`);
    expect((await referralOf(pro)).withdrawals.map((w: { status: string }) => w.status)).toEqual(['paid', 'paid']);
    await expect(cli('--practice', practice.shortLink, '--mark-paid', pending)).rejects.toThrow(M.alreadyPaid);
    await expect(cli('--practice', 'no-such-practice')).rejects.toThrow("No practice with the short link or id 'no-such-practice'.");
    await setPracticeFlags(server, practice.id, { liferEnabled: false });
    expect(await referralOf(pro)).toMatchObject({ isLifer: false, withdrawals: [], referralUses: [{}, {}] });
  });

  it('the demo referrals: three uses and, for a lifer practice, one paid and one pending withdrawal', async () => {
    const { client: pro, practice } = await signUpPro(server);
    await setPracticeFlags(server, practice.id, { liferEnabled: true });
    const bus = server.app.get(CommandBus);
    await seedDemoReferrals((command) => bus.execute(command), server.persistence.store, {
      practiceId: practice.id, pro: newCommandContext({ kind: 'pro', id: 'demo', name: 'Maya Chen' }),
    });
    const referral = await referralOf(pro);
    expect(referral.discountCode).toMatch(/^MAYA-/);
    expect(referral.referralUses).toHaveLength(3);
    expect(referral.withdrawals.map((w: { amountCents: number; status: string }) => [w.amountCents, w.status])).toEqual([[2500, 'paid'], [2500, 'pending']]);
    expect((await ensure(pro)).discountCode).toBe(referral.discountCode);
  });
});
