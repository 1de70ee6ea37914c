// The e-mails the product sent for the pro's practice, newest first (the server's order).
import { parse } from 'graphql';
import type { GetListParams } from 'react-admin';
import type { ResourceQueries } from '../buildQuery';
import type { MailboxItem } from './types';

const LIST = parse(`query Mailbox($limit: Int, $offset: Int) {
  mailbox(limit: $limit, offset: $offset) { total items { id appointmentId to subject template text html ics sentAt } }
  currentPractice { id timeZone }
}`);

export const mailboxQueries: ResourceQueries = {
  GET_LIST: ({ pagination }: GetListParams) => ({
    query: LIST,
    variables: {
      limit: pagination?.perPage ?? 25,
      offset: pagination ? (pagination.page - 1) * pagination.perPage : 0,
    },
    parseResponse: ({ data }) => {
      const timeZone: string = data.currentPractice?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
      const items: MailboxItem[] = data.mailbox.items.map((item: Omit<MailboxItem, 'timeZone'>) => ({ ...item, timeZone }));
      return { data: items, total: data.mailbox.total };
    },
  }),
};
