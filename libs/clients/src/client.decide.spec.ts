import { deciderSpec } from '#testing/es';
import type { ClientEvent } from './client.js';
import { clientDecider, type ClientCommand } from './client.decide.js';
import { ClientMessages as M, type ClientInput } from './client-rules.js';
import { PhoneMessages } from './phone-number.js';

const spec = deciderSpec(clientDecider);
const now = new Date('2026-03-01T10:00:00Z');
const contact = { email: 'pro@calm.example', phone: '+14155550100' };
const ada: ClientInput = { firstName: ' Ada ', lastName: 'Lovelace', email: 'Ada@Example.com', phone: '(415) 555-0134' };
const create = (input: Partial<ClientInput> = {}, mode: 'pro' | 'invite' | 'booking' = 'pro'): ClientCommand => ({
  type: 'CreateClient', clientId: 'c1', practiceId: 'p1', input: { ...ada, ...input }, mode, practiceContact: contact, noteId: 'n1', now,
});
const profile = {
  firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+14155550134', phoneExtension: null,
  clientType: null, invitedFrom: null, address: null, addressTwo: null, city: null, state: null, postalCode: null, country: null,
};
const created: ClientEvent = { type: 'ClientCreated', data: { clientId: 'c1', practiceId: 'p1', ...profile, createdAt: now.toISOString() } };
const deleted: ClientEvent = { type: 'ClientDeleted', data: { clientId: 'c1', deletedAt: now.toISOString() } };
const edit = (input: ClientInput): ClientCommand => ({ type: 'EditClient', input, practiceContact: contact, now });
const note = (overrides: Partial<Extract<ClientCommand, { type: 'AddNote' }>> = {}): ClientCommand => ({
  type: 'AddNote', noteId: 'n2', text: 'Prefers mornings', noteType: 'client', appointmentId: null, appointmentClientId: null, now, ...overrides,
});

describe('create a client (spec 001 §5)', () => {
  it('creates a client with a normalised profile', () => spec.given([]).when(create()).then([created]));

  it('keeps the notes typed at creation as the first note', () =>
    spec.given([]).when(create({ notes: ' Knee injury ' })).then([
      created,
      { type: 'ClientNoteAdded', data: { clientId: 'c1', noteId: 'n1', text: 'Knee injury', time: now.toISOString(), noteType: 'client', appointmentId: null } },
    ]));

  it.each([
    [{ firstName: '  ' }, M.firstNameRequired],
    [{ firstName: null }, M.firstNameRequired],
    [{ lastName: '' }, M.lastNameRequired],
    [{ lastName: 'x'.repeat(101) }, M.nameTooLong],
    [{ phone: '' }, M.phoneRequired],
    [{ phone: null }, M.phoneRequired],
    [{ email: 'ada@' }, M.invalidEmail],
    [{ email: 'ada example.com' }, M.invalidEmail],
    [{ phone: '415.555.0100' }, M.practicePhone],
    [{ phone: '+1 415 555 0100' }, M.practicePhone],
    [{ email: 'PRO@calm.example' }, M.practiceEmail],
    [{ phone: 'call me maybe' }, PhoneMessages.notANumber],
    [{ phone: '555' }, PhoneMessages.tooShort],
    [{ phone: '1'.repeat(251) }, PhoneMessages.tooLong],
    [{ city: 'x'.repeat(201) }, M.fieldTooLong],
  ])('refuses %o', (input, message) => spec.given([]).when(create(input)).thenThrows(message));

  it('gives numbers without +1 or a leading 1 the +1', () => {
    for (const phone of ['4155550134', '14155550134', '+1 (415) 555-0134'])
      spec.given([]).when(create({ phone })).then((events) => expect((events[0].data as { phone: string }).phone).toBe('+14155550134'));
  });

  it('keeps an international number and its extension', () =>
    spec.given([]).when(create({ phone: '+44 20 7946 0958 ext. 123' })).then((events) =>
      expect(events[0].data).toMatchObject({ phone: '+442079460958', phoneExtension: '123' })));

  it('the e-mail is optional for the pro', () =>
    spec.given([]).when(create({ email: ' ' })).then((events) => expect(events[0].data).toMatchObject({ email: null })));

  it('an import row needs an e-mail but no phone', () => {
    spec.given([]).when(create({ email: '' }, 'invite')).thenThrows(M.invalidEmail);
    spec.given([]).when(create({ phone: '', clientType: 'invited', invitedFrom: 'csv_upload' }, 'invite')).then((events) =>
      expect(events[0].data).toMatchObject({ phone: null, clientType: 'invited', invitedFrom: 'csv_upload' }));
  });

  it('a client is created once; a booking for an existing client changes nothing', () => {
    spec.given([created]).when(create()).thenThrows('This client exists already.');
    spec.given([created]).when({ ...create(), ifAbsent: true } as ClientCommand).thenNothingHappens();
  });
});

