// Binds the storage ports of an opened database, each by its own token, and every read model's
// query by its class, for the whole application. The API and the worker both use it.
import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';
import { readModelQueries } from '#projections';
import type { Persistence } from './open-persistence.js';
import { DATABASE, DOCUMENT_STORE, EVENT_STORE, PROJECTION_RUNNER } from './tokens.js';

@Global()
@Module({})
export class PersistenceModule {
  /** `shared` are other app-wide providers every module may inject (e.g. the public rate limit). */
  static register(persistence: Persistence, shared: Provider[] = []): DynamicModule {
    const queries: Provider[] = readModelQueries.map((Query) => ({ provide: Query, useFactory: () => new Query(persistence.documents) }));
    const ports: Provider[] = [
      { provide: EVENT_STORE, useValue: persistence.store },
      { provide: DOCUMENT_STORE, useValue: persistence.documents },
      { provide: PROJECTION_RUNNER, useValue: persistence.runner },
      { provide: DATABASE, useValue: persistence.db },
    ];
    const all = [...ports, ...queries, ...shared];
    return { module: PersistenceModule, providers: all, exports: all.map((p) => ('provide' in p ? p.provide : p)) };
  }
}
