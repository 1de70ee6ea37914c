import { Inject } from '@nestjs/common';
import { Context, Query, Resolver } from '@nestjs/graphql';
import type { PracticeDocument } from '#projections';
import { requirePro } from '../access/require-actor.js';
import type { RequestContext } from '../graphql/request-context.js';
import type { Persistence } from '../infrastructure/persistence.js';
import { PERSISTENCE } from '../infrastructure/tokens.js';
import { Practice } from './practice.models.js';

export const toPractice = (doc: PracticeDocument): Practice => ({
  id: doc.id,
  name: doc.name,
  shortLink: doc.shortLink,
  timeZone: doc.timeZone,
  instantClientApproval: doc.settings.instantClientApproval,
  services: doc.services.map((s) => ({ id: s.serviceId, name: s.name, description: s.description, timeLength: s.timeLength, amountCents: s.amountCents, addOn: s.addOn })),
  locations: doc.locations.map((l) => ({ id: l.locationId, name: l.name, kind: l.kind, timeZone: l.timeZone, address: l.address })),
  user: { name: doc.owner.name, email: doc.owner.email, phone: doc.owner.phone },
});

@Resolver(() => Practice)
export class PracticeResolver {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  @Query(() => Practice, { nullable: true, description: "The logged-in pro's practice" })
  async currentPractice(@Context() ctx: RequestContext): Promise<Practice | null> {
    const pro = requirePro(ctx);
    const doc = await this.persistence.documents.collection<PracticeDocument>('practices').get(pro.practiceId);
    return doc ? toPractice(doc) : null;
  }
}
