// The support search (issue 19 item 1): one box for an appointment id, a client link or its token,
// an e-mail, a phone number or a practice. Support staff only; every search is audited.
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { parseSupportSearch } from '#app/support';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { requireSupport } from './support-access.js';
import { SupportAuditRecorder } from './support-audit-recorder.js';
import { SupportSearchReader } from './support-search-reader.js';
import { SupportAppointmentHit } from './support-search.models.js';

@Resolver()
export class SupportSearchResolver {
  constructor(
    private readonly search: SupportSearchReader,
    private readonly audit: SupportAuditRecorder,
  ) {}

  @Query(() => [SupportAppointmentHit], { description: 'Appointments of any practice matching the text (at most 50, newest start first); support only' })
  async supportSearch(@Context() ctx: RequestContext, @Args('text') text: string): Promise<SupportAppointmentHit[]> {
    const support = requireSupport(ctx);
    const key = parseSupportSearch(text);
    if (!key) return [];
    const hits = await this.search.find(key);
    await this.audit.record(support, { action: 'search', target: text, practiceId: null }, originOf(ctx));
    return hits;
  }
}
