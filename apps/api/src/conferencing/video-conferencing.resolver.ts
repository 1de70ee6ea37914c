// The conferencing page's calls (spec 002 §3, §7 deactivateVideoConferencing) for the signed-in
// pro's own practice, only where staff turned conferencingEnabled on: otherwise the query is
// refused and the mutations answer the same clear error. Connecting goes through the provider's
// authorization page; in embedded mode that page is the portal's own
// (/portal/settings/conferencing/zoom/authorize) and its approval is approveSimulatedVideoConferencing.
import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { DomainError, newCommandContext } from '#app/es';
import { SimulatedZoom, type VideoConferencingProvider } from '#app/integrations';
import { conferencingServicesOf, CONFERENCING_PROVIDERS, practiceFlagsOf, VideoConferencingMessages, type ConferencingProvider, type VideoConferencingChange } from '#app/practice';
import { PracticesQuery, type PracticeDocument } from '#projections';
import { requirePro, type ProActor } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { ChangePracticeCommand } from '../practice/commands/change-practice/change-practice.command.js';
import { Practice } from '../practice/practice.models.js';
import { ConferencingTokens } from './conferencing-tokens.js';
import { VIDEO_CONFERENCING } from './conferencing.tokens.js';
import { ConferencingConnectionPayload, ConferencingService, VideoConferencingView } from './video-conferencing.models.js';
import { videoConferencingOf } from './video-conferencing-view.js';

const providerNamed = (name: string): ConferencingProvider => {
  if (!(CONFERENCING_PROVIDERS as readonly string[]).includes(name)) throw new DomainError(VideoConferencingMessages.unknownProvider);
  return name as ConferencingProvider;
};

@Resolver()
export class VideoConferencingResolver {
  constructor(
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    private readonly tokens: ConferencingTokens,
    @Inject(VIDEO_CONFERENCING) private readonly provider: VideoConferencingProvider,
  ) {}

  private get mode(): 'simulated' | 'live' {
    return this.provider.kind === 'simulated' ? 'simulated' : 'live';
  }

  /** The pro's practice where conferencing is enabled; a DomainError otherwise. */
  private async enabledPractice(practiceId: string): Promise<PracticeDocument> {
    const practice = await this.practices.byId(practiceId);
    if (!practice || !practiceFlagsOf(practice.flags).conferencingEnabled) throw new DomainError(VideoConferencingMessages.disabled);
    return practice;
  }

  private async view(practiceId: string): Promise<VideoConferencingView> {
    return videoConferencingOf(await this.enabledPractice(practiceId), this.mode);
  }

  private change(ctx: RequestContext, pro: ProActor, change: VideoConferencingChange) {
    return this.commands.send(new ChangePracticeCommand(pro.practiceId, { type: 'ChangeVideoConferencing', change }, newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx))));
  }

  @Query(() => VideoConferencingView, { description: 'Zoom on the conferencing page; refused unless conferencingEnabled' })
  async videoConferencing(@Context() ctx: RequestContext): Promise<VideoConferencingView> {
    const pro = requirePro(ctx);
    try {
      return await this.view(pro.practiceId);
    } catch (error) {
      if (error instanceof DomainError) throw new GraphQLError(error.message, { extensions: { code: 'FORBIDDEN' } });
      throw error;
    }
  }

  @Mutation(() => ConferencingConnectionPayload, { description: "The pro's approval on the embedded Zoom's authorization page (embedded mode only)" })
  approveSimulatedVideoConferencing(@Context() ctx: RequestContext, @Args('provider') provider: string): Promise<ConferencingConnectionPayload> {
    const pro = requirePro(ctx);
    return asPayload<ConferencingConnectionPayload>({ videoConferencing: null }, async () => {
      const name = providerNamed(provider);
      await this.enabledPractice(pro.practiceId);
      if (!(this.provider instanceof SimulatedZoom)) throw new DomainError('Zoom is connected at Zoom itself in this deployment.');
      const { accessToken, account } = this.provider.approve({ name: pro.name, email: pro.email });
      await this.tokens.save(pro.practiceId, name, account.accountId, accessToken);
      await this.change(ctx, pro, { kind: 'Authorized', provider: name, ...account });
      return { videoConferencing: await this.view(pro.practiceId) };
    });
  }

  @Mutation(() => ConferencingConnectionPayload, { description: "Disconnects the provider: virtual appointments go back to the location's own link" })
  deactivateVideoConferencing(@Context() ctx: RequestContext, @Args('provider') provider: string): Promise<ConferencingConnectionPayload> {
    const pro = requirePro(ctx);
    return asPayload<ConferencingConnectionPayload>({ videoConferencing: null }, async () => {
      const name = providerNamed(provider);
      await this.change(ctx, pro, { kind: 'Deactivate', provider: name });
      await this.tokens.remove(pro.practiceId, name);
      return { videoConferencing: await this.view(pro.practiceId) };
    });
  }
}

/** practice.conferencingServices (spec 002 §3): [] where conferencing is off or nothing is connected. */
@Resolver(() => Practice)
export class PracticeConferencingResolver {
  constructor(private readonly practices: PracticesQuery) {}

  @ResolveField(() => [ConferencingService])
  async conferencingServices(@Parent() practice: Practice): Promise<ConferencingService[]> {
    const doc = await this.practices.byId(practice.id);
    return doc && practiceFlagsOf(doc.flags).conferencingEnabled ? conferencingServicesOf(doc.conferencing) : [];
  }
}
