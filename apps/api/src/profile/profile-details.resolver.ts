// The pro's profile (spec 002 §7 Profile: updateInfo, updateUserPhoto, updatePracticeDetails) and
// its reads: profileDetails, the live short link check, the places search and the choice lists.
import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DomainError, newCommandContext } from '#app/es';
import { AGE_WORK_WITHS, LANGUAGES, normalizeShortLink, ProfileDetailsMessages, RESERVED_SHORT_LINKS, WORK_WITHS, type PracticeDetails, type ProfileDetailsCommand, type ProfilePlace } from '#app/practice';
import { MAX_PLACE_SUGGESTIONS, type FileStorage, type Places } from '#app/integrations';
import { PracticesQuery, type PracticeDocument } from '#projections';
import { requirePro } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { FILE_STORAGE } from '../group-events/file-storage.provider.js';
import { photoUrlOf } from '../group-events/photo-handle.js';
import { ChangeProfileDetailsCommand } from './commands/change-profile-details/change-profile-details.command.js';
import { PLACES } from './places.provider.js';
import {
  PlaceSuggestionModel, PracticeDetailsPayload, ProfileChoices, ProfileDetails, ProfileDetailsPayload, ShortLinkCheck, UpdateInfoArgs, UpdatePracticeDetailsArgs, UserPhotoPayload,
} from './profile-details.models.js';
import { toPracticeDetails, toProfileDetails } from './profile-details-view.js';

const given = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
const MAX_TEXT = 10_000;

@Resolver()
export class ProfileDetailsResolver {
  constructor(
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    @Inject(PLACES) private readonly places: Places,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  private async mine(practiceId: string): Promise<PracticeDocument> {
    const doc = await this.practices.byId(practiceId);
    if (!doc) throw new DomainError(ProfileDetailsMessages.noPractice);
    return doc;
  }

  private async change(ctx: RequestContext, change: ProfileDetailsCommand): Promise<PracticeDocument> {
    const pro = requirePro(ctx);
    await this.commands.send(new ChangeProfileDetailsCommand(pro.practiceId, change, newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx))));
    return this.mine(pro.practiceId);
  }

  /** The chosen place with its coordinates; null when the id is not a place the search knows. */
  private async placeOf(locationId: string | null | undefined): Promise<ProfilePlace | null | undefined> {
    if (locationId === undefined || locationId === null) return undefined;
    const place = typeof locationId === 'string' && locationId.length <= 200 ? await this.places.place(locationId) : null;
    return place && { placeId: place.id, name: place.description, latitude: place.latitude, longitude: place.longitude };
  }

  @Query(() => ProfileDetails, { description: "The logged-in pro's profile details" })
  async profileDetails(@Context() ctx: RequestContext): Promise<ProfileDetails> {
    return toProfileDetails(await this.mine(requirePro(ctx).practiceId));
  }

  @Query(() => ShortLinkCheck, { description: 'Whether a short link could be saved: the current link counts as no change' })
  async shortLinkCheck(@Context() ctx: RequestContext, @Args('shortLink') text: string): Promise<ShortLinkCheck> {
    const pro = requirePro(ctx);
    const shortLink = normalizeShortLink(text.slice(0, 200));
    if (!shortLink) return { shortLink, changed: true, available: false, message: ProfileDetailsMessages.shortLinkEmpty };
    const current = await this.mine(pro.practiceId);
    if (shortLink === current.shortLink) return { shortLink, changed: false, available: true, message: null };
    // A current or former link of another practice is theirs; a former link of this one may be taken back.
    const holder = RESERVED_SHORT_LINKS.includes(shortLink) ? null : await this.practices.byShortLink(shortLink);
    const available = !RESERVED_SHORT_LINKS.includes(shortLink) && (!holder || holder.id === pro.practiceId);
    return { shortLink, changed: true, available, message: available ? ProfileDetailsMessages.shortLinkAvailable : ProfileDetailsMessages.shortLinkTaken };
  }

  // Open to visitors too (practitioner search will use it), so rate limited like the other public calls.
  @UseGuards(GqlThrottlerGuard)
  @Query(() => [PlaceSuggestionModel], { description: 'Places search (localities) for the profile location' })
  async placeSuggestions(@Args('text') text: string, @Args('limit', { type: () => Int, nullable: true }) limit?: number): Promise<PlaceSuggestionModel[]> {
    return this.places.autocomplete(text.slice(0, 100), Math.min(Math.max(limit ?? 5, 1), MAX_PLACE_SUGGESTIONS));
  }

  @Query(() => ProfileChoices, { description: 'The Misc tab’s lists: languages, ages, client types' })
  profileChoices(): ProfileChoices {
    return { languages: LANGUAGES, ageWorkWiths: AGE_WORK_WITHS, workWiths: WORK_WITHS };
  }

  @Mutation(() => ProfileDetailsPayload)
  updateInfo(@Context() ctx: RequestContext, @Args() args: UpdateInfoArgs): Promise<ProfileDetailsPayload> {
    requirePro(ctx);
    return asPayload({ profileDetails: null }, async () => {
      for (const value of [args.name, args.title, args.headline, args.about, args.shortLink]) if (value && value.length > MAX_TEXT) throw new DomainError('That text is too long.');
      const info = { name: given(args.name), title: given(args.title), headline: given(args.headline), about: given(args.about), shortLink: given(args.shortLink), place: await this.placeOf(args.locationId) };
      return { profileDetails: toProfileDetails(await this.change(ctx, { type: 'UpdateInfo', info })) };
    });
  }

  @Mutation(() => UserPhotoPayload)
  updateUserPhoto(@Context() ctx: RequestContext, @Args('handle') handle: string): Promise<UserPhotoPayload> {
    requirePro(ctx);
    return asPayload({ photoUrl: null }, async () => {
      const photoUrl = await photoUrlOf(this.files, handle);
      await this.change(ctx, { type: 'UpdatePhoto', photoUrl });
      return { photoUrl };
    });
  }

  @Mutation(() => PracticeDetailsPayload)
  updatePracticeDetails(@Context() ctx: RequestContext, @Args() args: UpdatePracticeDetailsArgs): Promise<PracticeDetailsPayload> {
    requirePro(ctx);
    return asPayload({ practice: null }, async () => {
      const { locationId, ...rest } = args;
      const details: Partial<PracticeDetails> = {};
      for (const [key, value] of Object.entries(rest)) if (value !== null && value !== undefined) (details as Record<string, unknown>)[key] = value;
      return { practice: toPracticeDetails(await this.change(ctx, { type: 'UpdatePracticeDetails', details, place: await this.placeOf(locationId) })) };
    });
  }
}
