// Review requests going out (issue 16): the automatic request after an approved appointment ended
// (the job's passes are run by the test at chosen instants; the schedule's tick is off in tests),
// once, never for a cancelled one, by e-mail with five star links and by text with the link; the
// pro's resend sends both again; a replay of the reaction sends nothing twice.
import { jest } from '@jest/globals';
import type { Mailer, MailMessage, Texter, TextMessage } from '#app/integrations';
import { appointmentReviewPath, AUTOMATIC_REQUEST_AFTER_MINUTES } from '#app/reviews';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { MAILER, MESSAGING_SETTINGS, type MessagingSettings } from '../../apps/api/src/messaging/messaging-settings.js';
import { TEXTER } from '../../apps/api/src/messaging/texter.js';
import { AutomaticReviewRequests } from '../../apps/api/src/reviews/requests/automatic-review-requests.job.js';
import { ReviewRequestReactions } from '../../apps/api/src/reviews/requests/review-request-reactions.js';
import type { TestClient } from '../support/graphql-client.js';
import { UPDATE_APPOINTMENT } from '../support/calendar-operations.js';
import { ACCEPT, CANCEL } from '../support/operations.js';
import { PENDING_REVIEW_REQUESTS, RESEND_REVIEW_REQUEST } from '../support/review-public-operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import { headOfLog as headOfServerLog, reviewRequestsSent } from '../support/review-requests-sent.js';
import { settled } from '../support/settled-server.js';

const BOOKING_DAY = '2026-12-01T14:00:00.000Z';
const MINUTE = 60_000;
const clock = new AdjustableClock();
let server: RunningServer;
let mails: MailMessage[] = [];
let texts: TextMessage[] = [];
let baseUrl: string;

beforeAll(async () => {
  clock.set(new Date(BOOKING_DAY));
  server = await startTestServer({ publicCallsPerMinute: 100_000, clock });
  baseUrl = server.app.get<MessagingSettings>(MESSAGING_SETTINGS).publicBaseUrl.replace(/\/+$/, '');
  const mailer = server.app.get<Mailer>(MAILER);
  const sendMail = mailer.send.bind(mailer);
  jest.spyOn(mailer, 'send').mockImplementation(async (message: MailMessage) => {
    mails.push(message);
    return sendMail(message);
  });
  const texter = server.app.get<Texter>(TEXTER);
  const sendText = texter.send.bind(texter);
  jest.spyOn(texter, 'send').mockImplementation(async (message: TextMessage) => {
    texts.push(message);
    return sendText(message);
  });
}, 120_000);
afterAll(async () => server?.close());

const headOfLog = () => headOfServerLog(server);
/** Runs a pass of the job at `instant` once its read model has seen everything; then lets the messages go out. */
const passAt = async (instant: number) => {
  clock.set(new Date(instant));
  if (!(await server.persistence.runner.waitFor(await headOfLog(), ['due-review-requests'], 10_000))) throw new Error('due-review-requests did not catch up');
  const report = await server.app.get(AutomaticReviewRequests).requestDue(clock.now());
  await sent();
  return report;
};
const sent = async () => {
  await reviewRequestsSent(server);
};

interface Booked {
  id: string;
  startsAt: string;
  endsAt: string;
  clientId: string;
  email: string;
  phone: string;
}

const book = async (pro: TestClient, practice: { id: string; shortLink: string; services: { id: string }[]; locations: { id: string }[] }, startsAt: string, n: number): Promise<Booked> => {
  clock.set(new Date(BOOKING_DAY));
  const visitor = await newClient(server);
  const email = `asked${n}-${practice.id.slice(0, 8)}@example.com`;
  const phone = `+1212555030${n}`;
  const res = (await requestAppointment(visitor, practice, { startsAt, email, firstName: `Client${n}`, phone })).data.requestAppointment;
  expect(res.errors).toEqual([]);
  expect((await pro.gql(ACCEPT, { id: res.appointmentId })).data.acceptAppointment.result).toBe('success');
  const appointment = (await pro.gql(`query($id: ID!) { appointment(id: $id) { endsAt client { clientId } } }`, { id: res.appointmentId })).data.appointment;
  return { id: res.appointmentId, startsAt, endsAt: appointment.endsAt, clientId: appointment.client.clientId, email, phone };
};

