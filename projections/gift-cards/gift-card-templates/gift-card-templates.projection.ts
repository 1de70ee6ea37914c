// The practice's gift card templates, one document per template, for the portal's Gift Cards tab
// and (active and public ones) the practice's public page.
import { defineProjection } from '#app/es';
import type { GiftCardTemplateData, GiftCardTemplateEvent } from '#app/gift-cards';

export interface GiftCardTemplateDocument extends Omit<GiftCardTemplateData, 'giftCardTemplateId'> {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export const giftCardTemplatesProjection = defineProjection<GiftCardTemplateDocument>({
  name: 'gift-card-templates',
  collection: 'gift_card_templates',
  indexedFields: ['practiceId'],
  eventTypes: ['GiftCardTemplateCreated', 'GiftCardTemplateChanged'],
  documentId: (event) => (event.data as { giftCardTemplateId: string }).giftCardTemplateId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as unknown as GiftCardTemplateEvent;
    const at = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
    const { giftCardTemplateId, ...data } = event.data;
    return { id: giftCardTemplateId, ...data, createdAt: document?.createdAt ?? at, updatedAt: at };
  },
});
