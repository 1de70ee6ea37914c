// Charge a card: startCharge records the attempt and its idempotency key (one atomic append), the
// provider is called with that key, recordChargeOutcome records its answer once. Two callers at
// once (a second tab, two job runners) meet on the appointment stream's revision: the second
// repeats the open attempt with the same key, and the provider answers it with the first result.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentStreamId } from '#app/appointments';
import { isUuid, streamEvents } from '#app/es';
import { handleDecision } from '#app/es-runtime';
import type { EventStore, LogPosition } from '#app/eventstore';
import { appointmentWithPaymentsDecider, recordChargeOutcome, startCharge, type ChargeAttemptedData, type ChargeResult } from '#app/payments';
import { ProviderUnavailableError } from '#app/integrations';
import { EVENT_STORE } from '#app/persistence';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payment-providers.js';
import { loadPaymentContext } from '../payment-stream.js';
import { ChargeAppointmentCommand, type ChargeOutcome } from './charge-appointment.command.js';

@CommandHandler(ChargeAppointmentCommand)
export class ChargeAppointmentHandler implements ICommandHandler<ChargeAppointmentCommand, ChargeOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async execute({ appointmentId, access, purpose, trigger, ctx, tipAmountCents }: ChargeAppointmentCommand): Promise<ChargeOutcome> {
    let attempt: ChargeAttemptedData | null = null;
    const started = await handleDecision(this.store, ctx, async (loader) => {
      const state = await loadPaymentContext(loader, appointmentId, access);
      const start = startCharge(state, { purpose, trigger, tipAmountCents, now: ctx.now });
      attempt = start.attempt;
      return [streamEvents(appointmentStreamId(state.appointment.appointmentId), state.appointment.practiceId, start.events)];
    });
    const charging = attempt as ChargeAttemptedData | null;
    if (!charging) return { ...started, position: started.position ?? (await this.headOf(appointmentId)), result: null };
    const result = await this.charge(charging);
    const recorded = await handleDecision(this.store, ctx, async (loader) => {
      const { payment, appointment } = await loader.load(appointmentStreamId(charging.appointmentId), appointmentWithPaymentsDecider);
      const practiceId = appointment.status === 'none' ? null : appointment.practiceId;
      return [streamEvents(appointmentStreamId(charging.appointmentId), practiceId, recordChargeOutcome(payment, charging, result))];
    });
    const position = recorded.position ?? started.position ?? (await this.headOf(appointmentId));
    return { events: [...started.events, ...recorded.events], position, result };
  }

  /**
   * Where the appointment's stream ends: a caller that appended nothing (another tab or runner
   * charged it first) waits for the read models to reach what that other caller recorded.
   */
  private async headOf(appointmentId: string): Promise<LogPosition | null> {
    if (!isUuid(appointmentId)) return null;
    const events = await this.store.readStream(appointmentStreamId(appointmentId));
    const last = events[events.length - 1];
    return last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : null;
  }

  /** The provider's answer; no answer at all (network) counts as a timeout: repeated with the same key. */
  private async charge(attempt: ChargeAttemptedData): Promise<ChargeResult> {
    try {
      return await this.providers.card(attempt.provider).charge({
        customerId: attempt.customerId,
        paymentMethodId: attempt.paymentMethodId,
        amountCents: attempt.amountCents,
        currency: attempt.currency,
        idempotencyKey: attempt.idempotencyKey,
        description: `Appointment ${attempt.appointmentId}${attempt.purpose === 'tip' ? ' (tip)' : ''}`,
      });
    } catch (error) {
      if (error instanceof ProviderUnavailableError) return { outcome: 'timed_out' };
      throw error;
    }
  }
}
