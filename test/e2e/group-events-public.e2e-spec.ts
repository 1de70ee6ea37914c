// Group events for visitors and clients (issue 15): an event type's public page, registering
// (free, and paid with a card charged at once: a decline frees the seat), full and started events
// refused, the registration page by its token, cancelling through the REST link (CSRF, twice,
// unknown token), and the registrant's e-mails with their calendar attachments. The practice's
// types and dates are made with the domain's own deciders through the event store.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { newCommandContext, type Decider } from '#app/es';
import { handleCommand, storeLoader } from '#app/es-runtime';
import {
  bookableEventDecider,
  bookableEventStreamId,
  eventTypeDecider,
  eventTypeStreamId,
  GroupEventMessages as M,
  type EventTypeInput,
} from '#app/group-events';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { connectSimulated } from '../support/payment-operations.js';
import type { TestClient } from '../support/graphql-client.js';
import { newClient, startTestServer } from '../support/test-server.js';
import { setPracticeFlags, signUpWithGroupEvents } from '../support/practice-flags.js';
import { allMail, icsLines, waitForMail, type Mail } from './messaging-mailbox.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ publicCallsPerMinute: 10_000 });
});
afterAll(async () => server?.close());

const PUBLIC_EVENT_TYPE = `query($shortLink: String!, $slug: String!) { publicEventType(shortLink: $shortLink, slug: $slug) {
  id name slug kind location photoUrl description instructions duration durationUnit amountCents amountCurrency capacity url requiresCard
  practice { id name shortLink paymentProvider } events { id startsAt endsAt allDay timeZone seatsLeft full } } }`;
const REGISTER = `mutation($bookableEventId: ID!, $firstName: String!, $lastName: String!, $email: String!, $phone: String, $setupIntentSecret: String, $cardSourceId: String) {
  registerForBookableEvent(bookableEventId: $bookableEventId, firstName: $firstName, lastName: $lastName, email: $email, phone: $phone, setupIntentSecret: $setupIntentSecret, cardSourceId: $cardSourceId) {
  result errors token paymentStatus } }`;
const REGISTRATION = `query($token: String!) { eventRegistration(token: $token) {
  id token state isOwnerCancelled amountCents createdAt paymentStatus paymentLabel discount { code amountCents }
  event { id name kind location startsAt endsAt allDay timeZone photoUrl imageUrl description instructions }
  eventType { slug url } client { firstName lastName email } practice { name shortLink email phone } } }`;
const SETUP = `mutation($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {
  bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $firstName, lastName: $lastName) { result errors setupIntentSecret } }`;

const proCtx = () => newCommandContext({ kind: 'pro', id: 'test-pro', name: 'Sam Rivera' }, new Date());

/** Runs one decider command on its stream and waits for the read models to reach it. */
const decide = async <C, S>(srv: RunningServer, streamId: string, practiceId: string, decider: Decider<C, any, S>, command: C) => {
  const outcome = await handleCommand(srv.persistence.store, proCtx(), { streamId, practiceId, decider, command });
  if (!(await srv.persistence.runner.waitFor(outcome.position, undefined, 5000))) throw new Error('projections did not catch up');
  return outcome;
};

const createEventType = async (srv: RunningServer, practiceId: string, input: Partial<EventTypeInput> = {}) => {
  const bookableEventTypeId = randomUUID();
  await decide(srv, eventTypeStreamId(bookableEventTypeId), practiceId, eventTypeDecider, {
    type: 'SaveEventType',
    input: { bookableEventTypeId, practiceId, name: 'Morning Yoga', location: '12 Elm St', capacity: 3, amountCents: 0, duration: 60, durationUnit: 'minute', slug: 'morning-yoga', ...input },
  });
  return bookableEventTypeId;
};

/** A quarter-hour `hours` from now (negative: already started). */
const hoursFromNow = (hours: number): Date => {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at;
};

const scheduleEvent = async (srv: RunningServer, practiceId: string, bookableEventTypeId: string, startsAt: Date, bookableEventId: string = randomUUID()) => {
  const eventType = await storeLoader(srv.persistence.store).load(eventTypeStreamId(bookableEventTypeId), eventTypeDecider);
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  await decide(srv, bookableEventStreamId(bookableEventId), practiceId, bookableEventDecider, {
    type: 'SaveBookableEvent',
    input: { bookableEventId, practiceId, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), allDay: false, timeZone: 'America/New_York' },
    eventType,
  });
  return bookableEventId;
};

