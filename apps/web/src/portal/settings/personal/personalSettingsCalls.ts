// The Account page's calls (spec 002 §7): one read of the fields and updatePersonalSettings,
// which takes only the non-empty fields and answers the fields as saved.
import { graphql } from '../../../graphql';
import type { PersonalSettingsInput, PersonalSettingsPageQuery } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import { requireSuccess } from '../../shared/commandRejected';

const READ = graphql(`query PersonalSettingsPage { personalSettings { id name email phone gender customGender dob } }`);
const UPDATE = graphql(`mutation UpdatePersonalSettings($input: PersonalSettingsInput!) {
  updatePersonalSettings(input: $input) { result errors user { id name email phone gender customGender dob } }
}`);

export type PersonalSettings = PersonalSettingsPageQuery['personalSettings'];

export const fetchPersonalSettings = async (): Promise<PersonalSettings> => (await graphqlRequest(READ)).personalSettings;

/** Sends only the fields with a value (spec 002 §5); returns the fields as saved. */
export const updatePersonalSettings = async (fields: PersonalSettingsInput): Promise<PersonalSettings> => {
  const input = Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as PersonalSettingsInput;
  const payload = requireSuccess((await graphqlRequest(UPDATE, { input })).updatePersonalSettings);
  return payload.user!;
};
