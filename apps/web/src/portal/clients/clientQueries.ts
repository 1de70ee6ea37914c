// The clients resource (spec 001 §7, the team's contract): the directory reads `clients` with
// server-side search, sort and paging; a profile reads `client(clientId)`; create, edit and delete
// are the createClient / editClient / deleteClient commands.
import type { CreateParams, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { graphql } from '../../graphql';
import type { EditClientInput, NewClientInput } from '../../graphql/graphql';
import { requireSuccess } from '../shared/commandRejected';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';
import type { ClientDraft } from './types';

graphql(`
  fragment ClientFields on Client {
    id practiceId firstName lastName name email phone phoneExtension formattedPhone clientType invitedFrom
    lastAppointmentDate address addressTwo city state postalCode country fullAddress createdAt deletedAt
    notes { id text time noteType appointmentId }
  }
`);

/** The directory's sort choices, as the server names them. */
export const SORT_FIELDS = ['fullName', 'lastName', 'email', 'phone', 'lastAppointmentDate'] as const;

export const CLIENTS = graphql(`query Clients($search: String, $sortField: String, $sortOrder: String, $limit: Int, $offset: Int) {
  clients(search: $search, sortField: $sortField, sortOrder: $sortOrder, limit: $limit, offset: $offset) {
    clients { ...ClientFields }
    totalCount
  }
}`);
const ONE = graphql(`query Client($clientId: ID!) { client(clientId: $clientId) { ...ClientFields } }`);
const CREATE = graphql(`mutation CreateClient($client: NewClientInput!) {
  createClient(client: $client) { result errors client { ...ClientFields } }
}`);
const EDIT = graphql(`mutation EditClient($clientId: ID!, $client: EditClientInput!) {
  editClient(clientId: $clientId, client: $client) { result errors client { ...ClientFields } }
}`);
const DELETE = graphql(`mutation DeleteClient($clientId: ID!) { deleteClient(clientId: $clientId) { result errors } }`);

const CREATE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'notes'] as const;
const EDIT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address', 'addressTwo', 'city', 'state', 'postalCode', 'country'] as const;

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The contract's NewClientInput: names always, other fields only when filled in. */
export function toNewClientInput(draft: ClientDraft): NewClientInput {
  const input: NewClientInput = { firstName: trimmed(draft.firstName), lastName: trimmed(draft.lastName) };
  for (const field of CREATE_FIELDS) {
    const value = trimmed(draft[field]);
    if (value !== '') input[field] = value;
  }
  return input;
}

/** The contract's EditClientInput: every field the form shows; an emptied field is sent empty, so it is cleared. */
export function toEditClientInput(draft: ClientDraft): EditClientInput {
  const input: EditClientInput = {};
  for (const field of EDIT_FIELDS) input[field] = trimmed(draft[field]);
  return input;
}

/** A search box value the server can use: trimmed, or none. */
export function searchOf(filter: Record<string, unknown> | undefined): string | undefined {
  const q = trimmed(filter?.q);
  return q === '' ? undefined : q;
}

export const clientQueries: ResourceQueries = {
  GET_LIST: ({ filter, sort, pagination }: GetListParams) =>
    resourceQuery(
      CLIENTS,
      {
        search: searchOf(filter),
        sortField: SORT_FIELDS.includes(sort?.field as never) ? sort!.field : 'lastName',
        sortOrder: sort?.order === 'DESC' ? 'DESC' : 'ASC',
        limit: pagination?.perPage ?? 25,
        offset: pagination ? (pagination.page - 1) * pagination.perPage : 0,
      },
      (data) => ({ data: data.clients.clients, total: data.clients.totalCount }),
    ),
  GET_ONE: ({ id }: GetOneParams) =>
    resourceQuery(ONE, { clientId: String(id) }, (data) => {
      if (!data.client) throw new Error('Client not found');
      return { data: data.client };
    }),
  CREATE: ({ data }: CreateParams) =>
    resourceQuery(CREATE, { client: toNewClientInput(data as ClientDraft) }, (result) => ({
      data: requireSuccess(result.createClient).client,
    })),
  UPDATE: ({ id, data }: UpdateParams) =>
    resourceQuery(EDIT, { clientId: String(id), client: toEditClientInput(data as ClientDraft) }, (result) => ({
      data: requireSuccess(result.editClient).client,
    })),
  DELETE: ({ id, previousData }: DeleteParams) =>
    resourceQuery(DELETE, { clientId: String(id) }, (result) => {
      requireSuccess(result.deleteClient);
      return { data: previousData ?? { id } };
    }),
};