const visitorDetails = (n: number) => ({ firstName: 'Ada', lastName: `Visitor${n}`, email: `ada${n}@example.com` });

const register = async (visitor: TestClient, bookableEventId: string, details: Record<string, unknown>) =>
  (await visitor.gql(REGISTER, { bookableEventId, ...details })).data.registerForBookableEvent;

const cancelLink = (visitor: TestClient, token: string, options: { csrf?: boolean } = {}) => visitor.post(`/manage_event_registrations/${encodeURIComponent(token)}/cancel`, {}, options);

/** The simulator's card form confirms the booking setup with a test card; answers the secret. */
const confirmedCard = async (visitor: TestClient, practiceId: string, email: string, number = '4242424242424242') => {
  const setup = (await visitor.gql(SETUP, { practiceId, email, firstName: 'Ada', lastName: 'Payer' })).data.bookingSetupIntent;
  expect(setup.errors).toEqual([]);
  const confirmed = await request(server.url).post('/simulated-provider/stripe/setup-intents/confirm').send({ clientSecret: setup.setupIntentSecret, number, expMonth: 12, expYear: 2034, cvc: '123' });
  expect(confirmed.status).toBe(200);
  return setup.setupIntentSecret as string;
};

const mailTo = (pro: TestClient, email: string, template: string, count = 1) => waitForMail(pro, (m: Mail) => m.to === email && m.template === template, count);

describe('an event type’s public page', () => {
  it('shows the type, its practice and its upcoming dates with the seats left; unknown or deleted links answer null', async () => {
    const { practice } = await signUpWithGroupEvents(server);
    const typeId = await createEventType(server, practice.id, { description: 'Gentle flow', instructions: 'Bring a mat' });
    const later = await scheduleEvent(server, practice.id, typeId, hoursFromNow(72));
    const sooner = await scheduleEvent(server, practice.id, typeId, hoursFromNow(48));
    await scheduleEvent(server, practice.id, typeId, hoursFromNow(-1)); // started: not offered
    const visitor = await newClient(server);
    expect((await register(visitor, sooner, visitorDetails(1))).result).toBe('success');
    const page = (await visitor.gql(PUBLIC_EVENT_TYPE, { shortLink: practice.shortLink.toUpperCase(), slug: 'morning-yoga' })).data.publicEventType;
    expect(page).toMatchObject({
      id: typeId, name: 'Morning Yoga', slug: 'morning-yoga', kind: 'in_person', location: '12 Elm St', description: 'Gentle flow', instructions: 'Bring a mat',
      duration: 60, durationUnit: 'minute', amountCents: 0, amountCurrency: 'USD', capacity: 3, requiresCard: false,
      practice: { id: practice.id, shortLink: practice.shortLink, paymentProvider: null },
    });
    expect(page.url).toMatch(new RegExp(`/${practice.shortLink}/morning-yoga$`));
    expect(page.events.map((e: { id: string; seatsLeft: number; full: boolean }) => [e.id, e.seatsLeft, e.full])).toEqual([[sooner, 2, false], [later, 3, false]]);
    expect((await visitor.gql(PUBLIC_EVENT_TYPE, { shortLink: practice.shortLink, slug: 'no-such-type' })).data.publicEventType).toBeNull();
    expect((await visitor.gql(PUBLIC_EVENT_TYPE, { shortLink: 'no-such-practice-xyz', slug: 'morning-yoga' })).data.publicEventType).toBeNull();
    await decide(server, eventTypeStreamId(typeId), practice.id, eventTypeDecider, { type: 'DeleteEventType', bookableEventTypeId: typeId, practiceId: practice.id });
    expect((await visitor.gql(PUBLIC_EVENT_TYPE, { shortLink: practice.shortLink, slug: 'morning-yoga' })).data.publicEventType).toBeNull();
  });

  it("the practice's page lists its types that have upcoming dates, by name; none while group events are off", async () => {
    const { practice } = await signUpWithGroupEvents(server);
    const yoga = await createEventType(server, practice.id, { name: 'Yoga', slug: 'yoga' });
    const bath = await createEventType(server, practice.id, { name: 'Sound Bath', slug: 'sound-bath' });
    const idle = await createEventType(server, practice.id, { name: 'Retreat', slug: 'retreat' });
    await scheduleEvent(server, practice.id, yoga, hoursFromNow(30));
    await scheduleEvent(server, practice.id, bath, hoursFromNow(40));
    await scheduleEvent(server, practice.id, idle, hoursFromNow(-2)); // started: nothing left to offer
    const LIST = `query($shortLink: String!) { publicEventTypes(shortLink: $shortLink) { id slug url events { id } } }`;
    const visitor = await newClient(server);
    const listed = (await visitor.gql(LIST, { shortLink: practice.shortLink })).data.publicEventTypes;
    expect(listed.map((t: { slug: string }) => t.slug)).toEqual(['sound-bath', 'yoga']);
    expect((await visitor.gql(LIST, { shortLink: 'no-such-practice-xyz' })).data.publicEventTypes).toEqual([]);
    await setPracticeFlags(server, practice.id, { bookableEventsEnabled: false });
    expect((await visitor.gql(LIST, { shortLink: practice.shortLink })).data.publicEventTypes).toEqual([]);
  });

  it('another practice’s link does not find this practice’s type', async () => {
    const { practice } = await signUpWithGroupEvents(server);
    const { practice: other } = await signUpWithGroupEvents(server, 'Other Studio');
    await createEventType(server, practice.id, { slug: 'only-here' });
    const visitor = await newClient(server);
    expect((await visitor.gql(PUBLIC_EVENT_TYPE, { shortLink: other.shortLink, slug: 'only-here' })).data.publicEventType).toBeNull();
  });
});

