// The client's own card with a practice, from their payment methods page (spec 000 §2.7): a
// signed-in client (ARCHITECTURE "Clients without passwords") adds, changes or deletes the card of
// one of their client records, with no appointment involved. The card is the default card on the
// client's stream (`client-<id>`); every later charge of that client with that practice, the holds
// of upcoming appointments included, uses the default card (charge.decide.ts, cardFor).
import { DomainError, NotFoundError } from '#app/es';
import type { ClientState } from '#app/clients';
import type { PaymentSettings } from '#app/practice';
import { decideCardSaved, decideDetachCard } from './card.decide.js';
import type { SavedCard } from './payment-events.js';
import { PaymentMessages as M } from './payment-messages.js';
import type { WalletEvent, WalletState } from './wallet.js';

/** A signed-in client user: the person behind this (lower-cased) e-mail address. */
export interface ClientUserAccess {
  by: 'clientUser';
  email: string;
}

export type OwnedClient = Exclude<ClientState, { status: 'none' }>;

/** What the decisions about a client's own card read: the client record, its wallet, the practice's settings. */
export interface ClientCardState {
  client: ClientState;
  wallet: WalletState;
  settings: PaymentSettings;
}

const sameAddress = (a: string | null, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The client record a signed-in person may act on: not deleted, and its e-mail is theirs. Anyone
 * else's record, or one that does not exist, is 'Client not found' (the same answer for both).
 */
export const ownClient = (client: ClientState, access: ClientUserAccess): OwnedClient => {
  if (client.status !== 'active' || !sameAddress(client.profile.email, access.email)) throw new NotFoundError(M.clientNotFound);
  return client;
};

/**
 * The card the provider confirmed becomes the client's default card. It must be a card of the
 * customer this client has at the practice's provider: a setup or token made for someone else is
 * refused, even with its secret.
 */
export const decideClientCardSaved = (state: ClientCardState, access: ClientUserAccess, card: SavedCard, now: Date): WalletEvent[] => {
  const client = ownClient(state.client, access);
  const decision = decideCardSaved({ clientId: client.clientId, wallet: state.wallet, settings: state.settings, appointment: null, payment: null }, card, now);
  if (state.wallet.customers[card.provider] !== card.customerId) throw new DomainError(M.cardSetupIncomplete);
  return decision.client;
};

/**
 * The client deletes their card with the practice. `detached`: the card the provider has just
 * detached; when another card became the default meanwhile, that newer card stays, and a card
 * already recorded as gone (a second click) is not recorded twice.
 */
export const decideClientCardDetached = (state: Pick<ClientCardState, 'client' | 'wallet'>, access: ClientUserAccess, detached?: string): WalletEvent[] => {
  const client = ownClient(state.client, access);
  if (detached !== undefined && state.wallet.defaultCard?.paymentMethodId !== detached) return [];
  return decideDetachCard(client.clientId, state.wallet);
};

/**
 * Idempotency keys of the provider calls, derived from the command: a setup is one per command
 * (a retried request repeats it, a new Add makes a new one); a card is detached once whoever asks.
 */
export const ClientCardKeys = {
  setup: (clientId: string, commandId: string) => `setup:client:${clientId}:${commandId}`,
  attach: (sourceId: string) => `card:${sourceId}`,
  detach: (paymentMethodId: string) => `detach:${paymentMethodId}`,
} as const;
