// The access tokens providers gave when a pro authorized us, one per practice and provider. Kept
// in a document collection, not in events: a token is a secret that must be replaceable and
// erasable, and the event log is neither. The practice stream records only the account.
import { Inject, Injectable } from '@nestjs/common';
import type { ConferencingProvider } from '#app/practice';
import { DOCUMENT_STORE } from '#app/persistence';
import type { DocumentStore } from '#app/readstore';

const COLLECTION = 'conferencing_tokens';

interface TokenDocument {
  id: string;
  practiceId: string;
  provider: ConferencingProvider;
  accountId: string;
  accessToken: string;
}

@Injectable()
export class ConferencingTokens {
  private ready: Promise<void> | null = null;

  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  private async collection() {
    this.ready ??= this.documents.ensureCollection(COLLECTION);
    await this.ready;
    return this.documents.collection<TokenDocument>(COLLECTION);
  }

  async save(practiceId: string, provider: ConferencingProvider, accountId: string, accessToken: string): Promise<void> {
    await (await this.collection()).upsert({ id: `${practiceId}:${provider}`, practiceId, provider, accountId, accessToken });
  }

  async get(practiceId: string, provider: ConferencingProvider): Promise<{ accountId: string; accessToken: string } | null> {
    return (await (await this.collection()).get(`${practiceId}:${provider}`)) ?? null;
  }

  async remove(practiceId: string, provider: ConferencingProvider): Promise<void> {
    await (await this.collection()).delete(`${practiceId}:${provider}`);
  }
}
