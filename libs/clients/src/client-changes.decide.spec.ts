import { fold } from '#app/es';
import { clientDecider } from './client.decide.js';
import type { ClientState } from './client.js';
import { decideDeleteClient, decideEditClient, decideNewClient, editedContacts } from './client-changes.decide.js';
import { NO_CLAIMS } from './client-contacts.js';
import { clientEmailStreamId, clientPhoneStreamId } from './client-identity.js';

const now = new Date('2026-11-20T12:00:00Z');
const contact = { email: 'pro@example.com', phone: null };
const newRequest = { practiceId: 'p1', clientId: 'c2', input: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '(212) 555-0199' }, practiceContact: contact, noteId: 'n1', now };
const ada: ClientState = fold(clientDecider, [
  { type: 'ClientCreated', data: { clientId: 'c1', practiceId: 'p1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+12125550101', createdAt: 'x' } },
] as never);
const types = (appends: Array<{ streamId: string; events: Array<{ type: string }> }>) => appends.map((a) => [a.streamId, a.events.map((e) => e.type)]);

describe('client decisions across the client and its claims', () => {
  it('a new client claims its e-mail and phone', () => {
    expect(types(decideNewClient(newRequest, NO_CLAIMS))).toEqual([
      ['client-c2', ['ClientCreated']],
      [clientEmailStreamId('p1', 'grace@example.com'), ['ValueClaimed']],
      [clientPhoneStreamId('p1', '+12125550199'), ['ValueClaimed']],
    ]);
  });

  it("a new client with another client's phone is refused naming them", () => {
    const claims = new Map([[clientPhoneStreamId('p1', '+12125550199'), { ownerId: 'c1', ownerName: 'Ada Lovelace' }]]);
    expect(() => decideNewClient(newRequest, claims)).toThrow('A client with this phone number already exists: Ada Lovelace.');
  });

  it('an edit of the e-mail releases the old claim and takes the new one', () => {
    const request = { practiceId: 'p1', clientId: 'c1', input: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@new.example.com', phone: '+12125550101' }, practiceContact: contact, now };
    expect(editedContacts(request, ada)).toEqual([
      { kind: 'email', value: 'ada@example.com' },
      { kind: 'phone', value: '+12125550101' },
      { kind: 'email', value: 'ada@new.example.com' },
    ]);
    const claims = new Map([[clientEmailStreamId('p1', 'ada@example.com'), { ownerId: 'c1', ownerName: 'Ada Lovelace' }]]);
    expect(types(decideEditClient(request, ada, claims))).toEqual([
      ['client-c1', ['ClientEdited']],
      [clientEmailStreamId('p1', 'ada@example.com'), ['ClaimReleased']],
      [clientEmailStreamId('p1', 'ada@new.example.com'), ['ValueClaimed']],
    ]);
  });

  it('a delete frees both values; another practice deletes nothing', () => {
    const claims = new Map([
      [clientEmailStreamId('p1', 'ada@example.com'), { ownerId: 'c1', ownerName: 'Ada Lovelace' }],
      [clientPhoneStreamId('p1', '+12125550101'), { ownerId: 'c1', ownerName: 'Ada Lovelace' }],
    ]);
    expect(types(decideDeleteClient({ practiceId: 'p1', clientId: 'c1', now }, ada, claims))).toEqual([
      ['client-c1', ['ClientDeleted']],
      [clientEmailStreamId('p1', 'ada@example.com'), ['ClaimReleased']],
      [clientPhoneStreamId('p1', '+12125550101'), ['ClaimReleased']],
    ]);
    expect(() => decideDeleteClient({ practiceId: 'p2', clientId: 'c1', now }, ada, claims)).toThrow('Client not found');
  });
});
