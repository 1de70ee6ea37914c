// Decisions that change a client together with its e-mail and phone claims (several streams):
// create (also inside another context's decision, e.g. an appointment booked for a new client),
// edit and delete. Pure: the caller loads the client and the claims of the values touched
// (client-contacts.ts) and appends what comes back atomically.
import { DomainError, NotFoundError, type StreamEvents } from '#app/es';
import { clientStreamId, initialClientState, type ClientProfile, type ClientState } from './client.js';
import { clientClaimDecider } from './client-claims.js';
import { claimStreamId, contactValues, type ContactClaims, type ContactKind, type ContactValue } from './client-contacts.js';
import { clientDecider, type ClientCommand } from './client.decide.js';
import {
  checkClientChanges,
  checkNewClient,
  ClientMessages,
  type ClientCreationMode,
  type ClientInput,
  type PracticeContact,
} from './client-rules.js';

const FREE = { ownerId: null, ownerName: null };

const clientEvents = (practiceId: string, clientId: string, state: ClientState, command: ClientCommand): StreamEvents => ({
  streamId: clientStreamId(clientId),
  practiceId,
  events: clientDecider.decide(command, state),
});

const claim = (practiceId: string, contact: ContactValue, ownerId: string, claims: ContactClaims): StreamEvents => {
  const streamId = claimStreamId(practiceId, contact);
  const state = { ownerId: (claims.get(streamId) ?? FREE).ownerId };
  return {
    streamId,
    practiceId,
    events: clientClaimDecider.decide({ type: 'ClaimValue', value: contact.value, ownerId, takenMessage: ClientMessages.contactTakenMeanwhile }, state),
  };
};

const release = (practiceId: string, contact: ContactValue, ownerId: string, claims: ContactClaims): StreamEvents => {
  const streamId = claimStreamId(practiceId, contact);
  const state = { ownerId: (claims.get(streamId) ?? FREE).ownerId };
  return { streamId, practiceId, events: clientClaimDecider.decide({ type: 'ReleaseClaim', value: contact.value, ownerId }, state) };
};

/** Throws "A client with this email already exists: <name>." when another client holds the value. */
const refuseDuplicate = (practiceId: string, kind: ContactKind, value: string | null | undefined, clientId: string, claims: ContactClaims): void => {
  if (!value) return;
  const holder = claims.get(claimStreamId(practiceId, { kind, value })) ?? FREE;
  if (!holder.ownerId || holder.ownerId === clientId) return;
  const name = holder.ownerName ?? value;
  throw new DomainError(kind === 'email' ? ClientMessages.emailTaken(name) : ClientMessages.phoneTaken(name), 'TAKEN');
};

/** The client of this practice, or "Client not found" (unknown, deleted, or another practice's). */
export const activeClientOf = (state: ClientState, practiceId: string): Exclude<ClientState, { status: 'none' }> => {
  if (state.status !== 'active' || state.practiceId !== practiceId) throw new NotFoundError(ClientMessages.notFound);
  return state;
};

export interface NewClientRequest {
  practiceId: string;
  clientId: string;
  input: ClientInput;
  practiceContact: PracticeContact;
  /** Id of the first note when the input has notes. */
  noteId: string;
  now: Date;
  mode?: ClientCreationMode;
}

/** Which claims a new client's decision reads: its e-mail and phone, as the rules normalise them. */
export const newClientContacts = (request: Pick<NewClientRequest, 'input' | 'mode' | 'practiceContact'>): ContactValue[] =>
  contactValues(checkNewClient(request.input, request.mode ?? 'pro', request.practiceContact));

/**
 * The new client's stream and its claims. Throws the first rule the input breaks, or a duplicate
 * naming the client who holds the e-mail or phone. checkDuplicates false: the caller checked (an
 * import, against the directory); the claims in the append still guard.
 */
export const decideNewClient = (request: NewClientRequest, claims: ContactClaims, options: { checkDuplicates?: boolean } = {}): StreamEvents[] => {
  const { practiceId, clientId, input, practiceContact, noteId, now, mode = 'pro' } = request;
  const profile = checkNewClient(input, mode, practiceContact);
  if (options.checkDuplicates !== false) {
    refuseDuplicate(practiceId, 'email', profile.email, clientId, claims);
    refuseDuplicate(practiceId, 'phone', profile.phone, clientId, claims);
  }
  return [
    clientEvents(practiceId, clientId, initialClientState(), { type: 'CreateClient', clientId, practiceId, input, mode, practiceContact, noteId, now }),
    ...contactValues(profile).map((contact) => claim(practiceId, contact, clientId, claims)),
  ];
};

const contactMoves = (practiceId: string, clientId: string, before: ClientProfile, changes: Partial<ClientProfile>, claims: ContactClaims): StreamEvents[] =>
  (['email', 'phone'] as const).flatMap((kind) => {
    if (!(kind in changes) || changes[kind] === before[kind]) return [];
    return [
      ...(before[kind] ? [release(practiceId, { kind, value: before[kind]! }, clientId, claims)] : []),
      ...(changes[kind] ? [claim(practiceId, { kind, value: changes[kind]! }, clientId, claims)] : []),
    ];
  });

export interface EditClientRequest {
  practiceId: string;
  clientId: string;
  input: ClientInput;
  practiceContact: PracticeContact;
  now: Date;
}

/** Which claims an edit reads: the values it gives up and the ones it takes. */
export const editedContacts = (request: EditClientRequest, state: ClientState): ContactValue[] => {
  const client = activeClientOf(state, request.practiceId);
  const changes = checkClientChanges(request.input, client.profile, request.practiceContact);
  return [...contactValues(client.profile), ...contactValues(changes)];
};

export const decideEditClient = (request: EditClientRequest, state: ClientState, claims: ContactClaims): StreamEvents[] => {
  const { practiceId, clientId, input, practiceContact, now } = request;
  const client = activeClientOf(state, practiceId);
  const changes = checkClientChanges(input, client.profile, practiceContact);
  if ('email' in changes) refuseDuplicate(practiceId, 'email', changes.email, clientId, claims);
  if ('phone' in changes) refuseDuplicate(practiceId, 'phone', changes.phone, clientId, claims);
  return [
    clientEvents(practiceId, clientId, client, { type: 'EditClient', input, practiceContact, now }),
    ...contactMoves(practiceId, clientId, client.profile, changes, claims),
  ];
};

/** Soft delete: the history stays; the e-mail and phone become free for a new client. */
export const decideDeleteClient = (request: { practiceId: string; clientId: string; now: Date }, state: ClientState, claims: ContactClaims): StreamEvents[] => {
  const { practiceId, clientId, now } = request;
  const client = activeClientOf(state, practiceId);
  return [
    clientEvents(practiceId, clientId, client, { type: 'DeleteClient', now }),
    ...contactMoves(practiceId, clientId, client.profile, { email: null, phone: null }, claims),
  ];
};
