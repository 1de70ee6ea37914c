// The Account page (spec 002 §2 /portal/settings/personal, §7 updatePersonalSettings): the signed-in
// pro's own fields only. After a change of name or e-mail the pro's sessions carry the new ones,
// so the portal's current user shows them.
import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DOCUMENT_STORE } from '#app/persistence';
import type { DocumentStore } from '#app/readstore';
import { PersonalSettingsQuery, PracticesQuery } from '#projections';
import { CommandSender } from '../infrastructure/command-sender.js';
import { Clock } from '../infrastructure/clock.js';
import { newCommandContext } from '#app/es';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { UpdatePersonalSettingsCommand } from './commands/update-personal-settings/update-personal-settings.command.js';
import { PersonalSettings, PersonalSettingsInput, PersonalSettingsPayload } from './personal-settings.models.js';
import { requirePro, type ProActor } from './require-actor.js';
import { toEventActor } from './session-actor.js';
import { Sessions } from './sessions.js';

@Resolver()
export class PersonalSettingsResolver {
  private readonly sessions: Sessions;

  constructor(
    @Inject(DOCUMENT_STORE) documents: DocumentStore,
    private readonly settings: PersonalSettingsQuery,
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {
    this.sessions = new Sessions(documents);
  }

  private async read(pro: ProActor): Promise<PersonalSettings> {
    const [doc, practice] = await Promise.all([this.settings.byAccountId(pro.accountId), this.practices.byId(pro.practiceId)]);
    return {
      id: pro.accountId,
      name: doc?.name ?? pro.name,
      email: doc?.email ?? pro.email,
      phone: practice?.owner.phone ?? null,
      gender: doc?.gender ?? null,
      customGender: doc?.customGender ?? null,
      dob: doc?.dob ?? null,
    };
  }

  @Query(() => PersonalSettings)
  personalSettings(@Context() ctx: RequestContext): Promise<PersonalSettings> {
    return this.read(requirePro(ctx));
  }

  @Mutation(() => PersonalSettingsPayload)
  updatePersonalSettings(@Args('input') input: PersonalSettingsInput, @Context() ctx: RequestContext): Promise<PersonalSettingsPayload> {
    const pro = requirePro(ctx);
    return asPayload<PersonalSettingsPayload>({ user: null }, async () => {
      const result = await this.commands.send(new UpdatePersonalSettingsCommand(pro.accountId, { ...input }, newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx))));
      if (result.name !== pro.name || result.email !== pro.email) {
        await this.sessions.refreshActor(pro.accountId, { name: result.name, email: result.email });
        ctx.req.actor = { ...pro, name: result.name, email: result.email };
      }
      return { user: await this.read({ ...pro, name: result.name, email: result.email }) };
    });
  }
}
