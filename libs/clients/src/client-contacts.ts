// A client's e-mail and phone are claimed per practice (see client-claims.ts). A decision that
// creates or changes a client reads the claims of the values it touches, with the name of any
// other client holding one, so it can refuse a duplicate with a message naming that client.
import { clientEmailStreamId, clientPhoneStreamId } from './client-identity.js';

export type ContactKind = 'email' | 'phone';

export interface ContactValue {
  kind: ContactKind;
  value: string;
}

/** Who holds a value now: its claim's owner (null when free) and, for another client, their name. */
export interface ContactClaim {
  ownerId: string | null;
  ownerName: string | null;
}

/** The claims a decision read, by claim stream id. A claim it did not read counts as free (a new stream). */
export type ContactClaims = ReadonlyMap<string, ContactClaim>;

export const NO_CLAIMS: ContactClaims = new Map();

export const claimStreamId = (practiceId: string, { kind, value }: ContactValue): string =>
  kind === 'email' ? clientEmailStreamId(practiceId, value) : clientPhoneStreamId(practiceId, value);

/** The e-mail and phone of a profile, as the values to claim. */
export const contactValues = (profile: { email?: string | null; phone?: string | null }): ContactValue[] => [
  ...(profile.email ? [{ kind: 'email' as const, value: profile.email }] : []),
  ...(profile.phone ? [{ kind: 'phone' as const, value: profile.phone }] : []),
];
