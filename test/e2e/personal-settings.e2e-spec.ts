// The Account page (spec 002 §2 /portal/settings/personal, §7 updatePersonalSettings): each field
// changes on its own; the e-mail stays unique across accounts; log-in then takes the new e-mail
// and password; the phone becomes the practice owner's, so the download-app text reaches it.
import { CommandBus } from '@nestjs/cqrs';
import { newCommandContext } from '#app/es';
import { PracticesQuery } from '#projections';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { RegisterSupportAccountCommand } from '../../apps/api/src/access/commands/register-support-account/register-support-account.command.js';
import { CURRENT_USER, LOG_IN } from '../support/operations.js';
import type { TestClient } from '../support/graphql-client.js';
import { newClient, signUpPro, startTestServer } from '../support/test-server.js';

const FIELDS = 'id name email phone gender customGender dob';
const UPDATE = `mutation($input: PersonalSettingsInput!) { updatePersonalSettings(input: $input) { result errors user { ${FIELDS} } } }`;
const READ = `{ personalSettings { ${FIELDS} } }`;
const SEND_TEXT = `mutation($type: String!) { sendText(type: $type) { result errors } }`;
const TEXT_OUTBOX = `{ textOutbox(limit: 10) { total items { to type } } }`;

const clock = new AdjustableClock();
let server: RunningServer;
let pro: TestClient;
let proEmail: string;
let other: TestClient;
let otherEmail: string;

const update = async (client: TestClient, input: Record<string, unknown>) => {
  const res = await client.gql(UPDATE, { input });
  expect(res.errors).toBeUndefined();
  return res.data.updatePersonalSettings as { result: string | null; errors: string[]; user: Record<string, string | null> | null };
};
const logIn = async (email: string, password: string) => (await (await newClient(server)).gql(LOG_IN, { email, password })).data.logIn.result;

beforeAll(async () => {
  server = await startTestServer({ clock });
  ({ client: pro, email: proEmail } = await signUpPro(server, 'Account Studio'));
  ({ client: other, email: otherEmail } = await signUpPro(server, 'Other Studio'));
});
afterAll(async () => server?.close());

describe('updatePersonalSettings', () => {
  it('reads the account’s fields, none of them set yet but the name and e-mail', async () => {
    expect((await pro.gql(READ)).data.personalSettings).toMatchObject({ name: 'Sam Rivera', email: proEmail, phone: null, gender: null, customGender: null, dob: null });
  });

  it('changes the name alone, and the portal’s current user shows it', async () => {
    const res = await update(pro, { name: '  Samira Rivera ' });
    expect(res).toMatchObject({ result: 'success', errors: [], user: { name: 'Samira Rivera', email: proEmail } });
    expect((await pro.gql(CURRENT_USER)).data.currentUser).toMatchObject({ name: 'Samira Rivera', email: proEmail });
    // The practice's owner follows: e-mails sign with the new name.
    const practiceId = (await pro.gql('{ currentPractice { id } }')).data.currentPractice.id;
    expect((await server.app.get(PracticesQuery).byId(practiceId))?.owner).toMatchObject({ name: 'Samira Rivera', email: proEmail });
  });

  it('changes gender (Custom with its text) and date of birth; other fields stay', async () => {
    expect((await update(pro, { gender: 'Custom', customGender: 'Non-binary' })).user).toMatchObject({ gender: 'Custom', customGender: 'Non-binary', name: 'Samira Rivera' });
    expect((await update(pro, { dob: '1988-06-15' })).user).toMatchObject({ dob: '1988-06-15', gender: 'Custom', customGender: 'Non-binary' });
    expect((await update(pro, { gender: 'Female' })).user).toMatchObject({ gender: 'Female', customGender: null });
    expect((await pro.gql(READ)).data.personalSettings).toMatchObject({ name: 'Samira Rivera', gender: 'Female', dob: '1988-06-15' });
  });

  it('answers a password and confirmation that differ with the spec’s message, and changes nothing', async () => {
    expect(await update(pro, { password: 'new password 1', passwordConfirmation: 'new password 2' })).toEqual({
      result: null, errors: ['Your password and password confirmation do not match.'], user: null,
    });
    expect((await update(pro, { password: 'short', passwordConfirmation: 'short' })).errors).toEqual(['Password must be at least 8 characters.']);
    expect(await logIn(proEmail, 'correct horse battery')).toBe('success');
  });

  it('refuses an e-mail another account holds', async () => {
    expect(await update(pro, { email: otherEmail.toUpperCase() })).toMatchObject({ result: null, errors: ['An account with this email already exists.'] });
    expect((await pro.gql(READ)).data.personalSettings.email).toBe(proEmail);
  });

  it('changes the password and the e-mail: log-in takes the new ones only, and the old e-mail is free again', async () => {
    expect((await update(pro, { password: 'brand new secret', passwordConfirmation: 'brand new secret' })).result).toBe('success');
    expect(await logIn(proEmail, 'correct horse battery')).toBeNull();
    expect(await logIn(proEmail, 'brand new secret')).toBe('success');

    const newEmail = `samira-${Date.now()}@example.com`;
    expect((await update(pro, { email: ` ${newEmail.toUpperCase()} ` })).user).toMatchObject({ email: newEmail });
    expect((await pro.gql(CURRENT_USER)).data.currentUser.email).toBe(newEmail);
    expect(await logIn(newEmail, 'brand new secret')).toBe('success');
    expect(await logIn(proEmail, 'brand new secret')).toBeNull();
    const practiceId = (await pro.gql('{ currentPractice { id } }')).data.currentPractice.id;
    expect((await server.app.get(PracticesQuery).byId(practiceId))?.owner.email).toBe(newEmail); // replies reach the new address

    // The other pro may now take the e-mail Samira gave up.
    expect((await update(other, { email: proEmail })).result).toBe('success');
    expect(await logIn(proEmail, 'correct horse battery')).toBe('success');
  });

  it('stores the phone in E.164 as the practice owner’s, and the download-app text then reaches it', async () => {
    expect((await update(pro, { phone: '12' })).result).toBeNull();
    expect((await update(pro, { phone: '(212) 555-0100' })).user).toMatchObject({ phone: '+12125550100' });
    expect((await pro.gql(SEND_TEXT, { type: 'download_mobile_app' })).data.sendText).toEqual({ result: 'success', errors: [] });
    expect((await pro.gql(TEXT_OUTBOX)).data.textOutbox.items).toEqual([{ to: '+12125550100', type: 'download_mobile_app' }]);
  });

  it('leaves another practice unaffected', async () => {
    expect((await other.gql(READ)).data.personalSettings).toMatchObject({ name: 'Sam Rivera', phone: null, gender: null, dob: null });
    expect((await other.gql(TEXT_OUTBOX)).data.textOutbox.total).toBe(0);
  });

  it('refuses visitors and support accounts (read-only)', async () => {
    const visitor = await newClient(server);
    expect((await visitor.gql(UPDATE, { input: { name: 'Intruder' } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(READ)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    await server.app.get(CommandBus).execute(
      new RegisterSupportAccountCommand({ email: 'account-help@example.com', name: 'Help Desk', password: 'support-password' }, newCommandContext({ kind: 'system', id: 'cli' })),
    );
    const support = await newClient(server);
    expect((await support.gql(LOG_IN, { email: 'account-help@example.com', password: 'support-password' })).data.logIn.result).toBe('success');
    const refused = await support.gql(UPDATE, { input: { name: 'Help' } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Support accounts are read-only.', extensions: { code: 'FORBIDDEN' } });
  });
});
