// The fill page's calls (spec 000 §7 saveIntakeFormResponse): the form its link's unique id
// brings, and saving the answers.
import { graphql } from '../../graphql';
import type { IntakeFormFillQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

export type IntakeFormFill = NonNullable<IntakeFormFillQuery['intakeFormByUniqueId']>;

const FILL = graphql(`
  query IntakeFormFill($uniqueId: String!) {
    intakeFormByUniqueId(uniqueId: $uniqueId) { uniqueId completed form theme practiceName practiceUrl }
  }
`);

const SAVE = graphql(`
  mutation SaveIntakeFormResponse($uniqueId: String!, $formData: String!) {
    saveIntakeFormResponse(uniqueId: $uniqueId, formData: $formData) { result errors }
  }
`);

/** Null when the link's id names no intake form. */
export async function fetchIntakeForm(uniqueId: string): Promise<IntakeFormFill | null> {
  return (await graphqlRequest(FILL, { uniqueId })).intakeFormByUniqueId ?? null;
}

/** Resolves once saved; rejects with the server's message. */
export async function saveIntakeFormResponse(uniqueId: string, formData: string): Promise<void> {
  const { saveIntakeFormResponse: payload } = await graphqlRequest(SAVE, { uniqueId, formData });
  if (payload.result !== 'success') throw new Error(payload.errors[0] ?? 'Your answers could not be saved. Please try again.');
}
