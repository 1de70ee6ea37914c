// Import: rows that break a rule or name an existing client come back as erroredClients (see
// invite-plan.ts); valid rows are written in batches, each batch one atomic append of new streams.
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { checkInviteRows, decideNewClient, erroredRow, ImportMessages, inListOrder, MAX_INVITE_CLIENTS, NO_CLAIMS, newClientContacts, withoutHeldContacts } from '#app/clients';
import type { ErroredInviteRow, InviteRow, PracticeContact } from '#app/clients';
import { ConflictError, DomainError, type CommandContext } from '#app/es';
import { handleDecision, laterPosition, storeLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import type { SqlClient } from '#app/postgres';
import { DATABASE, EVENT_STORE } from '#app/persistence';
import { ClientsQuery } from '#projections';
import { loadContactClaims } from '../../load-contact-claims.js';
import { loadPracticeContact } from '../practice-contact.js';
import { InviteClientsCommand, type InviteClientsResult } from './invite-clients.command.js';

const BATCH = 250; // clients per atomic append (three streams each)

@CommandHandler(InviteClientsCommand)
export class InviteClientsHandler implements ICommandHandler<InviteClientsCommand, InviteClientsResult> {
  private readonly logger = new Logger(InviteClientsHandler.name);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: SqlClient,
    private readonly clients: ClientsQuery,
  ) {}

  async execute({ practiceId, rows, ctx }: InviteClientsCommand): Promise<InviteClientsResult> {
    if (rows.length > MAX_INVITE_CLIENTS) throw new DomainError(ImportMessages.tooManyClients);
    const contact = await loadPracticeContact(storeLoader(this.store), practiceId);
    const checked = checkInviteRows(rows, contact);
    const { fresh, errored } = withoutHeldContacts(checked.valid, await this.clients.contactHolders(practiceId, checked.valid));
    const outcome: InviteClientsResult = { events: [], position: null, invitedCount: 0, erroredClients: [] };
    const failed = [...checked.errored, ...errored];
    const batches = Array.from({ length: Math.ceil(fresh.length / BATCH) }, (_, i) => fresh.slice(i * BATCH, (i + 1) * BATCH));
    // A server database takes several appends at once; the embedded one runs them in turn anyway.
    const parallel = this.db.kind === 'postgres' ? 4 : 1;
    for (let i = 0; i < batches.length; i += parallel) {
      await Promise.all(batches.slice(i, i + parallel).map((batch) => this.append(practiceId, batch, contact, ctx, outcome, failed)));
    }
    return { ...outcome, erroredClients: inListOrder(failed) };
  }

  /**
   * The batch as new streams only, without reading them. If one exists after all (a contact taken
   * meanwhile, or one the directory does not show), the rows go one by one with the exact checks.
   */
  private async append(practiceId: string, batch: InviteRow[], contact: PracticeContact, ctx: CommandContext, outcome: InviteClientsResult, failed: ErroredInviteRow[]) {
    const request = (row: InviteRow) => ({ practiceId, clientId: randomUUID(), input: row.input, practiceContact: contact, noteId: randomUUID(), now: ctx.now, mode: 'invite' as const });
    const record = (position: InviteClientsResult['position'], count: number) => {
      outcome.invitedCount += count;
      outcome.position = laterPosition(outcome.position, position);
    };
    try {
      const requests = batch.map(request);
      const appended = await handleDecision(this.store, ctx, async () => requests.flatMap((r) => decideNewClient(r, NO_CLAIMS, { checkDuplicates: false })), { maxAttempts: 1 });
      return record(appended.position, batch.length);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      this.logger.warn('An import batch met a taken e-mail or phone; adding its rows one by one');
    }
    for (const row of batch) {
      const single = request(row);
      try {
        const appended = await handleDecision(this.store, ctx, async (loader) => decideNewClient(single, await loadContactClaims(loader, practiceId, newClientContacts(single))));
        record(appended.position, 1);
      } catch (error) {
        failed.push(erroredRow(row.index, row.input, error));
      }
    }
  }
}
