// The payment reactions: a charge at booking when the practice charges on confirmation.
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '#app/eventstore';
import { DATABASE, EVENT_STORE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { ReactionsHost } from '../infrastructure/reactions-host.js';
import { ChargeWhenConfirmed } from './charge-when-confirmed.reaction.js';

@Injectable()
export class PaymentReactions extends ReactionsHost {
  constructor(@Inject(DATABASE) db: SqlClient, @Inject(EVENT_STORE) store: EventStore, chargeWhenConfirmed: ChargeWhenConfirmed) {
    super('Payments', db, store, [chargeWhenConfirmed.reaction]);
  }
}
