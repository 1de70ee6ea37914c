export { giftCardTemplatesProjection, type GiftCardTemplateDocument } from './gift-card-templates/gift-card-templates.projection.js';
export { GiftCardTemplatesQuery } from './gift-card-templates/gift-card-templates.query.js';
export { giftCardsProjection, type GiftCardDocument, type GiftCardRedemptionRow } from './gift-cards/gift-cards.projection.js';
export { GiftCardsQuery } from './gift-cards/gift-cards.query.js';
