// The pro's event types (spec 001 §7): list, one with its upcoming dates, save (create or change,
// the link unique in the practice), delete, and the photo. Another practice's ids are "not found".
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { randomUUID } from 'node:crypto';
import { isUuid, newCommandContext, NotFoundError } from '#app/es';
import { GroupEventMessages as M } from '#app/group-events';
import type { FileStorage } from '#app/integrations';
import { requirePro, type ProActor } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { ChangeEventTypePhotoCommand, DeleteEventTypeCommand, SaveEventTypeCommand } from './commands/event-types/event-type.commands.js';
import { FILE_STORAGE } from './file-storage.provider.js';
import { BookableEventType, BookableEventTypePayload, PhotoPayload } from './group-events.models.js';
import { GroupEventsReader } from './group-events-reader.js';
import { photoUrlOf } from './photo-handle.js';

const knownTypeId = (id: unknown): string => {
  if (!isUuid(id)) throw new NotFoundError(M.typeNotFound);
  return id.toLowerCase();
};

@Resolver()
export class EventTypesResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly reader: GroupEventsReader,
    private readonly clock: Clock,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  private context(ctx: RequestContext, pro: ProActor) {
    return newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
  }

  @Query(() => [BookableEventType], { description: "GetBookableEventTypes: the practice's event types (not deleted), by name" })
  bookableEventTypes(@Context() ctx: RequestContext): Promise<BookableEventType[]> {
    const pro = requirePro(ctx);
    return this.reader.eventTypes(pro.practiceId);
  }

  @Query(() => BookableEventType, { nullable: true, description: "GetScheduledEvents: one event type with its upcoming events; null when unknown, deleted or another practice's" })
  async bookableEventType(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<BookableEventType | null> {
    const pro = requirePro(ctx);
    const doc = await this.reader.ownType(pro.practiceId, id);
    return doc ? this.reader.eventType(doc) : null;
  }

  @Mutation(() => BookableEventTypePayload, { description: 'Creates an event type, or changes it when id is given. unlimitedCapacity true: no capacity; else capacity (default 10)' })
  upsertBookableEventType(
    @Context() ctx: RequestContext,
    @Args('name') name: string,
    @Args('location') location: string,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
    @Args('description', { type: () => String, nullable: true }) description?: string | null,
    @Args('instructions', { type: () => String, nullable: true }) instructions?: string | null,
    @Args('capacity', { type: () => Int, nullable: true }) capacity?: number | null,
    @Args('unlimitedCapacity', { type: () => Boolean, nullable: true }) unlimitedCapacity?: boolean | null,
    @Args('amountCents', { type: () => Int, nullable: true }) amountCents?: number | null,
    @Args('kind', { type: () => String, nullable: true }) kind?: string | null,
    @Args('duration', { type: () => Int, nullable: true }) duration?: number | null,
    @Args('durationUnit', { type: () => String, nullable: true }) durationUnit?: string | null,
    @Args('slug', { type: () => String, nullable: true }) slug?: string | null,
  ): Promise<BookableEventTypePayload> {
    const pro = requirePro(ctx);
    return asPayload({ bookableEventType: null }, async () => {
      const bookableEventTypeId = id ? knownTypeId(id) : randomUUID();
      const input = {
        bookableEventTypeId, practiceId: pro.practiceId, name, location, description, instructions, amountCents, kind, duration, durationUnit, slug,
        capacity: unlimitedCapacity ? null : (capacity ?? undefined),
      };
      await this.commands.send(new SaveEventTypeCommand(input, this.context(ctx, pro)));
      const doc = await this.reader.ownType(pro.practiceId, bookableEventTypeId);
      if (!doc) throw new NotFoundError(M.typeNotFound);
      return { bookableEventType: await this.reader.eventType(doc) };
    });
  }

  @Mutation(() => MutationResult)
  deleteBookableEventType(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      await this.commands.send(new DeleteEventTypeCommand(knownTypeId(id), pro.practiceId, this.context(ctx, pro)));
      return {};
    });
  }

  @Mutation(() => PhotoPayload, { description: 'Sets the type’s photo to an uploaded file (POST /uploads answers its handle)' })
  updateBookableEventTypePhoto(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string, @Args('handle') handle: string): Promise<PhotoPayload> {
    const pro = requirePro(ctx);
    return asPayload({ photoUrl: null }, async () => {
      const typeId = knownTypeId(id);
      const photoUrl = await photoUrlOf(this.files, handle);
      await this.commands.send(new ChangeEventTypePhotoCommand(typeId, pro.practiceId, photoUrl, this.context(ctx, pro)));
      return { photoUrl };
    });
  }

  @Mutation(() => MutationResult)
  removeBookableEventTypePhoto(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      await this.commands.send(new ChangeEventTypePhotoCommand(knownTypeId(id), pro.practiceId, null, this.context(ctx, pro)));
      return {};
    });
  }
}
