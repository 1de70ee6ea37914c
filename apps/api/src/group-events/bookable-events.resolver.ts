// The pro's scheduled group events (spec 001 §7): one with its registrants, the calendar window,
// the Events page, save (its time held on the schedule), delete, photo; registrants: add (an
// existing client or a new one), remove, and process a registration's payment. Another
// practice's ids are "not found" (queries: null), never their data.
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { randomUUID } from 'node:crypto';
import { ClientMessages } from '#app/clients';
import { DomainError, isUuid, newCommandContext, NotFoundError } from '#app/es';
import { GroupEventMessages as M } from '#app/group-events';
import type { FileStorage } from '#app/integrations';
import { activeRegistrationDocuments } from '#projections';
import { requirePro, type ProActor } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { parseRange } from '../calendar/calendar-range.js';
import { CreateClientCommand } from '../clients/commands/create-client/create-client.command.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { DateTimeScalar } from '../graphql/date-time.scalar.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { withReadableTimes } from '../infrastructure/stored-instants.js';
import { ChangeBookableEventPhotoCommand, DeleteBookableEventCommand, SaveBookableEventCommand } from './commands/bookable-events/bookable-event.commands.js';
import { ProcessRegistrationPaymentCommand } from './commands/process-registration-payment/process-registration-payment.command.js';
import { AddClientToEventCommand, RemoveClientFromEventCommand } from './commands/registrations/registration.commands.js';
import { FILE_STORAGE } from './file-storage.provider.js';
import {
  BookableEvent,
  BookableEventPayload,
  BookableEventRegistration,
  ClientParamsInput,
  PhotoPayload,
  RegistrantsPayload,
  RegistrationPaymentPayload,
} from './group-events.models.js';
import { registrationOfClient, toRegistration } from './group-events-view.js';
import { GroupEventsReader } from './group-events-reader.js';
import { photoUrlOf } from './photo-handle.js';

const knownEventId = (id: unknown): string => {
  if (!isUuid(id)) throw new NotFoundError(M.eventNotFound);
  return id.toLowerCase();
};

const knownClientId = (id: unknown): string => {
  if (!isUuid(id)) throw new NotFoundError(ClientMessages.notFound);
  return id.toLowerCase();
};

