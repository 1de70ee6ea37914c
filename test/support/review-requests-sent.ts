// Review requests are texted and e-mailed by a reaction, after the events that ask for them: a test
// that counts texts or e-mails waits for it to reach the end of the log first.
import { START_OF_LOG, type LogPosition } from '#app/eventstore';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { ReviewRequestReactions } from '../../apps/api/src/reviews/requests/review-request-reactions.js';

export const headOfLog = async (server: RunningServer): Promise<LogPosition> => {
  let head = START_OF_LOG;
  for (let batch = await server.persistence.store.readAll(head, 1000); batch.length; batch = await server.persistence.store.readAll(head, 1000)) {
    const last = batch[batch.length - 1];
    head = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
  return head;
};

export const reviewRequestsSent = async (server: RunningServer): Promise<void> => {
  if (!(await server.app.get(ReviewRequestReactions).runner.waitFor(await headOfLog(server), undefined, 20_000))) throw new Error('review request messages did not catch up');
};
