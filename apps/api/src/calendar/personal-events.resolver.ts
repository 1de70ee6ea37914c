// Personal events (spec 001 §7 upsertPersonalEvent / deletePersonalEvent): the pro's own time.
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { randomUUID } from 'node:crypto';
import { PersonalEventMessages } from '#app/calendar';
import { isUuid, newCommandContext, NotFoundError } from '#app/es';
import { requirePro } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { DateTimeScalar } from '../graphql/date-time.scalar.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { PersonalEventsQuery } from '#projections';
import { PersonalEventPayload } from './calendar.models.js';
import { toPersonalEvent } from './calendar-views.js';
import { DeletePersonalEventCommand } from './commands/delete-personal-event/delete-personal-event.command.js';
import { SavePersonalEventCommand } from './commands/save-personal-event/save-personal-event.command.js';


/** An id from the client must be one of ours; anything else is simply not found. */
const knownId = (id: string): string => {
  if (!isUuid(id)) throw new NotFoundError(PersonalEventMessages.notFound);
  return id.toLowerCase();
};

@Resolver()
export class PersonalEventsResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly personalEvents: PersonalEventsQuery,
    private readonly clock: Clock,
  ) {}

  @Mutation(() => PersonalEventPayload, { description: 'Creates a personal event, or changes it when id is given' })
  upsertPersonalEvent(
    @Context() ctx: RequestContext,
    @Args('allDay') allDay: boolean,
    @Args('startsAt', { type: () => DateTimeScalar }) startsAt: string,
    @Args('endsAt', { type: () => DateTimeScalar }) endsAt: string,
    @Args('timeZone') timeZone: string,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
    @Args('name', { type: () => String, nullable: true }) name?: string | null,
  ): Promise<PersonalEventPayload> {
    const pro = requirePro(ctx);
    return asPayload({ personalEvent: null }, async () => {
      const personalEventId = id ? knownId(id) : randomUUID();
      const command = newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
      await this.commands.send(
        new SavePersonalEventCommand({ personalEventId, practiceId: pro.practiceId, name, allDay, startsAt, endsAt, timeZone }, command),
      );
      const doc = await this.personalEvents.byId(personalEventId);
      if (!doc) throw new NotFoundError(PersonalEventMessages.notFound);
      return { personalEvent: toPersonalEvent(doc) };
    });
  }

  @Mutation(() => MutationResult)
  deletePersonalEvent(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      const command = newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
      await this.commands.send(new DeletePersonalEventCommand(knownId(id), pro.practiceId, command));
      return {};
    });
  }
}
