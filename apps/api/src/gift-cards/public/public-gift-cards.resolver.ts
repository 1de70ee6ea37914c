// The public side of gift cards (no session, rate limited like booking): the templates a practice
// sells on its public page, and buying one (paid by card; the code e-mailed to the recipient).
import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DomainError, isUuid, newCommandContext, NotFoundError } from '#app/es';
import { storeLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { giftCardDecider, giftCardStreamId, GiftCardMessages as M, maskedGiftCardCode, normaliseGiftCardCode } from '#app/gift-cards';
import { EVENT_STORE } from '#app/persistence';
import { practiceFlagsOf } from '#app/practice';
import { GiftCardsQuery, GiftCardTemplatesQuery, PracticesQuery } from '#projections';
import { GqlThrottlerGuard } from '../../graphql/gql-throttler.guard.js';
import { asPayload } from '../../graphql/payloads.js';
import { originOf, type RequestContext } from '../../graphql/request-context.js';
import { Clock } from '../../infrastructure/clock.js';
import { CommandSender } from '../../infrastructure/command-sender.js';
import { GiftCardBalance, PublicGiftCardTemplate, PurchaseGiftCardPayload } from '../gift-cards.models.js';
import { PurchaseGiftCardCommand } from './purchase-gift-card.command.js';

const SHORT_LINK = /^[a-z0-9_-]{1,60}$/;

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class PublicGiftCardsResolver {
  constructor(
    private readonly templates: GiftCardTemplatesQuery,
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    private readonly cards: GiftCardsQuery,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Query(() => GiftCardBalance, { description: "What a gift card code has left at this practice (the booking page's check before booking; nothing is spent)" })
  giftCardBalance(@Args('practiceId', { type: () => ID }) practiceId: string, @Args('code') code: string): Promise<GiftCardBalance> {
    return asPayload({ code: null, balanceCents: null, currency: null }, async () => {
      const key = normaliseGiftCardCode(code);
      if (!isUuid(practiceId) || !key || key.length > 40) throw new DomainError(M.cardNotFound);
      const found = await this.cards.byCode(practiceId.toLowerCase(), key);
      if (!found) throw new DomainError(M.cardNotFound);
      // The card's own stream, not the read model: the balance as of now.
      const card = await storeLoader(this.store).load(giftCardStreamId(found.id), giftCardDecider);
      if (card.status !== 'sold' || card.practiceId !== practiceId.toLowerCase()) throw new DomainError(M.cardNotFound);
      if (card.balanceCents <= 0) throw new DomainError(M.cardUsedUp);
      return { code: maskedGiftCardCode(card.code), balanceCents: card.balanceCents, currency: card.currency };
    });
  }

  @Query(() => [PublicGiftCardTemplate], { description: 'The gift cards a practice sells on its public page (active and online); empty while gift cards are off' })
  async publicGiftCardTemplates(@Args('shortLink') shortLink: string): Promise<PublicGiftCardTemplate[]> {
    if (typeof shortLink !== 'string' || !SHORT_LINK.test(shortLink.toLowerCase())) return [];
    const practice = await this.practices.byShortLink(shortLink.toLowerCase());
    if (!practice || !practiceFlagsOf(practice.flags).giftCardsEnabled || !practice.payments.paymentProvider) return [];
    const currency = practice.payments.currency ?? 'USD';
    return (await this.templates.ofPractice(practice.id, true)).map((t) => ({ id: t.id, amountCents: t.amountCents, amountCurrency: currency, description: t.description }));
  }

  @Mutation(() => PurchaseGiftCardPayload, { description: "Buys a gift card: the card the page confirmed (bookingSetupIntent, then the card form) is charged; the code is e-mailed to the recipient" })
  purchaseGiftCard(
    @Context() ctx: RequestContext,
    @Args('practiceId', { type: () => ID }) practiceId: string,
    @Args('giftCardTemplateId', { type: () => ID }) giftCardTemplateId: string,
    @Args('buyerName') buyerName: string,
    @Args('buyerEmail') buyerEmail: string,
    @Args('recipientName') recipientName: string,
    @Args('recipientEmail') recipientEmail: string,
    @Args('message', { type: () => String, nullable: true }) message?: string | null,
    @Args('setupIntentSecret', { type: () => String, nullable: true }) setupIntentSecret?: string | null,
    @Args('cardSourceId', { type: () => String, nullable: true }) cardSourceId?: string | null,
  ): Promise<PurchaseGiftCardPayload> {
    return asPayload({ giftCard: null }, async () => {
      if (!isUuid(practiceId) || !isUuid(giftCardTemplateId)) throw new NotFoundError(M.templateNotFound);
      const input = { practiceId: practiceId.toLowerCase(), giftCardTemplateId: giftCardTemplateId.toLowerCase(), buyerName, buyerEmail, recipientName, recipientEmail, message, setupIntentSecret, cardSourceId };
      const ctxFor = newCommandContext({ kind: 'visitor' as const, id: 'anonymous', name: String(buyerName ?? '').trim().slice(0, 200) }, this.clock.now(), originOf(ctx));
      const bought = await this.commands.send(new PurchaseGiftCardCommand(input, ctxFor));
      return { giftCard: { code: bought.code, amountCents: bought.amountCents, currency: bought.currency, recipientEmail: input.recipientEmail.trim().toLowerCase() } };
    });
  }
}