@Resolver()
export class BookableEventsResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly reader: GroupEventsReader,
    private readonly clock: Clock,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  private context(ctx: RequestContext, pro: ProActor) {
    return newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
  }

  private async ownEvent(pro: ProActor, id: string) {
    const doc = await this.reader.ownEvent(pro.practiceId, id);
    if (!doc) throw new NotFoundError(M.eventNotFound);
    return doc;
  }

  @Query(() => BookableEvent, { nullable: true, description: "BookableEventById: one scheduled event with its registrants; null when unknown, deleted or another practice's" })
  async bookableEvent(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<BookableEvent | null> {
    const pro = requirePro(ctx);
    const doc = await this.reader.ownEvent(pro.practiceId, id);
    return doc ? this.reader.bookableEvent(pro.practiceId, doc) : null;
  }

  @Query(() => [BookableEvent], { description: "ProCalendar: the practice's scheduled events overlapping [from, to)" })
  async practiceBookableEvents(@Context() ctx: RequestContext, @Args('from', { type: () => DateTimeScalar }) from: string, @Args('to', { type: () => DateTimeScalar }) to: string): Promise<BookableEvent[]> {
    const pro = requirePro(ctx);
    const docs = await this.reader.overlapping(pro.practiceId, parseRange(from, to));
    return this.reader.bookableEvents(pro.practiceId, withReadableTimes(docs, 'group event', (d) => d.id));
  }

  @Query(() => [BookableEvent], { description: 'The Events page: scheduled events that have not ended, by start' })
  async upcomingBookableEvents(@Context() ctx: RequestContext): Promise<BookableEvent[]> {
    const pro = requirePro(ctx);
    return this.reader.bookableEvents(pro.practiceId, await this.reader.upcoming(pro.practiceId));
  }

  @Query(() => BookableEventRegistration, { nullable: true, description: "The client's registration for the event (the active one, else the latest) with its payment; null when none" })
  async bookableEventRegistration(
    @Context() ctx: RequestContext,
    @Args('bookableEventId', { type: () => ID }) bookableEventId: string,
    @Args('clientId', { type: () => ID }) clientId: string,
  ): Promise<BookableEventRegistration | null> {
    const pro = requirePro(ctx);
    const doc = await this.reader.ownEvent(pro.practiceId, bookableEventId);
    if (!doc || !isUuid(clientId)) return null;
    const registration = registrationOfClient(doc, clientId.toLowerCase());
    return registration ? toRegistration(registration, doc) : null;
  }

  @Mutation(() => BookableEventPayload, { description: 'Schedules an event of a type, or changes it when id is given' })
  upsertBookableEvent(
    @Context() ctx: RequestContext,
    @Args('bookableEventTypeId', { type: () => ID }) bookableEventTypeId: string,
    @Args('startsAt', { type: () => DateTimeScalar }) startsAt: string,
    @Args('endsAt', { type: () => DateTimeScalar }) endsAt: string,
    @Args('allDay') allDay: boolean,
    @Args('timeZone') timeZone: string,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
  ): Promise<BookableEventPayload> {
    const pro = requirePro(ctx);
    return asPayload({ bookableEvent: null }, async () => {
      const bookableEventId = id ? knownEventId(id) : randomUUID();
      if (!isUuid(bookableEventTypeId)) throw new DomainError(M.typeRequired);
      const input = { bookableEventId, practiceId: pro.practiceId, startsAt, endsAt, allDay, timeZone };
      await this.commands.send(new SaveBookableEventCommand(input, bookableEventTypeId.toLowerCase(), this.context(ctx, pro)));
      return { bookableEvent: await this.reader.bookableEvent(pro.practiceId, await this.ownEvent(pro, bookableEventId)) };
    });
  }

  @Mutation(() => MutationResult)
  deleteBookableEvent(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      await this.commands.send(new DeleteBookableEventCommand(knownEventId(id), pro.practiceId, this.context(ctx, pro)));
      return {};
    });
  }

  @Mutation(() => PhotoPayload, { description: 'Sets the event’s own photo to an uploaded file (POST /uploads answers its handle)' })
  updateBookableEventPhoto(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string, @Args('handle') handle: string): Promise<PhotoPayload> {
    const pro = requirePro(ctx);
    return asPayload({ photoUrl: null }, async () => {
      const eventId = knownEventId(id);
      const photoUrl = await photoUrlOf(this.files, handle);
      await this.commands.send(new ChangeBookableEventPhotoCommand(eventId, pro.practiceId, photoUrl, this.context(ctx, pro)));
      return { photoUrl };
    });
  }

  @Mutation(() => MutationResult)
  removeBookableEventPhoto(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      await this.commands.send(new ChangeBookableEventPhotoCommand(knownEventId(id), pro.practiceId, null, this.context(ctx, pro)));
      return {};
    });
  }

  @Mutation(() => RegistrantsPayload, { description: 'Registers a client of the practice (clientId), or a new one (clientParams); the pro may go over the capacity (overCapacity true)' })
  addClientToBookableEvent(
    @Context() ctx: RequestContext,
    @Args('bookableEventId', { type: () => ID }) bookableEventId: string,
    @Args('clientId', { type: () => ID, nullable: true }) clientId?: string | null,
    @Args('clientParams', { type: () => ClientParamsInput, nullable: true }) clientParams?: ClientParamsInput | null,
  ): Promise<RegistrantsPayload> {
    const pro = requirePro(ctx);
    return asPayload({ registrationsCount: null, overCapacity: null }, async () => {
      const eventId = knownEventId(bookableEventId);
      await this.ownEvent(pro, eventId);
      let client: string;
      if (clientId) client = knownClientId(clientId);
      else if (clientParams) {
        client = randomUUID();
        const { firstName, lastName, email, phone } = clientParams;
        await this.commands.send(new CreateClientCommand(pro.practiceId, client, { firstName, lastName, email, phone }, this.context(ctx, pro)));
      } else throw new DomainError(M.selectClient);
      await this.commands.send(new AddClientToEventCommand(eventId, pro.practiceId, client, this.context(ctx, pro)));
      const doc = await this.ownEvent(pro, eventId);
      const registration = registrationOfClient(doc, client);
      return { registrationsCount: activeRegistrationDocuments(doc).length, overCapacity: registration?.overCapacity ?? false };
    });
  }

  @Mutation(() => RegistrantsPayload, { description: "Cancels the client's registration (by the owner)" })
  removeClientFromBookableEvent(
    @Context() ctx: RequestContext,
    @Args('bookableEventId', { type: () => ID }) bookableEventId: string,
    @Args('clientId', { type: () => ID }) clientId: string,
  ): Promise<RegistrantsPayload> {
    const pro = requirePro(ctx);
    return asPayload({ registrationsCount: null, overCapacity: null }, async () => {
      const eventId = knownEventId(bookableEventId);
      await this.commands.send(new RemoveClientFromEventCommand(eventId, pro.practiceId, knownClientId(clientId), this.context(ctx, pro)));
      const doc = await this.ownEvent(pro, eventId);
      return { registrationsCount: activeRegistrationDocuments(doc).length, overCapacity: null };
    });
  }

  @Mutation(() => RegistrationPaymentPayload, { description: "Charges the client's saved card at this practice for their registration; a decline is recorded and answered as the error" })
  processRegistrationPayment(
    @Context() ctx: RequestContext,
    @Args('bookableEventId', { type: () => ID }) bookableEventId: string,
    @Args('clientId', { type: () => ID }) clientId: string,
  ): Promise<RegistrationPaymentPayload> {
    const pro = requirePro(ctx);
    return asPayload({ registration: null }, async () => {
      const eventId = knownEventId(bookableEventId);
      const client = knownClientId(clientId);
      const { result } = await this.commands.send(new ProcessRegistrationPaymentCommand(eventId, pro.practiceId, client, this.context(ctx, pro)));
      const doc = await this.ownEvent(pro, eventId);
      const registration = registrationOfClient(doc, client);
      const view = registration ? toRegistration(registration, doc) : null;
      if (result.outcome === 'failed') throw new DeclinedError(result.reason, view);
      return { registration: view };
    }, (error) => (error instanceof DeclinedError ? { registration: error.registration } : {}));
  }
}

/** A declined charge: answered as the payload's error, with the registration (now failed). */
class DeclinedError extends DomainError {
  constructor(
    message: string,
    readonly registration: BookableEventRegistration | null,
  ) {
    super(message, 'DECLINED');
  }
}
