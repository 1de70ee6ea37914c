import type { RecordedEvent } from '../../../libs/eventstore/src/event-store.js';
import { clientAppointmentsProjection } from '../client-appointments/client-appointments.projection.js';
import type { ClientDocument } from './client-document.js';
import { clientDirectoryProjection as projection } from './client-directory.projection.js';
import { clientSearchFilter } from './client-directory.query.js';

let position = 0n;
const recorded = (type: string, data: object): RecordedEvent =>
  ({ type, data, metadata: { occurredAt: '2026-03-01T10:00:00.000Z' }, streamId: 's', streamRevision: 0n, globalPosition: ++position, recordedAt: new Date() }) as unknown as RecordedEvent;
const apply = (events: RecordedEvent[], doc: ClientDocument | null = null) => events.reduce<ClientDocument | null>((d, e) => projection.evolve(d, e), doc);

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

describe('client appointments projection', () => {
  it('keys by appointment, remembers the client, normalises the start to UTC and follows state and time', () => {
    const requested = recorded('AppointmentRequested', { appointmentId: 'a1', practiceId: 'p1', client: { clientId: 'c1' }, startsAt: '2026-03-01T09:00:00-05:00' });
    let doc = clientAppointmentsProjection.evolve(null, requested);
    expect(doc).toEqual({ id: 'a1', practiceId: 'p1', clientId: 'c1', startsAt: '2026-03-01T14:00:00.000Z', state: 'pending' });
    doc = clientAppointmentsProjection.evolve(doc, recorded('AppointmentRescheduled', { appointmentId: 'a1', startsAt: '2026-03-02T14:00:00Z' }));
    doc = clientAppointmentsProjection.evolve(doc, recorded('AppointmentCancelled', { appointmentId: 'a1' }));
    expect(doc).toMatchObject({ startsAt: '2026-03-02T14:00:00.000Z', state: 'cancelled' });
  });
});

describe('clientSearchFilter', () => {
  it('searches names and e-mail by lower-cased prefix; digits also match phones', () => {
    expect(clientSearchFilter('p1', '  ')).toEqual({ practiceId: 'p1', deletedAt: null });
    const byName = clientSearchFilter('p1', 'Ada  Love');
    expect(byName.$or).toHaveLength(4);
    expect(byName.$or).toContainEqual({ 'search.full': { $prefix: 'ada love' } });
    const byPhone = clientSearchFilter('p1', '(415) 555');
    expect(byPhone.$or).toContainEqual({ 'search.phone': { $prefix: '415555' } });
  });
});
