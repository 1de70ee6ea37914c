// Delete a personal event and free its time on the practice's schedule, in one append.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { personalEventDecider, personalEventStreamId } from '#app/calendar';
import { scheduleDecider, scheduleStreamId } from '#app/appointments';
import { handleCommandAcrossStreams, type CommandOutcome } from '#app/es';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { scheduleLock } from '../../../appointments/commands/schedule-lock.js';
import { DeletePersonalEventCommand } from './delete-personal-event.command.js';

@CommandHandler(DeletePersonalEventCommand)
export class DeletePersonalEventHandler implements ICommandHandler<DeletePersonalEventCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  execute({ personalEventId, practiceId, ctx }: DeletePersonalEventCommand): Promise<CommandOutcome> {
    return scheduleLock.run(practiceId, () =>
      handleCommandAcrossStreams(this.persistence.store, ctx, [
        { streamId: personalEventStreamId(personalEventId), decider: personalEventDecider, practiceId, command: { type: 'DeletePersonalEvent', personalEventId, practiceId } },
        { streamId: scheduleStreamId(practiceId), decider: scheduleDecider, practiceId, command: { type: 'ReleaseSlot', appointmentId: personalEventId } },
      ], 10),
    );
  }
}