describe('registering', () => {
  it('a free event: the visitor becomes a client, gets a token and their registration page; the same person twice is refused', async () => {
    const { client: pro, practice } = await signUpWithGroupEvents(server);
    const typeId = await createEventType(server, practice.id);
    const eventId = await scheduleEvent(server, practice.id, typeId, hoursFromNow(30));
    const visitor = await newClient(server);
    const answer = await register(visitor, eventId, { ...visitorDetails(2), phone: '(212) 555-0142' });
    expect(answer).toMatchObject({ result: 'success', errors: [], paymentStatus: 'free' });
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const view = (await visitor.gql(REGISTRATION, { token: answer.token })).data.eventRegistration;
    expect(view).toMatchObject({
      token: answer.token, state: 'active', isOwnerCancelled: false, amountCents: 0, paymentStatus: 'free', paymentLabel: 'Free Event', discount: null,
      event: { id: eventId, name: 'Morning Yoga', kind: 'in_person', location: '12 Elm St', allDay: false, timeZone: 'America/New_York' },
      eventType: { slug: 'morning-yoga' },
      client: { firstName: 'Ada', lastName: 'Visitor2', email: 'ada2@example.com' },
      practice: { name: practice.name, shortLink: practice.shortLink },
    });
    expect(view.eventType.url).toMatch(new RegExp(`/${practice.shortLink}/morning-yoga$`));
    const clients = await pro.gql(`{ clients(limit: 50) { clients { firstName lastName email } } }`);
    expect(JSON.stringify(clients.data ?? clients.errors)).toContain('ada2@example.com');
    expect(await register(visitor, eventId, { ...visitorDetails(2), email: 'ADA2@example.com' })).toEqual({ result: null, errors: [M.alreadyRegistered], token: null, paymentStatus: null });
  });

  it('checks the contact fields with the booking page’s messages', async () => {
    const { practice } = await signUpWithGroupEvents(server);
    const eventId = await scheduleEvent(server, practice.id, await createEventType(server, practice.id), hoursFromNow(30));
    const visitor = await newClient(server);
    const errorsOf = async (details: Record<string, unknown>) => (await register(visitor, eventId, { ...visitorDetails(3), ...details })).errors;
    expect(await errorsOf({ firstName: ' ' })).toEqual(['First name is required.']);
    expect(await errorsOf({ lastName: '' })).toEqual(['Last name is required.']);
    expect(await errorsOf({ email: 'not-an-email' })).toEqual(['Invalid email']);
    expect(await errorsOf({ firstName: 'x'.repeat(101) })).toEqual(['Names can be at most 100 characters.']);
    expect((await register(visitor, randomUUID(), visitorDetails(3))).errors).toEqual([M.eventNotFound]);
    expect((await register(visitor, 'not-an-id', visitorDetails(3))).errors).toEqual([M.eventNotFound]);
  });

  it('a full event is refused to visitors, and so is one that has started', async () => {
    const { practice } = await signUpWithGroupEvents(server);
    const typeId = await createEventType(server, practice.id, { capacity: 1, slug: 'tiny' });
    const eventId = await scheduleEvent(server, practice.id, typeId, hoursFromNow(30));
    const visitor = await newClient(server);
    expect((await register(visitor, eventId, visitorDetails(4))).result).toBe('success');
    expect(await register(visitor, eventId, visitorDetails(5))).toEqual({ result: null, errors: [M.eventFull], token: null, paymentStatus: null });
    const page = (await visitor.gql(PUBLIC_EVENT_TYPE, { shortLink: practice.shortLink, slug: 'tiny' })).data.publicEventType;
    expect(page.events).toEqual([expect.objectContaining({ id: eventId, seatsLeft: 0, full: true })]);
    const started = await scheduleEvent(server, practice.id, typeId, hoursFromNow(-1));
    expect((await register(visitor, started, visitorDetails(6))).errors).toEqual([M.eventOver]);
  });

  it('a paid event: the confirmed card is saved and charged at once; a declined card frees the seat and says why', async () => {
    const { client: pro, practice } = await signUpWithGroupEvents(server);
    await connectSimulated(pro, 'stripe');
    const typeId = await createEventType(server, practice.id, { amountCents: 2_500, capacity: 1, slug: 'paid-class' });
    const eventId = await scheduleEvent(server, practice.id, typeId, hoursFromNow(30));
    const visitor = await newClient(server);
    const page = (await visitor.gql(PUBLIC_EVENT_TYPE, { shortLink: practice.shortLink, slug: 'paid-class' })).data.publicEventType;
    expect(page).toMatchObject({ requiresCard: true, amountCents: 2_500, practice: { paymentProvider: 'stripe' } });
    expect((await register(visitor, eventId, visitorDetails(7))).errors).toEqual(['Please add a credit card to register for this event.']);

    const declinedSecret = await confirmedCard(visitor, practice.id, 'ada8@example.com', '4000000000000341');
    expect(await register(visitor, eventId, { ...visitorDetails(8), setupIntentSecret: declinedSecret })).toEqual({ result: null, errors: ['Your card was declined.'], token: null, paymentStatus: null });
    const afterDecline = (await visitor.gql(PUBLIC_EVENT_TYPE, { shortLink: practice.shortLink, slug: 'paid-class' })).data.publicEventType;
    expect(afterDecline.events[0]).toMatchObject({ seatsLeft: 1, full: false });

    const secret = await confirmedCard(visitor, practice.id, 'ada8@example.com');
    const paid = await register(visitor, eventId, { ...visitorDetails(8), setupIntentSecret: secret });
    expect(paid).toMatchObject({ result: 'success', errors: [], paymentStatus: 'paid' });
    const view = (await visitor.gql(REGISTRATION, { token: paid.token })).data.eventRegistration;
    expect(view).toMatchObject({ state: 'active', amountCents: 2_500, paymentStatus: 'paid', paymentLabel: 'Paid' });
    const stream = await server.persistence.store.readStream(bookableEventStreamId(eventId));
    expect(stream.map((e) => e.type)).toEqual([
      'BookableEventScheduled',
      'ClientRegisteredForEvent', 'RegistrationPaymentFailed', 'EventRegistrationCancelled',
      'ClientRegisteredForEvent', 'RegistrationPaymentSucceeded',
    ]);
    expect(stream[3].data).toMatchObject({ by: 'payment_failed' });
    // The card is the client's card with the practice now.
    const client = await storeLoader(server.persistence.store).load(`client-${String(stream[4].data.clientId)}`, { decide: () => [], evolve: (s: string[], e: { type: string }) => [...s, e.type], initialState: () => [] as string[] });
    expect(client).toContain('PaymentMethodSaved');
    // Confirmed by e-mail once paid; the declined attempt was never confirmed.
    const [confirmation] = await mailTo(pro, 'ada8@example.com', 'event_registration_confirmed');
    expect(confirmation.text).toContain(`/manage_event_registrations/${paid.token}`);
    expect((await allMail(pro)).filter((m) => m.to === 'ada8@example.com')).toHaveLength(1);
  });
});

