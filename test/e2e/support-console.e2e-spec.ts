// The support console (issue 19) on one server: support finds an appointment by every key, reads
// its story (booked, accepted, rescheduled, repriced, paid, cancelled) in words, sees it as of the
// reschedule, compares two moments, follows the related streams, exports it as CSV and PDF (the
// PDF's text read back), adds a note the pro never sees; every support read is in the audit for
// leads only; a pro reaches only their own practice's stories and never the search or the notes.
import { CommandBus } from '@nestjs/cqrs';
import Papa from 'papaparse';
import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { newCommandContext } from '#app/es';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { formatInZone, formatTimeAfter, supportNotesStreamId } from '#app/support';
import { RegisterSupportAccountCommand } from '../../apps/api/src/access/commands/register-support-account/register-support-account.command.js';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { settled } from '../support/settled-server.js';
import { UPDATE_APPOINTMENT } from '../support/calendar-operations.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, CANCEL, HISTORY, LOG_IN } from '../support/operations.js';
import { CHARGE, saveCard, takeCards } from '../support/payment-operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';

const SEARCH = `query($text: String!) { supportSearch(text: $text) { appointmentId practiceId practiceName shortLink clientName clientEmail clientPhone services startsAt timeZone startsAtLocal state } }`;
const SNAPSHOT = 'revision at status startsAt endsAt timeZone startsAtLocal locationName clientName services { name timeLength amountCents addOn } amountCents paymentStatus paidCents tipAmountCents cardLast4 practitionerNote rows { field value }';
const STORY = `query($id: ID!) { appointmentStory(appointmentId: $id) { appointmentId practiceId practiceName currency timeZone clientToken
  entries { eventId revision type occurredAt occurredAtLocal summary actor correlationId origin { ip userAgent } changes { field before after } after { ${SNAPSHOT} } data
    email { to subject html text ics } payment { provider idempotencyKey providerReference transactionId } }
  notes { eventId at atLocal note supportName } } }`;
const AS_OF = `query($id: ID!, $revision: Int, $at: DateTime) { appointmentAsOf(appointmentId: $id, revision: $revision, at: $at) { ${SNAPSHOT} } }`;
const DIFF = `query($id: ID!, $from: Int!, $to: Int!) { appointmentDiff(appointmentId: $id, fromRevision: $from, toRevision: $to) { field before after } }`;
const RELATED = `query($id: ID!) { appointmentRelated(appointmentId: $id) {
  clientAppointments { appointmentId practiceName clientName services startsAtLocal state }
  scheduleChanges { at atLocal summary streamId appointmentId }
  messages { at atLocal channel to subject status eventId } } }`;
const AUDIT = `query($limit: Int, $offset: Int) { supportAudit(limit: $limit, offset: $offset) { total items { id at supportAccountId supportName supportEmail action target practiceId } } }`;
const ADD_NOTE = `mutation($id: ID!, $note: String!) { addSupportNote(appointmentId: $id, note: $note) { result errors } }`;

interface Entry {
  revision: number;
  occurredAt: string;
  type: string;
  summary: string;
  origin: { ip: string | null; userAgent: string | null } | null;
  changes: Array<{ field: string; before: string; after: string }>;
  after: { revision: number; startsAt: string; amountCents: number; paymentStatus: string } | null;
  email: { subject: string; ics: string | null } | null;
  payment: { provider: string; idempotencyKey: string; providerReference: string } | null;
  data: Record<string, unknown>;
}

let server: RunningServer;
let lead: TestClient;
let support: TestClient;
let pro: TestClient;
let otherPro: TestClient;
let practice: { id: string; shortLink: string; name: string; services: Array<{ id: string }>; locations: Array<{ id: string }> };
let appointment: { id: string; token: string; visitor: TestClient; oldStart: string; newStart: string };
/** The same client's other appointment, later. */
let other: string;
let otherPracticeAppointment: string;



const PRACTICE_NAME = 'Lantern Wellness Studio';
const CLIENT = { firstName: 'Jordan', lastName: 'Lee', email: 'jordan.lee@example.com', phone: '(646) 555-0177' };

