// The designer's calls (spec 002 §7): the practice's form with its save number and theme, and the
// two saves. A refusal throws CommandRejected with the server's messages.
import { graphql } from '../../graphql';
import type { IntakeFormDesignQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { requireSuccess } from '../shared/commandRejected';

export type IntakeFormDesign = IntakeFormDesignQuery['intakeForm'];

const DESIGN = graphql(`query IntakeFormDesign { intakeForm { data theme saveNo savedAt } }`);
const SAVE_FORM = graphql(`mutation UpsertIntakeForm($data: String!, $saveNo: Int!) { upsertIntakeForm(data: $data, saveNo: $saveNo) { result errors saveNo } }`);
const SAVE_THEME = graphql(`mutation UpsertIntakeFormTheme($data: String!) { upsertIntakeFormTheme(data: $data) { result errors } }`);

export async function fetchIntakeFormDesign(): Promise<IntakeFormDesign> {
  return (await graphqlRequest(DESIGN)).intakeForm;
}

/** Resolves with the save number the form has now. */
export async function saveIntakeForm(data: string, saveNo: number): Promise<number> {
  return requireSuccess((await graphqlRequest(SAVE_FORM, { data, saveNo })).upsertIntakeForm).saveNo ?? saveNo;
}

export async function saveIntakeFormTheme(data: string): Promise<void> {
  requireSuccess((await graphqlRequest(SAVE_THEME, { data })).upsertIntakeFormTheme);
}
