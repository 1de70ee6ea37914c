// Import: rows that break a rule or name an existing client come back as erroredClients (see
// invite-plan.ts); valid rows are written in batches, each batch one atomic append of new streams.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkInviteRows, ImportMessages, inListOrder, MAX_INVITE_CLIENTS, withoutHeldContacts } from '#app/clients';
import { DomainError } from '#app/es';
import { laterPosition, storeLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import type { SqlClient } from '#app/postgres';
import { DATABASE, EVENT_STORE } from '#app/persistence';
import { ClientsQuery } from '#projections';
import { loadPracticeContact } from '../practice-contact.js';
import { appendInviteBatch } from './append-invite-batch.js';
import { InviteClientsCommand, type InviteClientsResult } from './invite-clients.command.js';

const BATCH = 250; // clients per atomic append (three streams each)

@CommandHandler(InviteClientsCommand)
export class InviteClientsHandler implements ICommandHandler<InviteClientsCommand, InviteClientsResult> {
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
      for (const done of await Promise.all(batches.slice(i, i + parallel).map((batch) => appendInviteBatch(this.store, practiceId, batch, contact, ctx)))) {
        outcome.invitedCount += done.invited;
        outcome.position = laterPosition(outcome.position, done.position);
        failed.push(...done.errored);
      }
    }
    return { ...outcome, erroredClients: inListOrder(failed) };
  }
}
