import { Module } from '@nestjs/common';
import { fileStorageProvider } from '../group-events/file-storage.provider.js';
import { ChangeProfileHandler } from './commands/change-profile/change-profile.handler.js';
import { placesProvider } from './places.provider.js';
import { ProfileResolver } from './profile.resolver.js';
import { PublicProfileResolver } from './public-profile.resolver.js';

@Module({ providers: [ProfileResolver, PublicProfileResolver, ChangeProfileHandler, placesProvider, fileStorageProvider], exports: [placesProvider] })
export class ProfileModule {}
