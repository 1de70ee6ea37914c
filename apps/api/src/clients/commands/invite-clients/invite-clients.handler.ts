// Import: every row is checked by the same rules as a new client (an e-mail is required, the phone
// is optional); rows that break a rule or name an existing client come back as erroredClients and
// are not created. Valid rows are written in batches, each batch one atomic append.
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { checkNewClient, ClientMessages, ImportMessages, MAX_INVITE_CLIENTS, newClientCommands, type ClientInput, type PracticeContact } from '#app/clients';
import { DomainError, handleCommandAcrossStreams, laterPosition, type CommandContext, type CommandOutcome } from '#app/es';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { practiceContactOf } from '../practice-contact.js';
import { InviteClientsCommand, type ErroredRow, type InviteClientsResult } from './invite-clients.command.js';
import { appendNewStreams } from './append-new-streams.js';
import { findHolders, type Holders } from './existing-contacts.js';

const BATCH = 250; // clients per atomic append (three streams each)
const DEFAULT_SOURCE = 'csv_upload';

interface Prepared {
  /** The row's place in the list: erroredClients come back in the list's order. */
  index: number;
  input: ClientInput;
  email: string | null;
  phone: string | null;
}

type Errored = ErroredRow & { index: number };

const errorOf = (index: number, row: ClientInput, error: unknown): Errored => {
  if (!(error instanceof DomainError)) throw error;
  return { index, email: typeof row.email === 'string' ? row.email.trim().slice(0, 254) || null : null, errors: [error.message] };
};

@CommandHandler(InviteClientsCommand)
export class InviteClientsHandler implements ICommandHandler<InviteClientsCommand, InviteClientsResult> {
  private readonly logger = new Logger(InviteClientsHandler.name);

  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  async execute({ practiceId, rows, ctx }: InviteClientsCommand): Promise<InviteClientsResult> {
    if (rows.length > MAX_INVITE_CLIENTS) throw new DomainError(ImportMessages.tooManyClients);
    const contact = await practiceContactOf(this.persistence.store, practiceId);
    const errored: Errored[] = [];
    const outcome: InviteClientsResult = { events: [], position: null, invitedCount: 0, erroredClients: errored };
    const valid = this.check(rows, contact, errored);
    const holders = await findHolders(this.persistence.documents, practiceId, valid);
    const fresh = valid.filter((row) => {
      const name = (row.email && holders.email.get(row.email)) || (row.phone && holders.phone.get(row.phone));
      if (name) errored.push(errorOf(row.index, row.input, duplicateOf(row, holders, name)));
      return !name;
    });
    const batches = Array.from({ length: Math.ceil(fresh.length / BATCH) }, (_, i) => fresh.slice(i * BATCH, (i + 1) * BATCH));
    // A server database takes several appends at once; the embedded one runs them in turn anyway.
    const parallel = this.persistence.db.kind === 'postgres' ? 4 : 1;
    for (let i = 0; i < batches.length; i += parallel) {
      await Promise.all(batches.slice(i, i + parallel).map((batch) => this.append(practiceId, batch, contact, ctx, outcome, errored)));
    }
    outcome.erroredClients = errored.sort((a, b) => a.index - b.index).map(({ email, errors }) => ({ email, errors }));
    return outcome;
  }

  /** The rules of each row, and no e-mail or phone twice within the list (the first row keeps it). */
  private check(rows: ClientInput[], contact: PracticeContact, errored: Errored[]): Prepared[] {
    const seen = new Map<string, string>();
    const valid: Prepared[] = [];
    for (const [index, raw] of rows.entries()) {
      const input: ClientInput = { ...raw, clientType: 'invited', invitedFrom: raw.invitedFrom?.trim() || DEFAULT_SOURCE };
      try {
        const profile = checkNewClient(input, 'invite', contact);
        const byEmail = profile.email ? seen.get(`e:${profile.email}`) : undefined;
        const byPhone = profile.phone ? seen.get(`p:${profile.phone}`) : undefined;
        if (byEmail) throw new DomainError(ClientMessages.emailTaken(byEmail));
        if (byPhone) throw new DomainError(ClientMessages.phoneTaken(byPhone));
        const name = `${profile.firstName} ${profile.lastName}`;
        if (profile.email) seen.set(`e:${profile.email}`, name);
        if (profile.phone) seen.set(`p:${profile.phone}`, name);
        valid.push({ index, input, email: profile.email, phone: profile.phone });
      } catch (error) {
        errored.push(errorOf(index, raw, error));
      }
    }
    return valid;
  }

  /**
   * One append for the batch. The directory answered who exists already; the claims in the
   * append are the guarantee. If one is taken after all (a client added meanwhile, or a contact
   * the directory does not show), the batch's rows go one by one with the exact check.
   */
  private async append(practiceId: string, batch: Prepared[], contact: PracticeContact, ctx: CommandContext, outcome: InviteClientsResult, errored: Errored[]) {
    const store = this.persistence.store;
    const record = (result: CommandOutcome, count: number) => {
      outcome.invitedCount += count;
      outcome.position = laterPosition(outcome.position, result.position);
    };
    const request = (row: Prepared) => ({ practiceId, clientId: randomUUID(), input: row.input, practiceContact: contact, now: ctx.now, mode: 'invite' as const });
    try {
      const commands = (await Promise.all(batch.map((row) => newClientCommands(store, request(row), { checkDuplicates: false })))).flat();
      record(await appendNewStreams(store, ctx, commands), batch.length);
      return;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(`An import batch met a taken e-mail or phone (${error.message}); adding its rows one by one`);
    }
    for (const row of batch) {
      try {
        record(await handleCommandAcrossStreams(store, ctx, () => newClientCommands(store, request(row))), 1);
      } catch (error) {
        errored.push(errorOf(row.index, row.input, error));
      }
    }
  }
}

const duplicateOf = (row: Prepared, holders: Holders, name: string) =>
  new DomainError(row.email && holders.email.has(row.email) ? ClientMessages.emailTaken(name) : ClientMessages.phoneTaken(name));