describe('the automatic review request', () => {
  it('goes once, an hour after the end, by e-mail (five stars) and text with the link; never for a cancelled one; resend sends again', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Asking Spa');
    const slots = (await freeSlots(await newClient(server), practice, { from: '2026-12-07', to: '2026-12-09' })).filter((s, i, all) => i === 0 || Date.parse(s) >= Date.parse(all[0]) + 180 * MINUTE);
    const kept = await book(pro, practice, slots[0], 1);
    const cancelled = await book(pro, practice, slots[1], 2);
    expect((await pro.gql(CANCEL, { id: cancelled.id })).data.cancelAppointment.errors).toEqual([]);
    const dueAt = Date.parse(kept.endsAt) + AUTOMATIC_REQUEST_AFTER_MINUTES * MINUTE;

    // The booking's own messages (other reactions send them, while the mutations return once the
    // read models caught up) are out before the inboxes are cleared, or one could land after.
    await settled(server);
    mails = [];
    texts = [];
    // Not before the hour is up.
    expect(await passAt(dueAt - MINUTE)).toMatchObject({ requested: 0 });
    expect([mails.length, texts.length]).toEqual([0, 0]);

    const report = await passAt(dueAt + MINUTE);
    expect(report).toMatchObject({ requested: 1, failed: 0 });
    const link = `${baseUrl}${appointmentReviewPath(practice.shortLink, kept.clientId, kept.id)}`;
    expect(mails.map((m) => m.to.email)).toEqual([kept.email]);
    expect(mails[0].subject).toBe('How was your visit with Sam Rivera?');
    for (const stars of [1, 2, 3, 4, 5]) expect(mails[0].text).toContain(`${baseUrl}${appointmentReviewPath(practice.shortLink, kept.clientId, kept.id, stars)}`);
    expect(texts).toEqual([expect.objectContaining({ to: kept.phone, body: `Sam Rivera: how was your visit? Leave a review: ${link}` })]);
    // Recorded as the practice's texts.
    await server.persistence.runner.waitFor(await headOfLog(), ['text-outbox'], 10_000);
    expect((await pro.gql(`query { textOutbox(limit: 100) { items { to body type recipientKind } } }`)).data.textOutbox.items).toEqual([
      { to: kept.phone, body: texts[0].body, type: 'review_request', recipientKind: 'client' },
    ]);
    expect((await pro.gql(PENDING_REVIEW_REQUESTS)).data.pendingReviewRequests).toEqual([{ clientId: kept.clientId, appointmentId: kept.id, reviewLink: link, automatic: true }]);

    // Later passes, and the cancelled appointment's time, ask nobody again.
    await settled(server);
    mails = [];
    texts = [];
    expect(await passAt(dueAt + 2 * MINUTE)).toMatchObject({ requested: 0 });
    expect(await passAt(Date.parse(cancelled.endsAt) + 2 * AUTOMATIC_REQUEST_AFTER_MINUTES * MINUTE)).toMatchObject({ requested: 0 });
    expect([mails.length, texts.length]).toEqual([0, 0]);

    // A replay of the sending reaction sends nothing twice.
    const reactions = server.app.get(ReviewRequestReactions);
    await reactions.stop();
    await reactions.runner.rewind('send-review-request-messages');
    await reactions.start();
    await sent();
    expect([mails.length, texts.length]).toEqual([0, 0]);

    // The pro's resend goes out again on both.
    expect((await pro.gql(RESEND_REVIEW_REQUEST, { clientId: kept.clientId, appointmentId: kept.id })).data.resendProReviewRequest).toMatchObject({ result: 'success' });
    await sent();
    expect(mails.map((m) => m.to.email)).toEqual([kept.email]);
    expect(texts.map((t) => t.body)).toEqual([`Sam Rivera: how was your visit? Leave a review: ${link}`]);
  });

  it('an appointment rescheduled into the future is not asked at its old time', async () => {
    clock.set(new Date(BOOKING_DAY));
    const { client: pro, practice } = await signUpPro(server, 'Moving Spa');
    const slots = await freeSlots(await newClient(server), practice, { from: '2026-12-07', to: '2026-12-14' });
    const first = slots.find((s) => s.startsWith('2026-12-07'))!;
    const later = slots.find((s) => s.startsWith('2026-12-10'))!;
    const moved = await book(pro, practice, first, 3);
    const duration = Date.parse(moved.endsAt) - Date.parse(moved.startsAt);
    const newEnd = new Date(Date.parse(later) + duration).toISOString();
    const res = (await pro.gql(UPDATE_APPOINTMENT, { appointmentId: moved.id, startsAt: later, endsAt: newEnd })).data.updateAppointmentV2;
    expect(res.errors).toEqual([]);
    await settled(server);
    mails = [];
    texts = [];
    expect(await passAt(Date.parse(moved.endsAt) + 2 * AUTOMATIC_REQUEST_AFTER_MINUTES * MINUTE)).toMatchObject({ requested: 0 });
    expect(mails.length + texts.length).toBe(0);
    // At its new time it is asked.
    expect(await passAt(Date.parse(newEnd) + AUTOMATIC_REQUEST_AFTER_MINUTES * MINUTE + MINUTE)).toMatchObject({ requested: 1 });
    expect(mails.map((m) => m.to.email)).toEqual([moved.email]);
  });

  it("the pro's bulk request (no appointment) is texted with the practice's review link", async () => {
    const { client: pro, practice } = await signUpPro(server, 'Bulk Spa');
    await settled(server);
    mails = [];
    texts = [];
    const res = (await pro.gql(`mutation($clients: [BulkReviewRequestClient!]!) { sendBulkReviewRequests(clients: $clients) { result errors erroredClients { errors } } }`, {
      clients: [{ firstName: 'Hana', phone: '+1 212 555 0311' }],
    })).data.sendBulkReviewRequests;
    expect(res).toMatchObject({ result: 'success', errors: [], erroredClients: [] });
    await sent();
    expect(mails).toEqual([]);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '+12125550311' });
    const prefix = `Sam Rivera: how was your visit? Leave a review: ${baseUrl}/i/r/${practice.shortLink}?client_id=`;
    expect(texts[0].body.startsWith(prefix)).toBe(true);
    expect(texts[0].body.slice(prefix.length)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
