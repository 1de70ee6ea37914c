// Texts: a signed-in pro or client asks for the download-app text (sendText, spec 000 §7), and the
// portal's Texts page reads what was texted for the practice (textOutbox). Support reads every
// practice's texts (read-only, and the read is logged); visitors get UNAUTHENTICATED.
import { Logger, UseGuards } from '@nestjs/common';
import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { AccessMessages } from '#app/access';
import { newCommandContext, type Actor } from '#app/es';
import { textOutboxProjection, TextOutboxQuery } from '#projections';
import { clientUserOf } from '../access/client-sessions.js';
import { actorOf, requireReader } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { SendTextCommand, type TextSender } from './commands/send-text/send-text.command.js';
import { TextOutboxPage } from './texts.models.js';

/** The person asking, as the event actor and the sender: a pro first (the portal), else a signed-in client. */
const senderOf = (ctx: RequestContext): { actor: Actor; sender: TextSender } => {
  const actor = actorOf(ctx);
  if (actor.kind === 'pro') return { actor: toEventActor(actor), sender: { kind: 'pro', accountId: actor.accountId, practiceId: actor.practiceId } };
  if (actor.kind === 'support') throw new GraphQLError(AccessMessages.readOnly, { extensions: { code: 'FORBIDDEN' } });
  const client = clientUserOf(ctx);
  if (client) return { actor: { kind: 'client', id: client.clientUserId }, sender: { kind: 'client', clientUserId: client.clientUserId, email: client.email } };
  throw new GraphQLError(AccessMessages.notLoggedIn, { extensions: { code: 'UNAUTHENTICATED' } });
};

@Resolver()
export class TextsResolver {
  private readonly logger = new Logger('SupportAudit');

  constructor(
    private readonly texts: TextOutboxQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  @UseGuards(GqlThrottlerGuard)
  @Mutation(() => MutationResult, { description: "Texts the signed-in pro or client; type 'download_mobile_app' (the app's store links) is the only one" })
  sendText(@Context() ctx: RequestContext, @Args('type') type: string): Promise<MutationResult> {
    const { actor, sender } = senderOf(ctx);
    return asPayload({}, async () => {
      await this.commands.send(new SendTextCommand(type, sender, newCommandContext(actor, this.clock.now(), originOf(ctx))), [textOutboxProjection.name]);
      return {};
    });
  }

  @Query(() => TextOutboxPage, { description: 'Text messages sent for the practice, newest first' })
  async textOutbox(
    @Context() ctx: RequestContext,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
    @Args('offset', { type: () => Int, nullable: true }) offset?: number,
  ): Promise<TextOutboxPage> {
    const reader = requireReader(ctx);
    if (reader.kind === 'support') this.logger.log(`support ${reader.email} (${reader.accountId}) read the texts outbox`);
    const { items, total } = await this.texts.newestFirst(reader.kind === 'pro' ? reader.practiceId : null, {
      limit: Math.min(Math.max(limit ?? 25, 1), 100),
      offset: Math.max(offset ?? 0, 0),
    });
    return { total, items: items.map(({ practiceId: _practiceId, providerMessageId: _providerMessageId, ...item }) => item) };
  }
}
