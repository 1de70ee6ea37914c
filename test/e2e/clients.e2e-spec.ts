// The client directory's calls end to end: create, edit, delete, search, sort, page, viewPhone,
// the spec's messages for bad input, duplicates, and another practice's ids.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';
import { ada, CLIENT, CLIENTS, CREATE_CLIENT, DELETE_CLIENT, EDIT_CLIENT, VIEW_PHONE, ADD_NOTE, INVITE_CLIENTS } from '../support/client-operations.js';
import type { TestClient } from '../support/graphql-client.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const create = async (pro: TestClient, client: Record<string, unknown>) => (await pro.gql(CREATE_CLIENT, { client })).data.createClient;

describe('createClient', () => {
  it('creates a client with a normalised phone and shows it in the directory and the profile', async () => {
    const { client: pro } = await signUpPro(server);
    const created = await create(pro, { ...ada, email: ' Ada@Example.com ', notes: 'Knee injury', city: 'London', country: 'UK' });
    expect(created).toMatchObject({ result: 'success', errors: [] });
    expect(created.client).toMatchObject({
      firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', email: 'ada@example.com', phone: '+14155550134',
      formattedPhone: '(415) 555-0134', fullAddress: 'London, UK', deletedAt: null, lastAppointmentDate: null,
    });
    expect(created.client.notes).toEqual([expect.objectContaining({ text: 'Knee injury', noteType: 'client', appointmentId: null })]);
    const list = (await pro.gql(CLIENTS)).data.clients;
    expect(list.totalCount).toBe(1);
    expect(list.clients[0]).toMatchObject({ id: created.client.id, name: 'Ada Lovelace', formattedPhone: '(415) 555-0134' });
    expect((await pro.gql(CLIENT, { clientId: created.client.id })).data.client.email).toBe('ada@example.com');
    expect((await pro.gql(VIEW_PHONE, { id: created.client.id })).data.viewPhone).toEqual({ formattedPhoneNumber: '(415) 555-0134', phoneNumber: '+14155550134' });
    // viewPhone is recorded: who viewed which phone, when.
    const viewed = (await server.persistence.store.readStream(`client-${created.client.id}`)).filter((e) => e.type === 'ClientPhoneViewed');
    expect(viewed).toEqual([expect.objectContaining({ data: { clientId: created.client.id, phoneNumber: '+14155550134' }, metadata: expect.objectContaining({ actor: expect.objectContaining({ kind: 'pro' }) }) })]);
  });

  it.each([
    [{ firstName: ' ' }, 'First name is required.'],
    [{ lastName: '' }, 'Last name is required.'],
    [{ phone: '' }, 'Phone is required to create a client.'],
    [{ phone: null }, 'Phone is required to create a client.'],
    [{ email: 'ada@nowhere' }, 'Invalid email'],
    [{ phone: 'call me maybe' }, 'This is not a phone number.'],
    [{ phone: '555' }, 'This phone number is too short.'],
    [{ phone: '5'.repeat(251) }, 'This phone number is too long.'],
    [{ phone: '+999 1234567' }, 'This phone number has an invalid country code.'],
    [{ lastName: 'x'.repeat(50_000) }, 'Names can be at most 100 characters.'],
  ])('refuses %o with the message and creates nothing', async (input, message) => {
    const { client: pro } = await signUpPro(server);
    expect(await create(pro, { ...ada, ...input })).toEqual({ result: null, errors: [message], client: null });
    expect((await pro.gql(CLIENTS)).data.clients.totalCount).toBe(0);
  });

  it("refuses the practice's own e-mail", async () => {
    const { client: pro, email } = await signUpPro(server);
    expect((await create(pro, { ...ada, email: email.toUpperCase() })).errors).toEqual([
      'Cannot use your email for a client. Please add phone for client or use a placeholder email.',
    ]);
  });

  it('accepts UK numbers and numbers with a leading 1', async () => {
    const { client: pro } = await signUpPro(server);
    expect((await create(pro, { ...ada, phone: '+44 20 7946 0958 ext. 12' })).client).toMatchObject({ phone: '+442079460958', formattedPhone: '+44 20 7946 0958 ext. 12' });
    expect((await create(pro, { ...ada, email: null, phone: '1-212-555-0199' })).client).toMatchObject({ phone: '+12125550199', email: null });
  });

  it('reports a duplicate e-mail or phone, naming the existing client, and does not create it twice', async () => {
    const { client: pro } = await signUpPro(server);
    await create(pro, ada);
    expect((await create(pro, { ...ada, firstName: 'Other', phone: '212 555 0100', email: 'ADA@example.com' })).errors).toEqual([
      'A client with this email already exists: Ada Lovelace.',
    ]);
    expect((await create(pro, { ...ada, firstName: 'Other', email: 'other@example.com', phone: '+1 415 555 0134' })).errors).toEqual([
      'A client with this phone number already exists: Ada Lovelace.',
    ]);
    expect((await pro.gql(CLIENTS)).data.clients.totalCount).toBe(1);
    // Another practice may have its own Ada.
    const other = await signUpPro(server);
    expect((await create(other.client, ada)).result).toBe('success');
  });

  it('concurrent creates of the same client make exactly one', async () => {
    const { client: pro } = await signUpPro(server);
    const results = await Promise.all(Array.from({ length: 5 }, () => create(pro, ada)));
    expect(results.filter((r) => r.result === 'success')).toHaveLength(1);
    expect((await pro.gql(CLIENTS)).data.clients.totalCount).toBe(1);
  });
});

