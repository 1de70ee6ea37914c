// The profile details (issue 17; spec 002 §7 updateInfo, updateUserPhoto, updatePracticeDetails) on the
// practice stream, the places search (the places port, exported for practitioner search) and the
// public page's profile. The credentials, gallery and status are ProfileModule's (profile.module.ts).
import { Module } from '@nestjs/common';
import { fileStorageProvider } from '../group-events/file-storage.provider.js';
import { ChangeProfileDetailsHandler } from './commands/change-profile-details/change-profile-details.handler.js';
import { placesProvider } from './places.provider.js';
import { ProfileDetailsResolver } from './profile-details.resolver.js';
import { PublicProfileResolver } from './public-profile.resolver.js';

@Module({ providers: [ProfileDetailsResolver, PublicProfileResolver, ChangeProfileDetailsHandler, placesProvider, fileStorageProvider], exports: [placesProvider] })
export class ProfileDetailsModule {}
