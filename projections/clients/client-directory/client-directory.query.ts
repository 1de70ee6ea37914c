// Reads of the client directory (collection `clients`) through the document store: one client,
// and the clients an import's e-mails or phones already belong to. The directory's search and a
// client's last appointment date need SQL over two collections: see client-directory-search.ts.
import type { ContactHolders } from '#app/clients';
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { clientDirectoryProjection } from './client-directory.projection.js';
import type { ClientDocument } from './client-document.js';

/** Values asked for in one statement. */
const CHUNK = 1000;

export class ClientsQuery {
  private readonly clients: DocumentCollection<ClientDocument>;

  constructor(documents: DocumentStore) {
    this.clients = documents.collection<ClientDocument>(clientDirectoryProjection.collection);
  }

  /** Any client, deleted ones too: the caller checks the practice. */
  byId(clientId: string): Promise<ClientDocument | null> {
    return this.clients.get(clientId);
  }

  /**
   * A signed-in client user's records: the clients (not deleted) of every practice with this
   * e-mail address (lower-cased), oldest first.
   */
  ofClientUser(email: string): Promise<ClientDocument[]> {
    return this.clients.find({ filter: { 'search.email': email, deletedAt: null }, sort: [{ field: 'createdAt', order: 'asc' }], limit: 500 });
  }

  /** The practice's clients (not deleted) whose e-mail (or phone, as stored) is one of these values. */
  async holdingContacts(practiceId: string, field: 'email' | 'phone', values: string[]): Promise<ClientDocument[]> {
    const found: ClientDocument[] = [];
    for (let i = 0; i < values.length; i += CHUNK) {
      found.push(...(await this.clients.find({ filter: { practiceId, deletedAt: null, [field]: { $in: values.slice(i, i + CHUNK) } } })));
    }
    return found;
  }

  /** Who (full name) holds each of these e-mails and phones in the practice: an import's duplicate check, a query per thousand values. */
  async contactHolders(practiceId: string, rows: ReadonlyArray<{ email?: string | null; phone?: string | null }>): Promise<ContactHolders> {
    const holders = { email: new Map<string, string>(), phone: new Map<string, string>() };
    for (const field of ['email', 'phone'] as const) {
      const values = [...new Set(rows.map((r) => r[field]).filter((v): v is string => !!v))];
      for (const doc of await this.holdingContacts(practiceId, field, values)) if (doc[field]) holders[field].set(doc[field]!, doc.fullName);
    }
    return holders;
  }
}
