import { Args, Context, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { CalendarConnectionsQuery, PracticesQuery, ScheduleReservationsQuery } from '#projections';
import { actorOf } from '../access/require-actor.js';
import type { RequestContext } from '../graphql/request-context.js';
import { LocalDateScalar } from '../graphql/date-time.scalar.js';
import { Clock } from '../infrastructure/clock.js';
import { withReadableTimes } from '../infrastructure/stored-instants.js';
import { bookingAvailability } from './booking-availability.js';
import { BookingAvailability, Practice } from './practice.models.js';
import { toPractice } from './practice-view.js';

const SHORT_LINK = /^[a-z0-9_-]{1,60}$/;

@Resolver(() => Practice)
export class PracticeResolver {
  constructor(
    private readonly practiceDocs: PracticesQuery,
    private readonly reservations: ScheduleReservationsQuery,
    private readonly clock: Clock,
    private readonly calendarConnections: CalendarConnectionsQuery,
  ) {}

  @Query(() => Practice, { nullable: true, description: "The logged-in pro's practice (null for support accounts)" })
  async currentPractice(
    @Context() ctx: RequestContext,
    @Args('includePrivate', { type: () => Boolean, nullable: true }) includePrivate?: boolean,
    @Args('includeAddOns', { type: () => Boolean, nullable: true }) includeAddOns?: boolean,
  ): Promise<Practice | null> {
    const actor = actorOf(ctx);
    if (actor.kind === 'visitor') throw new GraphQLError('Please log in.', { extensions: { code: 'UNAUTHENTICATED' } });
    if (actor.kind !== 'pro') return null;
    const doc = await this.practiceDocs.byId(actor.practiceId);
    return doc ? toPractice(doc, { includePrivate: includePrivate ?? true, includeAddOns: includeAddOns ?? true }) : null;
  }

  @Query(() => Practice, { nullable: true, description: 'A practice’s public page by its short link: public services and active locations only' })
  async publicPractice(@Args('shortLink') shortLink: string): Promise<Practice | null> {
    if (typeof shortLink !== 'string' || !SHORT_LINK.test(shortLink.toLowerCase())) return null;
    const doc = await this.practiceDocs.byShortLink(shortLink.toLowerCase());
    if (!doc) return null;
    const practice = toPractice(doc, { includePrivate: false, includeAddOns: true });
    return { ...practice, locations: practice.locations.filter((l) => l.state === 'active') };
  }

  @ResolveField(() => BookingAvailability, { description: 'Bookable start times of a service at a location, in the location’s zone' })
  async bookingAvailability(
    @Parent() practice: Practice,
    @Args('serviceId', { type: () => ID, nullable: true }) serviceId?: string,
    @Args('variationId', { type: () => ID, nullable: true }) variationId?: string,
    @Args('locationId', { type: () => ID, nullable: true }) locationId?: string,
    @Args('addOnServiceIds', { type: () => [ID], nullable: true }) addOnServiceIds?: string[],
    @Args('from', { type: () => LocalDateScalar, nullable: true, description: 'YYYY-MM-DD, today by default' }) from?: string,
    @Args('to', { type: () => LocalDateScalar, nullable: true, description: 'YYYY-MM-DD inclusive, a month by default' }) to?: string,
  ): Promise<BookingAvailability> {
    const doc = await this.practiceDocs.byId(practice.id);
    if (!doc) throw new GraphQLError('Practice not found', { extensions: { code: 'NOT_FOUND' } });
    // Reserved time, plus the busy times of connected calendars while conflict checking is on.
    const busyBetween = async (start: Date, end: Date) => {
      const [reserved, external] = await Promise.all([this.reservations.overlapping(doc.id, start, end), this.calendarConnections.busyBetween(doc.id, start, end)]);
      // Stored data: a reservation or a connected calendar's event with an unreadable time is left out (and logged).
      return [
        ...withReadableTimes(reserved, 'schedule reservation', (r) => r.id),
        ...withReadableTimes(external, `connected-calendar event of practice ${doc.id} starting`, (e) => String(e.startsAt).slice(0, 40)),
      ];
    };
    return bookingAvailability(doc, busyBetween, { serviceId, variationId, locationId, addOnServiceIds, from, to }, this.clock.now());
  }
}
