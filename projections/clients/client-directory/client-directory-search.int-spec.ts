// The directory query against a real database, each sort route checked against a plain
// computation of the same answer: 400 clients (enough for the appointment walk), appointments
// past and future, some cancelled or declined, some clients with none.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { clientAppointmentsProjection, type ClientAppointmentDocument } from '../client-appointments/client-appointments.projection.js';
import { clientDirectoryProjection } from './client-directory.projection.js';
import type { ClientDocument } from './client-document.js';
import { findClients } from './client-directory-search.js';

const now = new Date('2026-06-01T12:00:00.000Z');
const FIRST = ['Ada', 'Alan', 'Grace', 'Sam', 'Sara', 'Edsger', 'Kate'];
const LAST = ['Smith', 'Stone', 'Hopper', 'Lovelace', 'Turing', 'Sanchez', 'Scott', 'Young'];

const client = (i: number, practiceId = 'p1'): ClientDocument => {
  const firstName = FIRST[i % FIRST.length];
  const lastName = LAST[(i * 3) % LAST.length];
  return {
    id: `c${String(i).padStart(4, '0')}`, practiceId, firstName, lastName, fullName: `${firstName} ${lastName}`,
    email: `c${i}@example.com`, phone: null, phoneExtension: null, clientType: null, invitedFrom: null,
    address: null, addressTwo: null, city: null, state: null, postalCode: null, country: null,
    createdAt: now.toISOString(), updatedAt: now.toISOString(), deletedAt: i % 37 === 0 ? now.toISOString() : null, notes: [], customPrices: [],
    search: { first: firstName.toLowerCase(), last: lastName.toLowerCase(), full: `${firstName} ${lastName}`.toLowerCase(), email: `c${i}@example.com`, phone: '', phoneFull: '' },
  };
};

// Deterministic spread: hours before or after now, some states that do not count, ties included.
const appointmentsOf = (i: number, practiceId = 'p1'): ClientAppointmentDocument[] =>
  Array.from({ length: i % 4 }, (_, k) => ({
    id: `a${i}-${k}`, practiceId, clientId: `c${String(i).padStart(4, '0')}`,
    startsAt: new Date(now.getTime() + (((i * 13 + k * 7) % 200) - 150) * 3_600_000).toISOString(),
    state: (['approved', 'pending', 'cancelled', 'declined'] as const)[(i + k) % 4],
  }));

