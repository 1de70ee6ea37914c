// upsertGiftCardTemplate's rules (spec 002 §5): the amount is required, positive, in whole dollars;
// the description is optional; active and online (public) default on. Only the owning practice
// changes a template.
import { DomainError, NotFoundError, type Decider } from '#app/es';
import { GiftCardMessages as M, MAX_GIFT_CARD_CENTS } from './gift-card-messages.js';
import {
  evolveGiftCardTemplate,
  initialGiftCardTemplateState,
  type GiftCardTemplateData,
  type GiftCardTemplateEvent,
  type GiftCardTemplateState,
} from './gift-card-template.js';

export interface GiftCardTemplateInput {
  giftCardTemplateId: string;
  practiceId: string;
  amountCents?: number | null;
  description?: string | null;
  active?: boolean | null;
  public?: boolean | null;
}

export type GiftCardTemplateCommand = { type: 'SaveGiftCardTemplate'; input: GiftCardTemplateInput };

export const normaliseGiftCardTemplate = (input: GiftCardTemplateInput): GiftCardTemplateData => {
  const amount = input.amountCents;
  if (amount === null || amount === undefined) throw new DomainError(M.amountRequired);
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) throw new DomainError(M.amountPositive);
  if (amount % 100 !== 0) throw new DomainError(M.amountWholeDollars);
  if (amount > MAX_GIFT_CARD_CENTS) throw new DomainError(M.amountTooLarge);
  const description = typeof input.description === 'string' ? input.description.trim() : '';
  if (description.length > 500) throw new DomainError(M.descriptionTooLong);
  return {
    giftCardTemplateId: input.giftCardTemplateId,
    practiceId: input.practiceId,
    amountCents: amount,
    description: description || null,
    active: input.active ?? true,
    public: input.public ?? true,
  };
};

export const decideGiftCardTemplate = (command: GiftCardTemplateCommand, state: GiftCardTemplateState): GiftCardTemplateEvent[] => {
  switch (command.type) {
    case 'SaveGiftCardTemplate': {
      if (state.status !== 'none' && state.practiceId !== command.input.practiceId) throw new NotFoundError(M.templateNotFound);
      const data = normaliseGiftCardTemplate(command.input);
      if (state.status === 'none') return [{ type: 'GiftCardTemplateCreated', data }];
      const unchanged = (Object.keys(data) as (keyof GiftCardTemplateData)[]).every((k) => state[k] === data[k]);
      return unchanged ? [] : [{ type: 'GiftCardTemplateChanged', data }];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const giftCardTemplateDecider: Decider<GiftCardTemplateCommand, GiftCardTemplateEvent, GiftCardTemplateState> = {
  decide: decideGiftCardTemplate,
  evolve: evolveGiftCardTemplate,
  initialState: initialGiftCardTemplateState,
};
