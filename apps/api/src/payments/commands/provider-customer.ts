// The client's customer at the card provider: made the first time a card is saved (the same
// idempotency key for the same client, so a repeat gets the same customer) and recorded on the
// client's stream.
import { streamEvents, type CommandContext } from '#app/es';
import { handleDecision } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import type { CardProvider } from '#app/integrations';
import { recordCustomer, walletDecider, type WalletState } from '#app/payments';
import type { PaymentContext } from './payment-stream.js';

/** Whose customer it is: a client record of a practice, with its wallet as loaded. */
export interface CustomerOwner {
  client: { clientId: string; email: string; firstName: string; lastName: string };
  practiceId: string;
  wallet: WalletState;
  clientStreamId: string;
}

export const ensureCustomerOf = async (store: EventStore, ctx: CommandContext, provider: CardProvider, owner: CustomerOwner): Promise<string> => {
  const known = owner.wallet.customers[provider.name];
  if (known) return known;
  const { client, practiceId, clientStreamId } = owner;
  const { customerId } = await provider.createCustomer({
    email: client.email,
    name: `${client.firstName} ${client.lastName}`.trim(),
    idempotencyKey: `customer:${client.clientId}:${provider.name}`,
  });
  await handleDecision(store, ctx, async (loader) => [
    streamEvents(clientStreamId, practiceId, recordCustomer(await loader.load(clientStreamId, walletDecider), client.clientId, { provider: provider.name, customerId })),
  ]);
  return customerId;
};

/** The customer of the appointment's client. */
export const ensureCustomer = (store: EventStore, ctx: CommandContext, provider: CardProvider, context: PaymentContext): Promise<string> =>
  ensureCustomerOf(store, ctx, provider, { client: context.appointment.client, practiceId: context.appointment.practiceId, wallet: context.wallet, clientStreamId: context.clientStreamId });
