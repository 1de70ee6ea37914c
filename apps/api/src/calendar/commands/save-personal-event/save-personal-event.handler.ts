// Create or change a personal event and, in the same append, hold (or move) its time on the
// practice's schedule, so visitors' availability subtracts it and nobody books over it.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalisePersonalEvent, personalEventDecider, personalEventStreamId } from '#app/calendar';
import { scheduleDecider, scheduleStreamId } from '#app/appointments';
import { handleCommandAcrossStreams, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { SavePersonalEventCommand } from './save-personal-event.command.js';

@CommandHandler(SavePersonalEventCommand)
export class SavePersonalEventHandler implements ICommandHandler<SavePersonalEventCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ input, ctx }: SavePersonalEventCommand): Promise<CommandOutcome> {
    const { practiceId } = input;
    const held = normalisePersonalEvent(input);
    const reservation = { appointmentId: held.personalEventId, startsAt: held.startsAt, endsAt: held.endsAt, kind: 'personal' as const };
    return handleCommandAcrossStreams(this.store, ctx, [
      { streamId: personalEventStreamId(input.personalEventId), decider: personalEventDecider, practiceId, command: { type: 'SavePersonalEvent', input } },
      {
        streamId: scheduleStreamId(practiceId),
        decider: scheduleDecider,
        practiceId,
        command: { type: 'ReserveTimes', reservations: [reservation], checkOverlap: false, timeZone: held.timeZone },
      },
    ], { maxAttempts: 10, oneAtATimeFor: scheduleStreamId(practiceId) });
  }
}
