import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { BookableEventInput } from '#app/group-events';

/** upsertBookableEvent: schedule (or move) an event of a type and hold its time on the schedule. */
export class SaveBookableEventCommand extends Command<CommandOutcome> {
  constructor(
    readonly input: BookableEventInput,
    readonly bookableEventTypeId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** updateBookableEventPhoto / removeBookableEventPhoto (photoUrl null). */
export class ChangeBookableEventPhotoCommand extends Command<CommandOutcome> {
  constructor(
    readonly bookableEventId: string,
    readonly practiceId: string,
    readonly photoUrl: string | null,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** deleteBookableEvent: the event goes and its time is free again. */
export class DeleteBookableEventCommand extends Command<CommandOutcome> {
  constructor(
    readonly bookableEventId: string,
    readonly practiceId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
