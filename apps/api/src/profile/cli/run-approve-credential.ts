// What `npm run credentials:approve` does inside an application: find the practice by short link
// or id; with a credential id, approve that pending credential (as support staff working from the
// command line); then list the practice's credentials with their ids and states.
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { isUuid, newCommandContext, NotFoundError } from '#app/es';
import { loadState } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { profileDecider, profileStreamId } from '#app/profile';
import { PracticesQuery } from '#projections';
import { ChangeProfileCommand } from '../commands/change-profile/change-profile.command.js';

export interface ApproveCredentialArgs {
  practice: string;
  credentialId: string | null;
}

export const APPROVE_CREDENTIAL_USAGE = 'Usage: npm run credentials:approve -- <shortLink or practice id> [credential id]\nWithout a credential id it lists the practice’s credentials.';

export const parseApproveCredentialArgs = (argv: string[]): ApproveCredentialArgs | { error: string } => {
  const [practice, credentialId, ...rest] = argv;
  if (!practice || rest.length) return { error: APPROVE_CREDENTIAL_USAGE };
  if (credentialId !== undefined && !isUuid(credentialId)) return { error: `'${credentialId}' is not a credential id.\n${APPROVE_CREDENTIAL_USAGE}` };
  return { practice, credentialId: credentialId?.toLowerCase() ?? null };
};

export const runApproveCredential = async (app: INestApplicationContext, args: ApproveCredentialArgs): Promise<string> => {
  const practices = app.get(PracticesQuery);
  const doc = (isUuid(args.practice) ? await practices.byId(args.practice.toLowerCase()) : null) ?? (await practices.byShortLink(args.practice));
  if (!doc) throw new NotFoundError(`No practice with the short link or id '${args.practice}'.`);
  if (args.credentialId) {
    const staff = newCommandContext({ kind: 'support', id: 'cli', name: 'Command line' });
    await app.get(CommandBus).execute(new ChangeProfileCommand({ type: 'ApproveCredential', practiceId: doc.id, proCredentialId: args.credentialId }, staff));
  }
  // From the event store (the command line runs no projections): what the stream holds now.
  const { state: profile } = await loadState(app.get<EventStore>(EVENT_STORE), profileStreamId(doc.id), profileDecider);
  const lines = profile.credentials.map((c) => `${c.proCredentialId}  ${c.state.padEnd(8)}  ${c.credentialName}${c.licenseNumber ? ` (${c.stateIssued} ${c.licenseNumber})` : ''}${c.documentUrl ? ` ${c.documentUrl}` : ''}`);
  return [`${doc.name} (/${doc.shortLink}, ${doc.id})`, ...(lines.length ? lines : ['No credentials.'])].join('\n');
};
