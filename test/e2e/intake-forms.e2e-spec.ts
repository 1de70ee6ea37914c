// Intake forms through the real API: the pro saves a form (optimistic save numbers), sends it to a
// client (an e-mail with an unguessable link, in the mailbox, recorded on the client's stream),
// the client opens the link and saves answers once; the pro reads them on the client. Refusals:
// another practice's client, bad JSON and types, a stale save, unknown links, and the practice
// flag turned off.
import { intakeFormText, IntakeMessages as M, type IntakeFormDraft } from '#app/intake-forms';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CLIENTS, CREATE_CLIENT, DELETE_CLIENT, EDIT_CLIENT } from '../support/client-operations.js';
import type { TestClient } from '../support/graphql-client.js';
import {
  CLIENT_INTAKE, CLIENT_NOTES_FLAG, INTAKE_FORM, INTAKE_FORM_FILL, intakeLinkId, SAVE_INTAKE_FORM_RESPONSE, SEND_INTAKE_FORM,
  setClientNotesEnabled, UPSERT_INTAKE_FORM, UPSERT_INTAKE_FORM_THEME,
} from '../support/intake-operations.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';
import { allMail } from './messaging-mailbox.js';

const form: IntakeFormDraft = {
  title: 'Before your first massage',
  description: '',
  questions: [
    { name: 'occupation', kind: 'shortText', title: 'Your occupation', isRequired: true, choices: [] },
    { name: 'pressure', kind: 'singleChoice', title: 'Preferred pressure', isRequired: false, choices: ['Light', 'Firm'] },
    { name: 'consent', kind: 'consent', title: 'I agree to the treatment', isRequired: true, choices: [] },
  ],
};

let phones = 100;
const addClient = async (pro: TestClient, email: string | null = 'ada@example.com') => {
  const phone = `(415) 555-0${++phones}`;
  const res = await pro.gql(CREATE_CLIENT, { client: { firstName: 'Ada', lastName: 'Lovelace', phone, ...(email ? { email } : {}) } });
  expect(res.data.createClient.result).toBe('success');
  return res.data.createClient.client.id as string;
};

const saveForm = async (pro: TestClient, saveNo = 0, draft = form) => (await pro.gql(UPSERT_INTAKE_FORM, { data: intakeFormText(draft), saveNo })).data.upsertIntakeForm;

const sendAndReadLink = async (pro: TestClient, clientId: string): Promise<string> => {
  expect((await pro.gql(SEND_INTAKE_FORM, { clientId })).data.sendIntakeForm).toEqual({ result: 'success', errors: [] });
  const [mail] = (await allMail(pro)).filter((m) => m.template === 'intake_form' && m.clientId === clientId);
  return intakeLinkId(mail!.text);
};

