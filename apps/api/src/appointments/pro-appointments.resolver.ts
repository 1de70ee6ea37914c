// The pro's calendar flyout (spec 001 §7): create one appointment or a recurring series, update
// (services, prices, location, note, time, the rest of a series), and resend the confirmation.
import { Args, Context, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { DomainError, newCommandContext, NotFoundError } from '#app/es';
import { AppointmentMessages, type ProBookingInput } from '#app/appointments';
import { AppointmentsQuery } from '#projections';
import { requirePro } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { NewClientInput } from '../clients/client.models.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { DateTimeScalar } from '../graphql/date-time.scalar.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { AppointmentPayload, AppointmentServiceInput, AppointmentsPayload, type Appointment } from './appointment.models.js';
import { toAppointment } from './appointment-view.js';
import { CreateProAppointmentsCommand } from './commands/create-pro-appointments/create-pro-appointments.command.js';
import { ResendConfirmationCommand } from './commands/resend-confirmation/resend-confirmation.command.js';
import { UpdateAppointmentCommand } from './commands/update-appointment/update-appointment.command.js';

const NO_EMAIL = 'This client has no email address on file.';

@Resolver()
export class ProAppointmentsResolver {
  constructor(
    private readonly appointments: AppointmentsQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  private context(ctx: RequestContext) {
    return newCommandContext(toEventActor(requirePro(ctx)), this.clock.now(), originOf(ctx));
  }

  private async load(ids: string[]): Promise<Appointment[]> {
    const now = this.clock.now();
    return (await this.appointments.byIds(ids)).map((d) => toAppointment(d, now));
  }

  private async loadOne(id: string): Promise<Appointment> {
    const doc = await this.appointments.byId(id);
    if (!doc) throw new NotFoundError(AppointmentMessages.notFound);
    return toAppointment(doc, this.clock.now());
  }

  private book(ctx: RequestContext, input: Omit<ProBookingInput, 'practiceId'>) {
    const pro = requirePro(ctx);
    return this.commands.send(new CreateProAppointmentsCommand({ ...input, practiceId: pro.practiceId }, this.context(ctx)));
  }

  @Mutation(() => AppointmentPayload, { description: 'The pro books one appointment (approved at once; booked by pro, from web)' })
  proCreateAppointment(
    @Context() ctx: RequestContext,
    @Args('appointmentServices', { type: () => [AppointmentServiceInput] }) appointmentServices: AppointmentServiceInput[],
    @Args('locationId', { type: () => ID }) locationId: string,
    @Args('startsAt', { type: () => DateTimeScalar }) startsAt: string,
    @Args('endsAt', { type: () => DateTimeScalar }) endsAt: string,
    @Args('clientId', { type: () => ID, nullable: true }) clientId?: string | null,
    @Args('client', { type: () => NewClientInput, nullable: true }) client?: NewClientInput | null,
    @Args('practitionerNote', { type: () => String, nullable: true }) practitionerNote?: string | null,
    @Args('packageId', { type: () => ID, nullable: true, description: "A package service: the client's open package to use (else their open one, else a new package is sold)" }) packageId?: string | null,
  ): Promise<AppointmentPayload> {
    requirePro(ctx);
    return asPayload({ appointment: null }, async () => {
      const result = await this.book(ctx, {
        services: appointmentServices, locationId, clientId, newClient: client, practitionerNote, times: { kind: 'single', startsAt, endsAt }, packageId,
      });
      return { appointment: await this.loadOne(result.appointmentIds[0]) };
    });
  }

  @Mutation(() => AppointmentsPayload, { description: 'A recurring series: every occurrence checked and created atomically, or none' })
  createAppointments(
    @Context() ctx: RequestContext,
    @Args('appointmentServices', { type: () => [AppointmentServiceInput] }) appointmentServices: AppointmentServiceInput[],
    @Args('locationId', { type: () => ID }) locationId: string,
    @Args('recurringStartTimes', { type: () => [DateTimeScalar] }) recurringStartTimes: string[],
    @Args('recurrencePattern') recurrencePattern: string,
    @Args('duration', { type: () => Int, description: 'minutes' }) duration: number,
    @Args('clientId', { type: () => ID, nullable: true }) clientId?: string | null,
    @Args('client', { type: () => NewClientInput, nullable: true }) client?: NewClientInput | null,
    @Args('bookedFrom', { type: () => String, nullable: true, description: "Always 'web' for now" }) _bookedFrom?: string | null,
    @Args('bookedBy', { type: () => String, nullable: true, description: "Always 'pro' here" }) _bookedBy?: string | null,
    @Args('packageId', { type: () => ID, nullable: true, description: "A package service: the client's open package to use (else their open one, else a new package is sold)" }) packageId?: string | null,
  ): Promise<AppointmentsPayload> {
    requirePro(ctx);
    return asPayload({ appointments: [] as Appointment[], seriesId: null as string | null }, async () => {
      const result = await this.book(ctx, {
        services: appointmentServices, locationId, clientId, newClient: client, times: { kind: 'series', recurringStartTimes, recurrencePattern, duration }, packageId,
      });
      return { appointments: await this.load(result.appointmentIds), seriesId: result.seriesId };
    });
  }

  @Mutation(() => AppointmentPayload, { description: 'Change services, prices, location, note and/or time; rescheduleRecurringSeries moves the following occurrences too' })
  updateAppointmentV2(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('appointmentServices', { type: () => [AppointmentServiceInput], nullable: true }) appointmentServices?: AppointmentServiceInput[] | null,
    @Args('locationId', { type: () => ID, nullable: true }) locationId?: string | null,
    @Args('startsAt', { type: () => DateTimeScalar, nullable: true }) startsAt?: string | null,
    @Args('endsAt', { type: () => DateTimeScalar, nullable: true }) endsAt?: string | null,
    @Args('practitionerNote', { type: () => String, nullable: true }) practitionerNote?: string | null,
    @Args('rescheduleRecurringSeries', { type: () => Boolean, nullable: true }) rescheduleRecurringSeries?: boolean | null,
  ): Promise<AppointmentPayload> {
    const pro = requirePro(ctx);
    return asPayload({ appointment: null }, async () => {
      await this.commands.send(
        new UpdateAppointmentCommand(
          appointmentId,
          pro.practiceId,
          { services: appointmentServices, locationId, startsAt, endsAt, practitionerNote, rescheduleRecurringSeries },
          this.context(ctx),
        ),
      );
      return { appointment: await this.loadOne(appointmentId) };
    });
  }

  @Mutation(() => MutationResult, { description: "sendTo 'email' re-sends the confirmation e-mail; 'sms' texts it, with the link to the client's appointment page" })
  resendProAppointmentConfirmation(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('sendTo') sendTo: string,
  ): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      const doc = typeof appointmentId === 'string' && appointmentId.length <= 100
        ? await this.appointments.byId(appointmentId)
        : null;
      // A client the pro booked may have only a phone: say so rather than "sending" nothing.
      if (sendTo === 'email' && doc?.practiceId === pro.practiceId && !doc.client.email) throw new DomainError(NO_EMAIL);
      await this.commands.send(new ResendConfirmationCommand(appointmentId, pro.practiceId, sendTo, this.context(ctx)));
      return {};
    });
  }
}
