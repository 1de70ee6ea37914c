import { graphql } from '../graphql';
import type { CurrentUserFieldsFragment } from '../graphql/graphql';
import { graphqlRequest } from '../shared/graphqlRequest';

/** The values of CurrentUser.kind (a String in the schema). */
export type UserKind = 'pro' | 'support';

export type CurrentUser = Omit<CurrentUserFieldsFragment, 'kind'> & { kind: UserKind };

graphql(`fragment CurrentUserFields on CurrentUser { id kind name email practiceId }`);

const CURRENT_USER = graphql(`query CurrentUser { currentUser { ...CurrentUserFields } }`);

export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const data = await graphqlRequest(CURRENT_USER);
  return data.currentUser as CurrentUser | null;
}