describe('intake forms', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('save, send, fill once, and the pro reads the answers', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Intake Massage');
    expect((await pro.gql(CLIENT_NOTES_FLAG)).data.currentPractice.clientNotesEnabled).toBe(true);
    expect((await pro.gql(INTAKE_FORM)).data.intakeForm).toEqual({ data: null, theme: null, saveNo: 0, savedAt: null });
    expect(await saveForm(pro)).toEqual({ result: 'success', errors: [], saveNo: 1 });
    const theme = JSON.stringify({ themeName: 'intake', isPanelless: true, cssVariables: { '--sjs-primary-backcolor': '#aa3366' } });
    expect((await pro.gql(UPSERT_INTAKE_FORM_THEME, { data: theme })).data.upsertIntakeFormTheme.result).toBe('success');
    const saved = (await pro.gql(INTAKE_FORM)).data.intakeForm;
    expect(saved).toMatchObject({ data: intakeFormText(form), theme, saveNo: 1 });

    const clientId = await addClient(pro);
    expect((await pro.gql(CLIENT_INTAKE, { clientId })).data.client).toEqual({ id: clientId, intakeForm: null, intakeFormSubmitted: false, intakeLastSentAt: null });
    const uniqueId = await sendAndReadLink(pro, clientId);
    expect(uniqueId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [mail] = (await allMail(pro)).filter((m) => m.template === 'intake_form');
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'Your intake form for Intake Massage', appointmentId: '', clientId });
    expect(mail!.text).toContain(`/m/intake/${uniqueId}`);
    const sent = (await pro.gql(CLIENT_INTAKE, { clientId })).data.client;
    expect(sent).toMatchObject({ intakeForm: null, intakeFormSubmitted: false });
    expect(Date.parse(sent.intakeLastSentAt)).toBeGreaterThan(Date.now() - 60_000);

    // The pro changes the form after sending: the client still answers the form they were sent.
    expect(await saveForm(pro, 1, { ...form, title: 'Changed later' })).toMatchObject({ result: 'success', saveNo: 2 });
    const visitor = await newClient(server);
    const fill = (await visitor.gql(INTAKE_FORM_FILL, { uniqueId })).data.intakeFormByUniqueId;
    expect(fill).toEqual({ uniqueId, completed: false, form: intakeFormText(form), theme, practiceName: 'Intake Massage', practiceUrl: `/${practice.shortLink}` });

    const answers = { occupation: 'Engineer', pressure: 'Firm', consent: true };
    expect((await visitor.gql(SAVE_INTAKE_FORM_RESPONSE, { uniqueId, formData: JSON.stringify(answers) })).data.saveIntakeFormResponse).toEqual({ result: 'success', errors: [] });
    expect((await visitor.gql(INTAKE_FORM_FILL, { uniqueId })).data.intakeFormByUniqueId).toMatchObject({ completed: true, form: null });
    // Already completed: refused, and the first answers stay.
    expect((await visitor.gql(SAVE_INTAKE_FORM_RESPONSE, { uniqueId, formData: '{"occupation":"Pirate"}' })).data.saveIntakeFormResponse).toEqual({ result: null, errors: [M.alreadyCompleted] });

    const answered = (await pro.gql(CLIENT_INTAKE, { clientId })).data.client;
    expect(answered).toMatchObject({ intakeFormSubmitted: true, intakeLastSentAt: sent.intakeLastSentAt });
    expect(answered.intakeForm).toMatchObject({ uniqueId, form: intakeFormText(form), sentAt: sent.intakeLastSentAt });
    expect(JSON.parse(answered.intakeForm.data)).toEqual(answers);

    // Sent again: waiting for new answers, the last ones still shown.
    const second = await sendAndReadLink(pro, clientId);
    expect(second).not.toBe(uniqueId);
    expect((await pro.gql(CLIENT_INTAKE, { clientId })).data.client).toMatchObject({ intakeFormSubmitted: false, intakeForm: { uniqueId } });
  });

  it('refuses a stale save number, bad JSON and types it does not offer, changing nothing', async () => {
    const { client: pro } = await signUpPro(server, 'Stale Saves');
    expect(await saveForm(pro)).toMatchObject({ saveNo: 1 });
    expect(await saveForm(pro, 1, { ...form, title: 'Other tab' })).toMatchObject({ saveNo: 2 });
    expect(await saveForm(pro, 1, { ...form, title: 'Old tab' })).toEqual({ result: null, errors: [M.staleSave], saveNo: null });
    const bad = async (data: string) => (await pro.gql(UPSERT_INTAKE_FORM, { data, saveNo: 2 })).data.upsertIntakeForm.errors;
    expect(await bad('{"pages": [')).toEqual([M.invalidJson]);
    expect(await bad('{"elements":[{"type":"html","name":"x","html":"<script></script>"}]}')).toEqual([M.typeNotAllowed('html')]);
    expect(await bad('{"elements":[{"type":"text","name":"x","title":""}]}')).toEqual([M.titleRequired(1)]);
    expect(await bad(JSON.stringify({ title: 'x'.repeat(100_001) }))).toEqual([M.tooLarge]);
    expect((await pro.gql(UPSERT_INTAKE_FORM_THEME, { data: '[1]' })).data.upsertIntakeFormTheme.errors).toEqual([M.themeInvalid]);
    expect((await pro.gql(INTAKE_FORM)).data.intakeForm).toMatchObject({ saveNo: 2, data: intakeFormText({ ...form, title: 'Other tab' }), theme: null });
  });

  it("refuses another practice's client, a form not saved yet, a client without e-mail or deleted", async () => {
    const { client: pro } = await signUpPro(server, 'First Practice');
    const { client: other } = await signUpPro(server, 'Second Practice');
    const mine = await addClient(pro, 'mine@example.com');
    const send = async (as: TestClient, clientId: string) => (await as.gql(SEND_INTAKE_FORM, { clientId })).data.sendIntakeForm.errors;
    expect(await send(pro, mine)).toEqual([M.noFormYet]);
    await saveForm(pro);
    await saveForm(other);
    expect(await send(other, mine)).toEqual(['Client not found']);
    expect(await send(pro, 'not-a-uuid')).toEqual(['Client not found']);
    expect((await other.gql(CLIENT_INTAKE, { clientId: mine })).errors?.[0]?.message).toBe('Client not found');

    const noEmail = await addClient(pro, null);
    expect(await send(pro, noEmail)).toEqual([M.clientHasNoEmail]);
    const gone = await addClient(pro, 'gone@example.com');
    expect((await pro.gql(DELETE_CLIENT, { clientId: gone })).data.deleteClient.result).toBe('success');
    expect(await send(pro, gone)).toEqual([M.clientDeleted]);
    expect((await allMail(pro)).filter((m) => m.template === 'intake_form')).toEqual([]);

    // A visitor can neither send a form nor read the designer's.
    expect((await (await newClient(server)).gql(SEND_INTAKE_FORM, { clientId: mine })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await (await newClient(server)).gql(INTAKE_FORM)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('unknown or malformed unique ids get nothing; bad answers are refused', async () => {
    const { client: pro } = await signUpPro(server, 'Unknown Links');
    await saveForm(pro);
    const uniqueId = await sendAndReadLink(pro, await addClient(pro, 'links@example.com'));
    const visitor = await newClient(server);
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'short', `${uniqueId}'--`]) {
      expect((await visitor.gql(INTAKE_FORM_FILL, { uniqueId: id })).data.intakeFormByUniqueId).toBeNull();
      expect((await visitor.gql(SAVE_INTAKE_FORM_RESPONSE, { uniqueId: id, formData: '{}' })).data.saveIntakeFormResponse.errors).toEqual([M.notFound]);
    }
    const save = async (formData: string) => (await visitor.gql(SAVE_INTAKE_FORM_RESPONSE, { uniqueId, formData })).data.saveIntakeFormResponse.errors;
    expect(await save('[1, 2]')).toEqual([M.responseInvalid]);
    expect(await save('{"occupation": ')).toEqual([M.responseInvalid]);
    expect(await save(JSON.stringify({ sign: 'x'.repeat(600_001) }))).toEqual([M.responseTooLarge]);
    expect((await visitor.gql(INTAKE_FORM_FILL, { uniqueId })).data.intakeFormByUniqueId.completed).toBe(false);
  });

  it('with the practice flag off every intake call is refused, and on again it all works', async () => {
    const { client: pro, practice } = await signUpPro(server, 'Flag Off');
    await saveForm(pro);
    const clientId = await addClient(pro, 'flag@example.com');
    const uniqueId = await sendAndReadLink(pro, clientId);
    await setClientNotesEnabled(server, practice.id, false);

    expect((await pro.gql(CLIENT_NOTES_FLAG)).data.currentPractice.clientNotesEnabled).toBe(false);
    expect((await pro.gql(INTAKE_FORM)).errors?.[0]).toMatchObject({ message: M.disabled, extensions: { code: 'FEATURE_DISABLED' } });
    expect((await saveForm(pro, 1)).errors).toEqual([M.disabled]);
    expect((await pro.gql(UPSERT_INTAKE_FORM_THEME, { data: '{}' })).data.upsertIntakeFormTheme.errors).toEqual([M.disabled]);
    expect((await pro.gql(SEND_INTAKE_FORM, { clientId })).data.sendIntakeForm.errors).toEqual([M.disabled]);
    const visitor = await newClient(server);
    expect((await visitor.gql(INTAKE_FORM_FILL, { uniqueId })).errors?.[0]?.message).toBe(M.disabled);
    expect((await visitor.gql(SAVE_INTAKE_FORM_RESPONSE, { uniqueId, formData: '{}' })).data.saveIntakeFormResponse.errors).toEqual([M.disabled]);
    expect((await pro.gql(CLIENT_INTAKE, { clientId })).data.client).toMatchObject({ intakeFormSubmitted: false, intakeLastSentAt: null });

    await setClientNotesEnabled(server, practice.id, true);
    expect((await visitor.gql(SAVE_INTAKE_FORM_RESPONSE, { uniqueId, formData: '{"occupation":"Baker"}' })).data.saveIntakeFormResponse.result).toBe('success');
    expect((await pro.gql(CLIENT_INTAKE, { clientId })).data.client.intakeFormSubmitted).toBe(true);
  });

  it("records the send and the answers in the client's history, with who and when", async () => {
    const { client: pro } = await signUpPro(server, 'History');
    await saveForm(pro);
    const clientId = await addClient(pro, 'history@example.com');
    // An edited address is where the next link goes.
    expect((await pro.gql(EDIT_CLIENT, { clientId, client: { email: 'new@example.com' } })).data.editClient.result).toBe('success');
    const uniqueId = await sendAndReadLink(pro, clientId);
    await (await newClient(server)).gql(SAVE_INTAKE_FORM_RESPONSE, { uniqueId, formData: '{"occupation":"Poet"}' });
    const stream = await server.persistence.store.readStream(`client-${clientId}`);
    const intake = stream.filter((e) => e.type.startsWith('IntakeForm'));
    expect(intake.map((e) => [e.type, (e.data as { to?: string }).to ?? null, (e.metadata as { actor: { kind: string } }).actor.kind])).toEqual([
      ['IntakeFormSent', 'new@example.com', 'system'],
      ['IntakeFormResponseSaved', null, 'client'],
    ]);
  });
});
