// Reads of the mailbox (collection `mailbox`): what was sent, newest first.
import type { DocumentCollection, DocumentStore, Filter } from '#app/readstore';
import { mailboxProjection, type MailboxDocument } from './mailbox.projection.js';

export class MailboxQuery {
  private readonly mail: DocumentCollection<MailboxDocument>;

  constructor(documents: DocumentStore) {
    this.mail = documents.collection<MailboxDocument>(mailboxProjection.collection);
  }

  /** A page of one practice's e-mails (every practice's when practiceId is null), and how many there are in all. */
  async newestFirst(practiceId: string | null, page: { limit: number; offset: number }): Promise<{ items: MailboxDocument[]; total: number }> {
    const filter: Filter = practiceId === null ? {} : { practiceId };
    const [items, total] = await Promise.all([
      this.mail.find({ filter, sort: [{ field: 'sentAt', order: 'desc' }], limit: page.limit, offset: page.offset }),
      this.mail.count(filter),
    ]);
    return { items, total };
  }
}
