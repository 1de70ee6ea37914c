// Gift cards (issue 17): the pro's templates and Activity tab, buying one on the practice's public
// page (paid by card, the code e-mailed to the recipient), and spending a card's balance.
import { Module } from '@nestjs/common';
import { MessagingModule } from '../messaging/messaging.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { RedeemGiftCardHandler } from './commands/redeem-gift-card/redeem-gift-card.handler.js';
import { SaveGiftCardTemplateHandler } from './commands/save-gift-card-template/save-gift-card-template.handler.js';
import { GiftCardsResolver } from './gift-cards.resolver.js';
import { GiftCardReactions } from './public/gift-card-reactions.js';
import { PublicGiftCardsResolver } from './public/public-gift-cards.resolver.js';
import { PurchaseGiftCardHandler } from './public/purchase-gift-card.handler.js';
import { ReturnRedemptionsWhenBookingEnds } from './public/return-redemptions-when-booking-ends.reaction.js';
import { SendGiftCardEmail } from './public/send-gift-card-email.reaction.js';

@Module({
  imports: [PaymentsModule, MessagingModule],
  providers: [GiftCardsResolver, PublicGiftCardsResolver, SaveGiftCardTemplateHandler, RedeemGiftCardHandler, PurchaseGiftCardHandler, SendGiftCardEmail, ReturnRedemptionsWhenBookingEnds, GiftCardReactions],
  exports: [GiftCardReactions],
})
export class GiftCardsModule {}
