// Clients sign in without a password (ARCHITECTURE "Clients without passwords"): a single-use,
// expiring link sent to their e-mail address. One stream per address, `clientUser-<key>`, where
// the key is a hash of the address, so the address stays out of stream ids and link URLs while a
// link still names its stream: a link's token is `<key>.<secret>`, and only the secret's hash is
// stored. The first sign-in registers the client user, the person behind that address across
// every practice they booked with.
import { createHash } from 'node:crypto';
import type { DomainEvent } from '#app/es';
import { normalizeEmail } from './account.js';

export interface ClientSignInLinkIssuedData {
  email: string;
  /** sha256 of the link's secret, hex. */
  linkHash: string;
  issuedAt: string;
  expiresAt: string;
}

export type ClientSignInEvent =
  | DomainEvent<'ClientSignInLinkIssued', ClientSignInLinkIssuedData>
  | DomainEvent<'ClientUserRegistered', { clientUserId: string; email: string }>
  | DomainEvent<'ClientSignedIn', { clientUserId: string; linkHash: string }>
  /** The client removed a booking the pro declined from Your Bookings (the appointment itself is unchanged). */
  | DomainEvent<'ClientBookingDismissed', { clientUserId: string; appointmentId: string }>;

export interface ClientSignInLink {
  issuedAt: string;
  expiresAt: string;
  used: boolean;
}

export interface ClientSignInState {
  email: string | null;
  clientUserId: string | null;
  links: Record<string, ClientSignInLink>;
}

export const initialClientSignInState = (): ClientSignInState => ({ email: null, clientUserId: null, links: {} });

export const evolveClientSignIn = (state: ClientSignInState, event: ClientSignInEvent): ClientSignInState => {
  switch (event.type) {
    case 'ClientSignInLinkIssued': {
      const { email, linkHash, issuedAt, expiresAt } = event.data;
      return { ...state, email, links: { ...state.links, [linkHash]: { issuedAt, expiresAt, used: false } } };
    }
    case 'ClientUserRegistered':
      return { ...state, clientUserId: event.data.clientUserId, email: event.data.email };
    case 'ClientSignedIn': {
      const link = state.links[event.data.linkHash];
      return link ? { ...state, links: { ...state.links, [event.data.linkHash]: { ...link, used: true } } } : state;
    }
    case 'ClientBookingDismissed':
      return state;
  }
};

/** The stream key of an address: the first 32 hex digits of the sha256 of the normalised address. */
export const clientSignInKey = (email: string): string => createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 32);

export const clientSignInStreamId = (key: string): string => `clientUser-${key}`;

export const hashLinkSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const TOKEN = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

/** A link's token split into its stream key and secret; null when it cannot be one of ours. */
export const parseSignInToken = (token: unknown): { key: string; secret: string } | null => {
  const match = typeof token === 'string' ? token.match(TOKEN) : null;
  return match ? { key: match[1]!, secret: match[2]! } : null;
};

export const ClientSignInMessages = {
  invalidEmail: 'Please enter a valid email address.',
  tooManyLinks: 'Too many sign-in links were requested for this address. Please try again in an hour.',
  linkInvalid: 'This sign-in link has expired or was already used. Please ask for a new one.',
  sent: 'If this address has bookings with us, a sign-in link is on its way. Check your inbox.',
  notSignedIn: 'Please sign in to see your bookings.',
  cannotCancel: 'Only pending or unavailable bookings can be cancelled here.',
  bookingNotFound: 'Booking not found',
} as const;
