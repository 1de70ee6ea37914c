// Waits until a started server has nothing left to do: every reaction (e-mails, payments, video
// meetings, review requests, group events) and every projection has handled the whole log, again
// after what the reactions themselves appended, so an appointment's stream no longer grows while a
// test reads it.
import type { LogPosition } from '#app/eventstore';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { ConferencingReactions } from '../../apps/api/src/conferencing/conferencing-reactions.js';
import { GroupEventReactions } from '../../apps/api/src/group-events/public/group-event-reactions.js';
import { MessagingReactions } from '../../apps/api/src/messaging/messaging-reactions.js';
import { PaymentReactions } from '../../apps/api/src/payments/payment-reactions.js';
import { ReviewRequestReactions } from '../../apps/api/src/reviews/requests/review-request-reactions.js';
import { headOfLog } from './review-requests-sent.js';

type Runner = { runner: { waitFor(p: LogPosition, names?: string[], ms?: number): Promise<boolean> } };

export const settled = async (server: RunningServer): Promise<void> => {
  const hosts = [MessagingReactions, PaymentReactions, ConferencingReactions, ReviewRequestReactions, GroupEventReactions].map((Host) => server.app.get<Runner>(Host as never));
  for (let head = await headOfLog(server), before: bigint | null = null; head.globalPosition !== before; before = head.globalPosition, head = await headOfLog(server)) {
    for (const host of hosts) if (!(await host.runner.waitFor(head, undefined, 30_000))) throw new Error('The reactions did not catch up');
    if (!(await server.persistence.runner.waitFor(head, undefined, 30_000))) throw new Error('The projections did not catch up');
  }
};
