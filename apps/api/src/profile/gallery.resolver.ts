// The pro's photo gallery (spec 002 §7 "Profile"): add uploaded images (up to 10 at a time),
// remove one, reorder, each photo's alt text; and the gallery of a practice's public page by its short link.
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { randomUUID } from 'node:crypto';
import { DomainError, isUuid, newCommandContext, NotFoundError } from '#app/es';
import type { FileStorage } from '#app/integrations';
import { MAX_IMAGES_PER_UPLOAD, ProfileMessages as M, type ProfileCommand } from '#app/profile';
import { requirePro, type ProActor } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { FILE_STORAGE } from '../group-events/file-storage.provider.js';
import { photoUrlOf } from '../group-events/photo-handle.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { ChangeProfileCommand } from './commands/change-profile/change-profile.command.js';
import { GalleryImage, GalleryImagesPayload } from './profile.models.js';
import { ProfileReader } from './profile-reader.js';

const knownId = (id: unknown): string => {
  if (!isUuid(id)) throw new NotFoundError(M.photoNotFound);
  return id.toLowerCase();
};

@Resolver()
export class GalleryResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly reader: ProfileReader,
    private readonly clock: Clock,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  private send(ctx: RequestContext, pro: ProActor, command: ProfileCommand) {
    return this.commands.send(new ChangeProfileCommand(command, newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx))));
  }

  @Query(() => [GalleryImage], { description: "The pro's gallery, in order" })
  galleryImages(@Context() ctx: RequestContext): Promise<GalleryImage[]> {
    return this.reader.gallery(requirePro(ctx).practiceId);
  }

  @Query(() => [GalleryImage], { description: "A practice's public gallery by its short link (empty when unknown)" })
  publicGalleryImages(@Args('shortLink') shortLink: string): Promise<GalleryImage[]> {
    return this.reader.publicGallery(shortLink);
  }

  @Mutation(() => GalleryImagesPayload, { description: 'Adds uploaded images (POST /uploads handles), up to 10 at a time' })
  addGalleryImage(@Context() ctx: RequestContext, @Args('handles', { type: () => [String] }) handles: string[]): Promise<GalleryImagesPayload> {
    const pro = requirePro(ctx);
    return asPayload({ galleryImages: [] }, async () => {
      if (handles.length > MAX_IMAGES_PER_UPLOAD) throw new DomainError(M.tooManyPerUpload);
      const images = [];
      for (const handle of handles) images.push({ galleryImageId: randomUUID(), photoUrl: await photoUrlOf(this.files, handle) });
      await this.send(ctx, pro, { type: 'AddGalleryImages', practiceId: pro.practiceId, images });
      return { galleryImages: await this.reader.gallery(pro.practiceId) };
    });
  }

  @Mutation(() => MutationResult)
  removeGalleryImage(@Context() ctx: RequestContext, @Args('galleryId', { type: () => ID }) galleryId: string): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      await this.send(ctx, pro, { type: 'RemoveGalleryImage', practiceId: pro.practiceId, galleryImageId: knownId(galleryId) });
      return {};
    });
  }

  @Mutation(() => MutationResult, { description: "Every gallery image's id in the new order" })
  reorderGalleryImages(@Context() ctx: RequestContext, @Args('photosArray', { type: () => [ID] }) photosArray: string[]): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      const galleryImageIds = photosArray.map((id) => (isUuid(id) ? id.toLowerCase() : id));
      await this.send(ctx, pro, { type: 'ReorderGalleryImages', practiceId: pro.practiceId, galleryImageIds });
      return {};
    });
  }

  @Mutation(() => MutationResult, { description: "A gallery photo's alt text (blank clears it; at most 250 characters)" })
  updateGalleryImageAltText(
    @Context() ctx: RequestContext,
    @Args('galleryId', { type: () => ID }) galleryId: string,
    @Args('altText', { type: () => String, nullable: true }) altText?: string | null,
  ): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      await this.send(ctx, pro, { type: 'ChangeGalleryImageAltText', practiceId: pro.practiceId, galleryImageId: knownId(galleryId), altText: altText ?? null });
      return {};
    });
  }
}
