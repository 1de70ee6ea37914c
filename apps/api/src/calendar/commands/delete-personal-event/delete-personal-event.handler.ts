// Delete a personal event and free its time on the practice's schedule, in one append.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { personalEventDecider, personalEventStreamId } from '#app/calendar';
import { scheduleDecider, scheduleStreamId } from '#app/appointments';
import { handleCommandAcrossStreams, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { DeletePersonalEventCommand } from './delete-personal-event.command.js';

@CommandHandler(DeletePersonalEventCommand)
export class DeletePersonalEventHandler implements ICommandHandler<DeletePersonalEventCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ personalEventId, practiceId, ctx }: DeletePersonalEventCommand): Promise<CommandOutcome> {
    return handleCommandAcrossStreams(this.store, ctx, [
      { streamId: personalEventStreamId(personalEventId), decider: personalEventDecider, practiceId, command: { type: 'DeletePersonalEvent', personalEventId, practiceId } },
      { streamId: scheduleStreamId(practiceId), decider: scheduleDecider, practiceId, command: { type: 'ReleaseSlot', appointmentId: personalEventId } },
    ], { maxAttempts: 10, oneAtATimeFor: scheduleStreamId(practiceId) });
  }
}