describe('a coupon code on a paid registration', () => {
  const UPSERT_CODE = `mutation($input: UpsertDiscountCodeInput!) { upsertDiscountCode(input: $input) { result errors discountCode { id code } } }`;
  const EVENT_QUOTE = `query($bookableEventId: ID!, $code: String!) { eventDiscountCodeQuote(bookableEventId: $bookableEventId, code: $code) { result errors code discountCents totalCents } }`;
  const REGISTER_WITH_CODE = `mutation($bookableEventId: ID!, $firstName: String!, $lastName: String!, $email: String!, $setupIntentSecret: String, $discountCode: String) {
    registerForBookableEvent(bookableEventId: $bookableEventId, firstName: $firstName, lastName: $lastName, email: $email, setupIntentSecret: $setupIntentSecret, discountCode: $discountCode) {
    result errors token paymentStatus } }`;
  const PRO_REGISTRATION = `query($bookableEventId: ID!, $clientId: ID!) { bookableEventRegistration(bookableEventId: $bookableEventId, clientId: $clientId) { amountCents paymentStatus discount { code amountCents } } }`;

  it('quotes, charges the discounted price and shows the discount; a declined card redeems nothing; a used-up code registers nothing', async () => {
    const { client: pro, practice } = await signUpWithGroupEvents(server);
    await setPracticeFlags(server, practice.id, { discountCodesEnabled: true });
    await connectSimulated(pro, 'stripe');
    const typeId = await createEventType(server, practice.id, { amountCents: 2_000, capacity: 3, slug: 'coupon-class' });
    const eventId = await scheduleEvent(server, practice.id, typeId, hoursFromNow(30));
    const saved = (await pro.gql(UPSERT_CODE, { input: { code: 'EVENTS25OFF', kind: 'percentage', percent: 25, maxRedemptions: 1 } })).data.upsertDiscountCode;
    expect(saved.result).toBe('success');
    const store = server.persistence.store;
    const couponEvents = async () => (await store.readStream(`discountCode-${saved.discountCode.id}`)).map((e) => e.type);
    const eventEvents = async () => (await store.readStream(bookableEventStreamId(eventId))).map((e) => e.type);
    const visitor = await newClient(server);
    const withCode = async (n: number, secret: string, discountCode: string) =>
      (await visitor.gql(REGISTER_WITH_CODE, { bookableEventId: eventId, ...visitorDetails(n), setupIntentSecret: secret, discountCode })).data.registerForBookableEvent;

    expect((await visitor.gql(EVENT_QUOTE, { bookableEventId: eventId, code: 'events25off' })).data.eventDiscountCodeQuote)
      .toEqual({ result: 'success', errors: [], code: 'EVENTS25OFF', discountCents: 500, totalCents: 1_500 });
    expect((await visitor.gql(EVENT_QUOTE, { bookableEventId: eventId, code: 'NOSUCHCODE' })).data.eventDiscountCodeQuote.errors).toEqual(['This coupon code is not valid']);

    // A declined card: the seat and the code's one use are both given back.
    const declined = await withCode(20, await confirmedCard(visitor, practice.id, 'ada20@example.com', '4000000000000341'), 'EVENTS25OFF');
    expect(declined.errors).toEqual(['Your card was declined.']);
    expect(await couponEvents()).toEqual(['DiscountCodeCreated', 'DiscountCodeRedeemed', 'DiscountCodeRedemptionReleased']);
    expect((await visitor.gql(EVENT_QUOTE, { bookableEventId: eventId, code: 'EVENTS25OFF' })).data.eventDiscountCodeQuote.result).toBe('success');

    // Paid with the code: charged 15.00, the discount on the registration page and in the pro's registrant line.
    const paid = await withCode(21, await confirmedCard(visitor, practice.id, 'ada21@example.com'), 'EVENTS25OFF');
    expect(paid).toMatchObject({ result: 'success', errors: [], paymentStatus: 'paid' });
    const stream = await store.readStream(bookableEventStreamId(eventId));
    const charged = stream.find((e) => e.type === 'RegistrationPaymentSucceeded')!;
    expect(charged.data).toMatchObject({ amountCents: 1_500 });
    const registered = stream.filter((e) => e.type === 'ClientRegisteredForEvent').at(-1)!;
    // The redemption was appended with the registration: one append, one transaction.
    const redeemed = (await store.readStream(`discountCode-${saved.discountCode.id}`)).at(-1)!;
    expect(redeemed.type).toBe('DiscountCodeRedeemed');
    expect(redeemed.data).toMatchObject({ registrationId: registered.data.registrationId, amountCents: 500, appointmentId: null });
    expect(redeemed.transactionId).toBe(registered.transactionId);
    expect(redeemed.transactionId).not.toBe(charged.transactionId);
    const view = (await visitor.gql(REGISTRATION, { token: paid.token })).data.eventRegistration;
    expect(view).toMatchObject({ amountCents: 1_500, paymentStatus: 'paid', discount: { code: 'EVENTS25OFF', amountCents: 500 } });
    const proView = (await pro.gql(PRO_REGISTRATION, { bookableEventId: eventId, clientId: registered.data.clientId })).data.bookableEventRegistration;
    expect(proView).toEqual({ amountCents: 1_500, paymentStatus: 'paid', discount: { code: 'EVENTS25OFF', amountCents: 500 } });

    // Used up: refused before any card or seat is touched; nothing registered, nothing redeemed.
    const before = await eventEvents();
    const refused = await withCode(22, await confirmedCard(visitor, practice.id, 'ada22@example.com'), 'EVENTS25OFF');
    expect(refused).toEqual({ result: null, errors: ['This coupon code has already been used the maximum number of times'], token: null, paymentStatus: null });
    expect(await eventEvents()).toEqual(before);
    expect(await couponEvents()).toEqual(['DiscountCodeCreated', 'DiscountCodeRedeemed', 'DiscountCodeRedemptionReleased', 'DiscountCodeRedeemed']);
    const page = (await visitor.gql(PUBLIC_EVENT_TYPE, { shortLink: practice.shortLink, slug: 'coupon-class' })).data.publicEventType;
    expect(page.events[0]).toMatchObject({ seatsLeft: 2 });
  });
});

