// The custom domain (spec 002 §4 "Custom domain", §7 Website calls): the token for the provider's
// flow, the domain saved when that flow finished, its status from the provider (kept a minute;
// fresh: true asks again), delete. Always the caller's own practice; domainStatus answers only for
// the practice's own domain (null for any other). Support accounts are refused (read-only).
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { DomainError, newCommandContext } from '#app/es';
import type { DomainProvider } from '#app/integrations';
import { CustomDomainMessages, dnsRecordsFor, isFinishedDomainFlowStep, normalizeDomain, type DnsTargets } from '#app/website';
import { Inject } from '@nestjs/common';
import { requirePro } from '../../access/require-actor.js';
import { toEventActor } from '../../access/session-actor.js';
import { asPayload, MutationResult } from '../../graphql/payloads.js';
import { originOf, type RequestContext } from '../../graphql/request-context.js';
import { Clock } from '../../infrastructure/clock.js';
import { CommandSender } from '../../infrastructure/command-sender.js';
import { WebsiteReader } from '../website-reader.js';
import { ConnectCustomDomainCommand, DeleteCustomDomainCommand } from './custom-domain.commands.js';
import { CustomDomainPayload, CustomDomainView, DomainProviderTokenPayload } from './custom-domain.models.js';
import { DNS_TARGETS, DOMAIN_PROVIDER } from './domain-provider.js';
import { DomainStatusLookups } from './domain-status.js';

@Resolver()
export class CustomDomainResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly reader: WebsiteReader,
    private readonly lookups: DomainStatusLookups,
    private readonly clock: Clock,
    @Inject(DOMAIN_PROVIDER) private readonly provider: DomainProvider,
    @Inject(DNS_TARGETS) private readonly targets: DnsTargets,
  ) {}

  private async view(practiceId: string): Promise<CustomDomainView | null> {
    const { customDomain } = await this.reader.state(practiceId);
    return customDomain ? { ...customDomain, dnsRecords: dnsRecordsFor(customDomain, this.targets) } : null;
  }

  @Query(() => CustomDomainView, { nullable: true, description: "The signed-in pro's custom domain with the DNS records to set; null when none" })
  customDomain(@Context() ctx: RequestContext): Promise<CustomDomainView | null> {
    return this.view(requirePro(ctx).practiceId);
  }

  @Mutation(() => DomainProviderTokenPayload, { description: "A token that opens the domain provider's flow (purchase or connect) for the practice" })
  domainProviderJwtToken(@Context() ctx: RequestContext): Promise<DomainProviderTokenPayload> {
    const pro = requirePro(ctx);
    return asPayload({ jwtToken: null, provider: null }, async () => {
      const { jwtToken } = await this.provider.issueToken(pro.practiceId);
      return { jwtToken, provider: this.provider.kind };
    });
  }

  @Mutation(() => CustomDomainPayload, { description: 'Saves the domain the provider flow finished with (FINISHED_SUCCESSFULLY or FINISHED_SUCCESSFULLY_MANUAL); one per practice' })
  upsertCustomDomain(
    @Context() ctx: RequestContext,
    @Args('domain') domain: string,
    @Args('step', { type: () => String, nullable: true, description: "The flow's last step, when the portal passes it on: anything but the two FINISHED_ steps saves nothing" }) step?: string | null,
  ): Promise<CustomDomainPayload> {
    const pro = requirePro(ctx);
    return asPayload({ customDomain: null }, async () => {
      if (step !== undefined && step !== null && !isFinishedDomainFlowStep(step)) throw new DomainError(CustomDomainMessages.notFinished);
      const name = normalizeDomain(String(domain ?? ''));
      if (!name) throw new DomainError(CustomDomainMessages.invalidDomain);
      // Only a domain this practice's own provider flow connected: nobody claims another's by its name.
      if ((await this.provider.connectedBy(name)) !== pro.practiceId) throw new DomainError(CustomDomainMessages.notConnectedByYou);
      await this.commands.send(new ConnectCustomDomainCommand(pro.practiceId, String(domain ?? ''), this.context(ctx)));
      const view = await this.view(pro.practiceId);
      if (view) this.lookups.forget(view.domain);
      return { customDomain: view };
    });
  }

  @Mutation(() => MutationResult, { description: "Removes the practice's custom domain" })
  deleteCustomDomain(@Context() ctx: RequestContext): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      const before = await this.reader.state(pro.practiceId);
      await this.commands.send(new DeleteCustomDomainCommand(pro.practiceId, this.context(ctx)));
      if (before.customDomain) this.lookups.forget(before.customDomain.domain);
      return {};
    });
  }

  @Query(() => String, { nullable: true, description: "The provider's status of the practice's own domain ('Activating', 'active', ...); null for a domain that is not the practice's. A provider failure is the error 'Error getting status'" })
  async domainStatus(
    @Context() ctx: RequestContext,
    @Args('domain') domain: string,
    @Args('fresh', { type: () => Boolean, nullable: true, description: 'Ask the provider again instead of the answer kept for a minute (Refresh)' }) fresh?: boolean | null,
  ): Promise<string | null> {
    const pro = requirePro(ctx);
    const { customDomain } = await this.reader.state(pro.practiceId);
    const asked = normalizeDomain(String(domain ?? ''));
    if (!customDomain || !asked || asked !== customDomain.domain) return null;
    const status = await this.lookups.status(customDomain.domain, fresh === true);
    if (status === null) throw new GraphQLError(CustomDomainMessages.statusFailed, { extensions: { code: 'DOMAIN_STATUS_FAILED' } });
    return status;
  }

  private context(ctx: RequestContext) {
    return newCommandContext(toEventActor(requirePro(ctx)), this.clock.now(), originOf(ctx));
  }
}
