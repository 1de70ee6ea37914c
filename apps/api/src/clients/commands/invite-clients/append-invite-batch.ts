// One batch of an import: its clients as new streams only, without reading them, in one atomic
// append. If one exists after all (a contact taken meanwhile, or one the directory does not show),
// the rows go one by one with the exact checks, and those refused come back as errored rows.
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { decideNewClient, erroredRow, NO_CLAIMS, newClientContacts, type ErroredInviteRow, type InviteRow, type PracticeContact } from '#app/clients';
import { ConflictError, type CommandContext } from '#app/es';
import { handleDecision } from '#app/es-runtime';
import type { EventStore, LogPosition } from '#app/eventstore';
import { loadContactClaims } from '../../load-contact-claims.js';

const logger = new Logger('InviteClients');

export interface BatchOutcome {
  invited: number;
  position: LogPosition | null;
  errored: ErroredInviteRow[];
}

export const appendInviteBatch = async (
  store: EventStore,
  practiceId: string,
  batch: InviteRow[],
  contact: PracticeContact,
  ctx: CommandContext,
): Promise<BatchOutcome> => {
  const request = (row: InviteRow) => ({ practiceId, clientId: randomUUID(), input: row.input, practiceContact: contact, noteId: randomUUID(), now: ctx.now, mode: 'invite' as const });
  try {
    const requests = batch.map(request);
    const appended = await handleDecision(store, ctx, async () => requests.flatMap((r) => decideNewClient(r, NO_CLAIMS, { checkDuplicates: false })), { maxAttempts: 1 });
    return { invited: batch.length, position: appended.position, errored: [] };
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    logger.warn('An import batch met a taken e-mail or phone; adding its rows one by one');
  }
  const outcome: BatchOutcome = { invited: 0, position: null, errored: [] };
  for (const row of batch) {
    const single = request(row);
    try {
      const appended = await handleDecision(store, ctx, async (loader) => decideNewClient(single, await loadContactClaims(loader, practiceId, newClientContacts(single))));
      outcome.invited += 1;
      outcome.position = appended.position ?? outcome.position;
    } catch (error) {
      outcome.errored.push(erroredRow(row.index, row.input, error));
    }
  }
  return outcome;
};
