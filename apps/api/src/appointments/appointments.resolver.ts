import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { newCommandContext, NotFoundError } from '#app/es';
import { type CommandOutcome } from '#app/es-runtime';
import { APPOINTMENT_SORT_FIELDS, AppointmentsQuery, ProInboxQuery, type AppointmentDocument, type InboxItem } from '#projections';
import { canRead, requirePro, requireReader } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { Clock } from '../infrastructure/clock.js';
import { AppointmentMessages } from '#app/appointments';
import { Appointment, AppointmentFilter, AppointmentPage, AppointmentPayload, CancelAppointmentPayload } from './appointment.models.js';
import { storedAppointmentState, toAppointment } from './appointment-view.js';
import { AcceptAppointmentCommand } from './commands/accept-appointment/accept-appointment.command.js';
import { CancelAppointmentCommand } from './commands/cancel-appointment/cancel-appointment.command.js';
import { DeclineAppointmentCommand } from './commands/decline-appointment/decline-appointment.command.js';

@Resolver(() => Appointment)
export class AppointmentsResolver {
  constructor(
    private readonly appointmentsQuery: AppointmentsQuery,
    private readonly inbox: ProInboxQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  private async inboxOf(ctx: RequestContext, kind: (item: InboxItem) => boolean): Promise<Appointment[]> {
    const pro = requirePro(ctx);
    const now = this.clock.now();
    const items = await this.inbox.forPractice(pro.practiceId, now);
    return items.filter(kind).map((item) => toAppointment(item.appointment, now));
  }

  @Query(() => [Appointment], { description: 'ProInbox: pending requests (New client -> Confirm), soonest first' })
  pendingAppointments(@Context() ctx: RequestContext): Promise<Appointment[]> {
    return this.inboxOf(ctx, (item) => item.kind === 'pending');
  }

  @Query(() => [Appointment], { description: 'ProInbox: confirmed appointments whose charge failed (Payment failed -> Retry)' })
  failedPayments(@Context() ctx: RequestContext): Promise<Appointment[]> {
    return this.inboxOf(ctx, (item) => item.kind === 'payment' && item.failed);
  }

  @Query(() => [Appointment], {
    description: 'ProInbox: past appointments still owed: without a transaction (Payment past due -> Add card) or with one (Payment unprocessed -> Retry)',
  })
  missingPayments(@Context() ctx: RequestContext): Promise<Appointment[]> {
    return this.inboxOf(ctx, (item) => item.kind === 'payment' && !item.failed);
  }

  @Query(() => AppointmentPage)
  async appointments(
    @Context() ctx: RequestContext,
    @Args('filter', { type: () => AppointmentFilter, nullable: true }) filter?: AppointmentFilter,
    @Args('sortField', { type: () => String, nullable: true }) sortField?: string,
    @Args('sortOrder', { type: () => String, nullable: true }) sortOrder?: string,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
    @Args('offset', { type: () => Int, nullable: true }) offset?: number,
  ): Promise<AppointmentPage> {
    const reader = requireReader(ctx);
    const practiceId = reader.kind === 'pro' ? reader.practiceId : filter?.practiceId?.slice(0, 100);
    const field = APPOINTMENT_SORT_FIELDS.find((f) => f === sortField) ?? 'startsAt';
    const { items, total } = await this.appointmentsQuery.list(
      { practiceId, state: filter?.state ? storedAppointmentState(filter.state.slice(0, 20)) : undefined, search: filter?.q?.slice(0, 200) },
      { field, order: sortOrder?.toLowerCase() === 'asc' ? 'asc' : 'desc' },
      { limit: Math.min(Math.max(limit ?? 25, 1), 100), offset: Math.max(offset ?? 0, 0) },
    );
    const now = this.clock.now();
    return { items: items.map((d: AppointmentDocument) => toAppointment(d, now)), total };
  }

  @Query(() => Appointment, { nullable: true })
  async appointment(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<Appointment | null> {
    const reader = requireReader(ctx);
    const doc = id.length <= 100 ? await this.appointmentsQuery.byId(id) : null;
    return doc && canRead(reader, doc.practiceId) ? toAppointment(doc, this.clock.now()) : null;
  }

  private async change(ctx: RequestContext, appointmentId: string, build: (practiceId: string) => object): Promise<Appointment> {
    const pro = requirePro(ctx);
    await this.commands.send(build(pro.practiceId) as never);
    const doc = await this.appointmentsQuery.byId(appointmentId);
    if (!doc) throw new NotFoundError(AppointmentMessages.notFound);
    return toAppointment(doc, this.clock.now());
  }

  private context(ctx: RequestContext) {
    return newCommandContext(toEventActor(requirePro(ctx)), this.clock.now(), originOf(ctx));
  }

  @Mutation(() => AppointmentPayload)
  acceptAppointment(@Context() ctx: RequestContext, @Args('appointmentId', { type: () => ID }) appointmentId: string) {
    const command = this.context(ctx);
    return asPayload({ appointment: null }, async () => ({
      appointment: await this.change(ctx, appointmentId, (practiceId) => new AcceptAppointmentCommand(appointmentId, practiceId, command)),
    }));
  }

  @Mutation(() => AppointmentPayload)
  declineAppointment(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('reason', { type: () => String, nullable: true, description: 'Why, in words for the client (at most 1000 characters)' }) reason?: string | null,
  ) {
    const command = this.context(ctx);
    return asPayload({ appointment: null }, async () => ({
      appointment: await this.change(ctx, appointmentId, (practiceId) => new DeclineAppointmentCommand(appointmentId, practiceId, command, reason ?? null)),
    }));
  }

  @Mutation(() => CancelAppointmentPayload)
  cancelAppointment(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('practitionerNote', { type: () => String, nullable: true }) practitionerNote?: string,
    @Args('cancelRecurringSeries', { type: () => Boolean, nullable: true, description: 'Also every following occurrence of its series' })
    cancelRecurringSeries?: boolean,
  ): Promise<CancelAppointmentPayload> {
    const command = this.context(ctx);
    return asPayload({ cancelledAppointmentIds: [] as string[] }, async () => {
      const outcome: CommandOutcome = await this.commands.send(
        new CancelAppointmentCommand(appointmentId, { by: 'pro', practiceId: requirePro(ctx).practiceId }, practitionerNote ?? null, command, !!cancelRecurringSeries),
      );
      const cancelled = outcome.events.filter((e) => e.type === 'AppointmentCancelled').map((e) => (e.data as { appointmentId: string }).appointmentId);
      return { cancelledAppointmentIds: cancelled };
    });
  }
}
