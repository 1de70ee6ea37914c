// The pro's gift cards (spec 002 §2, §7): templates (list, upsertGiftCardTemplate), the Activity
// tab (sales and redemptions), and redeeming a card by its code. Gated by giftCardsEnabled; another
// practice's templates and cards are "not found".
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import { DomainError, isUuid, newCommandContext, NotFoundError } from '#app/es';
import { GiftCardMessages as M, normaliseGiftCardCode } from '#app/gift-cards';
import { practiceFlagsOf } from '#app/practice';
import { GiftCardsQuery, GiftCardTemplatesQuery, PracticesQuery, type GiftCardTemplateDocument } from '#projections';
import { requirePro, type ProActor } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { RedeemGiftCardCommand } from './commands/redeem-gift-card/redeem-gift-card.command.js';
import { SaveGiftCardTemplateCommand } from './commands/save-gift-card-template/save-gift-card-template.command.js';
import { giftCardActivity } from './gift-card-activity.js';
import { GiftCardActivity, GiftCardTemplate, GiftCardTemplatePayload, RedeemGiftCardPayload } from './gift-cards.models.js';

export const toGiftCardTemplate = (doc: GiftCardTemplateDocument, currency: string): GiftCardTemplate => ({
  id: doc.id, amountCents: doc.amountCents, amountCurrency: currency, description: doc.description, active: doc.active, public: doc.public,
});

@Resolver()
export class GiftCardsResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly templates: GiftCardTemplatesQuery,
    private readonly cards: GiftCardsQuery,
    private readonly practices: PracticesQuery,
    private readonly clock: Clock,
  ) {}

  private context(ctx: RequestContext, pro: ProActor) {
    return newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
  }

  /** The pro's practice currency, once gift cards are on for it (a clear error otherwise). */
  private async allowed(pro: ProActor): Promise<string> {
    const practice = await this.practices.byId(pro.practiceId);
    if (!practice || !practiceFlagsOf(practice.flags).giftCardsEnabled) throw new GraphQLError(M.disabled, { extensions: { code: 'FORBIDDEN' } });
    return practice.payments.currency ?? 'USD';
  }

  @Query(() => [GiftCardTemplate], { description: "The practice's gift card templates, by amount" })
  async giftCardTemplates(@Context() ctx: RequestContext): Promise<GiftCardTemplate[]> {
    const pro = requirePro(ctx);
    const currency = await this.allowed(pro);
    return (await this.templates.ofPractice(pro.practiceId)).map((doc) => toGiftCardTemplate(doc, currency));
  }

  @Query(() => [GiftCardActivity], { description: 'The Activity tab: every sale and redemption of the practice’s gift cards, newest first' })
  async giftCardActivity(@Context() ctx: RequestContext): Promise<GiftCardActivity[]> {
    const pro = requirePro(ctx);
    await this.allowed(pro);
    return giftCardActivity(await this.cards.ofPractice(pro.practiceId));
  }

  @Mutation(() => GiftCardTemplatePayload, { description: 'Creates a gift card template, or changes it when id is given (amount in whole dollars; active and public default true)' })
  upsertGiftCardTemplate(
    @Context() ctx: RequestContext,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
    @Args('amountCents', { type: () => Int, nullable: true }) amountCents?: number | null,
    @Args('description', { type: () => String, nullable: true }) description?: string | null,
    @Args('active', { type: () => Boolean, nullable: true }) active?: boolean | null,
    @Args('public', { type: () => Boolean, nullable: true }) isPublic?: boolean | null,
  ): Promise<GiftCardTemplatePayload> {
    const pro = requirePro(ctx);
    return asPayload({ giftCardTemplate: null }, async () => {
      if (id && !isUuid(id)) throw new NotFoundError(M.templateNotFound);
      const giftCardTemplateId = id ? id.toLowerCase() : randomUUID();
      const input = { giftCardTemplateId, practiceId: pro.practiceId, amountCents, description, active, public: isPublic };
      await this.commands.send(new SaveGiftCardTemplateCommand(input, this.context(ctx, pro)));
      const doc = await this.templates.byId(giftCardTemplateId);
      if (!doc || doc.practiceId !== pro.practiceId) throw new NotFoundError(M.templateNotFound);
      const practice = await this.practices.byId(pro.practiceId);
      return { giftCardTemplate: toGiftCardTemplate(doc, practice?.payments.currency ?? 'USD') };
    });
  }

  @Mutation(() => RedeemGiftCardPayload, { description: 'Spends part of a gift card by its code (at the desk); never more than its balance' })
  redeemGiftCard(@Context() ctx: RequestContext, @Args('code') code: string, @Args('amountCents', { type: () => Int }) amountCents: number): Promise<RedeemGiftCardPayload> {
    const pro = requirePro(ctx);
    return asPayload({ balanceCents: null }, async () => {
      await this.allowed(pro).catch(() => { throw new DomainError(M.disabled); });
      const card = await this.cards.byCode(pro.practiceId, normaliseGiftCardCode(code));
      if (!card) throw new DomainError(M.cardNotFound);
      const redemption = { giftCardId: card.id, practiceId: pro.practiceId, redemptionId: randomUUID(), appointmentId: null, amountCents };
      const outcome = await this.commands.send(new RedeemGiftCardCommand(redemption, this.context(ctx, pro)));
      const redeemed = outcome.events.find((e) => e.type === 'GiftCardRedeemed');
      return { balanceCents: (redeemed?.data as { balanceCents?: number } | undefined)?.balanceCents ?? null };
    });
  }
}
