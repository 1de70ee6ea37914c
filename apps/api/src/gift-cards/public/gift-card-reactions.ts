// The gift cards' reactions (the recipient's e-mail; what a declined or cancelled booking spent, given
// back to its gift cards and coupons), started by bootstrap like every host.
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '#app/eventstore';
import { DATABASE, EVENT_STORE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { ReactionsHost } from '../../infrastructure/reactions-host.js';
import { ReturnRedemptionsWhenBookingEnds } from './return-redemptions-when-booking-ends.reaction.js';
import { SendGiftCardEmail } from './send-gift-card-email.reaction.js';

@Injectable()
export class GiftCardReactions extends ReactionsHost {
  constructor(@Inject(DATABASE) db: SqlClient, @Inject(EVENT_STORE) store: EventStore, email: SendGiftCardEmail, returns: ReturnRedemptionsWhenBookingEnds) {
    super('GiftCards', db, store, [email.reaction, returns.reaction]);
  }
}
