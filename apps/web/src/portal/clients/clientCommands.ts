// Client commands that are neither create, update nor delete (spec 001 §7): notes and invitations.
// Each throws CommandRejected with the server's messages when it is refused.
import { graphqlRequest, type MutationResult } from '../../shared/graphqlRequest';
import { requireSuccess } from '../practice/commandRejected';
import type { ClientNote } from './types';

const ADD_NOTE = `mutation AddNote($text: String!, $clientId: ID!, $noteType: String, $appointmentId: ID) {
  addNote(text: $text, clientId: $clientId, noteType: $noteType, appointmentId: $appointmentId) {
    result errors note { id text time noteType appointmentId }
  }
}`;

const INVITE = `mutation InviteClients($clients: [NewClientInput!]!) {
  inviteClients(clients: $clients) { result errors invitedCount erroredClients { email errors } }
}`;

export interface NewNote {
  clientId: string;
  text: string;
  appointmentId?: string;
}

export async function addNote({ clientId, text, appointmentId }: NewNote): Promise<ClientNote | null> {
  const variables = appointmentId
    ? { clientId, text, noteType: 'appointment', appointmentId }
    : { clientId, text, noteType: 'client' };
  const { addNote: payload } = await graphqlRequest<{ addNote: MutationResult & { note: ClientNote | null } }>(ADD_NOTE, variables);
  return requireSuccess(payload).note;
}

export interface InvitedClient {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  clientType: 'invited';
  invitedFrom: string;
}

export interface ErroredClient {
  email: string | null;
  errors: string[];
}

export interface InviteOutcome extends MutationResult {
  invitedCount: number;
  erroredClients: ErroredClient[];
}

/** One inviteClients call; the caller splits long lists. Errors per client are data, not a throw. */
export async function inviteClients(clients: InvitedClient[]): Promise<InviteOutcome> {
  const { inviteClients: payload } = await graphqlRequest<{ inviteClients: InviteOutcome }>(INVITE, { clients });
  return payload;
}
