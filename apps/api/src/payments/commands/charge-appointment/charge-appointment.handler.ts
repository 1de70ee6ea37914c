// Charge a card: startCharge records the attempt and its idempotency key (one atomic append), the
// provider is called with that key, recordChargeOutcome records its answer once. Two callers at
// once (a second tab, two job runners) meet on the appointment stream's revision: the second
// repeats the open attempt with the same key, and the provider answers it with the first result.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentStreamId } from '#app/appointments';
import { isUuid, streamEvents } from '#app/es';
import { handleDecision, streamEnd } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { appointmentWithPaymentsDecider, recordChargeOutcome, startCharge, type ChargeAttemptedData } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payment-providers.js';
import { loadPaymentContext } from '../payment-stream.js';
import { chargeAtProvider } from './charge-at-provider.js';
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
    // A caller that appends nothing (another caller charged first) reads up to the stream's end.
    const end = () => (isUuid(appointmentId) ? streamEnd(this.store, appointmentStreamId(appointmentId)) : Promise.resolve(null));
    const charging = attempt as ChargeAttemptedData | null;
    if (!charging) return { ...started, position: started.position ?? (await end()), result: null };
    const result = await chargeAtProvider(this.providers, charging);
    const recorded = await handleDecision(this.store, ctx, async (loader) => {
      const { payment, appointment } = await loader.load(appointmentStreamId(charging.appointmentId), appointmentWithPaymentsDecider);
      const practiceId = appointment.status === 'none' ? null : appointment.practiceId;
      return [streamEvents(appointmentStreamId(charging.appointmentId), practiceId, recordChargeOutcome(payment, charging, result))];
    });
    // Nothing recorded: another caller heard the same attempt's answer first and recorded it, after
    // this caller's own append; the caller reads up to the stream's end, where that outcome is.
    return { events: [...started.events, ...recorded.events], position: recorded.position ?? (await end()), result };
  }
}
