// Sends the reviewed list with inviteClients in batches, so the loading step's progress bar
// moves with the work; the outcome adds up every batch.
import { MAX_INVITE_CLIENTS } from '@app/clients/shared';
import { inviteClients, type ErroredClient, type InvitedClient } from '../clientCommands';

const BATCH = Math.min(500, MAX_INVITE_CLIENTS);

export interface InviteSummary {
  submitted: number;
  invitedCount: number;
  erroredClients: ErroredClient[];
}

/** Thrown when the first batch fails as a whole: nothing was invited. */
export class InviteFailed extends Error {}

export async function submitInvites(clients: InvitedClient[], onProgress: (done: number) => void): Promise<InviteSummary> {
  const summary: InviteSummary = { submitted: clients.length, invitedCount: 0, erroredClients: [] };
  for (let start = 0; start < clients.length; start += BATCH) {
    const batch = clients.slice(start, start + BATCH);
    let failure: string | null = null;
    try {
      const outcome = await inviteClients(batch);
      summary.invitedCount += outcome.invitedCount;
      summary.erroredClients.push(...outcome.erroredClients);
      if (outcome.result !== 'success' && outcome.invitedCount === 0 && outcome.erroredClients.length === 0) {
        failure = outcome.errors.join(', ') || 'Unknown error.';
      }
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (failure !== null) {
      console.error('inviteClients failed', failure);
      if (start === 0) throw new InviteFailed(failure);
      // Later batches that never went out are reported with the reason, the earlier ones stand.
      for (const client of clients.slice(start)) summary.erroredClients.push({ email: client.email, errors: [failure] });
      onProgress(clients.length);
      return summary;
    }
    onProgress(Math.min(start + BATCH, clients.length));
  }
  return summary;
}

/** Spec 001 §2: the 'Uh oh!' case, every submitted client already in the directory. */
export function allAlreadyExist(summary: InviteSummary): boolean {
  return (
    summary.invitedCount === 0 &&
    summary.erroredClients.length > 0 &&
    summary.erroredClients.length >= summary.submitted &&
    summary.erroredClients.every((c) => c.errors.some((e) => /already exist/i.test(e)))
  );
}
