// The pro's changes to services, locations and booking settings (spec 002 §7), each a command
// on the practice stream, answered after the practices read model has caught up.
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { randomUUID } from 'node:crypto';
import { DomainError, newCommandContext } from '#app/es';
import type { FileStorage } from '#app/integrations';
import type { LocationDefinition, LocationKind, PracticeCommand } from '#app/practice';
import { PracticesQuery, type PracticeDocument } from '#projections';
import { requirePro } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { FILE_STORAGE } from '../group-events/file-storage.provider.js';
import { photoUrlOf } from '../group-events/photo-handle.js';
import { ChangePracticeCommand } from './commands/change-practice/change-practice.command.js';
import {
  BookingSettingsInput, BookingSettingsPayload, LocationPayload, ServicePayload, UpsertLocationInput, UpsertServiceInput,
} from './practice.models.js';
import { toLocation, toService } from './practice-view.js';

const KINDS: LocationKind[] = ['office', 'home', 'virtual'];

export const parseHours = (text: string | null | undefined): LocationDefinition['availableTimes'] => {
  if (text === null || text === undefined || text === '') return undefined;
  if (text.length > 20_000) throw new DomainError('The opening hours are too long.');
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError('The opening hours could not be read.');
  }
};

@Resolver()
export class PracticeManagementResolver {
  constructor(
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  /** Sends the change and returns the practice as the read model now has it. */
  private async change(ctx: RequestContext, change: ConstructorParameters<typeof ChangePracticeCommand>[1]): Promise<PracticeDocument> {
    const pro = requirePro(ctx);
    const context = newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
    await this.commands.send(new ChangePracticeCommand(pro.practiceId, change, context));
    const doc = await this.practices.byId(pro.practiceId);
    if (!doc) throw new DomainError('Practice not found');
    return doc;
  }

  @Mutation(() => ServicePayload)
  upsertService(@Context() ctx: RequestContext, @Args('input') input: UpsertServiceInput): Promise<ServicePayload> {
    requirePro(ctx);
    const serviceId = input.id ?? randomUUID();
    return asPayload({ service: null }, async () => {
      const doc = await this.change(ctx, {
        type: 'UpsertService',
        data: {
          serviceId,
          name: input.name,
          description: input.description,
          timeLength: input.timeLength,
          amountCents: input.amountCents,
          variations: (input.variationsArray ?? []).map((v) => ({ variationId: v.id ?? randomUUID(), timeLength: v.timeLength, amountCents: v.amountCents })),
          addOn: input.addOn,
          public: input.public,
          locationIds: input.locationIds,
          package: input.package,
          numberOfSessions: input.numberOfSessions ?? undefined,
          allowedServiceIds: input.allowedServiceIds,
          // Left out (undefined), the service keeps its hours, switch and photo.
          availableTimes: parseHours(input.availableTimes),
          availableTimesEnabled: input.availableTimesEnabled ?? undefined,
          photoUrl: input.handle ? await photoUrlOf(this.files, input.handle) : undefined,
        },
      });
      return { service: toService(doc.services.find((s) => s.serviceId === serviceId)!) };
    });
  }

  @Mutation(() => MutationResult)
  removeService(@Context() ctx: RequestContext, @Args('serviceId', { type: () => ID }) serviceId: string): Promise<MutationResult> {
    requirePro(ctx);
    return asPayload({}, async () => {
      await this.change(ctx, { type: 'RemoveService', serviceId });
      return {};
    });
  }

  @Mutation(() => LocationPayload)
  upsertLocation(@Context() ctx: RequestContext, @Args('input') input: UpsertLocationInput): Promise<LocationPayload> {
    requirePro(ctx);
    const locationId = input.id ?? randomUUID();
    return asPayload({ location: null }, async () => {
      if (!KINDS.includes(input.kind as LocationKind)) throw new DomainError('Please choose office, home or virtual.');
      const doc = await this.change(ctx, {
        type: 'UpsertLocation',
        data: {
          locationId,
          name: input.name,
          kind: input.kind as LocationKind,
          address: input.address ?? null,
          secondaryAddress: input.secondaryAddress ?? null,
          city: input.city ?? null,
          stateProvince: input.stateProvince ?? null,
          zip: input.zip ?? null,
          country: input.country ?? null,
          timeZone: input.timeZone,
          virtualType: input.kind === 'virtual' ? (input.virtualType === 'phone' ? 'phone' : 'video') : null,
          virtualLink: input.virtualLink ?? null,
          virtualInstructions: input.virtualInstructions ?? null,
          travelDistance: input.travelDistance ?? null,
          availableTimes: parseHours(input.availableTimes),
        },
      });
      return { location: toLocation(doc.locations.find((l) => l.locationId === locationId)!, doc) };
    });
  }

  private locationCommand(ctx: RequestContext, type: 'DisableLocation' | 'EnableLocation' | 'DeleteLocation', locationId: string) {
    requirePro(ctx);
    return asPayload<MutationResult>({}, async () => {
      await this.change(ctx, { type, locationId } as PracticeCommand as never);
      return {};
    });
  }

  @Mutation(() => MutationResult)
  disableLocation(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string) {
    return this.locationCommand(ctx, 'DisableLocation', id);
  }

  @Mutation(() => MutationResult)
  enableLocation(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string) {
    return this.locationCommand(ctx, 'EnableLocation', id);
  }

  @Mutation(() => MutationResult)
  deleteLocation(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string) {
    return this.locationCommand(ctx, 'DeleteLocation', id);
  }

  @Mutation(() => BookingSettingsPayload)
  async updateBookingSettings(@Context() ctx: RequestContext, @Args('input') input: BookingSettingsInput): Promise<BookingSettingsPayload> {
    requirePro(ctx);
    const data = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
    if (input.cancellationPolicy === '') data.cancellationPolicy = null;
    const payload = await asPayload<BookingSettingsPayload>({ bookingSettings: null, error: null }, async () => {
      const doc = await this.change(ctx, { type: 'UpdateBookingSettings', data });
      return { bookingSettings: doc.settings, error: null };
    });
    return { ...payload, error: payload.errors[0] ?? null };
  }
}
