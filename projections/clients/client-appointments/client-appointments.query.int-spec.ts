// The client appointments reader against a real database: a client's past and upcoming
// appointments, and the start of their last one (checked against the directory's SQL answer).
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { lastAppointmentDate } from '../client-directory/client-directory-search.js';
import { clientAppointmentsProjection, type ClientAppointmentDocument } from './client-appointments.projection.js';
import { ClientAppointmentsQuery } from './client-appointments.query.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
const STATES = ['approved', 'pending', 'cancelled', 'declined'] as const;

// Deterministic spread over ten clients of p1: hours before and after now, every state.
const links: ClientAppointmentDocument[] = Array.from({ length: 60 }, (_, i) => ({
  id: `a${i}`, practiceId: 'p1', clientId: `c${i % 10}`, startsAt: at(((i * 53 + Math.floor(i / 10) * 97) % 400) - 200), state: STATES[(i + Math.floor(i / 10)) % 4],
}));
// The same client id in another practice (ids are per practice in the profile's reads).
const theirs: ClientAppointmentDocument = { id: 'x1', practiceId: 'p2', clientId: 'c1', startsAt: at(-1), state: 'approved' };

describeEachBackend('client appointments query', (open) => {
  let db: TestDatabase;
  let query: ClientAppointmentsQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(clientAppointmentsProjection.collection, clientAppointmentsProjection.indexedFields);
    for (const l of [...links, theirs]) await store.collection(clientAppointmentsProjection.collection).upsert(l);
    query = new ClientAppointmentsQuery(store);
  });
  afterAll(async () => db.drop());

  const ofClient = (clientId: string) => links.filter((l) => l.clientId === clientId);
  const byStart = (a: ClientAppointmentDocument, b: ClientAppointmentDocument) => (a.startsAt < b.startsAt ? -1 : 1);

  it('lists a client’s past appointments in any state, newest first, up to the limit', async () => {
    for (const clientId of ['c1', 'c4']) {
      const past = ofClient(clientId).filter((l) => l.startsAt < now.toISOString()).sort(byStart).reverse();
      expect(past.length).toBeGreaterThan(2);
      expect(await query.past({ id: clientId, practiceId: 'p1' }, now, 100)).toEqual(past);
      expect(await query.past({ id: clientId, practiceId: 'p1' }, now, 2)).toEqual(past.slice(0, 2));
    }
    expect(await query.past({ id: 'c1', practiceId: 'p2' }, now, 100)).toEqual([theirs]);
  });

  it('lists a client’s upcoming appointments that still take place, soonest first', async () => {
    for (const clientId of ['c1', 'c4']) {
      const upcoming = ofClient(clientId).filter((l) => l.startsAt >= now.toISOString() && (l.state === 'pending' || l.state === 'approved')).sort(byStart);
      expect(upcoming.length).toBeGreaterThan(0);
      expect(await query.upcoming({ id: clientId, practiceId: 'p1' }, now, 100)).toEqual(upcoming);
    }
    expect(await query.upcoming({ id: 'c1', practiceId: 'p2' }, now, 100)).toEqual([]);
  });

  it('gives the start of each client’s last appointment that took place, as the directory’s SQL does', async () => {
    for (const clientId of [...Array.from({ length: 10 }, (_, i) => `c${i}`), 'nobody']) {
      expect(await query.lastAppointmentStart(clientId, now)).toBe(await lastAppointmentDate(db.client, clientId, now));
    }
    expect(await query.lastAppointmentStart('c1', now)).toBe(at(-1)); // the other practice's counts too, as in SQL
    expect(await query.lastAppointmentStart('nobody', now)).toBeNull();
  });
});
