// The public side of group events (no session, rate limited like booking): an event type's page
// by the practice's short link and the type's link, the registration page by its unguessable
// token, and a visitor's registration.
import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DomainError, isLinkToken, newCommandContext } from '#app/es';
import { registrationPaymentLabel, registrationPaymentStatus, seatsLeft } from '#app/group-events';
import { practiceFlagsOf } from '#app/practice';
import { ClientsQuery, EventRegistrationsQuery, PracticesQuery, PublicEventTypesQuery, type PracticeDocument, type PublicEventDateDocument, type PublicEventTypeDocument } from '#projections';
import { GqlThrottlerGuard } from '../../graphql/gql-throttler.guard.js';
import { asPayload } from '../../graphql/payloads.js';
import { originOf, type RequestContext } from '../../graphql/request-context.js';
import { Clock } from '../../infrastructure/clock.js';
import { CommandSender } from '../../infrastructure/command-sender.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from '../../messaging/messaging-settings.js';
import { EventRegistrationPayload, EventRegistrationView, PublicEventType } from './public-group-events.models.js';
import { RegisterForEventCommand } from './register-for-event.command.js';

const SHORT_LINK = /^[a-z0-9_-]{1,60}$/;
const SLUG = /^[a-z0-9-]{1,100}$/;

/** An event type's public page: {base}/{shortLink}/{slug}. */
export const eventTypeUrl = (baseUrl: string, shortLink: string, slug: string): string =>
  `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(shortLink)}/${encodeURIComponent(slug)}`;

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class PublicGroupEventsResolver {
  constructor(
    private readonly types: PublicEventTypesQuery,
    private readonly registrations: EventRegistrationsQuery,
    private readonly practices: PracticesQuery,
    private readonly clients: ClientsQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
  ) {}

  @Query(() => PublicEventType, { nullable: true, description: 'An event type’s public page; null when unknown or deleted' })
  async publicEventType(@Args('shortLink') shortLink: string, @Args('slug') slug: string): Promise<PublicEventType | null> {
    if (typeof shortLink !== 'string' || typeof slug !== 'string' || !SHORT_LINK.test(shortLink.toLowerCase()) || !SLUG.test(slug.toLowerCase())) return null;
    const practice = await this.practices.byShortLink(shortLink.toLowerCase());
    // A practice without group events (the flag off) has no event pages.
    if (!practice || !practiceFlagsOf(practice.flags).bookableEventsEnabled) return null;
    const type = await this.types.typeBySlug(practice.id, slug.toLowerCase());
    if (!type) return null;
    return this.toPublic(practice, type, await this.types.upcomingDates(type.id, this.clock.now()));
  }

  @Query(() => [PublicEventType], { description: "The practice's event types with upcoming dates, for its public page (empty while group events are off)" })
  async publicEventTypes(@Args('shortLink') shortLink: string): Promise<PublicEventType[]> {
    if (typeof shortLink !== 'string' || !SHORT_LINK.test(shortLink.toLowerCase())) return [];
    const practice = await this.practices.byShortLink(shortLink.toLowerCase());
    if (!practice || !practiceFlagsOf(practice.flags).bookableEventsEnabled) return [];
    const now = this.clock.now();
    const listed = await Promise.all((await this.types.typesOfPractice(practice.id)).map(async (type) => this.toPublic(practice, type, await this.types.upcomingDates(type.id, now))));
    return listed.filter((type) => type.events.length > 0);
  }

  private toPublic(practice: PracticeDocument, type: PublicEventTypeDocument, dates: PublicEventDateDocument[]): PublicEventType {
    return {
      id: type.id,
      name: type.name,
      slug: type.slug,
      kind: type.kind,
      location: type.location,
      photoUrl: type.photoUrl,
      description: type.description,
      instructions: type.instructions,
      duration: type.duration,
      durationUnit: type.durationUnit,
      amountCents: type.amountCents,
      amountCurrency: practice.payments.currency ?? 'USD',
      capacity: type.capacity,
      url: eventTypeUrl(this.settings.publicBaseUrl, practice.shortLink, type.slug),
      practice: { id: practice.id, name: practice.name, shortLink: practice.shortLink, paymentProvider: practice.payments.paymentProvider ?? null },
      requiresCard: type.amountCents > 0,
      events: dates.map((d) => {
        const active = d.activeRegistrationIds.length;
        return {
          id: d.id,
          startsAt: d.startsAt,
          endsAt: d.endsAt,
          allDay: d.allDay,
          timeZone: d.timeZone,
          seatsLeft: seatsLeft(d.capacity, active),
          full: d.capacity !== null && active >= d.capacity,
        };
      }),
    };
  }

  @Query(() => EventRegistrationView, { nullable: true, description: 'The registration page by its token; null when unknown' })
  async eventRegistration(@Args('token') token: string): Promise<EventRegistrationView | null> {
    if (!isLinkToken(token)) return null;
    const registration = await this.registrations.byToken(token);
    if (!registration) return null;
    const [event, practice, client] = await Promise.all([
      this.types.dateById(registration.bookableEventId),
      this.practices.byId(registration.practiceId),
      this.clients.byId(registration.clientId),
    ]);
    if (!event || !practice) return null;
    const type = await this.types.typeById(event.bookableEventTypeId);
    const slug = type && !type.deleted ? type.slug : event.slug;
    const paymentStatus = registrationPaymentStatus({ amountCents: registration.amountCents, payment: { status: registration.payment.status } }, event.amountCents);
    return {
      id: registration.id,
      token: registration.token,
      state: registration.state,
      isOwnerCancelled: registration.cancelledBy === 'owner',
      amountCents: registration.amountCents,
      createdAt: registration.registeredAt,
      paymentStatus,
      paymentLabel: registrationPaymentLabel(paymentStatus),
      discount: registration.discount ?? null,
      event: {
        id: event.id,
        name: event.name,
        kind: event.kind,
        location: event.location,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        allDay: event.allDay,
        timeZone: event.timeZone,
        photoUrl: event.photoUrl,
        imageUrl: event.photoUrl ?? type?.photoUrl ?? null,
        description: event.description,
        instructions: event.instructions,
      },
      eventType: { slug, url: eventTypeUrl(this.settings.publicBaseUrl, practice.shortLink, slug) },
      client: client && client.practiceId === registration.practiceId
        ? { firstName: client.firstName, lastName: client.lastName, email: client.email ?? null }
        : { firstName: '', lastName: '', email: null },
      practice: { name: practice.name, shortLink: practice.shortLink, email: practice.owner?.email ?? null, phone: practice.owner?.phone ?? null },
    };
  }

  @Mutation(() => EventRegistrationPayload, { description: 'A visitor registers for a scheduled event; a paid one charges the confirmed card at once' })
  registerForBookableEvent(
    @Context() ctx: RequestContext,
    @Args('bookableEventId', { type: () => ID }) bookableEventId: string,
    @Args('firstName') firstName: string,
    @Args('lastName') lastName: string,
    @Args('email') email: string,
    @Args('phone', { type: () => String, nullable: true }) phone?: string | null,
    @Args('setupIntentSecret', { type: () => String, nullable: true }) setupIntentSecret?: string | null,
    @Args('cardSourceId', { type: () => String, nullable: true }) cardSourceId?: string | null,
    @Args('discountCode', { type: () => String, nullable: true }) discountCode?: string | null,
  ): Promise<EventRegistrationPayload> {
    const visitor = { kind: 'visitor' as const, id: 'anonymous', name: `${firstName ?? ''} ${lastName ?? ''}`.trim().slice(0, 201) };
    return asPayload<EventRegistrationPayload>({ token: null, paymentStatus: null }, async () => {
      const context = newCommandContext(visitor, this.clock.now(), originOf(ctx));
      const result = await this.commands.send(
        new RegisterForEventCommand({ bookableEventId, firstName, lastName, email, phone, setupIntentSecret, cardSourceId, discountCode }, context),
      );
      // A declined card: the seat is free again (the read models have it now); the visitor may try another card.
      if (result.declined) throw new DomainError(result.declined);
      return { token: result.token, paymentStatus: result.paymentStatus };
    });
  }
}
