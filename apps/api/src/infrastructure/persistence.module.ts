import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Persistence } from './persistence.js';
import { PERSISTENCE } from './tokens.js';
import { CommandSender } from './command-sender.js';

@Global()
@Module({})
export class PersistenceModule {
  static register(persistence: Persistence): DynamicModule {
    return {
      module: PersistenceModule,
      providers: [{ provide: PERSISTENCE, useValue: persistence }, CommandSender],
      exports: [PERSISTENCE, CommandSender],
    };
  }
}
