// The support audit for leads (who in support looked at what, when), and the one thing support
// writes: an internal note on an appointment, which the pro never sees.
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { newCommandContext } from '#app/es';
import { SupportAuditQuery } from '#projections';
import { toEventActor } from '../access/session-actor.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { AddSupportNoteCommand } from './commands/add-support-note/add-support-note.command.js';
import { leadsOnly, requireSupport, SupportMessages } from './support-access.js';
import { SupportAuditRecorder } from './support-audit-recorder.js';
import { SupportLeadCheck } from './support-lead-check.js';
import { SupportAuditPage } from './support-search.models.js';

@Resolver()
export class SupportAuditResolver {
  constructor(
    private readonly audit: SupportAuditQuery,
    private readonly leads: SupportLeadCheck,
    private readonly recorder: SupportAuditRecorder,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  @Query(() => SupportAuditPage, { description: 'Every support read, newest first; support leads only' })
  async supportAudit(
    @Context() ctx: RequestContext,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
  ): Promise<SupportAuditPage> {
    const support = requireSupport(ctx, SupportMessages.onlyLeads);
    if (!(await this.leads.isLead(support.accountId))) throw leadsOnly();
    return this.audit.page(limit, offset);
  }

  @Mutation(() => MutationResult, { description: 'An internal note on an appointment (1-2,000 characters); support only, never shown to the pro' })
  async addSupportNote(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('note') note: string,
  ): Promise<MutationResult> {
    const support = requireSupport(ctx, SupportMessages.onlySupportNotes);
    return asPayload({}, async () => {
      const { practiceId } = await this.commands.send(new AddSupportNoteCommand(appointmentId, note, newCommandContext(toEventActor(support), this.clock.now(), originOf(ctx))));
      await this.recorder.record(support, { action: 'note', target: appointmentId, practiceId }, originOf(ctx));
      return {};
    });
  }
}
