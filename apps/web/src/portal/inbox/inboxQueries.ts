import { graphql } from '../../graphql';
import type { Appointment } from '../appointments/types';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';

const PRO_INBOX = graphql(`query ProInbox {
  pendingAppointments { ...AppointmentFields }
  failedPayments { ...AppointmentFields paymentError hasTransaction }
  missingPayments { ...AppointmentFields paymentError hasTransaction }
}`);

/** Spec 001 §4 inbox rules: what each item is, and so its label and action. */
export type InboxKind = 'pending' | 'failed' | 'past-due' | 'unprocessed';

export type InboxEntry = Appointment & { inboxKind: InboxKind; paymentError?: string | null };

const KIND_ORDER: Record<InboxKind, number> = { pending: 0, failed: 1, 'past-due': 2, unprocessed: 2 };

/** Pending requests first, then failed payments, then payments past due or unprocessed; each by start time. */
export function sortInbox(items: InboxEntry[]): InboxEntry[] {
  return [...items].sort((a, b) => KIND_ORDER[a.inboxKind] - KIND_ORDER[b.inboxKind] || a.startsAt.localeCompare(b.startsAt));
}

export const inboxQueries: ResourceQueries = {
  GET_LIST: () =>
    resourceQuery(PRO_INBOX, {}, (data) => {
      const items = sortInbox([
        ...data.pendingAppointments.map((a): InboxEntry => ({ ...a, inboxKind: 'pending' })),
        ...data.failedPayments.map((a): InboxEntry => ({ ...a, inboxKind: 'failed' })),
        ...data.missingPayments.map((a): InboxEntry => ({ ...a, inboxKind: a.hasTransaction ? 'unprocessed' : 'past-due' })),
      ]);
      return { data: items, total: items.length };
    }),
};
