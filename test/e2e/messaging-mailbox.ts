// The mailbox as the e2e suites of messaging read it: through GraphQL, polling (bounded) because
// e-mails are sent by reactions that follow the log after the command has returned.
import type { DateTime } from 'luxon';
import { type LogPosition } from '#app/eventstore';
import { formatAppointmentTime } from '#app/messaging';
import type { MailboxDocument } from '#projections';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { MessagingReactions } from '../../apps/api/src/messaging/messaging-reactions.js';
import type { TestClient } from '../support/graphql-client.js';
import { headOfStore } from '../support/head-of-log.js';

export const MAILBOX = `query($limit: Int, $offset: Int) { mailbox(limit: $limit, offset: $offset) {
  total items { id appointmentId clientId to subject template text html ics sentAt } } }`;

/** A mailbox item as the API returns it: the read model's document without the practice. */
export type Mail = Omit<MailboxDocument, 'practiceId'>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every message the reader may see (newest first). */
export const allMail = async (reader: TestClient): Promise<Mail[]> => {
  const mail: Mail[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await reader.gql(MAILBOX, { limit: 100, offset });
    if (!res.data?.mailbox) throw new Error(`mailbox failed: ${JSON.stringify(res.errors)}`);
    mail.push(...(res.data.mailbox.items as Mail[]));
    if (offset + 100 >= res.data.mailbox.total) return mail;
  }
};

export const mailOf = async (reader: TestClient, appointmentId: string): Promise<Mail[]> =>
  (await allMail(reader)).filter((m) => m.appointmentId === appointmentId);

/** Polls until at least `count` messages match (bounded, about 10 s), then returns the matches. */
export const waitForMail = async (reader: TestClient, matches: string | ((mail: Mail) => boolean), count: number): Promise<Mail[]> => {
  const match = typeof matches === 'string' ? (m: Mail) => m.appointmentId === matches : matches;
  let mail: Mail[] = [];
  for (let attempt = 0; attempt < 200 && mail.length < count; attempt++) {
    mail = (await allMail(reader)).filter(match);
    if (mail.length < count) await pause(50);
  }
  return mail;
};

export const templatesTo = (mail: Mail[]) => mail.map((m) => `${m.template} -> ${m.to}`).sort();

/** The logical lines of an .ics (folded lines joined). */
export const icsLines = (ics: string | null): string[] => (ics ?? '').replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

const headOfLog = (server: RunningServer): Promise<LogPosition> => headOfStore(server.persistence.store);

/** Resolves once the e-mail reactions and the mailbox have handled everything in the log so far. */
export const settled = async (server: RunningServer): Promise<void> => {
  if (!(await server.app.get(MessagingReactions).runner.waitFor(await headOfLog(server), undefined, 20_000))) throw new Error('The e-mail reactions did not catch up');
  // What they appended (the sent e-mails) is in the log now: let the mailbox pass it too.
  if (!(await server.persistence.runner.waitFor(await headOfLog(server), ['mailbox'], 10_000))) throw new Error('The mailbox did not catch up');
};

/** An .ics property's lines (one per VEVENT for event properties). */
export const icsProperty = (mail: Mail, name: string): string[] => icsLines(mail.ics).filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

export const sequenceOf = (mail: Mail): number => Number(icsProperty(mail, 'SEQUENCE')[0].slice('SEQUENCE:'.length));

/** A time as the messages show it for an appointment in New York. */
export const inNewYork = (time: DateTime | string): string => formatAppointmentTime(typeof time === 'string' ? time : time.toUTC().toISO()!, 'America/New_York');
