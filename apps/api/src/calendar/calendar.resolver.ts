// The calendar's queries (spec 001 §7 ProCalendar, ProCalendarEvents, recurringTimes), served from
// read models for the logged-in pro's practice only.
import { Args, Context, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { expandSeries } from '#app/calendar';
import { DomainError, isLinkToken } from '#app/es';
import { AppointmentsQuery, BookableEventsQuery, CalendarConnectionsQuery, PersonalEventsQuery, PracticesQuery, type PersonalEventDocument } from '#projections';
import { requirePro } from '../access/require-actor.js';
import { Appointment } from '../appointments/appointment.models.js';
import { toAppointment } from '../appointments/appointment-view.js';
import type { RequestContext } from '../graphql/request-context.js';
import { DateTimeScalar } from '../graphql/date-time.scalar.js';
import { Clock } from '../infrastructure/clock.js';
import { withReadableTimes } from '../infrastructure/stored-instants.js';
import { badInput, parseRange } from './calendar-range.js';
import { CalendarEvent, PersonalEvent, RecurringTime } from './calendar.models.js';
import { appointmentCalendarEvent, groupCalendarEvent, personalCalendarEvent, toPersonalEvent } from './calendar-views.js';
import { externalCalendarEvent } from './calendar-connections-view.js';
import { busyFrom, withConflicts } from './recurring-times.js';

/** Documents stored with an instant that cannot be read (old data) are left out of the calendar, and logged. */
const readableAppointments = <T extends { id: string; startsAt: string; endsAt: string }>(docs: T[]) => withReadableTimes(docs, 'appointment', (d) => d.id);
const readablePersonalEvents = (docs: PersonalEventDocument[]) => withReadableTimes(docs, 'personal event', (d) => d.id);

@Resolver()
export class CalendarResolver {
  constructor(
    private readonly appointments: AppointmentsQuery,
    private readonly personalEventDocs: PersonalEventsQuery,
    private readonly clock: Clock,
    private readonly practices: PracticesQuery,
    private readonly calendarConnections: CalendarConnectionsQuery,
    private readonly groupEvents: BookableEventsQuery,
  ) {}

  @Query(() => [Appointment], { description: 'ProCalendar: appointments overlapping [from, to), unavailable (declined) ones left out' })
  async practiceAppointments(@Context() ctx: RequestContext, @Args('from', { type: () => DateTimeScalar }) from: string, @Args('to', { type: () => DateTimeScalar }) to: string): Promise<Appointment[]> {
    const pro = requirePro(ctx);
    const docs = await this.appointments.overlapping(pro.practiceId, parseRange(from, to));
    const now = this.clock.now();
    return readableAppointments(docs).map((d) => toAppointment(d, now));
  }

  @Query(() => [PersonalEvent], { description: 'ProCalendar: personal events overlapping [from, to)' })
  async personalEvents(@Context() ctx: RequestContext, @Args('from', { type: () => DateTimeScalar }) from: string, @Args('to', { type: () => DateTimeScalar }) to: string): Promise<PersonalEvent[]> {
    const pro = requirePro(ctx);
    return readablePersonalEvents(await this.personalEventDocs.overlapping(pro.practiceId, parseRange(from, to))).map(toPersonalEvent);
  }

  @Query(() => PersonalEvent, { nullable: true, description: "One of the pro's personal events; null when unknown or another practice's" })
  async personalEvent(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<PersonalEvent | null> {
    const pro = requirePro(ctx);
    const doc = typeof id === 'string' && id.length <= 100 ? await this.personalEventDocs.byId(id) : null;
    return doc && doc.practiceId === pro.practiceId && readablePersonalEvents([doc]).length ? toPersonalEvent(doc) : null;
  }

  @Query(() => [CalendarEvent], { description: 'ProCalendarEvents: display-ready appointments (not unavailable or cancelled), personal events, group events and connected calendars\' events (read-only)' })
  async calendarEvents(@Context() ctx: RequestContext, @Args('from', { type: () => DateTimeScalar }) from: string, @Args('to', { type: () => DateTimeScalar }) to: string): Promise<CalendarEvent[]> {
    const pro = requirePro(ctx);
    const range = parseRange(from, to);
    const [appointments, personal, external, practice, groups] = await Promise.all([
      this.appointments.holdingTimeOverlapping(pro.practiceId, range),
      this.personalEventDocs.overlapping(pro.practiceId, range),
      this.calendarConnections.externalEvents(pro.practiceId, range),
      this.practices.byId(pro.practiceId),
      this.groupEvents.overlapping(pro.practiceId, range),
    ]);
    const now = this.clock.now();
    const zone = practice?.timeZone ?? 'UTC';
    return [
      ...readableAppointments(appointments).map((a) => appointmentCalendarEvent(a, now)),
      ...readablePersonalEvents(personal).map(personalCalendarEvent),
      ...withReadableTimes(groups, 'group event', (g) => g.id).map((g) => groupCalendarEvent(g, now)),
      ...withReadableTimes(external, 'connected-calendar event', (e) => `${e.calendarId}:${e.uid}`).map((e) => externalCalendarEvent(e, zone)),
    ];
  }

  @Query(() => Appointment, { nullable: true, description: "The pro's appointment for an instantActionToken (the calendar's #token links)" })
  async appointmentByToken(@Context() ctx: RequestContext, @Args('instantActionToken') instantActionToken: string): Promise<Appointment | null> {
    const pro = requirePro(ctx);
    if (!isLinkToken(instantActionToken)) return null;
    const doc = await this.appointments.ofPracticeByToken(pro.practiceId, instantActionToken);
    return doc ? toAppointment(doc, this.clock.now()) : null;
  }

  @Query(() => [RecurringTime], { description: 'Each start of a recurring series with its conflicts; a broken cap is a GraphQL error with the spec message' })
  async recurringTimes(
    @Context() ctx: RequestContext,
    @Args('practiceId', { type: () => ID }) practiceId: string,
    @Args('startsAt', { type: () => DateTimeScalar }) startsAt: string,
    @Args('recurrencePattern') recurrencePattern: string,
    @Args('duration', { type: () => Int, description: 'minutes' }) duration: number,
    @Args('locationId', { type: () => ID, nullable: true, description: "Expand in this location's zone (as createAppointments does); default the practice's zone" })
    locationId?: string | null,
  ): Promise<RecurringTime[]> {
    const pro = requirePro(ctx);
    if (practiceId !== pro.practiceId) throw new GraphQLError('Practice not found', { extensions: { code: 'NOT_FOUND' } });
    if (!Number.isInteger(duration) || duration < 1 || duration > 24 * 60) throw badInput('Please choose a length from 1 minute to 24 hours.');
    const practice = await this.practices.byId(pro.practiceId);
    const location = locationId ? practice?.locations.find((l) => l.locationId === locationId) : undefined;
    if (locationId && !location) throw badInput('Please choose a location.');
    const zone = location?.timeZone ?? practice?.timeZone ?? 'UTC';
    let startTimes: string[];
    try {
      startTimes = expandSeries({ startsAt, recurrencePattern, timeZone: zone, now: this.clock.now() }).startTimes;
    } catch (error) {
      if (error instanceof DomainError) throw badInput(error.message);
      throw error;
    }
    const range = {
      from: new Date(Date.parse(startTimes[0])).toISOString(),
      to: new Date(Date.parse(startTimes[startTimes.length - 1]) + duration * 60_000).toISOString(),
    };
    const [appointments, personal] = await Promise.all([
      this.appointments.holdingTimeOverlapping(pro.practiceId, range),
      this.personalEventDocs.overlapping(pro.practiceId, range),
    ]);
    return withConflicts(startTimes, duration, zone, busyFrom(readableAppointments(appointments), readablePersonalEvents(personal)));
  }
}
