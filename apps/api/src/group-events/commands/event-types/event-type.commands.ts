import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { EventTypeInput } from '#app/group-events';

/** upsertBookableEventType: create or change a type, claiming its link in the practice. */
export class SaveEventTypeCommand extends Command<CommandOutcome> {
  constructor(
    readonly input: EventTypeInput,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** updateBookableEventTypePhoto / removeBookableEventTypePhoto (photoUrl null). */
export class ChangeEventTypePhotoCommand extends Command<CommandOutcome> {
  constructor(
    readonly bookableEventTypeId: string,
    readonly practiceId: string,
    readonly photoUrl: string | null,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** deleteBookableEventType: the type goes, and its link is free again. */
export class DeleteEventTypeCommand extends Command<CommandOutcome> {
  constructor(
    readonly bookableEventTypeId: string,
    readonly practiceId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
