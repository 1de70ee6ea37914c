// The sign-in link rules, pure: a link lives 30 minutes and works once; an address gets at most
// five links an hour (the same answer for every address, known or not: no account discovery).
import { DomainError, type Decider } from '#app/es';
import { evolveClientSignIn, initialClientSignInState, ClientSignInMessages as M, type ClientSignInEvent, type ClientSignInState } from './client-sign-in.js';

export const SIGN_IN_LINK_TTL_MS = 30 * 60_000;
export const SIGN_IN_LINKS_PER_HOUR = 5;

export type ClientSignInCommand =
  | { type: 'IssueSignInLink'; email: string; linkHash: string; now: Date }
  | { type: 'SignInWithLink'; linkHash: string; newClientUserId: string; now: Date }
  /** `bookingState`: the booking's state as the client user's bookings show it. */
  | { type: 'DismissBooking'; appointmentId: string; bookingState: string };

const issue = (command: Extract<ClientSignInCommand, { type: 'IssueSignInLink' }>, state: ClientSignInState): ClientSignInEvent[] => {
  const hourAgo = command.now.getTime() - 3_600_000;
  const recent = Object.values(state.links).filter((link) => Date.parse(link.issuedAt) > hourAgo).length;
  if (recent >= SIGN_IN_LINKS_PER_HOUR) throw new DomainError(M.tooManyLinks);
  const issuedAt = command.now.toISOString();
  const expiresAt = new Date(command.now.getTime() + SIGN_IN_LINK_TTL_MS).toISOString();
  return [{ type: 'ClientSignInLinkIssued', data: { email: command.email, linkHash: command.linkHash, issuedAt, expiresAt } }];
};

const signIn = (command: Extract<ClientSignInCommand, { type: 'SignInWithLink' }>, state: ClientSignInState): ClientSignInEvent[] => {
  const link = state.links[command.linkHash];
  if (!link || link.used || Date.parse(link.expiresAt) <= command.now.getTime() || !state.email) throw new DomainError(M.linkInvalid, 'NOT_FOUND');
  const clientUserId = state.clientUserId ?? command.newClientUserId;
  return [
    ...(state.clientUserId ? [] : [{ type: 'ClientUserRegistered' as const, data: { clientUserId, email: state.email } }]),
    { type: 'ClientSignedIn', data: { clientUserId, linkHash: command.linkHash } },
  ];
};

const dismiss = (command: Extract<ClientSignInCommand, { type: 'DismissBooking' }>, state: ClientSignInState): ClientSignInEvent[] => {
  if (!state.clientUserId) throw new DomainError(M.notSignedIn);
  if (command.bookingState !== 'declined') throw new DomainError(M.cannotCancel);
  return [{ type: 'ClientBookingDismissed', data: { clientUserId: state.clientUserId, appointmentId: command.appointmentId } }];
};

export const clientSignInDecider: Decider<ClientSignInCommand, ClientSignInEvent, ClientSignInState> = {
  decide: (command, state) => {
    switch (command.type) {
      case 'IssueSignInLink':
        return issue(command, state);
      case 'SignInWithLink':
        return signIn(command, state);
      case 'DismissBooking':
        return dismiss(command, state);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve: evolveClientSignIn,
  initialState: initialClientSignInState,
};
