// The e-mails the product sent for the pro's practice, newest first (the server's order).
import type { GetListParams } from 'react-admin';
import { graphql } from '../../graphql';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';
import type { MailboxItem } from './types';

const LIST = graphql(`query Mailbox($limit: Int, $offset: Int) {
  mailbox(limit: $limit, offset: $offset) { total items { id appointmentId clientId to subject template text html ics sentAt } }
  currentPractice { id timeZone }
}`);

export const mailboxQueries: ResourceQueries = {
  GET_LIST: ({ pagination }: GetListParams) =>
    resourceQuery(
      LIST,
      {
        limit: pagination?.perPage ?? 25,
        offset: pagination ? (pagination.page - 1) * pagination.perPage : 0,
      },
      (data) => {
        const timeZone = data.currentPractice?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
        const items: MailboxItem[] = data.mailbox.items.map((item) => ({ ...item, timeZone }));
        return { data: items, total: data.mailbox.total };
      },
    ),
};