const registerSupport = async (email: string, lead: boolean): Promise<TestClient> => {
  await server.app.get(CommandBus).execute(new RegisterSupportAccountCommand({ email, name: lead ? 'Lee Lead' : 'Sam Support', password: 'support-password', lead }, newCommandContext({ kind: 'system', id: 'cli' })));
  const client = await newClient(server);
  expect((await client.gql(LOG_IN, { email, password: 'support-password' })).data.logIn.result).toBe('success');
  return client;
};

/** A GET with the client's session cookie, as a link on the page is followed. */
const download = (client: TestClient | null, path: string) => {
  const req = request(server.url).get(path).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  return client ? req.set('Cookie', `session=${client.cookie('session') ?? ''}`) : req;
};

const story = async (client: TestClient, id = appointment.id) => (await client.gql(STORY, { id })).data.appointmentStory as { entries: Entry[]; notes: Array<{ note: string; supportName: string }>; clientToken: string | null; timeZone: string; practiceName: string } | null;

const ok = (res: { data: Record<string, { result: string; errors: string[] }> }, name: string) => expect(res.data[name]).toMatchObject({ result: 'success' });

beforeAll(async () => {
  server = await startTestServer({ publicCallsPerMinute: 100_000 });
  const a = await signUpPro(server, PRACTICE_NAME);
  pro = a.client;
  practice = { ...a.practice, name: PRACTICE_NAME };
  await takeCards(pro, practice, { name: 'Deep Tissue Massage', amountCents: 9_000 });
  const b = await signUpPro(server, 'Elsewhere Bodywork');
  otherPro = b.client;

  const visitor = await newClient(server);
  const slots = await freeSlots(visitor, practice);
  other = (await requestAppointment(visitor, practice, { ...CLIENT, startsAt: slots[slots.length - 1] })).data.requestAppointment.appointmentId;
  const booked = (await requestAppointment(visitor, practice, { ...CLIENT, startsAt: slots[0] })).data.requestAppointment;
  const newStart = new Date(Date.parse(slots[0]) + 3_600_000).toISOString();
  appointment = { id: booked.appointmentId, token: booked.instantActionToken, visitor, oldStart: new Date(slots[0]).toISOString(), newStart };
  ok(await pro.gql(ACCEPT, { id: appointment.id }), 'acceptAppointment');
  ok(await pro.gql(UPDATE_APPOINTMENT, { appointmentId: appointment.id, startsAt: newStart }), 'updateAppointmentV2');
  ok(await pro.gql(UPDATE_APPOINTMENT, { appointmentId: appointment.id, appointmentServices: [{ serviceId: practice.services[0].id, amountCents: 11_000 }] }), 'updateAppointmentV2');
  expect((await saveCard(server.url, appointment)).status).toBe(200);
  expect((await visitor.gql(CHARGE, { id: appointment.id, token: appointment.token })).data.chargeCard.result).toBe('success');
  ok(await pro.gql(CANCEL, { id: appointment.id, note: 'Client is ill' }), 'cancelAppointment');

  const elsewhere = await newClient(server);
  otherPracticeAppointment = (await requestAppointment(elsewhere, b.practice, { email: 'ines@example.com', phone: '(646) 555-0199' })).data.requestAppointment.appointmentId;

  // The e-mails the changes send are appended by reactions: the story is complete once they caught up.
  await settled(server);
  lead = await registerSupport('lead@support.example.com', true);
  support = await registerSupport('desk@support.example.com', false);
}, 180_000);
afterAll(async () => server?.close());

