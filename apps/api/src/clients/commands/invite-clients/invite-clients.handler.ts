// Import: every row is checked by the same rules as a new client (an e-mail is required, the phone
// is optional); rows that break a rule or name an existing client come back as erroredClients and
// are not created. Valid rows are written in batches, each batch one atomic append.
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { checkNewClient, ClientMessages, fullName, ImportMessages, MAX_INVITE_CLIENTS, newClientCommands, type ClientInput, type PracticeContact } from '#app/clients';
import { DomainError, handleCommandAcrossStreams, type CommandContext, type CommandOutcome, type StreamCommand } from '#app/es';
import type { EventStore } from '#app/eventstore';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { practiceContactOf } from '../practice-contact.js';
import { InviteClientsCommand, type ErroredRow, type InviteClientsResult } from './invite-clients.command.js';

const BATCH = 250; // clients per atomic append (three streams each)
const DEFAULT_SOURCE = 'csv_upload';

interface Prepared {
  input: ClientInput;
  commands: Array<StreamCommand<any, any, any>>;
}

const errorOf = (row: ClientInput, error: unknown): ErroredRow => {
  if (!(error instanceof DomainError)) throw error;
  return { email: typeof row.email === 'string' ? row.email.trim().slice(0, 254) || null : null, errors: [error.message] };
};

@CommandHandler(InviteClientsCommand)
export class InviteClientsHandler implements ICommandHandler<InviteClientsCommand, InviteClientsResult> {
  private readonly logger = new Logger(InviteClientsHandler.name);

  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  async execute({ practiceId, rows, ctx }: InviteClientsCommand): Promise<InviteClientsResult> {
    if (rows.length > MAX_INVITE_CLIENTS) throw new DomainError(ImportMessages.tooManyClients);
    const store = this.persistence.store;
    const contact = await practiceContactOf(store, practiceId);
    const errored: ErroredRow[] = [];
    const valid = await this.prepare(store, practiceId, rows, contact, ctx.now, errored);
    const outcome: InviteClientsResult = { events: [], position: null, invitedCount: 0, erroredClients: errored };
    for (let i = 0; i < valid.length; i += BATCH) {
      await this.append(store, practiceId, valid.slice(i, i + BATCH), contact, ctx, outcome);
    }
    return outcome;
  }

  /** Checks each row; a row repeating an e-mail or phone of an earlier row of the list is refused too. */
  private async prepare(store: EventStore, practiceId: string, rows: ClientInput[], contact: PracticeContact, now: Date, errored: ErroredRow[]) {
    const seen = new Map<string, string>();
    const prepared: Prepared[] = [];
    for (const raw of rows) {
      const input: ClientInput = { ...raw, clientType: 'invited', invitedFrom: raw.invitedFrom?.trim() || DEFAULT_SOURCE };
      try {
        const profile = checkNewClient(input, 'invite', contact);
        const earlier = (profile.email && seen.get(`e:${profile.email}`)) || (profile.phone && seen.get(`p:${profile.phone}`));
        if (earlier) {
          const sameEmail = profile.email && seen.has(`e:${profile.email}`);
          throw new DomainError(sameEmail ? ClientMessages.emailTaken(earlier) : ClientMessages.phoneTaken(earlier));
        }
        const commands = await newClientCommands(store, { practiceId, clientId: randomUUID(), input, practiceContact: contact, now, mode: 'invite' });
        if (profile.email) seen.set(`e:${profile.email}`, fullName(profile));
        if (profile.phone) seen.set(`p:${profile.phone}`, fullName(profile));
        prepared.push({ input, commands });
      } catch (error) {
        errored.push(errorOf(raw, error));
      }
    }
    return prepared;
  }

  /** One append for the batch; if it fails (someone added one of these meanwhile), row by row. */
  private async append(store: EventStore, practiceId: string, batch: Prepared[], contact: PracticeContact, ctx: CommandContext, outcome: InviteClientsResult) {
    const record = (result: CommandOutcome, count: number) => {
      outcome.invitedCount += count;
      outcome.position = result.position ?? outcome.position;
    };
    try {
      record(await handleCommandAcrossStreams(store, ctx, batch.flatMap((p) => p.commands), 1), batch.length);
      return;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(`An import batch met a concurrent change (${error.message}); adding its rows one by one`);
    }
    for (const row of batch) {
      try {
        const result = await handleCommandAcrossStreams(store, ctx, () =>
          newClientCommands(store, { practiceId, clientId: randomUUID(), input: row.input, practiceContact: contact, now: ctx.now, mode: 'invite' }),
        );
        record(result, 1);
      } catch (error) {
        outcome.erroredClients.push(errorOf(row.input, error));
      }
    }
  }
}
