import { Command } from '@nestjs/cqrs';
import type { PersonalSettingsFields } from '#app/access';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export interface UpdatePersonalSettingsResult extends CommandOutcome {
  /** The account's name and e-mail after the change (the session shows them). */
  name: string;
  email: string;
}

export class UpdatePersonalSettingsCommand extends Command<UpdatePersonalSettingsResult> {
  constructor(
    readonly accountId: string,
    readonly fields: PersonalSettingsFields,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
