// Saving a card without charging it (spec 000 §2.8 "Card saving wraps two providers"): stripe
// creates a setup, the card form confirms it, then the API saves the card; square tokenises the
// card, then the API attaches the token to the client. Where the card is saved from (an
// appointment's link, or the booking flow before the request) is the caller's CardSaving.
import type { CardDetails } from './cardInput';
import type { SavedCard } from './savedCard';
import { confirmSimulatedSetup, tokenizeSimulatedCard, type CardProviderName } from './simulatedProvider';

export interface CardSaving {
  provider: CardProviderName;
  /** 'simulated': the embedded provider's own card form; 'live': the provider's (Stripe Elements, Square's card form). */
  mode: 'simulated' | 'live';
  /** stripe: a setup for the card form to confirm; resolves with its client secret. */
  createSetup(): Promise<string>;
  /** stripe: saves the card of the confirmed setup (`card`: what was typed, for a caller that keeps the card itself until later). */
  saveConfirmedSetup(clientSecret: string, card: CardDetails): Promise<SavedCard>;
  /** square: attaches the card token (sourceId) to the client. */
  saveToken(sourceId: string, card: CardDetails): Promise<SavedCard>;
}

/** Saves the card typed into the simulator's form; resolves with the saved card. */
export async function saveSimulatedCard(saving: CardSaving, card: CardDetails): Promise<SavedCard> {
  if (saving.provider === 'square') return saving.saveToken(await tokenizeSimulatedCard('square', card), card);
  const clientSecret = await saving.createSetup();
  await confirmSimulatedSetup('stripe', clientSecret, card);
  return saving.saveConfirmedSetup(clientSecret, card);
}
