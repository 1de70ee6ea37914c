// The client's saved card with a practice (spec 000 §2.7: one saved card per practitioner), on
// the client's stream (`client-<id>`, one client record per practice): the provider's customer,
// the default card, its removal. The client's other events change nothing here.
import type { Decider, DomainEvent } from '#app/es';
import type { CardProviderName } from '#app/practice';
import type { SavedCard } from './payment-events.js';

export type WalletEvent =
  | DomainEvent<'PaymentCustomerCreated', { clientId: string; provider: CardProviderName; customerId: string }>
  | DomainEvent<'PaymentMethodSaved', { clientId: string; card: SavedCard }>
  | DomainEvent<'PaymentMethodDetached', { clientId: string; paymentMethodId: string }>;

export interface WalletState {
  customers: Partial<Record<CardProviderName, string>>;
  /** The default card (the latest saved), whatever its provider. */
  defaultCard: SavedCard | null;
}

export const WALLET_EVENT_TYPES: readonly WalletEvent['type'][] = ['PaymentCustomerCreated', 'PaymentMethodSaved', 'PaymentMethodDetached'];

const isWalletEvent = (event: { type: string; data: unknown }): event is WalletEvent => (WALLET_EVENT_TYPES as readonly string[]).includes(event.type);

export const evolveWallet = (state: WalletState, event: { type: string; data: unknown }): WalletState => {
  if (!isWalletEvent(event)) return state;
  switch (event.type) {
    case 'PaymentCustomerCreated':
      return { ...state, customers: { ...state.customers, [event.data.provider]: event.data.customerId } };
    case 'PaymentMethodSaved':
      return { ...state, defaultCard: event.data.card };
    case 'PaymentMethodDetached':
      return state.defaultCard?.paymentMethodId === event.data.paymentMethodId ? { ...state, defaultCard: null } : state;
  }
};

export const walletDecider: Decider<never, WalletEvent, WalletState> = {
  decide: () => [],
  evolve: evolveWallet,
  initialState: () => ({ customers: {}, defaultCard: null }),
};

/** The card that can pay with the practice's active provider (a card of another provider cannot). */
export const usableCard = (wallet: WalletState, provider: CardProviderName | null): SavedCard | null =>
  wallet.defaultCard && provider && wallet.defaultCard.provider === provider ? wallet.defaultCard : null;
