// The pro's money calls on an appointment (spec 001 §7): markPaid / undoMarkPaid, retryPayment,
// createAdjustment / removeAdjustment. Each reaches only the caller's practice's appointments
// (another practice's id gets 'not found') and answers { result, errors } with the appointment.
import { Args, Context, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { AppointmentMessages } from '#app/appointments';
import { DomainError, newCommandContext, NotFoundError } from '#app/es';
import { PaymentMessages } from '#app/payments';
import { AppointmentsQuery } from '#projections';
import { requirePro } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { toAppointment } from '../appointments/appointment-view.js';
import type { Appointment } from '../appointments/appointment.models.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { DateTimeScalar } from '../graphql/date-time.scalar.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { AdjustmentPayload, MoneyPayload } from './appointment-money.models.js';
import { CreateAdjustmentCommand, RemoveAdjustmentCommand } from './commands/adjustments/adjustment.commands.js';
import { ChargeAppointmentCommand } from './commands/charge-appointment/charge-appointment.command.js';
import { MarkPaidCommand, UndoMarkPaidCommand } from './commands/mark-paid/mark-paid.commands.js';

/** 'Payment failed: {error or Internal server error}' (spec 001 §8) is the web's; the reason is the provider's. */
@Resolver()
export class ProMoneyResolver {
  constructor(
    private readonly appointments: AppointmentsQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  private caller(ctx: RequestContext) {
    const pro = requirePro(ctx);
    return { access: { by: 'pro' as const, practiceId: pro.practiceId }, context: newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx)) };
  }

  private async appointment(id: string): Promise<Appointment> {
    const doc = await this.appointments.byId(id);
    if (!doc) throw new NotFoundError(AppointmentMessages.notFound);
    return toAppointment(doc, this.clock.now());
  }

  @Mutation(() => MoneyPayload, { description: 'The client paid another way: paidBy cash | venmo | paypal | other (other needs a note)' })
  markPaid(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('paidBy') paidBy: string,
    @Args('note', { type: () => String, nullable: true }) note?: string | null,
  ): Promise<MoneyPayload> {
    return asPayload({ appointment: null }, async () => {
      const { access, context } = this.caller(ctx);
      await this.commands.send(new MarkPaidCommand(appointmentId, access, paidBy, note ?? null, context));
      return { appointment: await this.appointment(appointmentId) };
    });
  }

  @Mutation(() => MoneyPayload, { description: 'Undo Mark as Paid: the appointment is Unpaid again' })
  undoMarkPaid(@Context() ctx: RequestContext, @Args('appointmentId', { type: () => ID }) appointmentId: string): Promise<MoneyPayload> {
    return asPayload({ appointment: null }, async () => {
      const { access, context } = this.caller(ctx);
      await this.commands.send(new UndoMarkPaidCommand(appointmentId, access, context));
      return { appointment: await this.appointment(appointmentId) };
    });
  }

  @Mutation(() => MoneyPayload, { description: "Charges the appointment to the client's card again (after a failure, or past due with a card)" })
  retryPayment(@Context() ctx: RequestContext, @Args('appointmentId', { type: () => ID }) appointmentId: string): Promise<MoneyPayload> {
    return asPayload({ appointment: null }, async () => {
      const { access, context } = this.caller(ctx);
      const { result } = await this.commands.send(new ChargeAppointmentCommand(appointmentId, access, 'appointment', 'pro', context));
      if (result?.outcome === 'failed') throw new DomainError(result.reason);
      if (result?.outcome === 'timed_out') throw new DomainError(PaymentMessages.providerUnavailable);
      if (!result) throw new DomainError(PaymentMessages.alreadyPaid);
      return { appointment: await this.appointment(appointmentId) };
    });
  }

  @Mutation(() => AdjustmentPayload, { description: 'Gives money back (cents): a refund through the card provider when it was charged' })
  createAdjustment(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('amountCents', { type: () => Int }) amountCents: number,
    @Args('adjustedAt', { type: () => DateTimeScalar, nullable: true }) adjustedAt?: string | null,
    @Args('note', { type: () => String, nullable: true }) note?: string | null,
  ): Promise<AdjustmentPayload> {
    return asPayload({ adjustmentId: null, appointment: null }, async () => {
      const { access, context } = this.caller(ctx);
      const outcome = await this.commands.send(new CreateAdjustmentCommand(appointmentId, access, { amountCents, adjustedAt: adjustedAt ?? null, note: note ?? null }, context));
      if (outcome.refund?.outcome === 'failed') throw new DomainError(outcome.refund.reason);
      if (outcome.refund?.outcome === 'timed_out') throw new DomainError(PaymentMessages.refundTimedOut);
      return { adjustmentId: outcome.adjustmentId, appointment: await this.appointment(appointmentId) };
    });
  }

  @Mutation(() => AdjustmentPayload)
  removeAdjustment(@Context() ctx: RequestContext, @Args('adjustmentId', { type: () => ID }) adjustmentId: string): Promise<AdjustmentPayload> {
    return asPayload({ adjustmentId: null, appointment: null }, async () => {
      const { access, context } = this.caller(ctx);
      const { events } = await this.commands.send(new RemoveAdjustmentCommand(adjustmentId, access, context));
      const appointmentId = (events[0]?.data as { appointmentId?: string } | undefined)?.appointmentId;
      return { adjustmentId, appointment: appointmentId ? await this.appointment(appointmentId) : null };
    });
  }
}
