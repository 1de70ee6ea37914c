// Gift cards are gated by the practice's giftCardsEnabled flag (spec 001 §1, 002 §6).
import { DomainError } from '#app/es';
import type { PracticeFlags } from '#app/practice';
import { GiftCardMessages } from './gift-card-messages.js';

export const checkGiftCardsAllowed = (flags: Pick<PracticeFlags, 'giftCardsEnabled'>): void => {
  if (!flags.giftCardsEnabled) throw new DomainError(GiftCardMessages.disabled);
};
