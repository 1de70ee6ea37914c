// The stream commands that change a client together with its e-mail and phone claims, for
// handleCommandAcrossStreams: create (also inside another context's command, e.g. an appointment
// booked for a new client), edit and delete. A value another client holds is refused with a
// message that names that client.
import { randomUUID } from 'node:crypto';
import { DomainError, NotFoundError } from '../../es/src/decider.js';
import { loadState, type StreamCommand } from '../../es/src/handle-command.js';
import type { EventStore } from '../../eventstore/src/event-store.js';
import { clientStreamId, type ClientProfile, type ClientState } from './client.js';
import { clientClaimDecider } from './client-claims.js';
import { clientDecider, type ClientCommand } from './client.decide.js';
import { clientEmailStreamId, clientPhoneStreamId } from './client-identity.js';
import {
  checkClientChanges,
  checkNewClient,
  ClientMessages,
  fullName,
  type ClientCreationMode,
  type ClientInput,
  type PracticeContact,
} from './client-rules.js';

type AnyStreamCommand = StreamCommand<any, any, any>;
type ContactKind = 'email' | 'phone';

const claimStreamId = (practiceId: string, kind: ContactKind, value: string) =>
  kind === 'email' ? clientEmailStreamId(practiceId, value) : clientPhoneStreamId(practiceId, value);

const claim = (practiceId: string, kind: ContactKind, value: string, ownerId: string): AnyStreamCommand => ({
  streamId: claimStreamId(practiceId, kind, value),
  decider: clientClaimDecider,
  practiceId,
  command: { type: 'ClaimValue', value, ownerId, takenMessage: ClientMessages.contactTakenMeanwhile },
});

const release = (practiceId: string, kind: ContactKind, value: string, ownerId: string): AnyStreamCommand => ({
  streamId: claimStreamId(practiceId, kind, value),
  decider: clientClaimDecider,
  practiceId,
  command: { type: 'ReleaseClaim', value, ownerId },
});

const clientCommand = (practiceId: string, clientId: string, command: ClientCommand): AnyStreamCommand => ({
  streamId: clientStreamId(clientId),
  decider: clientDecider,
  practiceId,
  command,
});

/** Who holds this e-mail or phone in the practice now (null when free). */
export const clientHolding = async (store: EventStore, practiceId: string, kind: ContactKind, value: string): Promise<string | null> =>
  (await loadState(store, claimStreamId(practiceId, kind, value), clientClaimDecider)).state.ownerId;

export const loadClient = async (store: EventStore, clientId: string): Promise<ClientState> =>
  (await loadState(store, clientStreamId(clientId), clientDecider)).state;

/** Throws "A client with this email already exists: <name>." when another client holds the value. */
const refuseDuplicate = async (store: EventStore, practiceId: string, kind: ContactKind, value: string | null, clientId: string) => {
  if (!value) return;
  const holder = await clientHolding(store, practiceId, kind, value);
  if (!holder || holder === clientId) return;
  const other = await loadClient(store, holder);
  const name = other.status === 'none' ? value : fullName(other.profile);
  throw new DomainError(kind === 'email' ? ClientMessages.emailTaken(name) : ClientMessages.phoneTaken(name), 'TAKEN');
};

export interface NewClientRequest {
  practiceId: string;
  clientId: string;
  input: ClientInput;
  practiceContact: PracticeContact;
  now: Date;
  mode?: ClientCreationMode;
}

/**
 * The client stream and its claims for a new client, checked against the practice's other
 * clients. Throws the first rule the input breaks, or a duplicate naming the existing client.
 */
export const newClientCommands = async (
  store: EventStore,
  request: NewClientRequest,
  /** checkDuplicates false: the caller checked (an import, against the directory); the claims still guard. */
  options: { checkDuplicates?: boolean } = {},
): Promise<AnyStreamCommand[]> => {
  const { practiceId, clientId, input, practiceContact, now, mode = 'pro' } = request;
  const profile = checkNewClient(input, mode, practiceContact);
  if (options.checkDuplicates !== false) {
    await refuseDuplicate(store, practiceId, 'email', profile.email, clientId);
    await refuseDuplicate(store, practiceId, 'phone', profile.phone, clientId);
  }
  return [
    clientCommand(practiceId, clientId, { type: 'CreateClient', clientId, practiceId, input, mode, practiceContact, noteId: randomUUID(), now }),
    ...(profile.email ? [claim(practiceId, 'email', profile.email, clientId)] : []),
    ...(profile.phone ? [claim(practiceId, 'phone', profile.phone, clientId)] : []),
  ];
};

/** The client of this practice, or "Client not found" (unknown, deleted, or another practice's). */
export const activeClientOf = async (store: EventStore, practiceId: string, clientId: string) => {
  const state = await loadClient(store, clientId);
  if (state.status !== 'active' || state.practiceId !== practiceId) throw new NotFoundError(ClientMessages.notFound);
  return state;
};

const contactMoves = (practiceId: string, clientId: string, before: ClientProfile, changes: Partial<ClientProfile>): AnyStreamCommand[] =>
  (['email', 'phone'] as const).flatMap((kind) => {
    if (!(kind in changes) || changes[kind] === before[kind]) return [];
    return [
      ...(before[kind] ? [release(practiceId, kind, before[kind]!, clientId)] : []),
      ...(changes[kind] ? [claim(practiceId, kind, changes[kind]!, clientId)] : []),
    ];
  });

export const editClientCommands = async (
  store: EventStore,
  request: { practiceId: string; clientId: string; input: ClientInput; practiceContact: PracticeContact; now: Date },
): Promise<AnyStreamCommand[]> => {
  const { practiceId, clientId, input, practiceContact, now } = request;
  const client = await activeClientOf(store, practiceId, clientId);
  const changes = checkClientChanges(input, client.profile, practiceContact);
  if ('email' in changes) await refuseDuplicate(store, practiceId, 'email', changes.email ?? null, clientId);
  if ('phone' in changes) await refuseDuplicate(store, practiceId, 'phone', changes.phone ?? null, clientId);
  return [
    clientCommand(practiceId, clientId, { type: 'EditClient', input, practiceContact, now }),
    ...contactMoves(practiceId, clientId, client.profile, changes),
  ];
};

/** Soft delete: the history stays; the e-mail and phone become free for a new client. */
export const deleteClientCommands = async (
  store: EventStore,
  request: { practiceId: string; clientId: string; now: Date },
): Promise<AnyStreamCommand[]> => {
  const { practiceId, clientId, now } = request;
  const client = await activeClientOf(store, practiceId, clientId);
  return [
    clientCommand(practiceId, clientId, { type: 'DeleteClient', now }),
    ...contactMoves(practiceId, clientId, client.profile, { email: null, phone: null }),
  ];
};

/** A client's custom price for a service (and variation), e.g. saved while booking (saveCustomPrice). */
export const saveCustomPriceCommand = (
  practiceId: string,
  clientId: string,
  price: { serviceId: string; variationId?: string | null; amountCents: number },
): AnyStreamCommand =>
  clientCommand(practiceId, clientId, {
    type: 'SaveCustomPrice',
    customPriceId: randomUUID(),
    serviceId: price.serviceId,
    variationId: price.variationId ?? null,
    amountCents: price.amountCents,
  });
