// Reading a client: the pro's own practice only (support reads any, read-only). Unknown ids,
// malformed ids and other practices' ids all answer the same "Client not found".
import { GraphQLError } from 'graphql';
import { ClientMessages } from '#app/clients';
import type { DocumentStore } from '#app/readstore';
import type { ClientDocument } from '#projections';
import { canRead, type ReaderActor } from '../access/require-actor.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isClientId = (id: unknown): id is string => typeof id === 'string' && UUID.test(id);

export const clientNotFound = () => new GraphQLError(ClientMessages.notFound, { extensions: { code: 'NOT_FOUND' } });

/** The client document this reader may see, or null. */
export const readableClient = async (documents: DocumentStore, reader: ReaderActor, clientId: string): Promise<ClientDocument | null> => {
  if (!isClientId(clientId)) return null;
  const doc = await documents.collection<ClientDocument>('clients').get(clientId);
  return doc && canRead(reader, doc.practiceId) ? doc : null;
};
