// The schedule-reservations read model against a real database: built by the projection from
// reserve/release events of two practices, every window query answers exactly the reservations
// that overlap it (checked against a plain computation), never another practice's.
import { randomUUID } from 'node:crypto';
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import type { RecordedEvent } from '#app/eventstore';
import { PostgresDocumentStore } from '#app/readstore';
import { reservationsOverlapping, ScheduleReservationsQuery } from './schedule-reservations.query.js';
import { scheduleProjection, type ScheduleReservationDocument } from './schedule.projection.js';

const base = Date.parse('2026-11-01T00:00:00.000Z');
const HOUR = 3_600_000;

// A small deterministic generator (no randomness between runs).
const lcg = (seed: number) => () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

let position = 0n;
const recorded = (practiceId: string, type: string, data: Record<string, unknown>): RecordedEvent => ({
  globalPosition: ++position, transactionId: 1n, streamId: `schedule-${practiceId}`, streamRevision: position,
  eventId: randomUUID(), type, data, metadata: { occurredAt: '2026-11-01T00:00:00.000Z' }, recordedAt: '2026-11-01T00:00:00.000Z',
});

describeEachBackend('schedule reservations read model', (open) => {
  let db: TestDatabase;
  let store: PostgresDocumentStore;
  /** The truth: what each practice holds after the events, as epoch ms. */
  const held = new Map<string, Map<string, { start: number; end: number }>>([['p1', new Map()], ['p2', new Map()]]);

  const apply = async (event: RecordedEvent) => {
    const collection = store.collection<ScheduleReservationDocument>(scheduleProjection.collection);
    const id = scheduleProjection.documentId(event)!;
    const next = scheduleProjection.evolve(await collection.get(id), event);
    if (next) await collection.upsert(next);
    else await collection.delete(id);
  };

  beforeAll(async () => {
    db = await open();
    store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(scheduleProjection.collection, scheduleProjection.indexedFields);
    const random = lcg(7);
    for (let i = 0; i < 600; i++) {
      const practiceId = random() < 0.7 ? 'p1' : 'p2';
      const mine = held.get(practiceId)!;
      if (mine.size > 0 && random() < 0.2) {
        const id = [...mine.keys()][Math.floor(random() * mine.size)];
        mine.delete(id);
        await apply(recorded(practiceId, 'SlotReleased', { appointmentId: id }));
        continue;
      }
      // Mostly an hour or two; some personal events lasting up to four days.
      const start = base + Math.floor(random() * 60 * 24) * HOUR;
      const length = random() < 0.1 ? Math.floor(random() * 96 + 1) * HOUR : Math.floor(random() * 8 + 1) * 15 * 60_000;
      const id = mine.size > 0 && random() < 0.1 ? [...mine.keys()][0] : randomUUID(); // sometimes a reschedule
      mine.set(id, { start, end: start + length });
      // Instants as clients send them: some with an offset, which the read model keeps in UTC.
      const iso = (ms: number) => (random() < 0.3 ? new Date(ms - 5 * HOUR).toISOString().replace('Z', '-05:00') : new Date(ms).toISOString());
      await apply(recorded(practiceId, 'SlotReserved', { appointmentId: id, startsAt: iso(start), endsAt: iso(start + length), ...(length > 10 * HOUR ? { kind: 'personal' } : {}) }));
    }
  });
  afterAll(async () => db.drop());

  it('answers exactly the reservations overlapping a window, for many windows', async () => {
    const random = lcg(11);
    for (let i = 0; i < 40; i++) {
      const from = base + Math.floor(random() * 62 * 24 - 24) * HOUR;
      const to = from + Math.floor(random() * 24 * 10 + 1) * HOUR;
      const found = await new ScheduleReservationsQuery(store).overlapping('p1', new Date(from), new Date(to));
      const expected = [...held.get('p1')!].filter(([, r]) => r.start < to && r.end > from).map(([id]) => id).sort();
      expect(found.map((r) => r.reservationId).sort()).toEqual(expected);
      expect(new Set(found.map((r) => r.id)).size).toBe(found.length);
      for (const r of found) {
        expect(r.practiceId).toBe('p1');
        expect([Date.parse(r.startsAt), Date.parse(r.endsAt)]).toEqual([held.get('p1')!.get(r.reservationId)!.start, held.get('p1')!.get(r.reservationId)!.end]);
        expect(r.startsAt.endsWith('Z')).toBe(true);
      }
    }
  });

  it('keeps one small document per reservation, long ones flagged, released ones gone', async () => {
    const collection = store.collection<ScheduleReservationDocument>(scheduleProjection.collection);
    expect(await collection.count({ practiceId: 'p1' })).toBe(held.get('p1')!.size);
    expect(await collection.count({ practiceId: 'p2' })).toBe(held.get('p2')!.size);
    const long = [...held.get('p1')!.values()].filter((r) => r.end - r.start > 24 * HOUR).length;
    expect(long).toBeGreaterThan(0);
    expect(await collection.count({ practiceId: 'p1', long: true })).toBe(long);
    const personal = await collection.find({ filter: { practiceId: 'p1', kind: 'personal' }, limit: 1 });
    expect(personal[0]).toMatchObject({ kind: 'personal' });
  });

  it('counts the reservations that still hold time after an instant', async () => {
    const query = new ScheduleReservationsQuery(store);
    for (const days of [-1, 0, 10, 30, 70]) {
      const instant = base + days * 24 * HOUR;
      expect(await query.countEndingAfter('p1', new Date(instant))).toBe([...held.get('p1')!.values()].filter((r) => r.end > instant).length);
    }
  });

  it('never answers for another practice or an empty window', async () => {
    expect(await reservationsOverlapping(store, 'p3', new Date(base), new Date(base + 90 * 24 * HOUR))).toEqual([]);
    expect(await reservationsOverlapping(store, 'p1', new Date(base - 10 * 24 * HOUR), new Date(base - 5 * 24 * HOUR))).toEqual([]);
  });
});
