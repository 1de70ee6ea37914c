// The intake fields of a client (spec 001 §3: intakeForm, intakeFormSubmitted, intakeLastSentAt),
// resolved from the intake-requests read model for a client its reader may already see (the
// clients queries check that). While the practice has intake forms off, they read as empty.
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { defaultPracticeFlags } from '#app/practice';
import { IntakeRequestsQuery, PracticesQuery, type ClientIntakeSummary } from '#projections';
import { Client } from '../clients/client.models.js';
import { ClientIntakeForm } from './intake-forms.models.js';

@Resolver(() => Client)
export class ClientIntakeFieldsResolver {
  constructor(
    private readonly requests: IntakeRequestsQuery,
    private readonly practices: PracticesQuery,
  ) {}

  /** One read per client object, however many of its intake fields a query asks for. */
  private readonly summaries = new WeakMap<Client, Promise<ClientIntakeSummary>>();

  private summary(client: Client): Promise<ClientIntakeSummary> {
    let summary = this.summaries.get(client);
    if (!summary) {
      summary = this.read(client);
      this.summaries.set(client, summary);
    }
    return summary;
  }

  private async read(client: Client): Promise<ClientIntakeSummary> {
    const practice = await this.practices.byId(client.practiceId);
    if (!practice || !{ ...defaultPracticeFlags, ...practice.flags }.clientNotesEnabled) return { lastSent: null, lastSubmitted: null };
    return this.requests.ofClient(client.id);
  }

  @ResolveField(() => ClientIntakeForm, { nullable: true, description: 'The answers submitted last (null: none yet)' })
  async intakeForm(@Parent() client: Client): Promise<ClientIntakeForm | null> {
    const { lastSubmitted: answered } = await this.summary(client);
    if (!answered?.formData || !answered.submittedAt) return null;
    return { uniqueId: answered.id, data: answered.formData, time: answered.submittedAt, form: answered.form, sentAt: answered.sentAt };
  }

  @ResolveField(() => Boolean, { description: 'The form sent last has been filled in' })
  async intakeFormSubmitted(@Parent() client: Client): Promise<boolean> {
    return (await this.summary(client)).lastSent?.submittedAt != null;
  }

  @ResolveField(() => String, { nullable: true, description: 'When an intake form was last sent (ISO instant)' })
  async intakeLastSentAt(@Parent() client: Client): Promise<string | null> {
    return (await this.summary(client)).lastSent?.sentAt ?? null;
  }
}
