// Booking against a long schedule, through the real API: availability read from the per-reservation
// read model (only the reservations near the asked window) answers exactly what the engine answers
// over the whole schedule, long reservations starting before the window included; and once the
// schedule stream is loaded from a snapshot, bookings still see every time held before it.
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { bookingAvailability } from '../../apps/api/src/practice/booking-availability.js';
import { busyIntervals, scheduleDecider } from '#app/appointments';
import { fold } from '#app/es';
import type { PracticeDocument } from '../../projections/index.js';
import { snapshotWritesSettled } from '#app/es-runtime';
import { CREATE_CLIENT, PRO_CREATE_APPOINTMENT } from '../support/calendar-operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';

const NY = 'America/New_York';
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const day = (offset: number) => DateTime.now().setZone(NY).startOf('day').plus({ days: offset });

/** Holds `count` times on the practice's schedule stream directly (as a busy past would have), some released. */
const holdTimes = async (practiceId: string) => {
  const metadata = { occurredAt: new Date().toISOString(), practiceId, actor: { kind: 'system', id: 'test' } };
  const events: Array<{ eventId: string; type: string; data: Record<string, unknown>; metadata: typeof metadata }> = [];
  const held: Array<{ id: string; startsAt: string; endsAt: string }> = [];
  for (let i = 0; i < 240; i++) {
    // Weekday-ish hours over 60 days from three weeks ago, 30 to 120 minutes, mixed offsets.
    const start = day(-21 + (i % 60)).set({ hour: 9 + ((i * 7) % 8), minute: (i % 2) * 30 });
    const end = start.plus({ minutes: 30 * (1 + (i % 4)) });
    const id = randomUUID();
    held.push({ id, startsAt: start.toUTC().toISO()!, endsAt: end.toUTC().toISO()! });
    events.push({ eventId: randomUUID(), type: 'SlotReserved', data: { appointmentId: id, startsAt: i % 3 ? start.toUTC().toISO() : start.toISO(), endsAt: end.toISO() }, metadata });
  }
  // A personal event over three whole days that starts two days before the windows asked below.
  const away = { id: randomUUID(), startsAt: day(8).toUTC().toISO()!, endsAt: day(11).toUTC().toISO()! };
  held.push(away);
  events.push({ eventId: randomUUID(), type: 'SlotReserved', data: { appointmentId: away.id, startsAt: away.startsAt, endsAt: away.endsAt, kind: 'personal' }, metadata });
  for (const r of held.filter((_, i) => i % 10 === 5)) events.push({ eventId: randomUUID(), type: 'SlotReleased', data: { appointmentId: r.id }, metadata });
  const { position } = await server.persistence.store.appendToStream(`schedule-${practiceId}`, 'any', events);
  await server.persistence.runner.waitFor(position, undefined, 30_000);
  return { held, away, released: new Set(held.filter((_, i) => i % 10 === 5).map((r) => r.id)) };
};

describe('booking against a long schedule', () => {
  let pro: Awaited<ReturnType<typeof signUpPro>>;
  let hold: Awaited<ReturnType<typeof holdTimes>>;
  beforeAll(async () => {
    pro = await signUpPro(server);
    hold = await holdTimes(pro.practice.id);
  });

  it('availability from the windowed read model equals the engine over the whole schedule', async () => {
    const visitor = await newClient(server);
    const practice = (await server.persistence.documents.collection<PracticeDocument>('practices').get(pro.practice.id))!;
    const stream = await server.persistence.store.readStream(`schedule-${pro.practice.id}`);
    const everything = busyIntervals(fold(scheduleDecider, stream.map((e) => ({ type: e.type, data: e.data }) as never)));
    const args = { serviceId: pro.practice.services[0].id, locationId: pro.practice.locations[0].id };
    for (const [from, to] of [[2, 2], [2, 8], [9, 12], [10, 10], [3, 40], [12, 60], [2, 94]]) {
      const window = { from: day(from).toISODate()!, to: day(to).toISODate()! };
      const answered = await freeSlots(visitor, pro.practice, window);
      const whole = await bookingAvailability(practice, async () => everything, { ...args, ...window }, new Date());
      expect(answered).toEqual(whole.availableSlots.flatMap((d) => d.datetimes));
      if (from === 9) expect(answered.filter((s) => s < hold.away.endsAt)).toEqual([]); // the long personal event
    }
  });

  it('a pro booking loads the schedule from its snapshot and still sees every held time', async () => {
    const { client } = pro;
    const service = { serviceId: pro.practice.services[0].id, amountCents: 5000 };
    const created = await client.gql(CREATE_CLIENT, { client: { firstName: 'Grace', lastName: 'Hopper', phone: '(212) 555-0142' } });
    const clientId = created.data.createClient.client.id;
    const book = (startsAt: DateTime, minutes = 60) =>
      client.gql(PRO_CREATE_APPOINTMENT, {
        appointmentServices: [service], locationId: pro.practice.locations[0].id,
        startsAt: startsAt.toISO(), endsAt: startsAt.plus({ minutes }).toISO(), clientId,
      });
    // 265 events on the stream: this append takes a snapshot (every 100).
    const first = await book(day(30).set({ hour: 20 }));
    expect(first.data.proCreateAppointment).toMatchObject({ result: 'success', errors: [] });
    await snapshotWritesSettled(); // written in the background after the append
    const { rows } = await server.persistence.db.query<{ stream_revision: string; version: number }>(
      'select stream_revision::text as stream_revision, version from snapshots where stream_id = $1',
      [`schedule-${pro.practice.id}`],
    );
    const events = await server.persistence.store.readStream(`schedule-${pro.practice.id}`);
    expect(rows).toEqual([{ stream_revision: String(events.length - 1), version: 1 }]);

    // Times held long before the snapshot still clash; released ones are free.
    const taken = hold.held.find((r, i) => i > 0 && !hold.released.has(r.id) && Date.parse(r.startsAt) > Date.now() + 86_400_000)!;
    const clash = await book(DateTime.fromISO(taken.startsAt, { zone: NY }));
    expect(clash.data.proCreateAppointment.result).toBeNull();
    expect(clash.data.proCreateAppointment.errors[0]).toMatch(/^This time overlaps another appointment or personal event/);
    const away = await book(day(9).set({ hour: 12 }));
    expect(away.data.proCreateAppointment.errors[0]).toMatch(/overlaps/);
    const freed = hold.held.find((r) => hold.released.has(r.id) && Date.parse(r.startsAt) > Date.now() + 86_400_000 && Date.parse(r.endsAt) < Date.parse(hold.away.startsAt))!;
    const overlapsKept = hold.held.some((r) => !hold.released.has(r.id) && r.startsAt < freed.endsAt && r.endsAt > freed.startsAt);
    const again = await book(DateTime.fromISO(freed.startsAt, { zone: NY }), 30);
    expect(again.data.proCreateAppointment.result).toBe(overlapsKept ? null : 'success');

    // A visitor cannot take the time the pro just booked, nor one held before the snapshot.
    const visitor = await newClient(server);
    const visitorTaken = await requestAppointment(visitor, pro.practice, { startsAt: taken.startsAt });
    expect(visitorTaken.data.requestAppointment.result).toBeNull();
    expect(visitorTaken.data.requestAppointment.errors[0]).toMatch(/taken|not available/);
    const slots = await freeSlots(visitor, pro.practice, { from: day(30).toISODate(), to: day(30).toISODate() });
    expect(slots.some((s) => s >= day(30).set({ hour: 20 }).toISO()!)).toBe(false);
  });
});
