// The client's customer at the card provider: made the first time a card is saved (the same
// idempotency key for the same client, so a repeat gets the same customer) and recorded on the
// client's stream.
import { streamEvents, type CommandContext } from '#app/es';
import { handleDecision } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import type { CardProvider } from '#app/integrations';
import { recordCustomer, walletDecider } from '#app/payments';
import type { PaymentContext } from './payment-stream.js';

export const ensureCustomer = async (store: EventStore, ctx: CommandContext, provider: CardProvider, context: PaymentContext): Promise<string> => {
  const known = context.wallet.customers[provider.name];
  if (known) return known;
  const { client, practiceId } = context.appointment;
  const { customerId } = await provider.createCustomer({
    email: client.email,
    name: `${client.firstName} ${client.lastName}`.trim(),
    idempotencyKey: `customer:${client.clientId}:${provider.name}`,
  });
  await handleDecision(store, ctx, async (loader) => [
    streamEvents(context.clientStreamId, practiceId, recordCustomer(await loader.load(context.clientStreamId, walletDecider), client.clientId, { provider: provider.name, customerId })),
  ]);
  return customerId;
};
