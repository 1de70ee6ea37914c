// Review requests are texted and e-mailed by a reaction, after the events that ask for them: a test
// that counts texts or e-mails waits for it to reach the end of the log first.
import { type LogPosition } from '#app/eventstore';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { ReviewRequestReactions } from '../../apps/api/src/reviews/requests/review-request-reactions.js';
import { headOfStore } from './head-of-log.js';

/** The head of the server's log (see head-of-log.ts). */
export const headOfLog = (server: RunningServer): Promise<LogPosition> => headOfStore(server.persistence.store);

export const reviewRequestsSent = async (server: RunningServer): Promise<void> => {
  if (!(await server.app.get(ReviewRequestReactions).runner.waitFor(await headOfLog(server), undefined, 20_000))) throw new Error('review request messages did not catch up');
};
