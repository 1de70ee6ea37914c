import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** upsertCustomDomain: the domain the provider's flow finished with. */
export class ConnectCustomDomainCommand extends Command<CommandOutcome> {
  constructor(readonly practiceId: string, readonly domain: string, readonly ctx: CommandContext) {
    super();
  }
}

/** deleteCustomDomain: the practice's domain, back to none. */
export class DeleteCustomDomainCommand extends Command<CommandOutcome> {
  constructor(readonly practiceId: string, readonly ctx: CommandContext) {
    super();
  }
}