describe('editClient and deleteClient', () => {
  it('edits fields, moves the e-mail claim, and keeps untouched fields', async () => {
    const { client: pro } = await signUpPro(server);
    const first = (await create(pro, ada)).client;
    const second = (await create(pro, { firstName: 'Grace', lastName: 'Hopper', phone: '212 555 0177', email: 'grace@example.com' })).client;
    const edited = (await pro.gql(EDIT_CLIENT, { clientId: first.id, client: { email: 'ada@newmail.com', city: 'Paris' } })).data.editClient;
    expect(edited).toMatchObject({ result: 'success', errors: [] });
    expect(edited.client).toMatchObject({ email: 'ada@newmail.com', city: 'Paris', phone: '+14155550134', firstName: 'Ada' });
    // the old e-mail is free again, the new one is taken
    expect((await pro.gql(EDIT_CLIENT, { clientId: second.id, client: { email: 'ada@example.com' } })).data.editClient.result).toBe('success');
    expect((await pro.gql(EDIT_CLIENT, { clientId: second.id, client: { email: 'ada@newmail.com' } })).data.editClient.errors).toEqual([
      'A client with this email already exists: Ada Lovelace.',
    ]);
    expect((await pro.gql(CLIENTS, { search: 'ada@new' })).data.clients.clients.map((c: { id: string }) => c.id)).toEqual([first.id]);
  });

  it.each([
    [{ firstName: '' }, 'First name is required.'],
    [{ email: 'bad' }, 'Invalid email'],
    [{ phone: 'abc' }, 'This is not a phone number.'],
    [{ phone: null, email: null }, 'Please keep a phone number or an email for this client.'],
  ])('refuses the edit %o and changes nothing', async (input, message) => {
    const { client: pro } = await signUpPro(server);
    const { id } = (await create(pro, ada)).client;
    expect((await pro.gql(EDIT_CLIENT, { clientId: id, client: input })).data.editClient).toEqual({ result: null, errors: [message], client: null });
    expect((await pro.gql(CLIENT, { clientId: id })).data.client).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', phone: '+14155550134' });
  });

  it('deletes softly: gone from the directory, history kept, e-mail and phone usable again', async () => {
    const { client: pro } = await signUpPro(server);
    const { id } = (await create(pro, ada)).client;
    expect((await pro.gql(DELETE_CLIENT, { clientId: id })).data.deleteClient).toEqual({ result: 'success', errors: [] });
    expect((await pro.gql(CLIENTS)).data.clients.totalCount).toBe(0);
    expect((await pro.gql(CLIENT, { clientId: id })).data.client.deletedAt).toEqual(expect.any(String));
    expect((await pro.gql(DELETE_CLIENT, { clientId: id })).data.deleteClient.errors).toEqual(['Client not found']);
    expect((await pro.gql(EDIT_CLIENT, { clientId: id, client: { city: 'Paris' } })).data.editClient.errors).toEqual(['Client not found']);
    expect((await pro.gql(ADD_NOTE, { clientId: id, text: 'hi' })).data.addNote.errors).toEqual(['Client not found']);
    const again = await create(pro, ada);
    expect(again.result).toBe('success');
    expect(again.client.id).not.toBe(id);
  });
});

