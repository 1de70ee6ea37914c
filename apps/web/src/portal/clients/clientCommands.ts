// Client commands that are neither create, update nor delete (spec 001 §7): notes and invitations.
// Each throws CommandRejected with the server's messages when it is refused.
import { graphql } from '../../graphql';
import type { InviteClientsMutation, NewClientInput } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { requireSuccess } from '../shared/commandRejected';
import type { ClientNote } from './types';

const ADD_NOTE = graphql(`mutation AddNote($text: String!, $clientId: ID!, $noteType: String, $appointmentId: ID) {
  addNote(text: $text, clientId: $clientId, noteType: $noteType, appointmentId: $appointmentId) {
    result errors note { id text time noteType appointmentId }
  }
}`);

const INVITE = graphql(`mutation InviteClients($clients: [NewClientInput!]!) {
  inviteClients(clients: $clients) { result errors invitedCount erroredClients { email errors } }
}`);

export interface NewNote {
  clientId: string;
  text: string;
  appointmentId?: string;
}

export async function addNote({ clientId, text, appointmentId }: NewNote): Promise<ClientNote | null> {
  const variables = appointmentId
    ? { clientId, text, noteType: 'appointment', appointmentId }
    : { clientId, text, noteType: 'client' };
  const { addNote: payload } = await graphqlRequest(ADD_NOTE, variables);
  return requireSuccess(payload).note;
}

/** A client invited from an import: the contract's NewClientInput with its invitation fields set. */
export type InvitedClient = NewClientInput & {
  email: string;
  phone?: string;
  clientType: 'invited';
  invitedFrom: string;
};

export type InviteOutcome = InviteClientsMutation['inviteClients'];
export type ErroredClient = InviteOutcome['erroredClients'][number];

/** One inviteClients call; the caller splits long lists. Errors per client are data, not a throw. */
export async function inviteClients(clients: InvitedClient[]): Promise<InviteOutcome> {
  const { inviteClients: payload } = await graphqlRequest(INVITE, { clients });
  return payload;
}
