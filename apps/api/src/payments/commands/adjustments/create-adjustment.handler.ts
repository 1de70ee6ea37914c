// createAdjustment, like a charge: startAdjustment records the adjustment (or, for a card payment,
// the refund attempt and its keys) in one append; the provider is asked; recordRefund records its
// answer once. A pro who adds a timed-out refund again repeats it under the same keys.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentStreamId } from '#app/appointments';
import { streamEvents } from '#app/es';
import { handleDecision, streamEnd } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { appointmentWithPaymentsDecider, recordRefund, startAdjustment, type AdjustmentStart, type RefundAttemptedData } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payment-providers.js';
import { loadPaymentContext } from '../payment-stream.js';
import { CreateAdjustmentCommand, type AdjustmentOutcome } from './adjustment.commands.js';
import { refundAtProvider } from './refund-at-provider.js';

@CommandHandler(CreateAdjustmentCommand)
export class CreateAdjustmentHandler implements ICommandHandler<CreateAdjustmentCommand, AdjustmentOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async execute({ appointmentId, access, input, ctx }: CreateAdjustmentCommand): Promise<AdjustmentOutcome> {
    let start: AdjustmentStart = { refund: null, events: [] };
    const started = await handleDecision(this.store, ctx, async (loader) => {
      const state = await loadPaymentContext(loader, appointmentId, access);
      start = startAdjustment(state, { ...input, now: ctx.now });
      return [streamEvents(appointmentStreamId(state.appointment.appointmentId), state.appointment.practiceId, start.events)];
    });
    const refund = (start as AdjustmentStart).refund as RefundAttemptedData | null;
    if (!refund) {
      const created = start.events.find((e) => e.type === 'AdjustmentCreated');
      return { ...started, adjustmentId: created ? (created.data as { adjustmentId: string }).adjustmentId : null, refund: null };
    }
    const result = await refundAtProvider(this.providers, refund);
    const recorded = await handleDecision(this.store, ctx, async (loader) => {
      const { payment, appointment } = await loader.load(appointmentStreamId(refund.appointmentId), appointmentWithPaymentsDecider);
      const practiceId = appointment.status === 'none' ? null : appointment.practiceId;
      return [streamEvents(appointmentStreamId(refund.appointmentId), practiceId, recordRefund(payment, refund, result))];
    });
    // Nothing recorded: a repeat of the same refund heard its answer first and recorded it after this
    // caller's append; the caller reads up to the stream's end, where that outcome is.
    const position = recorded.position ?? (await streamEnd(this.store, appointmentStreamId(refund.appointmentId)));
    return { events: [...started.events, ...recorded.events], position, adjustmentId: refund.adjustmentId, refund: result };
  }
}
