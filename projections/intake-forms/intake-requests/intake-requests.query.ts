// Reads of the intake forms sent (collection `intake_requests`): one by the link's unique id (the
// fill page), and a client's latest send and latest answers (the profile's Intake form tab).
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { intakeRequestsProjection, type IntakeRequestDocument } from './intake-requests.projection.js';

/** A client's intake at a glance. */
export interface ClientIntakeSummary {
  /** The form sent last (null: never sent). */
  lastSent: IntakeRequestDocument | null;
  /** The answers submitted last, maybe to an earlier send (null: none yet). */
  lastSubmitted: IntakeRequestDocument | null;
}

/** Sends looked at for a client's summary: far more than anyone sends one client. */
const RECENT_SENDS = 100;

export class IntakeRequestsQuery {
  private readonly requests: DocumentCollection<IntakeRequestDocument>;

  constructor(documents: DocumentStore) {
    this.requests = documents.collection<IntakeRequestDocument>(intakeRequestsProjection.collection);
  }

  /** The caller checks who may see it. */
  byUniqueId(uniqueId: string): Promise<IntakeRequestDocument | null> {
    return this.requests.get(uniqueId);
  }

  async ofClient(clientId: string): Promise<ClientIntakeSummary> {
    const sends = await this.requests.find({ filter: { clientId }, sort: [{ field: 'sentAt', order: 'desc' }], limit: RECENT_SENDS });
    const submitted = sends.filter((s) => s.submittedAt).sort((a, b) => b.submittedAt!.localeCompare(a.submittedAt!));
    return { lastSent: sends[0] ?? null, lastSubmitted: submitted[0] ?? null };
  }
}
