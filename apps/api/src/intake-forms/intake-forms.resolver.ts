// The pro's intake form calls (spec 002 §7 upsertIntakeForm / upsertIntakeFormTheme, 001 §7
// sendIntakeForm) and the designer's read. Own practice only; refused while the practice's
// clientNotesEnabled flag is off (the deciders say so; the read checks it here).
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { randomBytes } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { ClientMessages } from '#app/clients';
import { newCommandContext, NotFoundError } from '#app/es';
import { IntakeMessages } from '#app/intake-forms';
import { defaultPracticeFlags } from '#app/practice';
import { IntakeFormDesignsQuery, PracticesQuery } from '#projections';
import { requirePro, type ProActor } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { isClientId } from '../clients/client-access.js';
import { ChangeIntakeFormCommand } from './commands/change-intake-form/change-intake-form.command.js';
import { SendIntakeFormCommand } from './commands/send-intake-form/send-intake-form.command.js';
import { IntakeFormDesign, IntakeFormPayload } from './intake-forms.models.js';

/** 24 random bytes: 32 URL-safe characters nobody guesses. */
const newUniqueId = () => randomBytes(24).toString('base64url');

@Resolver()
export class IntakeFormsResolver {
  constructor(
    private readonly designs: IntakeFormDesignsQuery,
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  private context(ctx: RequestContext, pro: ProActor) {
    return newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
  }

  @Query(() => IntakeFormDesign, { description: "The logged-in pro's intake form (the designer at /portal/settings/intake_forms)" })
  async intakeForm(@Context() ctx: RequestContext): Promise<IntakeFormDesign> {
    const pro = requirePro(ctx);
    const practice = await this.practices.byId(pro.practiceId);
    if (!practice || !{ ...defaultPracticeFlags, ...practice.flags }.clientNotesEnabled) {
      throw new GraphQLError(IntakeMessages.disabled, { extensions: { code: 'FEATURE_DISABLED' } });
    }
    const { data, theme, saveNo, savedAt } = await this.designs.ofPractice(pro.practiceId);
    return { data, theme, saveNo, savedAt };
  }

  @Mutation(() => IntakeFormPayload, { description: 'Saves the form (SurveyJS JSON); saveNo is the save it changes (a stale one changes nothing)' })
  upsertIntakeForm(
    @Context() ctx: RequestContext,
    @Args('data') data: string,
    @Args('saveNo', { type: () => Int }) saveNo: number,
  ): Promise<IntakeFormPayload> {
    const pro = requirePro(ctx);
    return asPayload({ saveNo: null }, async () => {
      await this.commands.send(new ChangeIntakeFormCommand(pro.practiceId, { type: 'UpsertIntakeForm', data, saveNo, now: this.clock.now() }, this.context(ctx, pro)));
      return { saveNo: (await this.designs.ofPractice(pro.practiceId)).saveNo };
    });
  }

  @Mutation(() => MutationResult, { description: 'Saves the intake form theme (a SurveyJS theme, JSON)' })
  upsertIntakeFormTheme(@Context() ctx: RequestContext, @Args('data') data: string): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      await this.commands.send(new ChangeIntakeFormCommand(pro.practiceId, { type: 'UpsertIntakeFormTheme', data, now: this.clock.now() }, this.context(ctx, pro)));
      return {};
    });
  }

  @Mutation(() => MutationResult, { description: 'E-mails the client a link to the intake form' })
  sendIntakeForm(@Context() ctx: RequestContext, @Args('clientId', { type: () => ID }) clientId: string): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      if (!isClientId(clientId)) throw new NotFoundError(ClientMessages.notFound);
      await this.commands.send(new SendIntakeFormCommand(pro.practiceId, clientId, newUniqueId(), this.context(ctx, pro)));
      return {};
    });
  }
}
