// PayPal / Venmo: planPaypalOrder decides what the order is for, PayPal makes it (PayPal-Request-Id
// from the appointment and the order's number), PaypalOrderCreated records it. The capture asks
// PayPal once per order key and records the capture once.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentStreamId } from '#app/appointments';
import { DomainError, streamEvents } from '#app/es';
import { handleDecision, storeLoader, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { ProviderUnavailableError } from '#app/integrations';
import { orderToCapture, PaymentMessages, paypalOrderCreated, planPaypalOrder, recordPaypalCapture } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payment-providers.js';
import { loadPaymentContext } from '../payment-stream.js';
import { CapturePaypalPaymentCommand, CreatePaypalOrderCommand } from './paypal.commands.js';

const unavailable = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new DomainError(PaymentMessages.providerUnavailable);
    throw error;
  }
};

@CommandHandler(CreatePaypalOrderCommand)
export class CreatePaypalOrderHandler implements ICommandHandler<CreatePaypalOrderCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async execute({ appointmentId, access, request, ctx }: CreatePaypalOrderCommand): Promise<CommandOutcome & { orderId: string }> {
    const context = await loadPaymentContext(storeLoader(this.store), appointmentId, access);
    const plan = planPaypalOrder(context, { ...request, now: ctx.now });
    const number = Object.keys(context.payment.paypalOrders).length + 1;
    const { orderId } = await unavailable(() =>
      this.providers.paypal.createOrder({
        amountCents: plan.amountCents,
        currency: plan.currency,
        idempotencyKey: `${appointmentId}:paypal:${number}:${ctx.commandId}`,
        description: plan.tipOnly ? `Tip for ${context.appointment.services[0]?.name ?? 'your appointment'}` : (context.appointment.services[0]?.name ?? 'Appointment'),
        referenceId: appointmentId,
      }),
    );
    const outcome = await handleDecision(this.store, ctx, async (loader) => {
      await loadPaymentContext(loader, appointmentId, access); // appended at the revision read
      return [streamEvents(appointmentStreamId(appointmentId), context.appointment.practiceId, paypalOrderCreated({ ...plan, orderId }))];
    });
    return { ...outcome, orderId };
  }
}

@CommandHandler(CapturePaypalPaymentCommand)
export class CapturePaypalPaymentHandler implements ICommandHandler<CapturePaypalPaymentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async execute({ appointmentId, access, orderId, ctx }: CapturePaypalPaymentCommand): Promise<CommandOutcome & { failure: string | null }> {
    const context = await loadPaymentContext(storeLoader(this.store), appointmentId, access);
    const order = orderToCapture(context.payment, orderId);
    if (order.captured) return { events: [], position: null, failure: null };
    const captured = await unavailable(() => this.providers.paypal.captureOrder({ orderId, idempotencyKey: `${appointmentId}:capture:${orderId}` }));
    if (captured.outcome === 'failed') return { events: [], position: null, failure: captured.reason };
    const outcome = await handleDecision(this.store, ctx, async (loader) => {
      const { payment, appointment } = await loadPaymentContext(loader, appointmentId, access);
      return [streamEvents(appointmentStreamId(appointmentId), appointment.practiceId, recordPaypalCapture(payment, orderId, captured.captureId))];
    });
    return { ...outcome, failure: null };
  }
}
