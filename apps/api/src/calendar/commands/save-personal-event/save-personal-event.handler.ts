// Create or change a personal event and, in the same append, hold (or move) its time on the
// practice's schedule, so visitors' availability subtracts it and nobody books over it.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalisePersonalEvent, personalEventDecider, personalEventStreamId } from '#app/calendar';
import { scheduleDecider, scheduleStreamId } from '#app/appointments';
import { handleCommandAcrossStreams, type CommandOutcome } from '#app/es';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { scheduleLock } from '../../../appointments/commands/schedule-lock.js';
import { SavePersonalEventCommand } from './save-personal-event.command.js';

@CommandHandler(SavePersonalEventCommand)
export class SavePersonalEventHandler implements ICommandHandler<SavePersonalEventCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  execute({ input, ctx }: SavePersonalEventCommand): Promise<CommandOutcome> {
    const { practiceId } = input;
    return scheduleLock.run(practiceId, () =>
      handleCommandAcrossStreams(this.persistence.store, ctx, async () => {
        const held = normalisePersonalEvent(input);
        return [
          { streamId: personalEventStreamId(input.personalEventId), decider: personalEventDecider, practiceId, command: { type: 'SavePersonalEvent', input } },
          {
            streamId: scheduleStreamId(practiceId),
            decider: scheduleDecider,
            practiceId,
            command: {
              type: 'ReserveTimes',
              reservations: [{ appointmentId: held.personalEventId, startsAt: held.startsAt, endsAt: held.endsAt, kind: 'personal' }],
              checkOverlap: false,
              timeZone: held.timeZone,
            },
          },
        ];
      }, 10),
    );
  }
}
