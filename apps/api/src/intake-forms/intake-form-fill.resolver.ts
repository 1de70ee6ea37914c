// What a client reaches with the unguessable id of their intake form link (/m/intake/{uniqueId}):
// the form as it was sent, and saving their answers. Answered from the intake-requests read model;
// an unknown id gets nothing. Rate limited like every token call.
import { UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { isLinkToken, newCommandContext, NotFoundError } from '#app/es';
import { IntakeMessages } from '#app/intake-forms';
import { defaultPracticeFlags } from '#app/practice';
import { IntakeFormDesignsQuery, IntakeRequestsQuery, PracticesQuery, type IntakeRequestDocument } from '#projections';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { SaveIntakeFormResponseCommand } from './commands/save-intake-form-response/save-intake-form-response.command.js';
import { IntakeFormFill } from './intake-forms.models.js';


@UseGuards(GqlThrottlerGuard)
@Resolver()
export class IntakeFormFillResolver {
  constructor(
    private readonly requests: IntakeRequestsQuery,
    private readonly designs: IntakeFormDesignsQuery,
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  private async byUniqueId(uniqueId: string): Promise<IntakeRequestDocument | null> {
    return isLinkToken(uniqueId) ? this.requests.byUniqueId(uniqueId) : null;
  }

  @Query(() => IntakeFormFill, { nullable: true, description: 'The intake form a link brings a client (null: no such link)' })
  async intakeFormByUniqueId(@Args('uniqueId') uniqueId: string): Promise<IntakeFormFill | null> {
    const request = await this.byUniqueId(uniqueId);
    if (!request) return null;
    const practice = await this.practices.byId(request.practiceId);
    if (!practice) return null;
    if (!{ ...defaultPracticeFlags, ...practice.flags }.clientNotesEnabled) {
      throw new GraphQLError(IntakeMessages.disabled, { extensions: { code: 'FEATURE_DISABLED' } });
    }
    // The form as it was sent, not as it may have been changed since: the client answers the
    // questions the pro chose to send them, and the answers are shown beside those same questions.
    // The theme is the practice's current one (it only changes the look).
    const completed = request.submittedAt !== null;
    return {
      uniqueId: request.id,
      completed,
      form: completed ? null : request.form,
      theme: (await this.designs.ofPractice(request.practiceId)).theme,
      practiceName: practice.name,
      practiceUrl: `/${practice.shortLink}`,
    };
  }

  @Mutation(() => MutationResult, { description: "The client's answers (SurveyJS result data, JSON text) to the form of their link" })
  saveIntakeFormResponse(
    @Context() ctx: RequestContext,
    @Args('uniqueId') uniqueId: string,
    @Args('formData') formData: string,
  ): Promise<MutationResult> {
    return asPayload({}, async () => {
      const request = await this.byUniqueId(uniqueId);
      if (!request) throw new NotFoundError(IntakeMessages.notFound);
      const actor = { kind: 'client' as const, id: request.clientId };
      const command = new SaveIntakeFormResponseCommand(request.practiceId, request.clientId, request.id, formData, newCommandContext(actor, this.clock.now(), originOf(ctx)));
      await this.commands.send(command);
      return {};
    });
  }
}
