// The mailbox: what was sent, newest first. A pro sees their practice's messages; support sees
// all (read-only, and the read is logged); visitors get UNAUTHENTICATED.
import { Logger } from '@nestjs/common';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import { MailboxQuery } from '#projections';
import { requireReader } from '../access/require-actor.js';
import type { RequestContext } from '../graphql/request-context.js';
import { MailboxPage } from './mailbox.models.js';

@Resolver()
export class MailboxResolver {
  private readonly logger = new Logger('SupportAudit');

  constructor(private readonly mail: MailboxQuery) {}

  @Query(() => MailboxPage, { description: 'E-mails sent about appointments and invitations to book, newest first' })
  async mailbox(
    @Context() ctx: RequestContext,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
    @Args('offset', { type: () => Int, nullable: true }) offset?: number,
  ): Promise<MailboxPage> {
    const reader = requireReader(ctx);
    if (reader.kind === 'support') this.logger.log(`support ${reader.email} (${reader.accountId}) read the mailbox`);
    const { items, total } = await this.mail.newestFirst(reader.kind === 'pro' ? reader.practiceId : null, {
      limit: Math.min(Math.max(limit ?? 25, 1), 100),
      offset: Math.max(offset ?? 0, 0),
    });
    // appointmentId stays non-null for the clients written before invitations existed.
    return { total, items: items.map(({ practiceId: _practiceId, ...item }) => ({ ...item, appointmentId: item.appointmentId ?? '', clientId: item.clientId ?? null, attachments: item.attachments ?? [] })) };
  }
}
