// Group events for visitors and clients (issue 15): the type's public page, registering (paid
// ones charged at once), the registration page and its cancel link, and the registrants' e-mails.
import { Module } from '@nestjs/common';
import { MessagingModule } from '../../messaging/messaging.module.js';
import { CancelEventRegistrationController } from './cancel-event-registration.controller.js';
import { EventCouponQuoteResolver } from './event-coupon-quote.resolver.js';
import { GroupEventReactions } from './group-event-reactions.js';
import { PublicGroupEventsResolver } from './public-group-events.resolver.js';
import { CancelEventRegistrationHandler } from './cancel-event-registration.handler.js';
import { RegisterForEventHandler } from './register-for-event.handler.js';
import { RegistrationCheckout } from './registration-checkout.js';
import { SendEventRegistrationEmails } from './send-event-registration-emails.reaction.js';

@Module({
  imports: [MessagingModule],
  controllers: [CancelEventRegistrationController],
  providers: [PublicGroupEventsResolver, EventCouponQuoteResolver, RegisterForEventHandler, RegistrationCheckout, CancelEventRegistrationHandler, SendEventRegistrationEmails, GroupEventReactions],
  exports: [GroupEventReactions],
})
export class PublicGroupEventsModule {}
