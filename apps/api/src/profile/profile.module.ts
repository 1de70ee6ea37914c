// The profile's credentials, photo gallery and status (issue 17; spec 002 §2 "Profile area").
// Files (credential documents, photos) go through the group events' uploads and file storage; the
// credential form's credential and issuer lists are searched in the search index.
import { Module } from '@nestjs/common';
import { GroupEventsModule } from '../group-events/group-events.module.js';
import { SearchModule } from '../search/search.module.js';
import { ChangeProfileHandler } from './commands/change-profile/change-profile.handler.js';
import { CredentialsResolver } from './credentials.resolver.js';
import { GalleryResolver } from './gallery.resolver.js';
import { PublicCredentialsResolver } from './public-credentials.resolver.js';
import { ProfileReader } from './profile-reader.js';
import { ProfileStatusResolver } from './profile-status.resolver.js';

@Module({
  imports: [GroupEventsModule, SearchModule],
  providers: [ChangeProfileHandler, ProfileReader, CredentialsResolver, GalleryResolver, ProfileStatusResolver, PublicCredentialsResolver],
})
export class ProfileModule {}
