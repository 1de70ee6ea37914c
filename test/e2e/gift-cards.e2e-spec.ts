// Gift cards through the real API: templates (the spec's messages, defaults, another practice's
// refused, the flag off refused), the public list, buying by card on the simulator (the code
// e-mailed to the recipient, shown in the pro's mailbox; a declined card sells nothing), the
// Activity tab, redeeming (over-spending refused; two racing redemptions: exactly one wins), and
// spending a card at public booking (up to what is left to pay; given back when the booking is
// declined or cancelled; two bookings racing for one balance never spend more than it).
import request from 'supertest';
import { GiftCardMessages as M } from '#app/gift-cards';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, CANCEL, DECLINE, UPSERT_SERVICE } from '../support/operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import { setPracticeFlags } from '../support/practice-flags.js';
import { connectSimulated, SET_PAYMENT_PROVIDER } from '../support/payment-operations.js';

const TEMPLATE_FIELDS = 'id amountCents amountCurrency description active public';
const TEMPLATES = `{ giftCardTemplates { ${TEMPLATE_FIELDS} } }`;
const UPSERT = `mutation($id: ID, $amountCents: Int, $description: String, $active: Boolean, $public: Boolean) {
  upsertGiftCardTemplate(id: $id, amountCents: $amountCents, description: $description, active: $active, public: $public) { result errors giftCardTemplate { ${TEMPLATE_FIELDS} } } }`;
const ACTIVITY = `{ giftCardActivity { id kind at giftCardId code amountCents balanceCents currency buyerName recipientName recipientEmail appointmentId } }`;
const REDEEM = `mutation($code: String!, $amountCents: Int!) { redeemGiftCard(code: $code, amountCents: $amountCents) { result errors balanceCents } }`;
const PUBLIC = `query($s: String!) { publicGiftCardTemplates(shortLink: $s) { id amountCents amountCurrency description } }`;
const SETUP = `mutation($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {
  bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $firstName, lastName: $lastName) { result errors setupIntentSecret } }`;
const PURCHASE = `mutation($practiceId: ID!, $giftCardTemplateId: ID!, $buyerName: String!, $buyerEmail: String!, $recipientName: String!, $recipientEmail: String!,
  $message: String, $setupIntentSecret: String, $cardSourceId: String) {
  purchaseGiftCard(practiceId: $practiceId, giftCardTemplateId: $giftCardTemplateId, buyerName: $buyerName, buyerEmail: $buyerEmail, recipientName: $recipientName,
    recipientEmail: $recipientEmail, message: $message, setupIntentSecret: $setupIntentSecret, cardSourceId: $cardSourceId) { result errors giftCard { code amountCents currency recipientEmail } } }`;
const BALANCE = `query($p: ID!, $c: String!) { giftCardBalance(practiceId: $p, code: $c) { result errors code balanceCents currency } }`;
const PAID = `query($id: ID!) { appointment(id: $id) { id state amountCents giftCardRedemptions { code amountCents } } }`;
const MAILBOX = `{ mailbox(limit: 50) { items { to subject text } } }`;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const ORDER = { buyerName: 'Grace Hopper', buyerEmail: 'grace@example.com', recipientName: 'Ada Lovelace', recipientEmail: 'ada@example.com', message: 'Happy birthday!' };

