// The clients reader against a real database: one client, and the practice's clients holding
// an import's e-mails or phones (more values than one statement takes), deleted ones left out.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import type { ClientEvent } from '#app/clients';
import { PostgresDocumentStore } from '#app/readstore';
import { recorded, replay } from '../../testing/recorded-event.js';
import { clientDirectoryProjection } from './client-directory.projection.js';
import { ClientsQuery } from './client-directory.query.js';
import type { ClientDocument } from './client-document.js';

const NONE = { phoneExtension: null, clientType: null, invitedFrom: null, address: null, addressTwo: null, city: null, state: null, postalCode: null, country: null };

/** Client i of a practice, as the projection makes it; every fifth deleted. */
const client = (i: number, practiceId: string): ClientDocument => {
  const clientId = `${practiceId}-c${i}`;
  const events: ClientEvent[] = [{
    type: 'ClientCreated',
    data: { clientId, practiceId, firstName: 'Client', lastName: `No ${i}`, email: `c${i}@example.com`, phone: `+1212555${String(i).padStart(4, '0')}`, ...NONE, createdAt: '2026-11-01T00:00:00.000Z' },
  }];
  if (i % 5 === 4) events.push({ type: 'ClientDeleted', data: { clientId, deletedAt: '2026-11-02T00:00:00.000Z' } });
  return replay(clientDirectoryProjection.evolve, events.map((e) => recorded(e)))!;
};

describeEachBackend('clients query', (open) => {
  let db: TestDatabase;
  let query: ClientsQuery;
  const p1 = Array.from({ length: 1200 }, (_, i) => client(i, 'p1'));
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(clientDirectoryProjection.collection, clientDirectoryProjection.indexedFields);
    await db.client.transaction(async (tx) => {
      const clients = store.within(tx).collection(clientDirectoryProjection.collection);
      for (const c of [...p1, client(3, 'p2')]) await clients.upsert(c);
    });
    query = new ClientsQuery(store);
  });
  afterAll(async () => db.drop());

  it('finds one client by id, deleted ones too', async () => {
    expect(await query.byId('p1-c3')).toEqual(p1[3]);
    expect((await query.byId('p1-c4'))?.deletedAt).toBe('2026-11-02T00:00:00.000Z');
    expect(await query.byId('nope')).toBeNull();
  });

  it('finds the practice’s clients holding any of these e-mails, across chunks, not deleted ones', async () => {
    const emails = [...Array.from({ length: 1150 }, (_, i) => `c${i + 40}@example.com`), 'nobody@example.com'];
    const found = await query.holdingContacts('p1', 'email', emails);
    const expected = p1.filter((c, i) => i >= 40 && i < 1190 && c.deletedAt === null).map((c) => c.id);
    expect(found.map((c) => c.id).sort()).toEqual(expected.sort());
    expect(found.every((c) => c.practiceId === 'p1')).toBe(true);
  });

  it('finds them by phone as stored, and never another practice’s', async () => {
    const found = await query.holdingContacts('p2', 'phone', ['+12125550003', '+12125550005']);
    expect(found.map((c) => c.id)).toEqual(['p2-c3']);
    expect(await query.holdingContacts('p1', 'phone', [])).toEqual([]);
  });

  it('maps an import’s e-mails and phones to the full name of the client holding each', async () => {
    const holders = await query.contactHolders('p2', [{ email: null, phone: '+12125550003' }, { email: 'nobody@example.com', phone: '+12125550005' }]);
    expect(holders.email.size).toBe(0);
    expect([...holders.phone.keys()]).toEqual(['+12125550003']);
    expect(holders.phone.get('+12125550003')).toBe((await query.byId('p2-c3'))?.fullName);
  });
});
