import { deciderSpec } from '#testing/es';
import { fold } from '#app/es';
import type { ClientEvent } from '#app/clients';
import type { PracticeEvent } from '#app/practice';
import { clientIntakeDecider, decideIntakeFormSend, intakeFormSentEvent, type IntakeFormToSend } from './client-intake.decide.js';
import type { ClientIntakeStreamEvent } from './client-intake.js';
import { intakeFormDecider } from './intake-form.decide.js';
import type { PracticeIntakeStreamEvent } from './intake-form.js';
import { IntakeMessages as M } from './intake-messages.js';

const now = new Date('2031-06-11T14:00:00Z');
const practiceCreated: PracticeEvent = {
  type: 'PracticeCreated',
  data: { practiceId: 'p1', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 's@example.com', phone: null } },
};
const form = '{"pages":[{"name":"page1","elements":[{"name":"q1","title":"Your occupation","type":"text"}]}]}';
const formSaved: PracticeIntakeStreamEvent = { type: 'IntakeFormSaved', data: { data: form, saveNo: 3, savedAt: now.toISOString() } };
const notesOff: PracticeIntakeStreamEvent = { type: 'PracticeFlagsSet', data: { clientNotesEnabled: false } };
const profile = {
  firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null, phoneExtension: null, clientType: null, invitedFrom: null,
  address: null, addressTwo: null, city: null, state: null, postalCode: null, country: null,
};
const clientCreated: ClientEvent = { type: 'ClientCreated', data: { clientId: 'c1', practiceId: 'p1', createdAt: now.toISOString(), ...profile } };
const deleted: ClientEvent = { type: 'ClientDeleted', data: { clientId: 'c1', deletedAt: now.toISOString() } };
const noEmail: ClientEvent = { type: 'ClientEdited', data: { clientId: 'c1', changes: { email: null }, editedAt: now.toISOString() } };

const practice = (...events: PracticeIntakeStreamEvent[]) => fold(intakeFormDecider, [practiceCreated, ...events]);
const client = (...events: ClientIntakeStreamEvent[]) => fold(clientIntakeDecider, events);
const send = { practiceId: 'p1', uniqueId: 'u-1234567890abcdef', now };

const toSend: IntakeFormToSend = {
  clientId: 'c1', practiceId: 'p1', uniqueId: 'u-1234567890abcdef', form, formSaveNo: 3, sentAt: now.toISOString(), to: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace',
};
const email = { messageId: '<m@x>', subject: 'Your intake form', template: 'intake_form', text: 't', html: 'h', sentVia: 'outbox' as const };
const sent = intakeFormSentEvent(toSend, email);

describe('sendIntakeForm (spec 001 §7)', () => {
  it("sends the practice's current form to the client's e-mail", () => {
    expect(decideIntakeFormSend(send, practice(formSaved), client(clientCreated))).toEqual(toSend);
  });

  it('records the send with the e-mail it went in', () => {
    const { firstName: _f, lastName: _l, ...rest } = toSend;
    expect(sent).toEqual({ type: 'IntakeFormSent', data: { ...rest, ...email } });
  });

  it.each([
    ['intake forms are off', practice(formSaved, notesOff), client(clientCreated), M.disabled],
    ['no form was saved yet', practice(), client(clientCreated), M.noFormYet],
    ['the client was deleted', practice(formSaved), client(clientCreated, deleted), M.clientDeleted],
    ['the client has no e-mail', practice(formSaved), client(clientCreated, noEmail), M.clientHasNoEmail],
    ['the client is unknown', practice(formSaved), client(), 'Client not found'],
  ])('refuses when %s', (_why, practiceState, clientState, message) => {
    expect(() => decideIntakeFormSend(send, practiceState, clientState)).toThrow(message);
  });

  it("refuses another practice's client as not found", () => {
    const elsewhere: ClientEvent = { ...clientCreated, data: { ...clientCreated.data, practiceId: 'p2' } } as ClientEvent;
    expect(() => decideIntakeFormSend(send, practice(formSaved), client(elsewhere))).toThrow('Client not found');
    expect(() => decideIntakeFormSend({ ...send, practiceId: 'p2' }, practice(formSaved), client(elsewhere))).toThrow('Client not found');
  });
});

describe('saveIntakeFormResponse (spec 000 §7)', () => {
  const spec = deciderSpec(clientIntakeDecider);
  const answers = '{"q1": "Engineer"}';
  const save = (overrides: Partial<{ uniqueId: string; formData: string; clientNotesEnabled: boolean }> = {}) => ({
    type: 'SaveIntakeFormResponse' as const, uniqueId: toSend.uniqueId, formData: answers, clientNotesEnabled: true, now, ...overrides,
  });
  const responseSaved: ClientIntakeStreamEvent = {
    type: 'IntakeFormResponseSaved', data: { clientId: 'c1', uniqueId: toSend.uniqueId, formData: '{"q1":"Engineer"}', submittedAt: now.toISOString() },
  };

  it('saves the answers of a sent form', () => spec.given([clientCreated, sent]).when(save()).then([responseSaved]));

  it('an already completed form says so and changes nothing', () => {
    spec.given([clientCreated, sent, responseSaved]).when(save()).thenThrows(M.alreadyCompleted);
  });

  it('an unknown unique id, or one of a deleted client, is not found', () => {
    spec.given([clientCreated, sent]).when(save({ uniqueId: 'someone-elses-id' })).thenThrows(M.notFound);
    spec.given([clientCreated, sent, deleted]).when(save()).thenThrows(M.notFound);
  });

  it('refuses when intake forms are off', () => spec.given([clientCreated, sent]).when(save({ clientNotesEnabled: false })).thenThrows(M.disabled));

  it.each([
    ['not JSON', '{"q1": '],
    ['an array', '["Engineer"]'],
    ['null', 'null'],
  ])('refuses answers that are %s', (_what, formData) => spec.given([clientCreated, sent]).when(save({ formData })).thenThrows(M.responseInvalid));

  it('refuses answers that are too large', () => {
    spec.given([clientCreated, sent]).when(save({ formData: JSON.stringify({ q1: 'x'.repeat(600_001) }) })).thenThrows(M.responseTooLarge);
  });
});
