// The calendar asks "this practice's appointments (personal events) starting in a range". The read
// store indexes single fields; with many practices a (practiceId, startsAt) index keeps that one
// index range scan instead of a week of every practice's rows. Created once at start, idempotent.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Persistence } from '../infrastructure/persistence.js';
import { PERSISTENCE } from '../infrastructure/tokens.js';

/** The read store's own schema lock, so concurrent starts never race on CREATE INDEX. */
const SCHEMA_LOCK = 'select pg_advisory_xact_lock(7305186640722)';

const INDEXES = [
  `create index if not exists "ix_appointments__practice_starts" on "rm_appointments" ((data->'practiceId'), (data->'startsAt'))`,
  `create index if not exists "ix_personal_events__practice_starts" on "rm_personal_events" ((data->'practiceId'), (data->'startsAt'))`,
];

@Injectable()
export class CalendarIndexes implements OnModuleInit {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  async onModuleInit(): Promise<void> {
    await this.persistence.documents.ensureCollection('appointments');
    await this.persistence.documents.ensureCollection('personal_events');
    await this.persistence.db.transaction(async (tx) => {
      await tx.query(SCHEMA_LOCK);
      for (const statement of INDEXES) await tx.query(statement);
    });
  }
}
