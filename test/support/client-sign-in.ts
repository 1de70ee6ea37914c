// Signing a client in as they would: ask for a link, read it from the embedded outbox, use it.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { MAILER } from '../../apps/api/src/messaging/messaging-settings.js';
import type { OutboxMailer } from '#app/integrations';
import type { TestClient } from './graphql-client.js';
import { newClient } from './test-server.js';

export const REQUEST_SIGN_IN_LINK = `mutation($email: String!) { requestClientSignInLink(email: $email) { result errors } }`;
export const SIGN_IN_CLIENT = `mutation($token: String!) { signInClient(token: $token) { result errors clientUser { id email } } }`;
export const SIGN_OUT_CLIENT = `mutation { signOutClient { result errors } }`;
export const CLIENT_USER = `{ clientUser { id email } }`;
export const CLIENT_BOOKINGS = `{ clientBookings {
  upcomingAppointments { id state stateLabel startsAt practiceId instantActionToken amountCents feeCents platformFeeCents serviceId practice { name url } services { name } location { name timeZoneAbbr } transaction { type state amountCents stateLabel description } }
  pastAppointments { id state }
  expiredAppointments { id state }
  transactions { id transaction { type state amountCents stateLabel description } }
} }`;
export const USER_APPOINTMENT = `query($id: ID!) { userAppointment(id: $id) { id state practice { name } } }`;
export const TRANSACTION_CARD = `query($p: ID!, $s: ID!) { transactionCard(practiceId: $p, serviceId: $s) { type state amountCents } }`;
export const CANCEL_CLIENT_BOOKING = `mutation($id: ID!) { cancelClientBooking(appointmentId: $id) { result errors } }`;

/** The token of the newest sign-in link the embedded outbox holds for this address. */
export const lastSignInToken = (server: RunningServer, email: string): string => {
  const mails = (server.app.get(MAILER) as OutboxMailer).recent().filter((m) => m.to.email === email.toLowerCase() && m.subject === 'Your sign-in link');
  const match = mails.at(-1)?.text.match(/\/m\/sign_in\/([^\s]+)/);
  if (!match) throw new Error(`no sign-in link was sent to ${email}`);
  return decodeURIComponent(match[1]!);
};

/** A browser-like client signed in as the person behind `email`. */
export const signInClient = async (server: RunningServer, email: string): Promise<TestClient> => {
  const client = await newClient(server);
  const asked = await client.gql(REQUEST_SIGN_IN_LINK, { email });
  if (asked.data?.requestClientSignInLink?.result !== 'success') throw new Error(`sign-in link refused: ${JSON.stringify(asked)}`);
  const signedIn = await client.gql(SIGN_IN_CLIENT, { token: lastSignInToken(server, email) });
  if (signedIn.data?.signInClient?.result !== 'success') throw new Error(`sign-in refused: ${JSON.stringify(signedIn)}`);
  return client;
};
