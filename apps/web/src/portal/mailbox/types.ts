import type { MailboxQuery } from '../../graphql/graphql';

/**
 * One e-mail the product sent: `template` names it (request_received, new_request, ...), `ics` is
 * the iCalendar text of its attachment when it has one. `timeZone` is the practice's, added by
 * the query to show sentAt in.
 */
export type MailboxItem = MailboxQuery['mailbox']['items'][number] & { timeZone: string };