describe('the registration page and its cancel link', () => {
  it('cancels with the CSRF header only, once; an unknown token is not found', async () => {
    const { practice } = await signUpWithGroupEvents(server);
    const eventId = await scheduleEvent(server, practice.id, await createEventType(server, practice.id), hoursFromNow(30));
    const visitor = await newClient(server);
    const { token } = await register(visitor, eventId, visitorDetails(9));
    const withoutCsrf = await cancelLink(visitor, token, { csrf: false });
    expect(withoutCsrf.status).toBe(403);
    expect(withoutCsrf.body).toMatchObject({ success: false, message: null });
    expect((await visitor.gql(REGISTRATION, { token })).data.eventRegistration.state).toBe('active');

    const cancelled = await cancelLink(visitor, token);
    expect(cancelled).toEqual({ status: 200, body: { success: true, message: 'Your registration was cancelled.', error: null } });
    expect((await visitor.gql(REGISTRATION, { token })).data.eventRegistration).toMatchObject({ state: 'cancelled', isOwnerCancelled: false });
    expect((await cancelLink(visitor, token)).body).toEqual({ success: false, message: null, error: M.alreadyCancelled });

    const unknown = await cancelLink(visitor, 'A'.repeat(32));
    expect(unknown.body).toEqual({ success: false, message: null, error: 'Error: Registration token not found.' });
    expect((await cancelLink(visitor, '../../x')).body.success).toBe(false);
  });

  it('wrong tokens get nothing', async () => {
    const visitor = await newClient(server);
    for (const token of ['A'.repeat(32), 'short', '../../etc', '']) expect((await visitor.gql(REGISTRATION, { token })).data?.eventRegistration ?? null).toBeNull();
  });

  it('shows a registration the practice cancelled as owner-cancelled', async () => {
    const { practice } = await signUpWithGroupEvents(server);
    const eventId = await scheduleEvent(server, practice.id, await createEventType(server, practice.id), hoursFromNow(30));
    const visitor = await newClient(server);
    const { token } = await register(visitor, eventId, visitorDetails(10));
    await decide(server, bookableEventStreamId(eventId), practice.id, bookableEventDecider, { type: 'CancelRegistration', practiceId: practice.id, by: 'owner', token, now: new Date().toISOString() });
    expect((await visitor.gql(REGISTRATION, { token })).data.eventRegistration).toMatchObject({ state: 'cancelled', isOwnerCancelled: true });
  });
});

