import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';
import type { Persistence } from './persistence.js';
import { PERSISTENCE } from './tokens.js';
import { CommandSender } from './command-sender.js';

@Global()
@Module({})
export class PersistenceModule {
  /** `shared` are app-wide providers every module may inject (e.g. the public rate limit). */
  static register(persistence: Persistence, shared: Provider[] = []): DynamicModule {
    return {
      module: PersistenceModule,
      providers: [{ provide: PERSISTENCE, useValue: persistence }, CommandSender, ...shared],
      exports: [PERSISTENCE, CommandSender, ...shared],
    };
  }
}
