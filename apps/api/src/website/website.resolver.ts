// Website settings (spec 002 §2 "Website", §7): SEO fields one at a time, generated SEO fields and
// alt text, the pro's head and body scripts. Always the caller's own practice (no id to ask for
// another's); support accounts are refused (read-only). `publicWebsite` gives a practice's public
// pages their title, description and scripts: the scripts are the pro's own and run only there.
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DomainError, newCommandContext } from '#app/es';
import { generateImageAltText, METADATA_FIELDS } from '#app/website';
import { PracticesQuery } from '#projections';
import { requirePro } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { ChangeWebsiteMetadataCommand, GenerateSiteMetadataCommand, UpdatePracticeScriptsCommand } from './commands/website.commands.js';
import { practiceFactsOf } from './practice-facts.js';
import { WebsiteReader } from './website-reader.js';
import { ImageAltTextPayload, PracticeScripts, PracticeScriptsPayload, PublicWebsite, WebsiteMetadata, WebsiteMetadataInput, WebsiteMetadataPayload } from './website.models.js';

const SHORT_LINK = /^[a-z0-9_-]{1,60}$/;
const ONE_FIELD = 'Change one field at a time.';

@Resolver()
export class WebsiteResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly reader: WebsiteReader,
    private readonly practices: PracticesQuery,
    private readonly clock: Clock,
  ) {}

  @Query(() => WebsiteMetadata, { description: "The signed-in pro's SEO settings" })
  websiteMetadata(@Context() ctx: RequestContext): Promise<WebsiteMetadata> {
    return this.reader.metadata(requirePro(ctx).practiceId);
  }

  @Query(() => PracticeScripts, { description: "The signed-in pro's head and body scripts" })
  practiceScripts(@Context() ctx: RequestContext): Promise<PracticeScripts> {
    return this.reader.scripts(requirePro(ctx).practiceId);
  }

  @Query(() => PublicWebsite, { nullable: true, description: "A practice's public page additions by its short link: SEO fields and the pro's scripts" })
  async publicWebsite(@Args('shortLink') shortLink: string): Promise<PublicWebsite | null> {
    if (typeof shortLink !== 'string' || !SHORT_LINK.test(shortLink.toLowerCase())) return null;
    const doc = await this.practices.byShortLink(shortLink.toLowerCase());
    if (!doc) return null;
    const state = await this.reader.state(doc.id);
    return { websiteMetadata: { id: doc.id, ...state.metadata }, scripts: { id: doc.id, ...state.scripts } };
  }

  @Mutation(() => WebsiteMetadataPayload, { description: 'Saves one SEO field (the input carries only the changed one)' })
  upsertWebsiteMetadata(@Context() ctx: RequestContext, @Args('input') input: WebsiteMetadataInput): Promise<WebsiteMetadataPayload> {
    const pro = requirePro(ctx);
    return asPayload({ websiteMetadata: null }, async () => {
      const sent = METADATA_FIELDS.filter((f) => input[f] !== undefined);
      if (sent.length !== 1) throw new DomainError(ONE_FIELD);
      const field = sent[0]!;
      await this.commands.send(new ChangeWebsiteMetadataCommand(pro.practiceId, field, input[field] ?? null, this.context(ctx)));
      return { websiteMetadata: await this.reader.metadata(pro.practiceId) };
    });
  }

  @Mutation(() => WebsiteMetadataPayload, { description: "Composes the four SEO fields from the practice's name, services and location (a template, no outside service) and saves them" })
  generateSiteMetadata(@Context() ctx: RequestContext): Promise<WebsiteMetadataPayload> {
    const pro = requirePro(ctx);
    return asPayload({ websiteMetadata: null }, async () => {
      await this.commands.send(new GenerateSiteMetadataCommand(pro.practiceId, this.context(ctx)));
      return { websiteMetadata: await this.reader.metadata(pro.practiceId) };
    });
  }

  @Mutation(() => ImageAltTextPayload, { description: "An image's alt text from its context: what it shows (e.g. a service's name), the practice's name and its place. Saves nothing" })
  generateImageAltText(
    @Context() ctx: RequestContext,
    @Args('imageUrl', { type: () => String, nullable: true }) _imageUrl?: string | null,
    @Args('context', { type: () => String, nullable: true, description: 'What the image shows, e.g. a service name' }) subject?: string | null,
  ): Promise<ImageAltTextPayload> {
    const pro = requirePro(ctx);
    return asPayload({ altText: null }, async () => {
      const facts = practiceFactsOf(await this.reader.practice(pro.practiceId));
      if (!facts) throw new DomainError('Practice not found.');
      return { altText: generateImageAltText({ practiceName: facts.name, subject: subject?.slice(0, 100) ?? null, place: facts.place }) };
    });
  }

  @Mutation(() => PracticeScriptsPayload, { description: 'Saves headScripts and/or bodyScripts (a field left out is unchanged; empty clears it)' })
  updatePracticeScripts(
    @Context() ctx: RequestContext,
    @Args('headScripts', { type: () => String, nullable: true }) headScripts?: string | null,
    @Args('bodyScripts', { type: () => String, nullable: true }) bodyScripts?: string | null,
  ): Promise<PracticeScriptsPayload> {
    const pro = requirePro(ctx);
    return asPayload({ practice: null }, async () => {
      await this.commands.send(new UpdatePracticeScriptsCommand(pro.practiceId, headScripts, bodyScripts, this.context(ctx)));
      return { practice: await this.reader.scripts(pro.practiceId) };
    });
  }

  private context(ctx: RequestContext) {
    return newCommandContext(toEventActor(requirePro(ctx)), this.clock.now(), originOf(ctx));
  }
}