describe('the directory', () => {
  let pro: TestClient;
  const names = [
    ['Ada', 'Lovelace', 'ada@example.com', '415 555 0101'],
    ['Alan', 'Turing', 'alan@bletchley.uk', '415 555 0102'],
    ['Grace', 'Hopper', 'grace@navy.mil', '212 555 0103'],
    ['Adele', 'Goldberg', 'adele@parc.com', '650 555 0104'],
    ['Edsger', 'Dijkstra', 'ewd@utexas.edu', '512 555 0105'],
  ];
  beforeAll(async () => {
    pro = (await signUpPro(server)).client;
    for (const [firstName, lastName, email, phone] of names) await create(pro, { firstName, lastName, email, phone });
  });
  const search = async (variables: Record<string, unknown>) => (await pro.gql(CLIENTS, variables)).data.clients;
  const namesOf = (list: { clients: Array<{ name: string }> }) => list.clients.map((c) => c.name);

  it('sorts by last name by default, and by other fields both ways', async () => {
    expect(namesOf(await search({}))).toEqual(['Edsger Dijkstra', 'Adele Goldberg', 'Grace Hopper', 'Ada Lovelace', 'Alan Turing']);
    expect(namesOf(await search({ sortField: 'fullName', sortOrder: 'DESC' }))[0]).toBe('Grace Hopper');
    expect(namesOf(await search({ sortField: 'email' }))[0]).toBe('Ada Lovelace');
    expect(namesOf(await search({ sortField: 'phone', sortOrder: 'ASC' }))[0]).toBe('Grace Hopper');
  });

  it('searches by prefix of first, last or full name or e-mail, or any part of the phone number, ignoring case', async () => {
    expect(namesOf(await search({ search: 'AD' }))).toEqual(['Adele Goldberg', 'Ada Lovelace']);
    expect(namesOf(await search({ search: 'hop' }))).toEqual(['Grace Hopper']);
    expect(namesOf(await search({ search: 'alan tu' }))).toEqual(['Alan Turing']);
    expect(namesOf(await search({ search: 'ewd@' }))).toEqual(['Edsger Dijkstra']);
    expect(namesOf(await search({ search: '(212) 555' }))).toEqual(['Grace Hopper']);
    expect(namesOf(await search({ search: '1650' }))).toEqual(['Adele Goldberg']);
    // Part of a number, as people remember it: the exchange and line, or the last four digits.
    expect(namesOf(await search({ search: '555-0103' }))).toEqual(['Grace Hopper']);
    expect(namesOf(await search({ search: '0103' }))).toEqual(['Grace Hopper']);
    expect(namesOf(await search({ search: '555' }))).toHaveLength(5);
    expect((await search({ search: 'ace' })).totalCount).toBe(0); // a prefix, not a substring
    expect((await search({ search: '%' })).totalCount).toBe(0);
  });

  it('pages with limit and offset, and counts all matches', async () => {
    const first = await search({ limit: 2, offset: 0 });
    const second = await search({ limit: 2, offset: 2 });
    expect(first.totalCount).toBe(5);
    expect([...namesOf(first), ...namesOf(second)]).toEqual(['Edsger Dijkstra', 'Adele Goldberg', 'Grace Hopper', 'Ada Lovelace']);
    expect((await search({ limit: 100_000 })).clients).toHaveLength(5); // capped at 500, not refused
    expect((await search({ limit: -3 })).clients).toHaveLength(5); // bad paging falls back to the default
  });
});

describe('hostile input', () => {
  it('is answered with a message or an empty page, never an error or a change', async () => {
    const { client: pro } = await signUpPro(server);
    const { id } = (await create(pro, ada)).client;
    const list = async (variables: Record<string, unknown>) => (await pro.gql(CLIENTS, variables)).data.clients;
    expect(await list({ search: 'x'.repeat(100_000) })).toEqual({ totalCount: 0, clients: [] });
    expect((await list({ search: "ada'; drop table rm_clients; --" })).totalCount).toBe(0);
    expect((await list({ sortField: "data->>'id'; drop", sortOrder: 'sideways', offset: 1e9 })).totalCount).toBe(1);
    expect((await list({ search: '_' })).totalCount).toBe(0); // LIKE wildcards are plain characters
    expect((await pro.gql(ADD_NOTE, { clientId: id, text: 'x'.repeat(10_001) })).data.addNote.errors).toEqual(['A note can be at most 10000 characters.']);
    expect((await pro.gql(EDIT_CLIENT, { clientId: id, client: { city: 'x'.repeat(201) } })).data.editClient.errors).toEqual([
      'Address and type fields can be at most 200 characters.',
    ]);
    expect((await pro.gql(CLIENT, { clientId: id })).data.client).toMatchObject({ city: null, notes: [] });
  });
});

describe("another practice's clients", () => {
  it('are not found by any call, and nothing changes', async () => {
    const a = await signUpPro(server, 'Practice A');
    const b = await signUpPro(server, 'Practice B');
    const { id } = (await create(a.client, ada)).client;
    for (const clientId of [id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000', 'x'.repeat(10_000)]) {
      const read = await b.client.gql(CLIENT, { clientId });
      expect(read.data.client).toBeNull();
      expect(read.errors?.[0]?.message).toBe('Client not found');
      expect((await b.client.gql(VIEW_PHONE, { id: clientId })).errors?.[0]?.message).toBe('Client not found');
      expect((await b.client.gql(EDIT_CLIENT, { clientId, client: { firstName: 'Eve' } })).data.editClient.errors).toEqual(['Client not found']);
      expect((await b.client.gql(DELETE_CLIENT, { clientId })).data.deleteClient.errors).toEqual(['Client not found']);
      expect((await b.client.gql(ADD_NOTE, { clientId, text: 'x' })).data.addNote.errors).toEqual(['Client not found']);
    }
    expect((await b.client.gql(CLIENTS, { search: 'ada' })).data.clients).toEqual({ totalCount: 0, clients: [] });
    // B may even create a client with A's client's e-mail: uniqueness is per practice.
    expect((await b.client.gql(INVITE_CLIENTS, { clients: [{ ...ada }] })).data.inviteClients.invitedCount).toBe(1);
    expect((await a.client.gql(CLIENT, { clientId: id })).data.client).toMatchObject({ firstName: 'Ada', deletedAt: null, notes: [] });
  });

  it('visitors and support accounts cannot change clients', async () => {
    const visitor = await newClient(server);
    expect((await visitor.gql(CREATE_CLIENT, { client: ada })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(CLIENTS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