describe('the registrant’s e-mails', () => {
  it('confirms with the registration page’s link and an .ics; tells of a new time, a cancellation by either side and a deleted event', async () => {
    const { client: pro, practice } = await signUpWithGroupEvents(server);
    const typeId = await createEventType(server, practice.id, { capacity: 5, slug: 'mail-class' });
    const start = hoursFromNow(40);
    const eventId = await scheduleEvent(server, practice.id, typeId, start);
    const visitor = await newClient(server);
    const first = await register(visitor, eventId, visitorDetails(11));
    const second = await register(visitor, eventId, visitorDetails(12));
    const third = await register(visitor, eventId, visitorDetails(13));

    const [confirmation] = await mailTo(pro, 'ada11@example.com', 'event_registration_confirmed');
    expect(confirmation.subject).toBe('You’re registered: Morning Yoga'.replace('’', "'"));
    expect(confirmation.text).toContain(`/manage_event_registrations/${first.token}`);
    expect(confirmation.html).toContain(`/manage_event_registrations/${first.token}`);
    const lines = icsLines(confirmation.ics);
    expect(lines).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'STATUS:CONFIRMED', 'SUMMARY:Morning Yoga (Calm Hands Massage)']));
    expect(lines.find((l) => l.startsWith('DTSTART'))).toBe(`DTSTART:${start.toISOString().replace(/[-:]/g, '').replace('.000', '')}`);

    // The client cancels: a cancellation with METHOD:CANCEL for the same calendar entry.
    expect((await cancelLink(visitor, first.token)).body.success).toBe(true);
    const [byClient] = await mailTo(pro, 'ada11@example.com', 'event_registration_cancelled');
    expect(icsLines(byClient.ics)).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED']));
    const uid = (mail: Mail) => icsLines(mail.ics).find((l) => l.startsWith('UID:'));
    expect(uid(byClient)).toBe(uid(confirmation));

    // The practice removes the second registrant.
    await decide(server, bookableEventStreamId(eventId), practice.id, bookableEventDecider, { type: 'CancelRegistration', practiceId: practice.id, by: 'owner', token: second.token, now: new Date().toISOString() });
    const [removed] = await mailTo(pro, 'ada12@example.com', 'event_registration_removed');
    expect(removed.text).toContain('removed you');
    expect(icsLines(removed.ics)).toContain('METHOD:CANCEL');

    // A new time: only the registrant still holding a seat hears of it, with the updated .ics.
    const moved = hoursFromNow(64);
    const eventType = await storeLoader(server.persistence.store).load(eventTypeStreamId(typeId), eventTypeDecider);
    await decide(server, bookableEventStreamId(eventId), practice.id, bookableEventDecider, {
      type: 'SaveBookableEvent',
      input: { bookableEventId: eventId, practiceId: practice.id, startsAt: moved.toISOString(), endsAt: new Date(moved.getTime() + 3_600_000).toISOString(), allDay: false, timeZone: 'America/New_York' },
      eventType,
    });
    const [changed] = await mailTo(pro, 'ada13@example.com', 'event_registration_time_changed');
    expect(icsLines(changed.ics)).toEqual(expect.arrayContaining(['METHOD:REQUEST', `DTSTART:${moved.toISOString().replace(/[-:]/g, '').replace('.000', '')}`]));
    expect(changed.text).toContain(`/manage_event_registrations/${third.token}`);

    // The event is deleted: a cancellation to the registrant still holding a seat.
    await decide(server, bookableEventStreamId(eventId), practice.id, bookableEventDecider, { type: 'DeleteBookableEvent', bookableEventId: eventId, practiceId: practice.id });
    const [gone] = await mailTo(pro, 'ada13@example.com', 'event_cancelled');
    expect(icsLines(gone.ics)).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED']));

    const all = (await allMail(pro)).filter((m) => /^ada1[123]@/.test(m.to));
    expect(all.map((m) => `${m.template} -> ${m.to}`).sort()).toEqual([
      'event_cancelled -> ada13@example.com',
      'event_registration_cancelled -> ada11@example.com',
      'event_registration_confirmed -> ada11@example.com',
      'event_registration_confirmed -> ada12@example.com',
      'event_registration_confirmed -> ada13@example.com',
      'event_registration_removed -> ada12@example.com',
      'event_registration_time_changed -> ada13@example.com',
    ]);
  });
});
