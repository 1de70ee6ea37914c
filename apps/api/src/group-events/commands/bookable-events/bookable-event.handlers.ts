// The scheduled event's commands over its decider. Like a personal event, a group event holds its
// time on the practice's schedule (a reservation of kind 'group', overlap allowed) in the same
// append as its own event, so visitors' availability and direct requests avoid the class; a
// delete frees the time in the same append.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { scheduleDecider, scheduleStreamId } from '#app/appointments';
import { streamEvents } from '#app/es';
import { handleCommand, handleCommandAcrossStreams, handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { bookableEventData, bookableEventDecider, bookableEventStreamId, decideBookableEvent, eventTypeDecider, eventTypeStreamId } from '#app/group-events';
import { EVENT_STORE } from '#app/persistence';
import { checkGroupEventsAllowed, practiceDecider, practiceFlagsOf, practiceStreamId } from '#app/practice';
import { ChangeBookableEventPhotoCommand, DeleteBookableEventCommand, SaveBookableEventCommand } from './bookable-event.commands.js';

@CommandHandler(SaveBookableEventCommand)
export class SaveBookableEventHandler implements ICommandHandler<SaveBookableEventCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ input, bookableEventTypeId, ctx }: SaveBookableEventCommand): Promise<CommandOutcome> {
    const { bookableEventId, practiceId } = input;
    const schedule = scheduleStreamId(practiceId);
    return handleDecision(
      this.store,
      ctx,
      async (loader) => {
        const practice = await loader.load(practiceStreamId(practiceId), practiceDecider);
        if (practice.status === 'active') checkGroupEventsAllowed(practiceFlagsOf(practice.flags));
        const state = await loader.load(bookableEventStreamId(bookableEventId), bookableEventDecider);
        const eventType = await loader.load(eventTypeStreamId(bookableEventTypeId), eventTypeDecider);
        const events = decideBookableEvent({ type: 'SaveBookableEvent', input, eventType }, state);
        if (events.length === 0) return [];
        const held = bookableEventData(input, eventType);
        const reservation = { appointmentId: bookableEventId, startsAt: held.startsAt, endsAt: held.endsAt, kind: 'group' as const };
        const reserved = scheduleDecider.decide({ type: 'ReserveTimes', reservations: [reservation], checkOverlap: false, timeZone: held.timeZone }, await loader.load(schedule, scheduleDecider));
        return [streamEvents(bookableEventStreamId(bookableEventId), practiceId, events), streamEvents(schedule, practiceId, reserved)];
      },
      { maxAttempts: 10, oneAtATimeFor: schedule },
    );
  }
}

@CommandHandler(ChangeBookableEventPhotoCommand)
export class ChangeBookableEventPhotoHandler implements ICommandHandler<ChangeBookableEventPhotoCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ bookableEventId, practiceId, photoUrl, ctx }: ChangeBookableEventPhotoCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: bookableEventStreamId(bookableEventId),
      decider: bookableEventDecider,
      practiceId,
      command: { type: 'ChangeBookableEventPhoto', bookableEventId, practiceId, photoUrl },
    });
  }
}

@CommandHandler(DeleteBookableEventCommand)
export class DeleteBookableEventHandler implements ICommandHandler<DeleteBookableEventCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ bookableEventId, practiceId, ctx }: DeleteBookableEventCommand): Promise<CommandOutcome> {
    return handleCommandAcrossStreams(this.store, ctx, [
      { streamId: bookableEventStreamId(bookableEventId), decider: bookableEventDecider, practiceId, command: { type: 'DeleteBookableEvent', bookableEventId, practiceId } },
      { streamId: scheduleStreamId(practiceId), decider: scheduleDecider, practiceId, command: { type: 'ReleaseSlot', appointmentId: bookableEventId } },
    ], { maxAttempts: 10, oneAtATimeFor: scheduleStreamId(practiceId) });
  }
}
