// Reads of the clients' packages (collection `client_packages`): a client's open packages.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { clientPackagesProjection, type ClientPackageRow, type ClientPackagesDocument } from './client-packages.projection.js';

export class ClientPackagesQuery {
  private readonly documents: DocumentCollection<ClientPackagesDocument>;

  constructor(store: DocumentStore) {
    this.documents = store.collection<ClientPackagesDocument>(clientPackagesProjection.collection);
  }

  /** The client's packages with sessions remaining, oldest first; none for another practice's client. */
  async openPackagesOf(practiceId: string, clientId: string): Promise<ClientPackageRow[]> {
    const document = await this.documents.get(clientId);
    if (!document || document.practiceId !== practiceId) return [];
    return document.packages.filter((p) => p.sessionsRemaining > 0);
  }
}
