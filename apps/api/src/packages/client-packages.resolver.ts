// Client.openPackages (spec 000 §3, 001 §3): the packages sold to the client that still have
// sessions, read from the client_packages projection. The client itself was already read with its
// access check; the reader answers nothing for another practice's client.
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientPackagesQuery } from '#projections';
import { canRead, requireReader } from '../access/require-actor.js';
import { Client } from '../clients/client.models.js';
import type { RequestContext } from '../graphql/request-context.js';
import { OpenPackage } from './packages.models.js';

@Resolver(() => Client)
export class ClientPackagesResolver {
  constructor(private readonly packages: ClientPackagesQuery) {}

  @ResolveField(() => [OpenPackage], { description: 'Packages sold to the client with sessions remaining, oldest first' })
  async openPackages(@Context() ctx: RequestContext, @Parent() client: Client): Promise<OpenPackage[]> {
    if (!canRead(requireReader(ctx), client.practiceId)) return [];
    const rows = await this.packages.openPackagesOf(client.practiceId, client.id);
    return rows.map(({ id, serviceId, name, sessionsRemaining, numberOfSessions, createdAt }) => ({ id, serviceId, name, sessionsRemaining, numberOfSessions, createdAt }));
  }
}