describeEachBackend('client directory query', (open) => {
  let db: TestDatabase;
  const clients = Array.from({ length: 400 }, (_, i) => client(i));
  const appointments = clients.flatMap((_, i) => appointmentsOf(i));
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    for (const p of [clientDirectoryProjection, clientAppointmentsProjection]) await store.ensureCollection(p.collection, p.indexedFields);
    await db.client.transaction(async (tx) => {
      const within = store.within(tx);
      for (const c of [...clients, client(1000, 'other-practice')]) await within.collection(clientDirectoryProjection.collection).upsert(c);
      for (const a of [...appointments, ...appointmentsOf(1000, 'other-practice')]) await within.collection(clientAppointmentsProjection.collection).upsert(a);
    });
  });
  afterAll(async () => db.drop());

  it('a narrow search in a busy practice gives the same answer after the walk gives up', async () => {
    // p2: 800 clients with three past appointments each, so a walk of three chunks meets only some of them.
    const many = Array.from({ length: 800 }, (_, i) => ({ ...client(i, 'p2'), id: `p2-${i}` }));
    const booked = many.flatMap((c, i) => [0, 1, 2].map((k) => ({
      id: `p2a-${i}-${k}`, practiceId: 'p2', clientId: c.id, state: 'approved' as const,
      startsAt: new Date(now.getTime() - ((i * 7 + k * 311) % 2000 + 1) * 3_600_000).toISOString(),
    })));
    const store = new PostgresDocumentStore(db.client);
    await db.client.transaction(async (tx) => {
      for (const c of many) await store.within(tx).collection(clientDirectoryProjection.collection).upsert(c);
      for (const a of booked) await store.within(tx).collection(clientAppointmentsProjection.collection).upsert(a);
    });
    const lastOf = (id: string) => booked.filter((a) => a.clientId === id).map((a) => a.startsAt).sort().pop()!;
    for (const search of ['grace h', 'ada', 's']) {
      const want = many
        .filter((c) => c.deletedAt === null && (c.search.first.startsWith(search) || c.search.last.startsWith(search) || c.search.full.startsWith(search)))
        .sort((a, b) => {
          if (lastOf(a.id) !== lastOf(b.id)) return lastOf(a.id) > lastOf(b.id) ? -1 : 1;
          const key = (c: ClientDocument) => `${c.search.last}\u0000${c.search.first}\u0000${c.id}`;
          return key(a) < key(b) ? -1 : 1;
        })
        .map((c) => ({ id: c.id, lastAppointmentDate: lastOf(c.id) }));
      for (const tuning of [{ walkFrom: 10 }, { walkFrom: 10, knownMembers: 20 }]) {
        const page = await findClients(db.client, { practiceId: 'p2', search, sortField: 'lastAppointmentDate', sortOrder: 'DESC', limit: 25, offset: 0, now, ...tuning });
        expect(page.totalCount).toBe(want.length);
        expect(page.clients.map((c) => ({ id: c.id, lastAppointmentDate: c.lastAppointmentDate }))).toEqual(want.slice(0, 25));
      }
    }
  });

  // The answer computed plainly.
  const last = (id: string) =>
    appointments.filter((a) => a.clientId === id && ['pending', 'approved'].includes(a.state) && a.startsAt < now.toISOString()).map((a) => a.startsAt).sort().pop() ?? null;
  const expected = (match: (c: ClientDocument) => boolean, dir: 'asc' | 'desc') => {
    const rows = clients.filter((c) => c.deletedAt === null && match(c)).map((c) => ({ c, at: last(c.id) }));
    const byName = (a: ClientDocument, b: ClientDocument) => (a.search.last + '\u0000' + a.search.first + '\u0000' + a.id < b.search.last + '\u0000' + b.search.first + '\u0000' + b.id ? -1 : 1);
    rows.sort((x, y) => {
      if (x.at !== y.at) {
        if (x.at === null) return 1;
        if (y.at === null) return -1;
        return (x.at < y.at ? -1 : 1) * (dir === 'asc' ? 1 : -1);
      }
      return byName(x.c, y.c);
    });
    return rows.map((r) => ({ id: r.c.id, lastAppointmentDate: r.at }));
  };
  const run = async (search: string | null, sortOrder: 'ASC' | 'DESC', limit: number, offset: number, tuning: { walkFrom?: number; knownMembers?: number }) => {
    const { clients: found, totalCount } = await findClients(db.client, { practiceId: 'p1', search, sortField: 'lastAppointmentDate', sortOrder, limit, offset, now, ...tuning });
    return { rows: found.map((c) => ({ id: c.id, lastAppointmentDate: c.lastAppointmentDate })), totalCount };
  };

  it.each([
    ['every client, newest first (walk and lookup), every page up to the ones without appointments', null, 'DESC'],
    ['a broad search, newest first (walk and lookup)', 's', 'DESC'],
    ['a narrow search (walk and lookup)', 'grace', 'DESC'],
    ['oldest first (the lookup)', null, 'ASC'],
  ] as const)('sorts by last appointment: %s', async (_label, search, order) => {
    const want = expected((c) => !search || c.search.first.startsWith(search) || c.search.last.startsWith(search), order === 'DESC' ? 'desc' : 'asc');
    // the lookup; the walk with the matches known; the walk asking the database
    for (const tuning of [{}, { walkFrom: 40 }, { walkFrom: 40, knownMembers: 50 }]) {
      for (const [limit, offset] of [[25, 0], [25, 25], [100, 150], [500, 0], [50, want.length - 30]]) {
        const { rows, totalCount } = await run(search, order, limit, Math.max(0, offset), tuning);
        expect(totalCount).toBe(want.length);
        expect(rows).toEqual(want.slice(Math.max(0, offset), Math.max(0, offset) + limit));
      }
    }
  });

  it('pages by name without gaps or repeats and gives each row its last appointment', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 400; offset += 100) {
      const page = await findClients(db.client, { practiceId: 'p1', sortField: 'lastName', limit: 100, offset, now });
      seen.push(...page.clients.map((c) => c.id));
      for (const c of page.clients) expect(c.lastAppointmentDate).toBe(last(c.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(clients.filter((c) => c.deletedAt === null).length);
  });
});
