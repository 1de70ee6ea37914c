// The profile status sidebar (spec 002 §7 "ProfileStatusData"): the status and its steps computed
// from the read models, and the one-time completed modal's dismissal.
import { Logger } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { isUuid, newCommandContext } from '#app/es';
import { profileStatus } from '#app/profile';
import { canRead, requirePro, requireReader } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { ChangeProfileCommand } from './commands/change-profile/change-profile.command.js';
import { ProfileStatusData } from './profile.models.js';
import { ProfileReader } from './profile-reader.js';

@Resolver()
export class ProfileStatusResolver {
  private readonly logger = new Logger('SupportAudit');

  constructor(
    private readonly commands: CommandSender,
    private readonly reader: ProfileReader,
    private readonly clock: Clock,
  ) {}

  @Query(() => ProfileStatusData, { nullable: true, description: "The practice's profile status and steps. Support staff name the practice." })
  async profileStatusData(@Context() ctx: RequestContext, @Args('practiceId', { type: () => ID, nullable: true }) practiceId?: string | null): Promise<ProfileStatusData | null> {
    const reader = requireReader(ctx);
    const id = reader.kind === 'pro' ? reader.practiceId : practiceId;
    if (!id || !isUuid(id) || !canRead(reader, id)) return null;
    if (reader.kind === 'support') this.logger.log(`support ${reader.email} (${reader.accountId}) read the profile status of practice ${id}`);
    const { facts, firstName, profileUrl } = await this.reader.statusInputs(id.toLowerCase());
    const status = profileStatus(facts);
    return { ...status, practitionerFirstName: firstName, profileUrl, showCompletedModal: reader.kind === 'pro' && status.showCompletedModal, showTermsModal: false };
  }

  @Mutation(() => MutationResult, { description: 'The pro closed the one-time "profile complete" modal' })
  dismissProfileCompletedModal(@Context() ctx: RequestContext): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      const context = newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
      await this.commands.send(new ChangeProfileCommand({ type: 'DismissCompletedModal', practiceId: pro.practiceId }, context));
      return {};
    });
  }
}
