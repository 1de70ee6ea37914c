import type { ClientEvent } from '#app/clients';
import { recorded as recordedEvent, replay } from '../../testing/recorded-event.js';
import type { ClientDocument } from './client-document.js';
import { clientDirectoryProjection as projection } from './client-directory.projection.js';
import { clientSearchFilter } from './client-directory-search.js';

const recorded = <T extends ClientEvent['type']>(type: T, data: Extract<ClientEvent, { type: T }>['data']) => recordedEvent({ type, data } as ClientEvent);
const apply = (events: ReturnType<typeof recorded>[], doc: ClientDocument | null = null) => replay(projection.evolve, events, doc);

const created = recorded('ClientCreated', {
  clientId: 'c1', practiceId: 'p1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+14155550134', phoneExtension: null,
  clientType: null, invitedFrom: null, address: null, addressTwo: null, city: null, state: null, postalCode: null, country: null, createdAt: '2026-03-01T10:00:00.000Z',
});

describe('client directory projection', () => {
  it('keeps lower-cased search keys and the phone digits', () => {
    expect(apply([created])).toMatchObject({
      id: 'c1', fullName: 'Ada Lovelace', deletedAt: null, notes: [],
      search: { first: 'ada', last: 'lovelace', full: 'ada lovelace', email: 'ada@example.com', phone: '4155550134', phoneFull: '14155550134' },
    });
  });

  it('follows edits, notes (once each), custom prices and the soft delete', () => {
    const doc = apply([
      created,
      recorded('ClientEdited', { clientId: 'c1', changes: { lastName: 'King', email: null }, editedAt: '2026-03-02T10:00:00.000Z' }),
      recorded('ClientNoteAdded', { clientId: 'c1', noteId: 'n1', text: 'Hi', time: 't', noteType: 'client', appointmentId: null }),
      recorded('ClientNoteAdded', { clientId: 'c1', noteId: 'n1', text: 'Hi', time: 't', noteType: 'client', appointmentId: null }),
      recorded('ClientCustomPriceSaved', { clientId: 'c1', customPriceId: 'cp', serviceId: 's1', variationId: null, amountCents: 100 }),
      recorded('ClientCustomPriceSaved', { clientId: 'c1', customPriceId: 'cp', serviceId: 's1', variationId: null, amountCents: 200 }),
      recorded('ClientDeleted', { clientId: 'c1', deletedAt: '2026-03-03T10:00:00.000Z' }),
    ])!;
    expect(doc.fullName).toBe('Ada King');
    expect(doc.search).toMatchObject({ last: 'king', full: 'ada king', email: '' });
    expect(doc.notes).toHaveLength(1);
    expect(doc.customPrices).toEqual([{ id: 'cp', serviceId: 's1', variationId: null, amountCents: 200 }]);
    expect(doc.deletedAt).toBe('2026-03-03T10:00:00.000Z');
  });

  it('ignores changes to a client it never saw created', () => expect(apply([recorded('ClientDeleted', { clientId: 'x', deletedAt: 't' })])).toBeNull());
});

describe('clientSearchFilter', () => {
  it('searches names and e-mail by lower-cased prefix; digits match any part of a phone number', () => {
    expect(clientSearchFilter('p1', '  ')).toEqual({ practiceId: 'p1', deletedAt: null });
    const byName = clientSearchFilter('p1', 'Ada  Love');
    expect(byName.$or).toHaveLength(4);
    expect(byName.$or).toContainEqual({ 'search.full': { $prefix: 'ada love' } });
    const byPhone = clientSearchFilter('p1', '(415) 555');
    expect(byPhone.$or).toContainEqual({ 'search.phone': { $contains: '415555' } }); // any part of the national number
    expect(clientSearchFilter('p1', '41').$or).toContainEqual({ 'search.phone': { $prefix: '41' } }); // two digits: its start only
  });
});
