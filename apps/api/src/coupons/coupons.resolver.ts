// The pro's coupons (spec 002 §5, §7): list, upsertDiscountCode, deleteDiscountCode, gated by the
// practice's discountCodesEnabled flag. Another practice's ids are "not found".
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { randomUUID } from 'node:crypto';
import { CouponMessages as M } from '#app/coupons';
import { isUuid, newCommandContext, NotFoundError } from '#app/es';
import { CouponsQuery, type CouponDocument } from '#projections';
import { requirePro, requireReader, type ProActor } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { DeleteCouponCommand } from './commands/delete-coupon/delete-coupon.command.js';
import { SaveCouponCommand } from './commands/save-coupon/save-coupon.command.js';
import { DiscountCode, DiscountCodePayload, UpsertDiscountCodeInput } from './coupons.models.js';

const knownCouponId = (id: unknown): string => {
  if (!isUuid(id)) throw new NotFoundError(M.couponNotFound);
  return id.toLowerCase();
};

const toDiscountCode = ({ practiceId: _p, createdAt: _c, updatedAt: _u, ...doc }: CouponDocument): DiscountCode => doc;

@Resolver()
export class CouponsResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly coupons: CouponsQuery,
    private readonly clock: Clock,
  ) {}

  private context(ctx: RequestContext, pro: ProActor) {
    return newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
  }

  @Query(() => [DiscountCode], { description: "The practice's coupons, newest first (support names the practice; a pro always reads their own)" })
  async discountCodes(@Context() ctx: RequestContext, @Args('practiceId', { type: () => ID, nullable: true }) practiceId?: string | null): Promise<DiscountCode[]> {
    const reader = requireReader(ctx);
    const id = reader.kind === 'pro' ? reader.practiceId : practiceId;
    if (!isUuid(id)) return [];
    return (await this.coupons.ofPractice(id.toLowerCase())).map(toDiscountCode);
  }

  @Mutation(() => DiscountCodePayload, { description: 'Creates a coupon, or changes it when id is given (not once redeemed)' })
  upsertDiscountCode(@Context() ctx: RequestContext, @Args('input') input: UpsertDiscountCodeInput): Promise<DiscountCodePayload> {
    const pro = requirePro(ctx);
    return asPayload({ discountCode: null }, async () => {
      const { id, ...fields } = input;
      const discountCodeId = id ? knownCouponId(id) : randomUUID();
      await this.commands.send(new SaveCouponCommand({ ...fields, discountCodeId, practiceId: pro.practiceId }, this.context(ctx, pro)));
      const doc = await this.coupons.byId(discountCodeId);
      if (!doc || doc.practiceId !== pro.practiceId) throw new NotFoundError(M.couponNotFound);
      return { discountCode: toDiscountCode(doc) };
    });
  }

  @Mutation(() => MutationResult)
  deleteDiscountCode(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      await this.commands.send(new DeleteCouponCommand(knownCouponId(id), pro.practiceId, this.context(ctx, pro)));
      return {};
    });
  }
}
