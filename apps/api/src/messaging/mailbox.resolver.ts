// The mailbox: what was sent, newest first. A pro sees their practice's messages; support sees
// all (read-only, and the read is logged); visitors get UNAUTHENTICATED.
import { Inject, Logger } from '@nestjs/common';
import { Args, Context, Int, Query, Resolver } from '@nestjs/graphql';
import type { Filter } from '#app/readstore';
import type { MailboxDocument } from '#projections';
import { requireReader } from '../access/require-actor.js';
import type { RequestContext } from '../graphql/request-context.js';
import type { Persistence } from '../infrastructure/persistence.js';
import { PERSISTENCE } from '../infrastructure/tokens.js';
import { MailboxPage } from './mailbox.models.js';

@Resolver()
export class MailboxResolver {
  private readonly logger = new Logger('SupportAudit');

  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  @Query(() => MailboxPage, { description: 'E-mails sent about appointments, newest first' })
  async mailbox(
    @Context() ctx: RequestContext,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
    @Args('offset', { type: () => Int, nullable: true }) offset?: number,
  ): Promise<MailboxPage> {
    const reader = requireReader(ctx);
    const filter: Filter = reader.kind === 'pro' ? { practiceId: reader.practiceId } : {};
    if (reader.kind === 'support') this.logger.log(`support ${reader.email} (${reader.accountId}) read the mailbox`);
    const mailbox = this.persistence.documents.collection<MailboxDocument>('mailbox');
    const [items, total] = await Promise.all([
      mailbox.find({
        filter,
        sort: [{ field: 'sentAt', order: 'desc' }],
        limit: Math.min(Math.max(limit ?? 25, 1), 100),
        offset: Math.max(offset ?? 0, 0),
      }),
      mailbox.count(filter),
    ]);
    return { total, items: items.map(({ practiceId: _practiceId, ...item }) => item) };
  }
}
