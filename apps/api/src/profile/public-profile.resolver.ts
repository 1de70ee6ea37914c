// The profile on the Practice type: what the public page /{shortLink} shows (headline, about, photo).
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { PracticesQuery } from '#projections';
import { Practice } from '../practice/practice.models.js';
import { PublicProfile } from './profile-details.models.js';
import { toPublicProfile } from './profile-details-view.js';

@Resolver(() => Practice)
export class PublicProfileResolver {
  constructor(private readonly practices: PracticesQuery) {}

  @ResolveField(() => PublicProfile, { description: 'Title, headline, about, location and photo' })
  async profile(@Parent() practice: Practice): Promise<PublicProfile> {
    const doc = await this.practices.byId(practice.id);
    return doc ? toPublicProfile(doc) : { title: null, headline: null, about: null, location: null, photoUrl: null };
  }
}
