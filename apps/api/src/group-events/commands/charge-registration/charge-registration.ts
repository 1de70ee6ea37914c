// A registration's charge, as both paths make it (the pro's processRegistrationPayment and a
// visitor's paid registration): the provider is called with the registration's amount under the
// caller's idempotency key (a repeat gets the first answer, never a second charge), and a succeeded
// or refused charge is recorded on the event's stream (RecordRegistrationPayment).
import { streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { bookableEventDecider, bookableEventStreamId } from '#app/group-events';
import type { CardProvider, ProviderChargeResult } from '#app/integrations';
import type { CommandContext } from '#app/es';

export interface RegistrationCharge {
  bookableEventId: string;
  practiceId: string;
  registrationId: string;
  amountCents: number;
  currency: 'USD' | 'CAD';
  card: { customerId: string; paymentMethodId: string };
  idempotencyKey: string;
}

export const chargeRegistration = (provider: CardProvider, charge: RegistrationCharge): Promise<ProviderChargeResult> =>
  provider.charge({
    customerId: charge.card.customerId,
    paymentMethodId: charge.card.paymentMethodId,
    amountCents: charge.amountCents,
    currency: charge.currency,
    idempotencyKey: charge.idempotencyKey,
    description: `Event registration ${charge.registrationId}`,
  });

/** Records what the provider answered (a charge that timed out is not an answer: never recorded). */
export const recordRegistrationCharge = (
  store: EventStore,
  ctx: CommandContext,
  charge: Pick<RegistrationCharge, 'bookableEventId' | 'practiceId' | 'registrationId'>,
  provider: CardProvider['name'],
  result: Exclude<ProviderChargeResult, { outcome: 'timed_out' }>,
): Promise<CommandOutcome> => {
  const streamId = bookableEventStreamId(charge.bookableEventId);
  const outcome = result.outcome === 'succeeded'
    ? { paid: true as const, provider, providerPaymentId: result.providerPaymentId }
    : { paid: false as const, code: result.code, reason: result.reason };
  return handleDecision(store, ctx, async (loader) => [
    streamEvents(
      streamId,
      charge.practiceId,
      bookableEventDecider.decide(
        { type: 'RecordRegistrationPayment', practiceId: charge.practiceId, registrationId: charge.registrationId, now: ctx.now.toISOString(), outcome },
        await loader.load(streamId, bookableEventDecider),
      ),
    ),
  ]);
};
