// One API process of several-processes.e2e-spec.ts, started by it with `node --import
// ./register-ts-loader.mjs` on the PostgreSQL database in DATABASE_URL: the whole product as
// startServer builds it (its reactions running, the schedule's tick off: the test runs a job's
// pass itself). It tells the test over the IPC channel every message it hands to the mailer or
// the texter, and answers the test's commands: settle (its reactions and projections have
// caught up with the log), remind (one pass of the appointment reminders at an instant), stop.
import { type EventStore, type LogPosition } from '#app/eventstore';
import type { Mailer, MailMessage, TextMessage, Texter } from '#app/integrations';
import { samePosition } from '#app/es-runtime';
import { startServer } from '../../../apps/api/src/bootstrap.js';
import { ConferencingReactions } from '../../../apps/api/src/conferencing/conferencing-reactions.js';
import { GroupEventReactions } from '../../../apps/api/src/group-events/public/group-event-reactions.js';
import { AppointmentReminders } from '../../../apps/api/src/messaging/appointment-reminders.job.js';
import { MessagingReactions } from '../../../apps/api/src/messaging/messaging-reactions.js';
import { MAILER } from '../../../apps/api/src/messaging/messaging-settings.js';
import { TEXTER } from '../../../apps/api/src/messaging/texter.js';
import { PaymentReactions } from '../../../apps/api/src/payments/payment-reactions.js';
import { ReviewRequestReactions } from '../../../apps/api/src/reviews/requests/review-request-reactions.js';
import { headOfStore } from '../../support/head-of-log.js';

export type Command = { id: number; command: 'settle' | 'stop' } | { id: number; command: 'remind'; at: string };
export type Report =
  | { kind: 'ready'; url: string }
  | { kind: 'mail'; messageId: string; to: string; subject: string }
  | { kind: 'text'; messageId: string; to: string; body: string }
  | { kind: 'reply'; id: number; result?: unknown; error?: string };

const tell = (report: Report) => process.send!(report);

const headOfLog = headOfStore;

const server = await startServer({ port: 0, demo: false, quiet: true, scheduledJobs: false, databaseUrl: process.env.DATABASE_URL });

const mailer = server.app.get<Mailer>(MAILER);
const sendMail = mailer.send.bind(mailer);
mailer.send = async (message: MailMessage) => {
  await sendMail(message);
  tell({ kind: 'mail', messageId: message.messageId, to: message.to.email, subject: message.subject });
};
const texter = server.app.get<Texter>(TEXTER);
const sendText = texter.send.bind(texter);
texter.send = async (message: TextMessage) => {
  tell({ kind: 'text', messageId: message.messageId, to: message.to, body: message.body });
  return sendText(message);
};

const hosts = [MessagingReactions, PaymentReactions, ConferencingReactions, GroupEventReactions, ReviewRequestReactions].map((host) => server.app.get(host));

/** Until the log's end stays put: every reaction (here, or followed from its checkpoint) and projection has passed it. */
const settle = async (): Promise<void> => {
  for (let previous: LogPosition | null = null; ; ) {
    const head = await headOfLog(server.persistence.store);
    if (previous && samePosition(previous, head)) return;
    for (const host of hosts) {
      if (!(await host.runner.waitFor(head, undefined, 60_000))) throw new Error(`${host.constructor.name} did not catch up`);
    }
    if (!(await server.persistence.runner.waitFor(head, undefined, 60_000))) throw new Error('The projections did not catch up');
    previous = head;
  }
};

process.on('message', async (message: Command) => {
  try {
    if (message.command === 'settle') await settle();
    const result = message.command === 'remind' ? await server.app.get(AppointmentReminders).remindDue(new Date(message.at)) : null;
    if (message.command === 'stop') await server.close();
    tell({ kind: 'reply', id: message.id, result });
    if (message.command === 'stop') process.disconnect();
  } catch (error) {
    tell({ kind: 'reply', id: message.id, error: (error as Error).stack ?? String(error) });
  }
});

tell({ kind: 'ready', url: server.url });
