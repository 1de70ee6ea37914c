// The signed-in client (ARCHITECTURE "Clients without passwords"): who they are, asking for a
// sign-in link, using one, signing out.
import { graphql } from '../../graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

export interface ClientUser {
  id: string;
  email: string;
}

const CLIENT_USER = graphql(`
  query ClientUser {
    clientUser { id email }
  }
`);

const REQUEST_LINK = graphql(`
  mutation RequestClientSignInLink($email: String!) {
    requestClientSignInLink(email: $email) { result errors }
  }
`);

const REQUEST_LINK_FOR_APPOINTMENT = graphql(`
  mutation RequestClientSignInLinkForAppointment($instantActionToken: String!) {
    requestClientSignInLinkForAppointment(instantActionToken: $instantActionToken) { result errors sentTo }
  }
`);

const SIGN_IN = graphql(`
  mutation SignInClient($token: String!) {
    signInClient(token: $token) { result errors clientUser { id email } }
  }
`);

const SIGN_OUT = graphql(`
  mutation SignOutClient {
    signOutClient { result errors }
  }
`);

export async function fetchClientUser(): Promise<ClientUser | null> {
  return (await graphqlRequest(CLIENT_USER)).clientUser ?? null;
}

/** Resolves when the link is on its way; rejects with the API's message otherwise. */
export async function requestSignInLink(email: string): Promise<void> {
  const { requestClientSignInLink: payload } = await graphqlRequest(REQUEST_LINK, { email });
  if (payload.result !== 'success') throw new Error(payload.errors[0] ?? 'There was an error sending the link.');
}

/** E-mails a link to the client of the appointment whose page they came from; answers the masked address. */
export async function requestSignInLinkForAppointment(instantActionToken: string): Promise<string> {
  const { requestClientSignInLinkForAppointment: payload } = await graphqlRequest(REQUEST_LINK_FOR_APPOINTMENT, { instantActionToken });
  if (payload.result !== 'success' || !payload.sentTo) throw new Error(payload.errors[0] ?? 'There was an error sending the link.');
  return payload.sentTo;
}

export async function signInWithLink(token: string): Promise<ClientUser> {
  const { signInClient: payload } = await graphqlRequest(SIGN_IN, { token });
  if (payload.result !== 'success' || !payload.clientUser) throw new Error(payload.errors[0] ?? 'There was an error signing you in.');
  return payload.clientUser;
}

export async function signOutClient(): Promise<void> {
  await graphqlRequest(SIGN_OUT);
}