/** A pro whose practice has gift cards on and takes cards through the simulated stripe. */
const giftCardPractice = async () => {
  const signedUp = await signUpPro(server, 'Gift Card Massage');
  await setPracticeFlags(server, signedUp.practice.id, { giftCardsEnabled: true });
  await connectSimulated(signedUp.client, 'stripe');
  const provider = (await signedUp.client.gql(SET_PAYMENT_PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider;
  if (provider.errors.length) throw new Error(`payment provider refused: ${provider.errors}`);
  return signedUp;
};

const createTemplate = async (pro: TestClient, fields: Record<string, unknown> = {}) => {
  const res = (await pro.gql(UPSERT, { amountCents: 7500, ...fields })).data.upsertGiftCardTemplate;
  if (res.result !== 'success') throw new Error(`template refused: ${JSON.stringify(res)}`);
  return res.giftCardTemplate;
};

/** The visitor's card form on the simulator: a setup for the buyer, confirmed with `number`, then the purchase. */
const buy = async (visitor: TestClient, practiceId: string, giftCardTemplateId: string, number = '4242424242424242', order: Record<string, unknown> = ORDER) => {
  const setup = (await visitor.gql(SETUP, { practiceId, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' })).data.bookingSetupIntent;
  expect(setup.result).toBe('success');
  const confirmed = await request(server.url).post('/simulated-provider/stripe/setup-intents/confirm')
    .send({ clientSecret: setup.setupIntentSecret, number, expMonth: 12, expYear: 2034, cvc: '123' });
  const res = await visitor.gql(PURCHASE, { practiceId, giftCardTemplateId, ...order, setupIntentSecret: setup.setupIntentSecret });
  return { confirmed: confirmed.status, payload: res.data.purchaseGiftCard };
};

describe('gift cards', () => {
  it('templates: spec messages, defaults, changes, the flag, and another practice refused', async () => {
    const { client: pro } = await giftCardPractice();
    const refused = async (vars: Record<string, unknown>) => (await pro.gql(UPSERT, vars)).data.upsertGiftCardTemplate;
    expect(await refused({})).toMatchObject({ result: null, errors: [M.amountRequired] });
    expect(await refused({ amountCents: -100 })).toMatchObject({ result: null, errors: [M.amountPositive] });
    expect(await refused({ amountCents: 0 })).toMatchObject({ result: null, errors: [M.amountPositive] });
    expect(await refused({ amountCents: 1050 })).toMatchObject({ result: null, errors: [M.amountWholeDollars] });
    expect((await pro.gql(TEMPLATES)).data.giftCardTemplates).toEqual([]);

    const made = await createTemplate(pro, { description: ' For you ' });
    expect(made).toMatchObject({ amountCents: 7500, amountCurrency: 'USD', description: 'For you', active: true, public: true });
    const changed = await createTemplate(pro, { id: made.id, amountCents: 8000, description: null, public: false });
    expect(changed).toMatchObject({ id: made.id, amountCents: 8000, description: null, active: true, public: false });
    expect((await pro.gql(TEMPLATES)).data.giftCardTemplates).toEqual([changed]);

    const { client: other, practice: otherPractice } = await signUpPro(server, 'Other Practice');
    // Gift cards off: a clear refusal.
    expect((await other.gql(TEMPLATES)).errors?.[0]?.message).toBe(M.disabled);
    expect((await other.gql(UPSERT, { amountCents: 5000 })).data.upsertGiftCardTemplate).toMatchObject({ result: null, errors: [M.disabled] });
    await setPracticeFlags(server, otherPractice.id, { giftCardsEnabled: true });
    expect((await other.gql(UPSERT, { id: made.id, amountCents: 100 })).data.upsertGiftCardTemplate).toMatchObject({ result: null, errors: [M.templateNotFound] });
    expect((await other.gql(TEMPLATES)).data.giftCardTemplates).toEqual([]);
    expect((await pro.gql(TEMPLATES)).data.giftCardTemplates).toEqual([changed]);
    // A visitor changes nothing.
    const visitor = await newClient(server);
    expect((await visitor.gql(UPSERT, { amountCents: 5000 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('buying on the public page: the code mailed to the recipient, the sale in Activity; a declined card sells nothing; redeeming never overspends', async () => {
    const { client: pro, practice } = await giftCardPractice();
    const seventyFive = await createTemplate(pro, { description: 'An hour of calm' });
    const hidden = await createTemplate(pro, { amountCents: 20000, public: false });
    const visitor = await newClient(server);
    const listed = (await visitor.gql(PUBLIC, { s: practice.shortLink })).data.publicGiftCardTemplates;
    expect(listed).toEqual([{ id: seventyFive.id, amountCents: 7500, amountCurrency: 'USD', description: 'An hour of calm' }]);

    // The form's rules, before any card is touched.
    const badOrder = await buy(visitor, practice.id, seventyFive.id, '4242424242424242', { ...ORDER, recipientEmail: 'nope' });
    expect(badOrder.payload).toMatchObject({ result: null, errors: [M.recipientEmailInvalid] });
    // A template not online is not for sale.
    expect((await buy(visitor, practice.id, hidden.id)).payload).toMatchObject({ result: null, errors: [M.templateNotForSale] });
    // Declined when saved, and declined when charged: nothing is sold.
    const refusedAtSave = await buy(visitor, practice.id, seventyFive.id, '4000000000000002');
    expect(refusedAtSave.confirmed).not.toBe(200);
    expect(refusedAtSave.payload.result).toBeNull();
    const declined = await buy(visitor, practice.id, seventyFive.id, '4000000000000341');
    expect(declined.payload).toMatchObject({ result: null, errors: ['Your card was declined.'], giftCard: null });
    expect((await pro.gql(ACTIVITY)).data.giftCardActivity).toEqual([]);

    const sold = (await buy(visitor, practice.id, seventyFive.id)).payload;
    expect(sold).toMatchObject({ result: 'success', giftCard: { amountCents: 7500, currency: 'USD', recipientEmail: 'ada@example.com' } });
    const code: string = sold.giftCard.code;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const activity = (await pro.gql(ACTIVITY)).data.giftCardActivity;
    expect(activity).toEqual([expect.objectContaining({ kind: 'sale', amountCents: 7500, balanceCents: 7500, code: `••••-${code.slice(-4)}`, buyerName: 'Grace Hopper', recipientName: 'Ada Lovelace' })]);

    // The recipient's e-mail, in the pro's mailbox (sent by a reaction: wait for it).
    let mail: { to: string; subject: string; text: string } | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (await pro.gql(MAILBOX)).data.mailbox.items.find((m: { to: string }) => m.to === 'ada@example.com');
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail?.subject).toBe('Grace Hopper sent you a $75 gift card for Gift Card Massage');
    expect(mail?.text).toContain(code);
    expect(mail?.text).toContain('Happy birthday!');

    // Another practice neither sees nor spends it.
    const { client: other, practice: otherPractice } = await signUpPro(server, 'Other Practice');
    await setPracticeFlags(server, otherPractice.id, { giftCardsEnabled: true });
    expect((await other.gql(ACTIVITY)).data.giftCardActivity).toEqual([]);
    expect((await other.gql(REDEEM, { code, amountCents: 100 })).data.redeemGiftCard).toMatchObject({ result: null, errors: [M.cardNotFound] });
    // Nor does a visitor buy another practice's template through this practice.
    const crossed = await visitor.gql(PURCHASE, { practiceId: otherPractice.id, giftCardTemplateId: seventyFive.id, ...ORDER, setupIntentSecret: 'seti_x_secret_y' });
    expect(crossed.data.purchaseGiftCard).toMatchObject({ result: null, errors: [M.templateNotFound] });

    // Redeeming: part, over the balance refused, typed loosely.
    expect((await pro.gql(REDEEM, { code: code.toLowerCase().replace(/-/g, ' '), amountCents: 2500 })).data.redeemGiftCard).toEqual({ result: 'success', errors: [], balanceCents: 5000 });
    expect((await pro.gql(REDEEM, { code, amountCents: 5001 })).data.redeemGiftCard).toMatchObject({ result: null, errors: [M.balanceTooLow] });
    expect((await pro.gql(REDEEM, { code, amountCents: 0 })).data.redeemGiftCard).toMatchObject({ result: null, errors: [M.redeemAmountPositive] });

    // Two redemptions of $40 race for the $50 left: exactly one wins, the balance never goes below zero.
    const [a, b] = await Promise.all([pro.gql(REDEEM, { code, amountCents: 4000 }), pro.gql(REDEEM, { code, amountCents: 4000 })]);
    const answers = [a.data.redeemGiftCard, b.data.redeemGiftCard];
    expect(answers.filter((x) => x.result === 'success')).toEqual([{ result: 'success', errors: [], balanceCents: 1000 }]);
    expect(answers.filter((x) => x.result !== 'success')).toEqual([expect.objectContaining({ errors: [M.balanceTooLow] })]);

    const rows = (await pro.gql(ACTIVITY)).data.giftCardActivity;
    expect(rows.map((r: { kind: string; amountCents: number; balanceCents: number }) => [r.kind, r.amountCents, r.balanceCents])).toEqual([
      ['redemption', 4000, 1000],
      ['redemption', 2500, 5000],
      ['sale', 7500, 7500],
    ]);

    // Staff turn gift cards off: nothing is listed or sold, the pro's calls say why.
    await setPracticeFlags(server, practice.id, { giftCardsEnabled: false });
    expect((await visitor.gql(PUBLIC, { s: practice.shortLink })).data.publicGiftCardTemplates).toEqual([]);
    expect((await buy(visitor, practice.id, seventyFive.id)).payload).toMatchObject({ result: null, errors: [M.disabled] });
    expect((await pro.gql(ACTIVITY)).errors?.[0]?.message).toBe(M.disabled);
    expect((await pro.gql(REDEEM, { code, amountCents: 100 })).data.redeemGiftCard).toMatchObject({ result: null, errors: [M.disabled] });
  });
});

describe('gift cards at public booking', () => {
  it('a card pays up to what is left to pay; declined or cancelled gives it back; racing bookings never overspend; codes stay in their practice', async () => {
    const { client: pro, practice } = await giftCardPractice();
    const fifty = await createTemplate(pro, { amountCents: 5000 });
    const visitor = await newClient(server);
    const code: string = (await buy(visitor, practice.id, fifty.id)).payload.giftCard.code;
    const masked = `••••-${code.slice(-4)}`;
    const deep = (await pro.gql(UPSERT_SERVICE, { input: { name: 'Deep tissue', description: 'Firm.', timeLength: 60, amountCents: 3000, locationIds: [practice.locations[0].id] } })).data.upsertService.service;
    const at = { ...practice, services: [deep] };
    const balance = async (c = code) => (await (await newClient(server)).gql(BALANCE, { p: practice.id, c })).data.giftCardBalance;
    const book = async (giftCardCode: string | null, startsAt?: string) =>
      (await requestAppointment(await newClient(server), at, { giftCardCode, email: `v${Math.random().toString(36).slice(2, 10)}@example.com`, ...(startsAt ? { startsAt } : {}) })).data.requestAppointment;
    const paid = async (id: string) => (await pro.gql(PAID, { id })).data.appointment;
    const balanceBecomes = async (cents: number) => {
      for (let i = 0; i < 100 && (await balance()).balanceCents !== cents; i++) await new Promise((r) => setTimeout(r, 100));
      return (await balance()).balanceCents;
    };

    // The page's check, typed loosely; a wrong code says so.
    expect(await balance(code.toLowerCase().replace(/-/g, ' '))).toEqual({ result: 'success', errors: [], code: masked, balanceCents: 5000, currency: 'USD' });
    expect(await balance('NOPE-NOPE-NOPE-NOPE')).toMatchObject({ result: null, errors: [M.cardNotFound], balanceCents: null });

    // $30 booked: the card pays it all, $20 left on it.
    const first = await book(code);
    expect(first).toMatchObject({ result: 'success' });
    expect(await paid(first.appointmentId)).toMatchObject({ amountCents: 0, giftCardRedemptions: [{ code: masked, amountCents: 3000 }] });
    // $30 again: the card pays its $20, $10 left to pay.
    const second = await book(code);
    expect(await paid(second.appointmentId)).toMatchObject({ amountCents: 1000, giftCardRedemptions: [{ code: masked, amountCents: 2000 }] });
    expect((await balance()).errors).toEqual([M.cardUsedUp]);
    // A used-up card books nothing: the time stays free.
    const slot = (await freeSlots(await newClient(server), at))[0];
    expect(await book(code, slot)).toMatchObject({ result: null, errors: [M.cardUsedUp], appointmentId: null });
    expect(await freeSlots(await newClient(server), at)).toContain(slot);
    expect(await book('NOPE-NOPE-NOPE-NOPE', slot)).toMatchObject({ result: null, errors: [M.cardNotFound] });

    // Declined: its $20 goes back to the card; cancelled: its $30 too (once, whatever happens next).
    expect((await pro.gql(DECLINE, { id: second.appointmentId })).data.declineAppointment.result).toBe('success');
    expect(await balanceBecomes(2000)).toBe(2000);
    expect((await pro.gql(ACCEPT, { id: first.appointmentId })).data.acceptAppointment.result).toBe('success');
    expect((await pro.gql(CANCEL, { id: first.appointmentId })).data.cancelAppointment.result).toBe('success');
    expect(await balanceBecomes(5000)).toBe(5000);
    const rows = (await pro.gql(ACTIVITY)).data.giftCardActivity.map((r: { kind: string; amountCents: number }) => [r.kind, r.amountCents]);
    expect(rows.filter(([kind]: [string]) => kind === 'release').sort()).toEqual([['release', 2000], ['release', 3000]]);

    // Two bookings race for the $50: together they never take more than the balance.
    const free = await freeSlots(await newClient(server), at);
    const a = free[3];
    const b = free.find((t) => Date.parse(t) >= Date.parse(a) + 2 * 3_600_000)!; // not overlapping
    const raced = await Promise.all([book(code, a), book(code, b)]);
    expect(raced.map((r) => [r.result, r.errors])).toEqual([['success', []], ['success', []]]);
    const spent = await Promise.all(raced.map(async (r) => (await paid(r.appointmentId)).giftCardRedemptions[0]?.amountCents ?? 0));
    expect(spent.sort()).toEqual([2000, 3000]);
    expect((await balance()).errors).toEqual([M.cardUsedUp]);

    // Another practice's booking page does not know the code.
    const other = await signUpPro(server, 'Other Card Practice');
    await setPracticeFlags(server, other.practice.id, { giftCardsEnabled: true });
    expect((await visitor.gql(BALANCE, { p: other.practice.id, c: code })).data.giftCardBalance.errors).toEqual([M.cardNotFound]);
    const elsewhere = await requestAppointment(await newClient(server), other.practice, { giftCardCode: code });
    expect(elsewhere.data.requestAppointment).toMatchObject({ result: null, errors: [M.cardNotFound] });
  });
});
