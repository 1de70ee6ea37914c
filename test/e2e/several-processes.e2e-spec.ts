// Several API processes on one PostgreSQL database (how the product scales past one machine):
// two real child processes (api-process.ts: the product from its sources, as `npm start` runs it
// from its build) share a fresh database. A pro and visitors book, accept, move and cancel
// appointments through both; every reaction runs in both; then both run the reminder job's pass
// at the same instant. Each message is handed to a mailer or texter exactly once, across both
// processes (counted at the hand-over, not only in the log, which records a message once anyway).
// Only on a server: the embedded database (PGlite) belongs to one process.
import { randomUUID } from 'node:crypto';
import { createTestServerDatabase, type TestDatabase } from '#testing/postgres';
import { UPDATE_APPOINTMENT } from '../support/calendar-operations.js';
import { TestClient } from '../support/graphql-client.js';
import { ACCEPT, AVAILABILITY, CANCEL, CURRENT_PRACTICE, REQUEST, SIGN_UP } from '../support/operations.js';
import { ApiProcess } from './several-processes/api-processes.js';

const serverUrl = process.env.TEST_SERVER_DB ? process.env.DATABASE_URL : undefined;
const describeOnServer = serverUrl ? describe : describe.skip;

const SETTINGS = `mutation($input: CommunicationSettingsInput!) { updateCommunicationSettings(input: $input) { result errors } }`;
const MAILBOX = `query($offset: Int) { mailbox(limit: 100, offset: $offset) { total items { id template to subject } } }`;
const TEXT_OUTBOX = `query { textOutbox(limit: 100) { items { to body type } } }`;
const MINUTE = 60_000;

/** Each hand-over's id, with how many times it was handed over in all. */
const timesHandedOver = (handovers: Array<{ messageId: string }>) => {
  const times = new Map<string, number>();
  for (const h of handovers) times.set(h.messageId, (times.get(h.messageId) ?? 0) + 1);
  return times;
};

describeOnServer(`several API processes on one PostgreSQL database${serverUrl ? '' : ' [skipped: needs a PostgreSQL server: set DATABASE_URL and TEST_SERVER_DB]'}`, () => {
  let db: TestDatabase;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    db = await createTestServerDatabase(serverUrl, 2);
    await db.client.close();
    a = await ApiProcess.start('A', db.url!); // one after the other: the first creates the tables
    b = await ApiProcess.start('B', db.url!);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it('books and changes appointments through both, runs the reminders on both at once: every e-mail and text goes out once', async () => {
    // The pro signs up on A; the same session works on B (sessions live in the database).
    const proA = await new TestClient(a.url).init();
    const email = `pro-${randomUUID()}@example.com`;
    expect((await proA.gql(SIGN_UP, { input: { name: 'Sam Rivera', email, password: 'correct horse battery', practiceName: 'Two Rooms Spa' } })).data.signUp.result).toBe('success');
    const proB = await new TestClient(b.url).init();
    proB.setCookie('session', proA.cookie('session'));
    const practice = (await proB.gql(CURRENT_PRACTICE)).data.currentPractice;
    const settings = { appointmentReminderEmailEnabled: true, appointmentEmailReminderMinutes: 1440, appointmentReminderTextEnabled: true, appointmentTextReminderMinutes: 1440 };
    expect((await proB.gql(SETTINGS, { input: settings })).data.updateCommunicationSettings.errors).toEqual([]);

    // Five free times on one day a few days ahead, far enough apart not to overlap.
    const visitor = await new TestClient(b.url).init();
    const days = (await visitor.gql(AVAILABILITY, { shortLink: practice.shortLink, serviceId: practice.services[0].id, locationId: practice.locations[0].id })).data.publicPractice.bookingAvailability.availableSlots as Array<{ datetimes: string[] }>;
    const apart = (practice.services[0].timeLength + 30) * MINUTE;
    const spaced = (times: string[]) => times.reduce<string[]>((kept, t) => (kept.length && Date.parse(t) < Date.parse(kept[kept.length - 1]) + apart ? kept : [...kept, t]), []);
    const slots = days.slice(2).map((d) => spaced(d.datetimes)).find((times) => times.length >= 5)!.slice(0, 5);
    expect(slots).toHaveLength(5);

    const booked: string[] = [];
    for (const [i, startsAt] of slots.slice(0, 4).entries()) {
      const through = await new TestClient(i % 2 ? b.url : a.url).init();
      const input = { practiceId: practice.id, serviceId: practice.services[0].id, locationId: practice.locations[0].id, startsAt, firstName: `Client${i}`, lastName: 'Lovelace', email: `client${i}@example.com`, phone: `(212) 555-01${10 + i}` };
      const res = (await through.gql(REQUEST, { input })).data.requestAppointment;
      expect(res.errors).toEqual([]);
      booked.push(res.appointmentId);
    }
    for (const [i, id] of booked.entries()) expect((await (i < 2 ? proA : proB).gql(ACCEPT, { id })).data.acceptAppointment.result).toBe('success');
    expect((await proB.gql(UPDATE_APPOINTMENT, { appointmentId: booked[1], startsAt: slots[4] })).data.updateAppointmentV2.result).toBe('success');
    expect((await proA.gql(CANCEL, { id: booked[3] })).data.cancelAppointment.result).toBe('success');
    await Promise.all([a.settle(), b.settle()]);

    // Both processes run the reminder job's pass at the same instant: the last confirmed start is
    // 24 hours and a minute away, so every confirmed appointment is due (e-mail and text).
    const last = Math.max(...[slots[0], slots[4], slots[2]].map((s) => Date.parse(s)));
    const at = new Date(last - 1440 * MINUTE + MINUTE);
    const reports = await Promise.all([a.remind(at), b.remind(at)]);
    expect(reports[0].sent + reports[1].sent).toBe(6); // three appointments, an e-mail and a text each
    await Promise.all([a.settle(), b.settle()]);

    const mails = [...a.mails, ...b.mails];
    expect([...timesHandedOver(mails)].filter(([, n]) => n > 1)).toEqual([]);
    // Every recorded e-mail (the mailbox) was handed over once, by one of the two.
    const mailbox = (await proA.gql(MAILBOX, { offset: 0 })).data.mailbox;
    expect(mailbox.total).toBeLessThan(100);
    const handedOver = timesHandedOver(mails);
    expect(mailbox.items.map((m: { id: string }) => [...handedOver].filter(([id]) => id.startsWith(`<${m.id}@`)).length)).toEqual(mailbox.items.map(() => 1));
    expect(mails.filter((m) => /^Reminder:/.test(m.subject))).toHaveLength(3);
    expect(mailbox.total).toBeGreaterThanOrEqual(4 * 2 + 3); // at least a request and a confirmation or cancellation each, and the reminders

    const texts = [...a.texts, ...b.texts];
    expect([...timesHandedOver(texts)].filter(([, n]) => n > 1)).toEqual([]);
    expect(texts.filter((t) => t.messageId.startsWith('reminder:'))).toHaveLength(3);
    const outbox = (await proB.gql(TEXT_OUTBOX)).data.textOutbox.items as Array<{ type: string }>;
    expect(outbox.filter((t) => t.type === 'appointment_reminder')).toHaveLength(3);
  });
});
