// The pro's payment settings (spec 001 §7 updatePaymentSettings; 002 §7 updatePracticePaymentProvider,
// updatePracticeCurrency, updatePracticeAcceptsTips, updatePracticeOfflineOptions, updatePaypalSettings),
// each a change on the practice stream decided by changePaymentSettings (libs/practice), which
// checks it against the provider accounts (payment-connections.decide.ts).
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DomainError, newCommandContext } from '#app/es';
import type { Currency, PaymentSettings } from '#app/practice';
import { PracticesQuery } from '#projections';
import { requirePro } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { ChangePracticeCommand } from '../practice/commands/change-practice/change-practice.command.js';
import { OfflineOptionsInput, PaymentSettingsInput, PaymentSettingsPayload, PaymentSettingsView } from './payment-settings.models.js';

const given = <T extends object>(input: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Partial<{ [K in keyof T]: NonNullable<T[K]> }>;

@Resolver()
export class PaymentSettingsResolver {
  constructor(
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  @Query(() => PaymentSettingsView)
  async paymentSettings(@Context() ctx: RequestContext): Promise<PaymentSettingsView> {
    const pro = requirePro(ctx);
    const practice = await this.practices.byId(pro.practiceId);
    if (!practice) throw new DomainError('Practice not found');
    return practice.payments;
  }

  private change(ctx: RequestContext, data: Partial<PaymentSettings>): Promise<PaymentSettingsPayload> {
    const pro = requirePro(ctx);
    return asPayload<PaymentSettingsPayload>(
      { paymentSettings: null, error: null },
      async () => {
        const context = newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
        await this.commands.send(new ChangePracticeCommand(pro.practiceId, { type: 'UpdatePaymentSettings', data }, context));
        const practice = await this.practices.byId(pro.practiceId);
        return { paymentSettings: practice?.payments ?? null, error: null };
      },
      (error) => ({ error: error.message }),
    );
  }

  @Mutation(() => PaymentSettingsPayload)
  updatePaymentSettings(@Context() ctx: RequestContext, @Args('input') input: PaymentSettingsInput): Promise<PaymentSettingsPayload> {
    return this.change(ctx, given(input));
  }

  @Mutation(() => PaymentSettingsPayload, { description: "The active card provider: 'stripe' or 'square'" })
  updatePracticePaymentProvider(@Context() ctx: RequestContext, @Args('provider') provider: string): Promise<PaymentSettingsPayload> {
    return this.change(ctx, { paymentProvider: provider as PaymentSettings['paymentProvider'] });
  }

  @Mutation(() => PaymentSettingsPayload, { description: "'USD' or 'CAD'; only for a practice with currencyEnabled" })
  updatePracticeCurrency(@Context() ctx: RequestContext, @Args('currency') currency: string): Promise<PaymentSettingsPayload> {
    return this.change(ctx, { currency: currency as Currency });
  }

  @Mutation(() => PaymentSettingsPayload)
  updatePracticeAcceptsTips(@Context() ctx: RequestContext, @Args('acceptsTips') acceptsTips: boolean): Promise<PaymentSettingsPayload> {
    return this.change(ctx, { acceptsTips });
  }

  @Mutation(() => PaymentSettingsPayload)
  updatePracticeOfflineOptions(@Context() ctx: RequestContext, @Args('input') input: OfflineOptionsInput): Promise<PaymentSettingsPayload> {
    return this.change(ctx, given(input));
  }

  @Mutation(() => PaymentSettingsPayload)
  updatePaypalSettings(
    @Context() ctx: RequestContext,
    @Args('paypalActive', { type: () => Boolean, nullable: true }) paypalActive?: boolean | null,
    @Args('venmoActive', { type: () => Boolean, nullable: true }) venmoActive?: boolean | null,
  ): Promise<PaymentSettingsPayload> {
    return this.change(ctx, given({ paypalActive, venmoActive }));
  }
}
