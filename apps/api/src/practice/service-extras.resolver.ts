// The services list's order and each service's photo (spec 002 §7 reorderServices,
// updateServicePhoto / removeServicePhoto): commands on the pro's own practice stream, so another
// practice's service ids are "not found". Photos go through POST /uploads, as event types' do.
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { newCommandContext, DomainError } from '#app/es';
import type { FileStorage } from '#app/integrations';
import { PracticeMessages, type PracticeCommand } from '#app/practice';
import { PracticesQuery, type PracticeDocument } from '#projections';
import { requirePro } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { FILE_STORAGE } from '../group-events/file-storage.provider.js';
import { photoUrlOf } from '../group-events/photo-handle.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { ChangePracticeCommand } from './commands/change-practice/change-practice.command.js';
import { ServicePhotoPayload, ServicePositionInput, ServicesPayload } from './practice.models.js';
import { byFreeFirst, toService } from './practice-view.js';

const MAX_POSITIONS = 25; // the practice's maximum of services

@Resolver()
export class ServiceExtrasResolver {
  constructor(
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  private async change(ctx: RequestContext, change: Extract<PracticeCommand, { type: 'ReorderServices' | 'ChangeServicePhoto' }>): Promise<PracticeDocument> {
    const pro = requirePro(ctx);
    await this.commands.send(new ChangePracticeCommand(pro.practiceId, change, newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx))));
    const doc = await this.practices.byId(pro.practiceId);
    if (!doc) throw new DomainError('Practice not found');
    return doc;
  }

  @Mutation(() => ServicesPayload, { description: 'Orders the paid services: every one once, at positions after the free ones' })
  reorderServices(@Context() ctx: RequestContext, @Args('servicesArray', { type: () => [ServicePositionInput] }) servicesArray: ServicePositionInput[]): Promise<ServicesPayload> {
    requirePro(ctx);
    return asPayload({ services: [] }, async () => {
      if (servicesArray.length > MAX_POSITIONS) throw new DomainError(PracticeMessages.reorderEveryPaidService);
      const doc = await this.change(ctx, { type: 'ReorderServices', servicesArray: servicesArray.map((s) => ({ serviceId: s.id, position: s.position })) });
      return { services: [...doc.services].sort(byFreeFirst).map(toService) };
    });
  }

  @Mutation(() => ServicePhotoPayload, { description: 'Sets the service’s photo to an uploaded image (POST /uploads answers its handle)' })
  updateServicePhoto(
    @Context() ctx: RequestContext,
    @Args('handle') handle: string,
    @Args('serviceId', { type: () => ID }) serviceId: string,
  ): Promise<ServicePhotoPayload> {
    requirePro(ctx);
    return asPayload({ photoUrl: null }, async () => {
      const photoUrl = await photoUrlOf(this.files, handle);
      await this.change(ctx, { type: 'ChangeServicePhoto', serviceId, photoUrl });
      return { photoUrl };
    });
  }

  @Mutation(() => MutationResult)
  removeServicePhoto(@Context() ctx: RequestContext, @Args('serviceId', { type: () => ID }) serviceId: string): Promise<MutationResult> {
    requirePro(ctx);
    return asPayload({}, async () => {
      await this.change(ctx, { type: 'ChangeServicePhoto', serviceId, photoUrl: null });
      return {};
    });
  }
}
