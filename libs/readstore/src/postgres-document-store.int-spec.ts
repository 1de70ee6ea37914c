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

  it('gets, upserts and deletes many by id in one call each (a projection batch)', async () => {
    const found = await col().getMany(['3', 'nope', '1', '3']);
    expect([...found.keys()].sort()).toEqual(['1', '3']);
    expect(found.get('3')).toEqual(people[2]);
    expect(await col().getMany([])).toEqual(new Map());
    await col().upsertMany([
      { ...people[0], age: 1 },
      { id: '9', name: "O'Hara \"Quote\" \\ back", age: 9, city: { name: 'Zürich 🏔' }, tag: null },
      { ...people[0], age: 2 }, // the later of two with one id wins
    ]);
    expect((await col().get('1'))?.age).toBe(2);
    expect(await col().get('9')).toEqual({ id: '9', name: "O'Hara \"Quote\" \\ back", age: 9, city: { name: 'Zürich 🏔' }, tag: null });
    expect(ids(await col().find({ filter: { 'city.name': 'Zürich 🏔' } }))).toEqual(['9']);
    await col().upsertMany([]);
    await expect(col().upsertMany([{ name: 'no id' } as unknown as Person])).rejects.toThrow(/string id/);
    await col().deleteMany(['1', '9', 'nope']);
    await col().deleteMany([]);
    expect(ids(await col().find({ sort: [{ field: 'age', order: 'asc' }] }))).toEqual(['3', '4', '2']);
    await expect(
      db.client.transaction(async (tx) => {
        await store.within(tx).collection<Person>('people').upsertMany([{ ...people[1], age: 0 }]);
        await store.within(tx).collection<Person>('people').deleteMany(['3']);
        expect((await store.within(tx).collection<Person>('people').getMany(['2', '3'])).get('2')?.age).toBe(0);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await col().count()).toBe(3);
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
  it('compares like with like: ranges skip other types and nulls; several operators combine', async () => {
    await col().upsert({ id: '5', name: 'Nobody', age: null as unknown as number, city: { name: 'Zurich' }, tag: 'x' });
    await store.ensureCollection('mixed');
    const mixed = () => store.collection<{ id: string; v: string | number }>('mixed');
    await mixed().upsert({ id: 'm1', v: 'abc' });
    await mixed().upsert({ id: 'm2', v: 5 });
    expect(ids(await col().find({ filter: { age: { $lt: 41 } } }))).toEqual(['1']);
    expect(ids(await col().find({ filter: { age: { $gte: 36, $lt: 72 } } }))).toEqual(['1', '3']);
    expect(ids(await col().find({ filter: { 'city.name': { $gt: 'London' } } }))).toEqual(['2', '5']);
    expect(ids(await col().find({ filter: { 'city.name': { $lte: 'London' } } }))).toEqual(['1', '3', '4']);
    expect((await mixed().find({ filter: { v: { $lt: 10 } } })).map((d) => d.id)).toEqual(['m2']);
    expect((await mixed().find({ filter: { v: { $gt: 'a' } } })).map((d) => d.id)).toEqual(['m1']);
    expect(ids(await col().find({ filter: { tag: { $ne: null } } }))).toEqual(['1', '3', '4', '5']);
    expect(ids(await col().find({ filter: { tag: { $in: [] } } }))).toEqual([]);
    expect(ids(await col().find({ filter: { missing: { $ne: 'x' } } as never }))).toEqual(['1', '2', '3', '4', '5']);
    await expect(col().find({ filter: { age: { $regex: 'x' } } as never })).rejects.toThrow(/Unknown filter operator/);
  });

  it('sorts strings by code point with missing fields last, and pages without overlap', async () => {
    await col().upsert({ id: '0', name: 'zed', age: 36, city: { name: 'Bath' }, tag: 'a' });
    await col().upsert({ id: '9', name: 'Zed', age: 36 } as Person);
    const byName = ids(await col().find({ sort: [{ field: 'name', order: 'asc' }] }));
    expect(byName).toEqual(['1', '3', '4', '2', '9', '0']); // 'Zed' < 'zed': code points, not a locale
    expect(ids(await col().find({ sort: [{ field: 'city.name', order: 'desc' }] }))).toEqual(['2', '1', '3', '0', '4', '9']);
    const pages = [];
    for (let offset = 0; offset < 6; offset += 2) pages.push(...ids(await col().find({ sort: [{ field: 'age', order: 'asc' }], limit: 2, offset })));
    expect(pages).toEqual(['0', '1', '9', '3', '4', '2']);
    expect(await col().find({ limit: 0 })).toEqual([]);
    expect(await col().find()).toHaveLength(6);
    await expect(col().find({ limit: -1 })).rejects.toThrow(/Invalid limit/);
    await expect(col().find({ offset: 1.5 })).rejects.toThrow(/Invalid offset/);
  });

  it('creates the table and one expression index per indexed field, idempotently', async () => {
    await store.ensureCollection('people', ['age', 'city.name', 'tag']);
    await Promise.all([store.ensureCollection('Team.Members', ['name']), store.ensureCollection('Team.Members', ['name'])]);
    await store.collection<{ id: string; name: string }>('Team.Members').upsert({ id: 'x', name: 'X' });
    expect(await store.collection('team.members').count()).toBe(1);
    const { rows } = await db.client.query<{ tablename: string; indexdef: string }>(
      "select tablename, indexdef from pg_indexes where tablename in ('rm_people', 'rm_team.members') and indexname like 'ix_%' order by indexname",
    );
    expect(rows.map((r) => r.tablename)).toEqual(['rm_people', 'rm_people', 'rm_people', 'rm_team.members']);
    expect(rows[1].indexdef).toContain("((data -> 'city'::text) -> 'name'::text)");
    await store.ensureCollection('people', ['a_very_long_field_name_that_goes_past_the_identifier_limit.and_more']);
    expect(() => store.collection('x'.repeat(61))).toThrow(/Invalid collection name/);
  });

  it('reads and writes several collections in one statement each', async () => {
    await store.ensureCollection('pets');
    await store.collection('pets').upsert({ id: 'p1', kind: 'cat' } as never);
    const [inPeople, none, inPets] = await store.getAcross([
      { collection: 'people', ids: ['1', '2', 'nope'] },
      { collection: 'pets', ids: [] },
      { collection: 'pets', ids: ['p1', '1'] },
    ]);
    expect([...inPeople.keys()].sort()).toEqual(['1', '2']);
    expect(inPeople.get('2')).toEqual(people[1]);
    expect(none.size).toBe(0);
    expect([...inPets.entries()]).toEqual([['p1', { id: 'p1', kind: 'cat' }]]);
    expect(await store.getAcross([])).toEqual([]);

    await store.writeAcross([
      { collection: 'people', upserts: [{ ...people[0], age: 50 } as Person, { ...people[0], age: 51 } as Person], deletes: ['2'] },
      { collection: 'pets', upserts: [{ id: 'p2' }], deletes: ['p1'] },
    ]);
    expect((await col().get('1'))?.age).toBe(51);
    expect(await col().get('2')).toBeNull();
    expect((await store.collection('pets').find()).map((p) => p.id)).toEqual(['p2']);
    // One collection named twice: still every write, in order.
    await store.writeAcross([
      { collection: 'people', upserts: [{ ...people[0], age: 52 } as Person], deletes: [] },
      { collection: 'pets', upserts: [], deletes: ['p2'] },
      { collection: 'people', upserts: [{ ...people[0], age: 53 } as Person], deletes: [] },
    ]);
    expect((await col().get('1'))?.age).toBe(53);
    expect(await store.collection('pets').count()).toBe(0);
    await store.writeAcross([]);
    // A statement that fails writes nothing in any collection.
    await expect(
      store.writeAcross([
        { collection: 'pets', upserts: [{ id: 'p3' }], deletes: [] },
        { collection: 'people', upserts: [{ ...people[2], name: 'nul \u0000' } as Person], deletes: ['4'] },
      ]),
    ).rejects.toThrow();
    expect(await store.collection('pets').get('p3')).toBeNull();
    expect(await col().get('4')).toEqual(people[3]);
  });

  it('writes with a guard in the same statement: only where its condition holds, returning its row', async () => {
    await db.client.exec('create table gate (name text primary key, open boolean not null)');
    await db.client.query(`insert into gate values ('g', false)`);
    const guard = {
      ctes: [`g as (select open from gate where name = $1 for update)`, `touched as (update gate set open = open where name = $1 returning name)`],
      params: ['g'],
      condition: '(select open from g)',
      returning: `(select open from g) as open, (select count(*) from touched)::int as touched`,
    };
    const writes = [{ collection: 'people', upserts: [{ ...people[0], age: 99 } as Person], deletes: ['2'] }];
    expect(await store.writeAcross(writes, guard)).toEqual({ open: false, touched: 1 });
    expect(await col().get('1')).toEqual(people[0]); // closed: nothing written, the guard's own update made
    expect(await col().get('2')).toEqual(people[1]);
    await db.client.query(`update gate set open = true`);
    expect(await store.writeAcross(writes, guard)).toEqual({ open: true, touched: 1 });
    expect((await col().get('1'))?.age).toBe(99);
    expect(await col().get('2')).toBeNull();
    // No writes: the guard's part still runs and answers.
    expect(await store.writeAcross([], guard)).toEqual({ open: true, touched: 1 });
    // One collection twice cannot go in one guarded statement.
    await expect(store.writeAcross([writes[0], { collection: 'people', upserts: [], deletes: ['3'] }], guard)).rejects.toThrow('once');
    expect(await col().get('3')).toEqual(people[2]);
  });

  it('drops the field indexes for a bulk load (ids stay unique); ensureCollection makes them again', async () => {
    const indexes = async () =>
      (await db.client.query<{ indexname: string }>("select indexname from pg_indexes where tablename = 'rm_team.members' order by indexname")).rows.map((r) => r.indexname);
    await store.ensureCollection('Team.Members', ['name', 'prefix:name', 'name,age']);
    const made = await indexes();
    expect(made).toHaveLength(4);
    await store.dropFieldIndexes('Team.Members');
    expect(await indexes()).toEqual(['rm_team.members_pkey']);
    await store.dropFieldIndexes('never.made'); // nothing to drop
    await store.collection('Team.Members').upsert({ id: 'x' });
    await expect(db.client.query(`insert into "rm_team.members" (id, data) values ('x', '{}')`)).rejects.toMatchObject({ code: '23505' });
    await store.ensureCollection('Team.Members', ['name', 'prefix:name', 'name,age']);
    expect(await indexes()).toEqual(made);
  });

  it('finds by prefix, escaping LIKE wildcards, and combines alternatives with $or', async () => {
    expect(ids(await col().find({ filter: { name: { $prefix: 'A' } } }))).toEqual(['1', '3']);
    expect(ids(await col().find({ filter: { name: { $prefix: 'a' } } }))).toEqual([]); // case-sensitive
    expect(ids(await col().find({ filter: { name: { $prefix: 'Edsger 100%_' } } }))).toEqual(['4']);
    expect(ids(await col().find({ filter: { name: { $prefix: '%' } } }))).toEqual([]);
    expect(ids(await col().find({ filter: { $or: [{ name: { $prefix: 'Grace' } }, { 'city.name': { $prefix: 'Aus' } }] } }))).toEqual(['2', '4']);
    expect(ids(await col().find({ filter: { tag: 'math', $or: [{ age: { $gt: 40 } }, { name: { $prefix: 'Zed' } }] } }))).toEqual(['3']);
    expect(ids(await col().find({ filter: { $or: [] } }))).toEqual([]);
    expect(await col().count({ $or: [{ tag: 'math' }, { tag: 'cs' }] })).toBe(3);
    await expect(col().find({ filter: { name: [] } as never })).rejects.toThrow(/only allowed under \$or/);
    await expect(col().find({ filter: { name: { $prefix: 3 } } as never })).rejects.toThrow(/needs a string/);
  });

  it('a prefix field gets a text_pattern_ops index that a prefix search uses', async () => {
    await store.ensureCollection('people', ['prefix:name', 'prefix:city.name']);
    const { rows } = await db.client.query<{ indexdef: string }>(
      "select indexdef from pg_indexes where tablename = 'rm_people' and indexdef like '%text_pattern_ops%' order by indexname",
    );
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.indexdef).join(' ')).toContain("((data ->> 'name'::text)) text_pattern_ops");
    for (let i = 0; i < 2000; i++) await col().upsert({ id: `n${i}`, name: `Name ${i}`, age: i, city: { name: 'X' }, tag: null });
    await db.client.query('analyze rm_people');
    const plan = await db.client.query<Record<string, string>>("explain select data from rm_people where data->>'name' like 'Ada%'");
    expect(JSON.stringify(plan.rows)).toMatch(/Index|Bitmap/);
    await expect(store.ensureCollection('people', ["prefix:name'; drop"])).rejects.toThrow(/Invalid field name/);
  });

  it('fields joined by a comma get one index on both', async () => {
    await store.ensureCollection('people', ['city.name,age']);
    const { rows } = await db.client.query<{ indexdef: string }>("select indexdef from pg_indexes where tablename = 'rm_people' and indexname like '%city.name__age%'");
    expect(rows).toHaveLength(1);
    expect(rows[0].indexdef).toContain("(((data -> 'city'::text) -> 'name'::text)), ((data -> 'age'::text))");
    await expect(store.ensureCollection('people', ['age,'])).rejects.toThrow(/Invalid field name/);
  });

  it('deletes all documents, and keeps writes of a committed transaction', async () => {
    await db.client.transaction(async (tx) => {
      await store.within(tx).collection<Person>('people').upsert({ ...people[0], age: 99 });
      expect((await store.within(tx).collection<Person>('people').get('1'))?.age).toBe(99);
    });
    expect((await col().get('1'))?.age).toBe(99);
    await col().deleteAll();
    expect(await col().count()).toBe(0);
  });
});
