import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from './postgres-document-store.js';

interface Person {
  id: string;
  name: string;
  age: number;
  city: { name: string };
  tag: string | null;
}

const people: Person[] = [
  { id: '1', name: 'Ada Lovelace', age: 36, city: { name: 'London' }, tag: 'math' },
  { id: '2', name: 'Grace Hopper', age: 85, city: { name: 'New York' }, tag: null },
  { id: '3', name: 'Alan Turing', age: 41, city: { name: 'London' }, tag: 'math' },
  { id: '4', name: 'Edsger 100%_Dijkstra', age: 72, city: { name: 'Austin' }, tag: 'cs' },
];

describeEachBackend('PostgresDocumentStore', (open) => {
  let db: TestDatabase;
  let store: PostgresDocumentStore;
  beforeEach(async () => {
    db = await open();
    store = new PostgresDocumentStore(db.client);
    await store.ensureCollection('people', ['age', 'city.name']);
    for (const p of people) await store.collection<Person>('people').upsert(p);
  });
  afterEach(async () => db.drop());
  const col = () => store.collection<Person>('people');
  const ids = (list: Person[]) => list.map((p) => p.id);

  it('gets, replaces and deletes by id', async () => {
    expect(await col().get('1')).toEqual(people[0]);
    await col().upsert({ ...people[0], age: 37 });
    expect((await col().get('1'))?.age).toBe(37);
    await col().delete('1');
    expect(await col().get('1')).toBeNull();
    expect(await col().get('nope')).toBeNull();
  });

  it('filters with equality, dotted fields and operators', async () => {
    expect(ids(await col().find({ filter: { 'city.name': 'London' }, sort: [{ field: 'age', order: 'asc' }] }))).toEqual(['1', '3']);
    expect(ids(await col().find({ filter: { age: { $gte: 41 } }, sort: [{ field: 'age', order: 'asc' }] }))).toEqual(['3', '4', '2']);
    expect(ids(await col().find({ filter: { age: { $lt: 41 } } }))).toEqual(['1']);
    expect(ids(await col().find({ filter: { tag: { $in: ['cs', 'math'] } } }))).toEqual(['1', '3', '4']);
    expect(ids(await col().find({ filter: { tag: { $ne: 'math' } } }))).toEqual(['2', '4']);
    expect(ids(await col().find({ filter: { tag: null } }))).toEqual(['2']);
    expect(ids(await col().find({ filter: { name: { $contains: 'HOPPER' } } }))).toEqual(['2']);
    expect(ids(await col().find({ filter: { name: { $contains: '100%_' } } }))).toEqual(['4']);
    expect(ids(await col().find({ filter: { name: { $contains: '%' }, age: { $lt: 50 } } }))).toEqual([]);
  });

  it('sorts numbers numerically, paginates and counts', async () => {
    const byAge = await col().find({ sort: [{ field: 'age', order: 'desc' }], limit: 2, offset: 1 });
    expect(ids(byAge)).toEqual(['4', '3']);
    expect(await col().count()).toBe(4);
    expect(await col().count({ 'city.name': 'London' })).toBe(2);
  });

  it('refuses field and collection names that are not plain names', async () => {
    await expect(col().find({ filter: { "age'; drop table rm_people; --": 1 } })).rejects.toThrow(/Invalid field name/);
    expect(() => store.collection('people; drop')).toThrow(/Invalid collection name/);
    expect(await col().count()).toBe(4);
  });

  it('writes inside a rolled-back transaction are not kept', async () => {
    await expect(
      db.client.transaction(async (tx) => {
        await store.within(tx).collection<Person>('people').upsert({ ...people[0], age: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await col().get('1'))?.age).toBe(36);
  });
});