describe('the support search', () => {
  it('finds the appointment by id, token, pasted link, e-mail, phone, practice name and short link', async () => {
    const keys = [
      appointment.id,
      appointment.token,
      `https://book.example.com/m/c/${appointment.token}`,
      CLIENT.email.toUpperCase(),
      '646-555-0177',
      'lantern wellness',
      practice.shortLink,
    ];
    for (const text of keys) {
      const hits = (await support.gql(SEARCH, { text })).data.supportSearch as Array<{ appointmentId: string }>;
      expect({ text, found: hits.map((h) => h.appointmentId) }).toEqual({ text, found: expect.arrayContaining([appointment.id]) });
      expect(hits.map((h) => h.appointmentId)).not.toContain(otherPracticeAppointment);
    }
    const [hit] = (await support.gql(SEARCH, { text: appointment.token })).data.supportSearch;
    expect(hit).toEqual({
      appointmentId: appointment.id, practiceId: practice.id, practiceName: PRACTICE_NAME, shortLink: practice.shortLink,
      clientName: 'Jordan Lee', clientEmail: CLIENT.email, clientPhone: '+16465550177', services: 'Deep Tissue Massage',
      startsAt: appointment.newStart, timeZone: expect.any(String), startsAtLocal: formatInZone(appointment.newStart, hit.timeZone), state: 'cancelled',
    });
    const byEmail = (await support.gql(SEARCH, { text: CLIENT.email })).data.supportSearch.map((h: { appointmentId: string }) => h.appointmentId);
    expect(byEmail).toEqual([other, appointment.id]);
    expect((await support.gql(SEARCH, { text: 'x' })).data.supportSearch).toEqual([]);
    expect((await support.gql(SEARCH, { text: 'no practice is called this' })).data.supportSearch).toEqual([]);
  });

  it('is for support only', async () => {
    const asPro = await pro.gql(SEARCH, { text: CLIENT.email });
    expect(asPro.errors?.[0]).toMatchObject({ message: 'Only support staff can search across practices.', extensions: { code: 'FORBIDDEN' } });
    const visitor = await newClient(server);
    expect((await visitor.gql(SEARCH, { text: CLIENT.email })).errors?.[0]).toMatchObject({ message: 'Please log in.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('the story', () => {
  it('reads in order, in words, with the details on demand', async () => {
    const read = await story(support);
    expect(read).toMatchObject({ practiceName: PRACTICE_NAME, clientToken: appointment.token });
    const zone = read!.timeZone;
    const { entries } = read!;
    expect(entries.map((e) => e.revision)).toEqual(entries.map((_, i) => i));
    const lines = entries.filter((e) => !['EmailSent', 'PaymentHoldPlaced', 'PaymentHoldReleased', 'ChargeAttempted'].includes(e.type)).map((e) => e.summary);
    expect(lines).toEqual([
      `Requested by Jordan Lee (visitor) for ${formatInZone(appointment.oldStart, zone)}: Deep Tissue Massage, $90.00`,
      'Accepted by Sam Rivera (pro)',
      `Rescheduled from ${formatInZone(appointment.oldStart, zone)} to ${formatTimeAfter(appointment.newStart, appointment.oldStart, zone)} by Sam Rivera (pro)`,
      'Details changed by Sam Rivera (pro): price $90.00 -> $110.00',
      'Card visa ending 4242 saved for this appointment by Jordan Lee (client)',
      'Card visa ending 4242 charged $110.00',
      'Cancelled by Sam Rivera (pro) with the note "Client is ill"',
    ]);
    const charged = entries.find((e) => e.type === 'PaymentCharged')!;
    expect(charged.payment).toMatchObject({ provider: 'stripe', idempotencyKey: `${appointment.id}:appointment:1`, providerReference: expect.any(String) });
    const confirmation = entries.find((e) => e.type === 'EmailSent' && e.email?.ics);
    expect(confirmation?.email?.ics).toContain('BEGIN:VCALENDAR');
    expect(confirmation?.data).not.toHaveProperty('html');
    const moved = entries.find((e) => e.type === 'AppointmentRescheduled')!;
    expect(moved.changes.map((c) => c.field)).toEqual(['Starts', 'Ends']);
    expect(moved.origin).toMatchObject({ ip: expect.any(String) });
    expect(entries[entries.length - 1].after).toMatchObject({ status: 'cancelled', paymentStatus: 'Paid', amountCents: 11_000 });
  });

  it('as of the reschedule: the new time and the old price; the diff between two moments', async () => {
    const { entries } = (await story(support))!;
    const moved = entries.find((e) => e.type === 'AppointmentRescheduled')!;
    const asOf = (await support.gql(AS_OF, { id: appointment.id, revision: moved.revision })).data.appointmentAsOf;
    expect(asOf).toMatchObject({ revision: moved.revision, status: 'approved', startsAt: appointment.newStart, amountCents: 9_000, paymentStatus: expect.any(String) });
    expect(asOf.rows).toEqual(expect.arrayContaining([{ field: 'Price', value: '$90.00' }]));
    const byTime = (await support.gql(AS_OF, { id: appointment.id, at: entries[moved.revision].occurredAt })).data.appointmentAsOf;
    expect(byTime.revision).toBeGreaterThanOrEqual(moved.revision);
    expect((await support.gql(AS_OF, { id: appointment.id, at: '2000-01-01T00:00:00Z' })).data.appointmentAsOf).toBeNull();
    const now = (await support.gql(AS_OF, { id: appointment.id })).data.appointmentAsOf;
    expect(now).toMatchObject({ status: 'cancelled', amountCents: 11_000, paidCents: 11_000, cardLast4: '4242' });

    const last = entries[entries.length - 1].revision;
    const diff = (await support.gql(DIFF, { id: appointment.id, from: moved.revision, to: last })).data.appointmentDiff;
    expect(diff).toEqual(expect.arrayContaining([
      { field: 'Status', before: 'approved', after: 'cancelled' },
      { field: 'Price', before: '$90.00', after: '$110.00' },
    ]));
    expect(diff.map((c: { field: string }) => c.field)).not.toContain('Starts');
    const fromNothing = (await support.gql(DIFF, { id: appointment.id, from: -1, to: 0 })).data.appointmentDiff;
    expect(fromNothing).toEqual(expect.arrayContaining([{ field: 'Status', before: '', after: 'pending' }]));
  });

  it("relates the client's other appointment, the schedule changes and the messages", async () => {
    const related = (await support.gql(RELATED, { id: appointment.id })).data.appointmentRelated;
    expect(related.clientAppointments).toEqual([expect.objectContaining({ appointmentId: other, clientName: 'Jordan Lee', practiceName: PRACTICE_NAME })]);
    expect(related.messages.length).toBeGreaterThan(0);
    expect(related.messages.every((m: { channel: string; to: string }) => m.channel === 'email' || m.channel === 'text')).toBe(true);
    expect(related.messages).toEqual(expect.arrayContaining([expect.objectContaining({ channel: 'email', to: CLIENT.email, status: 'sent' })]));
    const linked = related.scheduleChanges.map((c: { appointmentId: string | null }) => c.appointmentId);
    expect(linked).toEqual(expect.arrayContaining([other, appointment.id]));
  });
});

describe('the exports', () => {
  it('the CSV has one row per event, with the origin for support', async () => {
    const { entries } = (await story(support))!;
    const res = await download(support, `/support/appointments/${appointment.id}/story.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="appointment-${appointment.id}-story.csv"`);
    const rows = Papa.parse<Record<string, string>>((res.body as Buffer).toString('utf8'), { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(entries.length);
    expect(rows.map((r) => r.Summary)).toEqual(entries.map((e) => e.summary));
    expect(rows.find((r) => r.Event === 'AppointmentRescheduled')).toMatchObject({ Actor: 'Sam Rivera (pro)', IP: expect.stringMatching(/.+/), Changes: expect.stringContaining('Starts: ') });
    const asPro = Papa.parse<Record<string, string>>((await download(pro, `/support/appointments/${appointment.id}/story.csv`)).body.toString('utf8'), { header: true, skipEmptyLines: true }).data;
    expect(asPro).toHaveLength(entries.length);
    expect(asPro.every((r) => r.IP === '' && r['User agent'] === '')).toBe(true);
  });

  it("the PDF's text holds every summary line", async () => {
    const { entries } = (await story(support))!;
    const res = await download(support, `/support/appointments/${appointment.id}/story.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.body as Buffer)), { mergePages: true });
    const flat = (s: string) => s.replace(/\s+/g, ' ');
    expect(flat(text)).toContain(`Appointment ${appointment.id}`);
    for (const e of entries) expect(flat(text)).toContain(flat(e.summary));
  });

  it('is 401 without a session and 404 for another practice', async () => {
    expect((await download(null, `/support/appointments/${appointment.id}/story.pdf`)).status).toBe(401);
    for (const file of ['story.csv', 'story.pdf']) {
      const res = await download(otherPro, `/support/appointments/${appointment.id}/${file}`);
      expect(res.status).toBe(404);
      expect(JSON.parse((res.body as Buffer).toString('utf8'))).toEqual({ message: 'Appointment not found' });
    }
  });
});

describe('support notes', () => {
  it('support adds a note; support sees it, the pro never does', async () => {
    expect((await support.gql(ADD_NOTE, { id: appointment.id, note: '  Client disputes the charge; sent the receipt.  ' })).data.addSupportNote).toEqual({ result: 'success', errors: [] });
    expect((await support.gql(ADD_NOTE, { id: appointment.id, note: '   ' })).data.addSupportNote).toEqual({ result: null, errors: ['Please write a note.'] });
    expect((await support.gql(ADD_NOTE, { id: appointment.id, note: 'x'.repeat(2001) })).data.addSupportNote).toEqual({ result: null, errors: ['A note can be at most 2,000 characters.'] });
    expect((await support.gql(ADD_NOTE, { id: '00000000-0000-4000-8000-000000000000', note: 'Nothing here' })).data.addSupportNote).toEqual({ result: null, errors: ['Appointment not found'] });
    expect((await story(support))!.notes).toEqual([expect.objectContaining({ note: 'Client disputes the charge; sent the receipt.', supportName: 'Sam Support' })]);

    const asPro = (await story(pro))!;
    expect(asPro).toMatchObject({ notes: [], clientToken: null });
    expect(asPro.entries.every((e) => e.origin === null && e.type !== 'SupportNoteAdded')).toBe(true);
    const history = (await pro.gql(HISTORY, { id: appointment.id })).data.appointmentHistory.map((e: { type: string }) => e.type);
    expect(history).not.toContain('SupportNoteAdded');
    const pdf = await download(pro, `/support/appointments/${appointment.id}/story.pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body as Buffer)), { mergePages: true });
    expect(text).not.toContain('Client disputes the charge');
  });

  it('a pro cannot add one, and nothing is written', async () => {
    const store = server.app.get<EventStore>(EVENT_STORE);
    const before = (await store.readStream(supportNotesStreamId(appointment.id))).length;
    const refused = await pro.gql(ADD_NOTE, { id: appointment.id, note: 'Let me in' });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Only support staff can add support notes.', extensions: { code: 'FORBIDDEN' } });
    expect((await store.readStream(supportNotesStreamId(appointment.id))).length).toBe(before);
  });
});

describe('a pro', () => {
  it("reads their own story but never another practice's", async () => {
    expect((await story(pro))!.entries.length).toBeGreaterThan(0);
    expect(await story(otherPro)).toBeNull();
    expect((await otherPro.gql(AS_OF, { id: appointment.id })).data.appointmentAsOf).toBeNull();
    expect((await otherPro.gql(RELATED, { id: appointment.id })).data.appointmentRelated).toBeNull();
    expect((await otherPro.gql(DIFF, { id: appointment.id, from: -1, to: 0 })).data.appointmentDiff).toEqual([]);
  });
});

describe('the audit', () => {
  it('lists every support read for leads, newest first, and refuses everyone else', async () => {
    const { items, total } = (await lead.gql(AUDIT, { limit: 200 })).data.supportAudit;
    expect(total).toBe(items.length);
    const mine = items.filter((i: { supportEmail: string }) => i.supportEmail === 'desk@support.example.com');
    const done = new Set(mine.map((i: { action: string; target: string }) => `${i.action} ${i.target}`));
    for (const read of ['story', 'asOf', 'related', 'export', 'note']) expect(done).toContain(`${read} ${appointment.id}`);
    expect(done).toContain(`search ${CLIENT.email}`);
    expect(done).toContain(`search https://book.example.com/m/c/${appointment.token}`);
    expect(mine.find((i: { action: string }) => i.action === 'story')).toMatchObject({ supportName: 'Sam Support', practiceId: practice.id });
    expect(mine.find((i: { action: string }) => i.action === 'search')).toMatchObject({ practiceId: null });
    const times = items.map((i: { at: string }) => i.at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await lead.gql(AUDIT, { limit: 2, offset: 1 })).data.supportAudit.items.map((i: { id: string }) => i.id)).toEqual(items.slice(1, 3).map((i: { id: string }) => i.id));

    expect((await support.gql(AUDIT)).errors?.[0]).toMatchObject({ message: 'Only support leads can read the audit.', extensions: { code: 'FORBIDDEN' } });
    expect((await pro.gql(AUDIT)).errors?.[0]).toMatchObject({ message: 'Only support leads can read the audit.', extensions: { code: 'FORBIDDEN' } });
  });
});
