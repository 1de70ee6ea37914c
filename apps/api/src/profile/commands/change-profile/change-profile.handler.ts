// The profile stream of the practice named in the command: load, decide, append. Who may ask is
// checked before (the resolver takes the practice from the pro's session; approval needs support).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceOfProfileCommand, profileDecider, profileStreamId } from '#app/profile';
import { ChangeProfileCommand } from './change-profile.command.js';

@CommandHandler(ChangeProfileCommand)
export class ChangeProfileHandler implements ICommandHandler<ChangeProfileCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ command, ctx }: ChangeProfileCommand): Promise<CommandOutcome> {
    const practiceId = practiceOfProfileCommand(command);
    return handleCommand(this.store, ctx, {
      streamId: profileStreamId(practiceId),
      decider: profileDecider,
      practiceId,
      command,
    });
  }
}
