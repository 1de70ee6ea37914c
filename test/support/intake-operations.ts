// The intake form GraphQL operations the e2e tests and browser journeys use, written as the web
// app sends them, and the staff path that turns a practice's clientNotesEnabled flag off or on.
import { newCommandContext } from '#app/es';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CommandSender } from '../../apps/api/src/infrastructure/command-sender.js';
import { ChangePracticeCommand } from '../../apps/api/src/practice/commands/change-practice/change-practice.command.js';

export const INTAKE_FORM = `{ intakeForm { data theme saveNo savedAt } }`;
export const UPSERT_INTAKE_FORM = `mutation($data: String!, $saveNo: Int!) { upsertIntakeForm(data: $data, saveNo: $saveNo) { result errors saveNo } }`;
export const UPSERT_INTAKE_FORM_THEME = `mutation($data: String!) { upsertIntakeFormTheme(data: $data) { result errors } }`;
export const SEND_INTAKE_FORM = `mutation($clientId: ID!) { sendIntakeForm(clientId: $clientId) { result errors } }`;
export const INTAKE_FORM_FILL = `query($uniqueId: String!) { intakeFormByUniqueId(uniqueId: $uniqueId) { uniqueId completed form theme practiceName practiceUrl } }`;
export const SAVE_INTAKE_FORM_RESPONSE = `mutation($uniqueId: String!, $formData: String!) { saveIntakeFormResponse(uniqueId: $uniqueId, formData: $formData) { result errors } }`;
export const CLIENT_INTAKE = `query($clientId: ID!) { client(clientId: $clientId) { id intakeForm { uniqueId data time form sentAt } intakeFormSubmitted intakeLastSentAt } }`;
export const CLIENT_NOTES_FLAG = `{ currentPractice { id clientNotesEnabled } }`;

/** The unique id of an intake form e-mail's link (/m/intake/{uniqueId}). */
export const intakeLinkId = (text: string): string => {
  const match = /\/m\/intake\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`No intake form link in: ${text}`);
  return match[1]!;
};

/** What staff do (no pro screen does it): turn the practice's client notes and intake forms off or on. */
export const setClientNotesEnabled = (server: RunningServer, practiceId: string, clientNotesEnabled: boolean) =>
  server.app.get(CommandSender).send(
    new ChangePracticeCommand(practiceId, { type: 'SetPracticeFlags', flags: { clientNotesEnabled } }, newCommandContext({ kind: 'support', id: 'staff', name: 'Staff' })),
  );