describe('edit a client', () => {
  it('records only the fields that change', () =>
    spec.given([created]).when(edit({ firstName: 'Ada', city: ' London ', email: 'ADA@example.com' })).then([
      { type: 'ClientEdited', data: { clientId: 'c1', changes: { city: 'London' }, editedAt: now.toISOString() } },
    ]));

  it('an unchanged save appends nothing', () => spec.given([created]).when(edit({ firstName: 'Ada', phone: '415 555 0134' })).thenNothingHappens());

  it('clears optional fields with null or blank', () =>
    spec.given([created]).when(edit({ email: '' })).then((events) => expect(events[0].data).toMatchObject({ changes: { email: null } })));

  it.each([
    [{ firstName: '' }, M.firstNameRequired],
    [{ lastName: ' ' }, M.lastNameRequired],
    [{ email: 'nope' }, M.invalidEmail],
    [{ email: 'pro@calm.example' }, M.practiceEmail],
    [{ phone: '(415) 555-0100' }, M.practicePhone],
    [{ phone: 'abc' }, PhoneMessages.notANumber],
    [{ email: null, phone: null }, M.contactRequired],
  ])('refuses %o', (input, message) => spec.given([created]).when(edit(input)).thenThrows(message));

  it('a deleted or unknown client cannot be edited', () => {
    spec.given([created, deleted]).when(edit({ city: 'Paris' })).thenThrows(M.notFound);
    spec.given([]).when(edit({ city: 'Paris' })).thenThrows(M.notFound);
  });
});

describe('delete a client', () => {
  it('marks the client deleted', () => spec.given([created]).when({ type: 'DeleteClient', now }).then([deleted]));
  it('only once', () => spec.given([created, deleted]).when({ type: 'DeleteClient', now }).thenThrows(M.notFound));
});

describe('notes', () => {
  it('adds a client note', () =>
    spec.given([created]).when(note()).then([
      { type: 'ClientNoteAdded', data: { clientId: 'c1', noteId: 'n2', text: 'Prefers mornings', time: now.toISOString(), noteType: 'client', appointmentId: null } },
    ]));

  it('a note needs text', () => {
    spec.given([created]).when(note({ text: '   ' })).thenThrows(M.noteRequired);
    spec.given([created]).when(note({ text: 'x'.repeat(10_001) })).thenThrows(M.noteTooLong);
  });

  it("an appointment note names one of this client's appointments", () => {
    spec.given([created]).when(note({ noteType: 'appointment' })).thenThrows(M.noteAppointmentRequired);
    spec.given([created]).when(note({ noteType: 'appointment', appointmentId: 'a1', appointmentClientId: 'someone-else' })).thenThrows(M.appointmentNotFound);
    spec.given([created]).when(note({ noteType: 'appointment', appointmentId: 'a1', appointmentClientId: null })).thenThrows(M.appointmentNotFound);
    spec.given([created]).when(note({ noteType: 'appointment', appointmentId: 'a1', appointmentClientId: 'c1' })).then((events) =>
      expect(events[0].data).toMatchObject({ noteType: 'appointment', appointmentId: 'a1' }));
  });

  it('refuses an unknown note type and notes on deleted clients', () => {
    spec.given([created]).when(note({ noteType: 'secret' as 'client' })).thenThrows(M.noteTypeInvalid);
    spec.given([created, deleted]).when(note()).thenThrows(M.notFound);
  });
});

describe('view a phone (spec 001 §7 viewPhone)', () => {
  it('records that the phone was viewed (who and when are the metadata)', () =>
    spec.given([created]).when({ type: 'ViewPhone' }).then([{ type: 'ClientPhoneViewed', data: { clientId: 'c1', phoneNumber: '+14155550134' } }]));
  it('not for a deleted or unknown client', () => {
    spec.given([created, deleted]).when({ type: 'ViewPhone' }).thenThrows(M.notFound);
    spec.given([]).when({ type: 'ViewPhone' }).thenThrows(M.notFound);
  });
});

describe('custom prices', () => {
  const save = (amountCents: number, variationId: string | null = null): ClientCommand => ({ type: 'SaveCustomPrice', customPriceId: 'cp2', serviceId: 's1', variationId, amountCents });
  const saved: ClientEvent = { type: 'ClientCustomPriceSaved', data: { clientId: 'c1', customPriceId: 'cp1', serviceId: 's1', variationId: null, amountCents: 8000 } };

  it('saves a price per service and keeps its id when it changes', () => {
    spec.given([created]).when(save(8000)).then([{ ...saved, data: { ...saved.data, customPriceId: 'cp2' } }]);
    spec.given([created, saved]).when(save(7000)).then([{ ...saved, data: { ...saved.data, amountCents: 7000 } }]);
    spec.given([created, saved]).when(save(8000)).thenNothingHappens();
    spec.given([created, saved]).when(save(8000, 'v1')).then((events) => expect(events[0].data).toMatchObject({ variationId: 'v1', customPriceId: 'cp2' }));
  });

  it.each([-1, 1.5, 1_000_000_000])('refuses %p cents', (cents) => spec.given([created]).when(save(cents)).thenThrows(M.invalidPrice));
});
