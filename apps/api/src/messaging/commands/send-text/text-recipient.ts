// Where a text to the sender goes. A pro: the phone the practice holds for its owner. A client
// user: the phone of their most recent client record with their e-mail (the client directory),
// and that record's practice, whose Texts page lists the text.
import type { StreamLoader } from '#app/es-runtime';
import type { TextRecipient } from '#app/messaging';
import { practiceDecider, practiceStreamId } from '#app/practice';
import type { ClientsQuery } from '#projections';
import type { TextSender } from './send-text.command.js';

export interface TextDestination {
  recipient: TextRecipient;
  practiceId: string | null;
  /** E.164, or null when we have no phone for them. */
  phone: string | null;
}

export const textDestination = async (sender: TextSender, loader: StreamLoader, clients: ClientsQuery): Promise<TextDestination> => {
  if (sender.kind === 'pro') {
    const practice = await loader.load(practiceStreamId(sender.practiceId), practiceDecider);
    const owner = practice.status === 'active' && practice.practice.owner.proId === sender.accountId ? practice.practice.owner : null;
    return { recipient: { kind: 'pro', accountId: sender.accountId }, practiceId: sender.practiceId, phone: owner?.phone ?? null };
  }
  const records = await clients.ofClientUser(sender.email);
  const latest = records.reduce<(typeof records)[number] | null>((last, r) => (!last || r.createdAt >= last.createdAt ? r : last), null);
  return { recipient: { kind: 'client', clientUserId: sender.clientUserId }, practiceId: latest?.practiceId ?? null, phone: latest?.phone ?? null };
};
