// The gift card template aggregate (stream `giftCardTemplate-<id>`): an amount the practice sells
// as a gift card, with a description; active (sold at all) and public (listed on the public page).
import type { DomainEvent } from '#app/es';

export interface GiftCardTemplateData {
  giftCardTemplateId: string;
  practiceId: string;
  amountCents: number;
  description: string | null;
  active: boolean;
  public: boolean;
}

export type GiftCardTemplateEvent =
  | DomainEvent<'GiftCardTemplateCreated', GiftCardTemplateData>
  | DomainEvent<'GiftCardTemplateChanged', GiftCardTemplateData>;

export type GiftCardTemplateState = { status: 'none' } | ({ status: 'saved' } & GiftCardTemplateData);

export const giftCardTemplateStreamId = (id: string): string => `giftCardTemplate-${id}`;

export const initialGiftCardTemplateState = (): GiftCardTemplateState => ({ status: 'none' });

export const evolveGiftCardTemplate = (_state: GiftCardTemplateState, event: GiftCardTemplateEvent): GiftCardTemplateState => {
  switch (event.type) {
    case 'GiftCardTemplateCreated':
    case 'GiftCardTemplateChanged':
      return { status: 'saved', ...event.data };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
