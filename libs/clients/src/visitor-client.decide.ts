// A visitor who books or registers from a public page joins the practice's directory: a returning
// client is found by e-mail, then by phone; a new one becomes a client ('booked') with their e-mail
// and phone claimed, in the same atomic append as what they booked. Pure: the caller loads the
// claim and client states (visitorContactStreamIds says which) and appends.
import type { StreamEvents } from '#app/es';
import { clientClaimDecider } from './client-claims.js';
import { clientDecider } from './client.decide.js';
import { clientEmailStreamId, clientPhoneStreamId } from './client-identity.js';
import { clientStreamId, type ClientState } from './client.js';

export interface VisitorContact {
  firstName: string;
  lastName: string;
  /** Lowercased. */
  email: string;
  /** E.164, or null when the page did not ask for one. */
  phone: string | null;
}

export type ReturningClient = { clientId: string; state: ClientState } | null;

/** The claim streams that say who the visitor is: their e-mail's, then their phone's. */
export const visitorContactStreamIds = (practiceId: string, contact: Pick<VisitorContact, 'email' | 'phone'>): string[] => [
  clientEmailStreamId(practiceId, contact.email),
  ...(contact.phone ? [clientPhoneStreamId(practiceId, contact.phone)] : []),
];

/** The appends that make the visitor a client (nothing for a returning one), and who they are. */
export const decideVisitorClient = (
  practiceId: string,
  contact: VisitorContact,
  given: { returning: ReturningClient; newClientId: string; noteId: string; now: Date },
): { clientId: string; streams: StreamEvents[] } => {
  const clientId = given.returning?.clientId ?? given.newClientId;
  const values = [contact.email, ...(contact.phone ? [contact.phone] : [])];
  const claims: StreamEvents[] = given.returning
    ? []
    : visitorContactStreamIds(practiceId, contact).map((streamId, i) => ({
        streamId,
        practiceId,
        events: clientClaimDecider.decide({ type: 'ClaimValue', value: values[i]!, ownerId: clientId, takenMessage: 'Please try again.' }, { ownerId: null }),
      }));
  const client: StreamEvents = {
    // A returning client exists already (nothing happens); a new one joins the directory.
    streamId: clientStreamId(clientId),
    practiceId,
    events: clientDecider.decide(
      {
        type: 'CreateClient', clientId, practiceId, mode: 'booking', ifAbsent: true, noteId: given.noteId, now: given.now,
        input: { ...contact, clientType: 'booked', invitedFrom: null },
        practiceContact: { email: null, phone: null }, // the public page checked the visitor's details
      },
      given.returning?.state ?? clientDecider.initialState(),
    ),
  };
  return { clientId, streams: [...claims, client] };
};
