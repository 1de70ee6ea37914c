// A visitor registers for a scheduled group event from its type's public page: load, decide
// (decidePublicRegistration: the seat on the event's stream, and the visitor's client record as
// the public booking makes it), append atomically. Two visitors racing for the last seat conflict
// on the event stream's revision: the loser re-decides on fresh state and is told the event is
// full. A paid event's confirmed card is then saved, charged and recorded (RegistrationCheckout).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { visitorContactStreamIds } from '#app/clients';
import { isUuid, NotFoundError } from '#app/es';
import { handleDecision, storeLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { couponDecider, type CouponRedeemedData } from '#app/coupons';
import { bookableEventDecider, bookableEventStreamId, checkRegistrationOpen, checkVisitorContact, decideEventCoupon, decidePublicRegistration, GroupEventMessages as M } from '#app/group-events';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { BOOKING_CARDS, type BookingCards } from '../../appointments/booking-cards.port.js';
import { loadReturningClient } from '../../clients/returning-client.js';
import { RegisterForEventCommand, type RegisterForEventResult } from './register-for-event.command.js';
import { RegistrationCheckout } from './registration-checkout.js';
import { couponStreamOfCode } from './registration-coupon.js';

@CommandHandler(RegisterForEventCommand)
export class RegisterForEventHandler implements ICommandHandler<RegisterForEventCommand, RegisterForEventResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(BOOKING_CARDS) private readonly cards: BookingCards,
    private readonly checkout: RegistrationCheckout,
  ) {}

  async execute({ input, ctx }: RegisterForEventCommand): Promise<RegisterForEventResult> {
    const contact = checkVisitorContact(input);
    if (!isUuid(input.bookableEventId)) throw new NotFoundError(M.eventNotFound);
    const { bookableEventId } = input;
    const card = { setupIntentSecret: input.setupIntentSecret ?? null, cardSourceId: input.cardSourceId ?? null };
    const { practiceId, priced, couponStream } = await this.checkBeforeTheCard(bookableEventId, input.discountCode, card, ctx.now);
    if (priced) await this.cards.confirm(practiceId, card); // the provider's reason when the card form did not finish

    const ids = { registrationId: randomUUID(), token: randomBytes(24).toString('base64url'), newClientId: randomUUID(), noteId: randomUUID() };
    let decided: { clientId: string; amountCents: number; redemption: CouponRedeemedData | null } = { clientId: ids.newClientId, amountCents: 0, redemption: null };
    const registered = await handleDecision(this.store, ctx, async (fresh) => {
      // Read at once: one round trip.
      const [event, returning, coupon] = await Promise.all([
        fresh.load(bookableEventStreamId(bookableEventId), bookableEventDecider),
        loadReturningClient(fresh, visitorContactStreamIds(practiceId, contact)),
        couponStream ? fresh.load(couponStream, couponDecider) : null,
      ]);
      const decision = decidePublicRegistration({ bookableEventId, practiceId, contact, ids }, { event, returning, coupon, now: ctx.now });
      decided = decision;
      return decision.streams;
    }, { maxAttempts: 10 }); // no in-process lock: racing visitors conflict on the event stream and re-decide

    const result = { registrationId: ids.registrationId, token: ids.token };
    if (!priced || decided.amountCents === 0) return { ...registered, ...result, paymentStatus: 'free', declined: null };
    const paid = await this.checkout.pay({ bookableEventId, practiceId, registrationId: ids.registrationId, clientId: decided.clientId, amountCents: decided.amountCents, redemption: decided.redemption }, card, ctx);
    return { events: [...registered.events, ...paid.events], position: paid.position ?? registered.position, ...result, paymentStatus: paid.status, declined: paid.declined };
  }

  /** The event is open for registration and a code given is usable: told at once, before the card is touched (the code is redeemed in the registration's append). */
  private async checkBeforeTheCard(bookableEventId: string, discountCode: string | null | undefined, card: { setupIntentSecret: string | null; cardSourceId: string | null }, now: Date) {
    const loader = storeLoader(this.store);
    const event = await loader.load(bookableEventStreamId(bookableEventId), bookableEventDecider);
    const practice = event.status === 'none' ? practiceDecider.initialState() : await loader.load(practiceStreamId(event.practiceId), practiceDecider);
    const { practiceId, paid: priced } = checkRegistrationOpen(event, practice, card);
    const couponStream = priced ? await couponStreamOfCode(loader, practice, discountCode) : null;
    if (couponStream) decideEventCoupon(await loader.load(couponStream, couponDecider), event, practiceId, null, now);
    return { practiceId, priced, couponStream };
  }
}
