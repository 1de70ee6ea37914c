// react-admin auth backed by the session cookie: logIn / logOut mutations and the
// currentUser query. Server messages (e.g. wrong password) are shown as they come.
import type { AuthProvider } from 'react-admin';
import { graphql } from '../graphql';
import { graphqlRequest } from '../shared/graphqlRequest';
import { fetchCurrentUser, type CurrentUser } from './currentUser';

const LOG_IN = graphql(`mutation LogIn($email: String!, $password: String!) {
  logIn(email: $email, password: $password) { result errors user { ...CurrentUserFields } }
}`);
const LOG_OUT = graphql(`mutation LogOut { logOut { result errors } }`);

// getIdentity and getPermissions run often; they share one lookup per session.
let identity: Promise<CurrentUser | null> | undefined;
// react-admin logs out after every failed checkAuth, including on the login page itself.
// A logOut still in flight when the user logs in would end the new session, so login
// waits for it, and no logOut is sent when the server already said nobody is logged in.
let loggedOut = false;
let pendingLogout: Promise<unknown> = Promise.resolve();
function cachedCurrentUser(): Promise<CurrentUser | null> {
  identity ??= fetchCurrentUser().catch((error) => {
    identity = undefined;
    throw error;
  });
  return identity;
}

/** After the user's own name or e-mail changed (Account page): the next lookup asks the server. */
export function forgetCurrentUser(): void {
  identity = undefined;
}

function isUnauthenticated(error: unknown): boolean {
  const e = error as { status?: number; message?: string; body?: { graphQLErrors?: { extensions?: { code?: string } }[] } };
  if (e?.status === 401) return true;
  if (e?.body?.graphQLErrors?.some((g) => g.extensions?.code === 'UNAUTHENTICATED')) return true;
  return /UNAUTHENTICATED|not logged in/i.test(e?.message ?? '');
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await pendingLogout;
    const { logIn } = await graphqlRequest(LOG_IN, { email: username, password });
    if (logIn.result !== 'success' || !logIn.user) throw new Error(logIn.errors[0] ?? 'Unable to log in');
    identity = Promise.resolve(logIn.user as CurrentUser);
    loggedOut = false;
  },
  async logout() {
    identity = undefined;
    if (!loggedOut) {
      loggedOut = true;
      // Already logged out or offline: the login page is still the right place either way.
      pendingLogout = graphqlRequest(LOG_OUT).catch(() => undefined);
      await pendingLogout;
    }
    // Returning nothing lets react-admin go to its login URL, prefixed with /portal.
  },
  async checkAuth() {
    const user = await fetchCurrentUser();
    if (!user) {
      identity = undefined;
      loggedOut = true;
      // message: false -> straight to the login page without an error toast.
      throw { message: false };
    }
    identity = Promise.resolve(user);
    loggedOut = false;
  },
  async checkError(error) {
    if (isUnauthenticated(error)) {
      identity = undefined;
      throw error;
    }
  },
  async getIdentity() {
    const user = await cachedCurrentUser();
    if (!user) throw new Error('Not logged in');
    return { id: user.id, fullName: user.name, kind: user.kind, practiceId: user.practiceId };
  },
  async getPermissions() {
    const user = await cachedCurrentUser();
    return user?.kind ?? null;
  },
};
