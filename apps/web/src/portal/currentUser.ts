import { graphqlRequest } from '../shared/graphqlRequest';

export type UserKind = 'pro' | 'support';

export interface CurrentUser {
  id: string;
  kind: UserKind;
  name: string;
  email: string;
  practiceId: string | null;
}

export const CURRENT_USER_FIELDS = 'id kind name email practiceId';

export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const data = await graphqlRequest<{ currentUser: CurrentUser | null }>(
    `query CurrentUser { currentUser { ${CURRENT_USER_FIELDS} } }`,
  );
  return data.currentUser;
}
