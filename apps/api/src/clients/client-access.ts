// Reading a client: the pro's own practice only (support reads any, read-only). Unknown ids,
// malformed ids and other practices' ids all answer the same "Client not found".
import { GraphQLError } from 'graphql';
import { ClientMessages } from '#app/clients';
import { isUuid } from '#app/es';
import type { ClientDocument, ClientsQuery } from '#projections';
import { canRead, type ReaderActor } from '../access/require-actor.js';

export const isClientId = isUuid;

export const clientNotFound = () => new GraphQLError(ClientMessages.notFound, { extensions: { code: 'NOT_FOUND' } });

/** The client document this reader may see, or null. */
export const readableClient = async (clients: ClientsQuery, reader: ReaderActor, clientId: string): Promise<ClientDocument | null> => {
  if (!isClientId(clientId)) return null;
  const doc = await clients.byId(clientId);
  return doc && canRead(reader, doc.practiceId) ? doc : null;
};
