// The practice's keywords (spec 002 §5 Keywords / Endorsements): the shipped specialties to pick
// from, the practice's list with endorsement counts, and replacing, deleting and reordering it.
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DomainError, newCommandContext } from '#app/es';
import { parseSkillPositions, ReviewMessages as M, searchSpecialties } from '#app/reviews';
import { requirePro, type ProActor } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { DeleteSkillCommand } from './commands/delete-skill/delete-skill.command.js';
import { MoveSkillsCommand } from './commands/move-skills/move-skills.command.js';
import { UpdateSkillsCommand } from './commands/update-skills/update-skills.command.js';
import { PracticeSkillsReader } from './practice-skills-reader.js';
import { Skill, SkillsPayload, SpecialtyPage } from './reviews.models.js';

@Resolver()
export class SkillsResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly reader: PracticeSkillsReader,
    private readonly clock: Clock,
  ) {}

  private context(ctx: RequestContext, pro: ProActor) {
    return newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
  }

  @Query(() => [Skill], { description: "The practice's keywords in the pro's order; endorsementsCount = published reviews endorsing it" })
  practiceSkills(@Context() ctx: RequestContext): Promise<Skill[]> {
    return this.reader.practiceSkills(requirePro(ctx).practiceId);
  }

  @Query(() => SpecialtyPage, { description: 'The shipped specialties; hitsPerPage default 50, max 100; page from 0' })
  specialties(
    @Context() ctx: RequestContext,
    @Args('text', { type: () => String, nullable: true }) text?: string | null,
    @Args('page', { type: () => Int, nullable: true }) page?: number | null,
    @Args('hitsPerPage', { type: () => Int, nullable: true }) hitsPerPage?: number | null,
  ): SpecialtyPage {
    requirePro(ctx);
    return searchSpecialties(typeof text === 'string' ? text.slice(0, 100) : null, page ?? 0, hitsPerPage ?? 50);
  }

  private async change(ctx: RequestContext, send: (pro: ProActor) => Promise<unknown>): Promise<SkillsPayload> {
    const pro = requirePro(ctx);
    return asPayload({ skills: [] }, async () => {
      await send(pro);
      return { skills: await this.reader.practiceSkills(pro.practiceId) };
    });
  }

  @Mutation(() => SkillsPayload, { description: 'The keywords become these specialty ids, in this order (at most 50)' })
  updateSkills(@Context() ctx: RequestContext, @Args('skillIds', { type: () => [ID] }) skillIds: string[]): Promise<SkillsPayload> {
    return this.change(ctx, (pro) => this.commands.send(new UpdateSkillsCommand(pro.practiceId, skillIds, this.context(ctx, pro))));
  }

  @Mutation(() => SkillsPayload)
  deleteSkills(@Context() ctx: RequestContext, @Args('skillId') skillId: string): Promise<SkillsPayload> {
    return this.change(ctx, (pro) => this.commands.send(new DeleteSkillCommand(pro.practiceId, skillId, this.context(ctx, pro))));
  }

  @Mutation(() => SkillsPayload, { description: '"<id>:<1-based position>" for every keyword' })
  moveSkills(@Context() ctx: RequestContext, @Args('skillArray', { type: () => [String] }) skillArray: string[]): Promise<SkillsPayload> {
    return this.change(ctx, (pro) => {
      const positions = parseSkillPositions(skillArray);
      if (!positions) throw new DomainError(M.reorderKeywordsFailed);
      return this.commands.send(new MoveSkillsCommand(pro.practiceId, positions, this.context(ctx, pro)));
    });
  }
}
